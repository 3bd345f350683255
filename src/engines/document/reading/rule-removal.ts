// Parts the printed rules of a form from what touches them before OCR. A handwritten value stands on the
// rule of its field, and its descenders and loops touch it: the pen strokes and the rule become one shape,
// and a ring drawn around an option that touches the rule below it joins the rule (and through it the
// whole table) and is no longer a ring. A rule is a long, thin run of ink; where something thicker stands
// on it or crosses it, the rule is wiped for half a line on either side, and the crossing stroke, thicker
// than the rule, is kept whole. The rest of the rule stays: tesseract keeps a ruled table's rows together
// by them.
import type { GrayImage } from './layout-analysis';

export function detachFromRules(image: GrayImage, threshold: number, lineHeight: number): number {
  const { pixels, width, height } = image;
  // Longer than the flat top of a ring drawn around a phrase.
  const minLength = Math.max(40, Math.round(12 * lineHeight));
  const maxThickness = Math.max(4, Math.round(0.25 * lineHeight));
  const ink = (x: number, y: number): boolean => pixels[y * width + x] <= threshold;
  /** Ink rows in the column through (x, y), counted up and down until paper, capped past the limit. */
  const thickness = (x: number, y: number): number => {
    let count = 1;
    for (let up = y - 1; up >= 0 && ink(x, up) && count <= maxThickness; up -= 1) count += 1;
    for (let down = y + 1; down < height && ink(x, down) && count <= maxThickness; down += 1) count += 1;
    return count;
  };
  // A fax or a faint scan breaks a rule into dashes: a run bridges gaps of a couple of pixels as long as
  // nearly all of it is ink (a row through a line of text has wider gaps between letters).
  const maxGap = Math.max(2, Math.round(0.08 * lineHeight));
  const wiped = new Uint8Array(width * height);
  let rules = 0;
  const reach = Math.max(3, Math.round(0.5 * lineHeight));
  const wipeRun = (y: number, start: number, end: number, inked: number): void => {
    if (end - start < minLength || inked < 0.85 * (end - start)) return;
    // Columns where something thicker than the rule stands on it or crosses it.
    const touched: number[] = [];
    for (let along = start; along < end; along += 1)
      if (ink(along, y) && thickness(along, y) > maxThickness) touched.push(along);
    if (touched.length === 0) return;
    rules += 1;
    let next = 0;
    for (let along = start; along < end; along += 1) {
      while (next < touched.length && touched[next] < along - reach) next += 1;
      const near = next < touched.length && touched[next] <= along + reach;
      if (near && ink(along, y) && thickness(along, y) <= maxThickness) wiped[y * width + along] = 1;
    }
  };
  for (let y = 0; y < height; y += 1) {
    let start = -1;
    let end = -1;
    let inked = 0;
    for (let x = 0; x < width; x += 1) {
      if (!ink(x, y)) continue;
      if (start >= 0 && x - end > maxGap) {
        wipeRun(y, start, end, inked);
        start = -1;
      }
      if (start < 0) {
        start = x;
        inked = 0;
      }
      end = x + 1;
      inked += 1;
    }
    if (start >= 0) wipeRun(y, start, end, inked);
  }
  // Wiped only once every row is measured, so that a rule's lower rows still see its upper ones.
  for (let index = 0; index < wiped.length; index += 1) if (wiped[index]) pixels[index] = 255;
  return rules;
}
