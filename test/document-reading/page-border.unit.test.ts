// Desk left at the edge of a flattened photo becomes paper; the sheet's print stays.
import { clearBorder } from '../../src/engines/document/reading/page-border';
import { canvas, paint } from './raster-fixtures';

describe('desk at the edge of a flattened photo', () => {
  it('becomes paper, and print inside the sheet stays', () => {
    const image = canvas(600, 400, [[250, 200, 350, 220]]);
    paint(image, [[0, 0, 599, 12]], 50);
    const cleared = clearBorder(image);
    expect(cleared.pixels[6 * 600 + 300]).toBe(255);
    expect(cleared.pixels[210 * 600 + 300]).toBe(0);
  });

  it('leaves a dark band printed to the edge of a card, and the light lettering in it, as they are', () => {
    const image = canvas(600, 400, [[250, 200, 350, 220]]);
    paint(image, [[0, 0, 599, 60]], 50);
    paint(image, [[100, 20, 300, 40]], 255);
    const cleared = clearBorder(image);
    expect(cleared.pixels[10 * 600 + 300]).toBe(50);
    expect(cleared.pixels[30 * 600 + 200]).toBe(255);
  });
});
