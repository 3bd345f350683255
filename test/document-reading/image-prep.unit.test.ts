// A page prepared a second time after a quarter turn keeps the scale its first preparation gave it.
import { prepareForOcr } from '../../src/engines/document/reading/image-prep';
import { canvas, textLines } from './raster-fixtures';

describe('preparing a page again after a quarter turn', () => {
  it('keeps its size, where a first preparation shrinks tall lines', async () => {
    const image = canvas(1600, 1200, textLines(100, 4, 200, 260, 1600));
    const first = await prepareForOcr(image);
    const again = await prepareForOcr(image, true);
    expect(first.image.width).toBeLessThan(1000);
    expect(again.image.width).toBeGreaterThanOrEqual(1600);
  });
});
