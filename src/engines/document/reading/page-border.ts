// Clears what is left of the desk around a flattened photo of a document. The quadrilateral found for the
// sheet is never exact: a strip of dark desk, or a sheet's shadow, can remain along an edge. Such a strip
// is the darkest thing on the page and skews every later choice of an ink threshold (the text of the
// sheet then falls on the paper side), so dark areas reaching the border are made paper. Print is not
// touched: a sheet has margins, and its text does not reach the photo's edge.
import type { GrayImage } from './layout-analysis';

/** Darker than this is desk or shadow where it touches the border. */
const DARK = 110;
/** The area grows through pixels up to this level, so a blurred edge of the strip goes with it. */
const GROW = 150;

export function clearBorder(image: GrayImage): GrayImage {
  const { pixels, width, height } = image;
  const out = Uint8Array.from(pixels);
  const stack: number[] = [];
  const seed = (x: number, y: number): void => {
    const index = y * width + x;
    if (out[index] < DARK) {
      out[index] = 255;
      stack.push(index);
    }
  };
  for (let x = 0; x < width; x += 1) {
    seed(x, 0);
    seed(x, height - 1);
  }
  for (let y = 0; y < height; y += 1) {
    seed(0, y);
    seed(width - 1, y);
  }
  while (stack.length > 0) {
    const index = stack.pop() as number;
    const x = index % width;
    const neighbours = [x > 0 ? index - 1 : -1, x < width - 1 ? index + 1 : -1, index - width, index + width];
    for (const next of neighbours) {
      if (next < 0 || next >= out.length || out[next] >= GROW) continue;
      out[next] = 255;
      stack.push(next);
    }
  }
  return { pixels: out, width, height };
}
