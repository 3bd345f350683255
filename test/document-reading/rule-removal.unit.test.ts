// Printed rules are parted from the pen strokes that touch them; the rest of each rule stays.
import { labelComponents } from '../../src/engines/document/reading/components';
import { detachFromRules } from '../../src/engines/document/reading/rule-removal';
import { canvas } from './raster-fixtures';

describe('printed rules', () => {
  it('parts a rule from a pen stroke standing on it and keeps the rest of the rule', () => {
    const image = canvas(1000, 200, [
      [50, 150, 950, 152], // the rule of a field
      [400, 100, 406, 152], // a handwritten stroke down onto it
    ]);
    detachFromRules(image, 128, 30);
    const { components } = labelComponents(image, 128);
    const stroke = components.find((c) => c.x0 <= 406 && c.x1 >= 400 && c.y0 === 100);
    expect(stroke?.x1).toBeLessThan(430);
    expect(image.pixels[151 * 1000 + 100]).toBe(0);
    expect(image.pixels[151 * 1000 + 900]).toBe(0);
  });

  it('bridges the dashes of a fax-broken rule', () => {
    const marks: [number, number, number, number][] = [[400, 100, 406, 152]];
    for (let x = 50; x < 950; x += 20) marks.push([x, 150, x + 18, 152]);
    const image = canvas(1000, 200, marks);
    expect(detachFromRules(image, 128, 30)).toBeGreaterThan(0);
    expect(image.pixels[151 * 1000 + 395]).toBe(255);
  });

  it('leaves a rule nothing touches alone', () => {
    const image = canvas(1000, 200, [[50, 150, 950, 152]]);
    expect(detachFromRules(image, 128, 30)).toBe(0);
    expect(image.pixels[151 * 1000 + 400]).toBe(0);
  });
});
