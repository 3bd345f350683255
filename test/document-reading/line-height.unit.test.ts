// The line height of a raster page, which sets its OCR scale and the sizes of boxes, rings and specks.
import { estimateLayout } from '../../src/engines/document/reading/layout-analysis';
import { canvas, paint, textLines } from './raster-fixtures';

describe('line height of a raster page', () => {
  it('is the height of its text lines, not of a shaded panel above them', () => {
    const image = canvas(1200, 1000, textLines(500, 10, 14, 40, 1200));
    paint(image, [[0, 0, 1199, 420]], 90);
    const { lineHeight } = estimateLayout(image);
    expect(lineHeight).toBeGreaterThanOrEqual(10);
    expect(lineHeight).toBeLessThanOrEqual(30);
  });

  it('is not cut down by a black bar and heavy rules among the lines', () => {
    const image = canvas(1200, 1000, textLines(300, 12, 16, 40, 1200));
    paint(image, [
      [0, 100, 1199, 160],
      [0, 250, 1199, 256],
      [0, 800, 1199, 806],
    ]);
    const { lineHeight } = estimateLayout(image);
    expect(lineHeight).toBeGreaterThanOrEqual(12);
    expect(lineHeight).toBeLessThanOrEqual(30);
  });
});
