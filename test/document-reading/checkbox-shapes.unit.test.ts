// Tick boxes are square frames drawn with a thin pen; the bowls of bold letters are not boxes.
import { cleanupPage } from '../../src/engines/document/reading/page-cleanup';
import { canvas, disc, paint } from './raster-fixtures';

describe('tick boxes among bold letters', () => {
  it('takes a bold round letter with a bar inside for no box, and a thin ticked frame for one', () => {
    const image = canvas(400, 200, [
      [20, 20, 380, 40], // print nearby, so nothing counts as a speck
      // A thin frame with a cross inside.
      [200, 100, 236, 102],
      [200, 134, 236, 136],
      [200, 100, 202, 136],
      [234, 100, 236, 136],
      [210, 117, 226, 119],
      [217, 110, 219, 126],
    ]);
    disc(image, 100, 118, 18, 9); // a bold "o"
    paint(image, [[84, 116, 116, 120]]); // its bar, as in an "e"
    const boxes = cleanupPage(image, 128, 40).checkboxes;
    expect(boxes).toHaveLength(1);
    expect(boxes[0]).toMatchObject({ x0: 200, ticked: true });
  });

  it('takes a square of bold strokes, as in a heavy "O", for no box', () => {
    const image = canvas(400, 200, [
      [20, 20, 380, 40],
      [200, 100, 236, 109],
      [200, 127, 236, 136],
      [200, 100, 209, 136],
      [227, 100, 236, 136],
    ]);
    expect(cleanupPage(image, 128, 40).checkboxes).toHaveLength(0);
  });
});
