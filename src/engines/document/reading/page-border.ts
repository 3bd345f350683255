// Clears what is left of the desk around a flattened photo of a document. The quadrilateral found for the
// sheet is never exact: a strip of dark desk, or a sheet's shadow, can remain along an edge. Such a strip
// is the darkest thing on the page and skews every later choice of an ink threshold (the text of the
// sheet then falls on the paper side), so dark areas lying along the border are made paper. Print is not
// touched: a sheet has margins, its text does not reach the photo's edge, and a dark band printed to the
// edge of a card (a header with light lettering) reaches far deeper into the page than a leftover strip.
import type { GrayImage } from './layout-analysis';

/** Darker than this is desk or shadow where it touches the border. */
const DARK = 110;
/** The area grows through pixels up to this level, so a blurred edge of the strip goes with it. */
const GROW = 150;
/** A leftover strip stays within this share of the page's shorter side from the edge it lies on. */
const STRIP_DEPTH = 0.05;

export function clearBorder(image: GrayImage): GrayImage {
  const { pixels, width, height } = image;
  const out = Uint8Array.from(pixels);
  const seen = new Uint8Array(pixels.length);
  const limit = STRIP_DEPTH * Math.min(width, height);
  const depth = (index: number): number => {
    const x = index % width;
    const y = (index - x) / width;
    return Math.min(x, y, width - 1 - x, height - 1 - y);
  };
  const region = (start: number): void => {
    const members = [start];
    seen[start] = 1;
    let deepest = 0;
    for (let next = 0; next < members.length; next += 1) {
      const index = members[next];
      deepest = Math.max(deepest, depth(index));
      const x = index % width;
      for (const neighbour of [
        x > 0 ? index - 1 : -1,
        x < width - 1 ? index + 1 : -1,
        index - width,
        index + width,
      ]) {
        if (neighbour < 0 || neighbour >= out.length || seen[neighbour] || out[neighbour] >= GROW) continue;
        seen[neighbour] = 1;
        members.push(neighbour);
      }
    }
    if (deepest <= limit) for (const index of members) out[index] = 255;
  };
  const seed = (x: number, y: number): void => {
    const index = y * width + x;
    if (!seen[index] && out[index] < DARK) region(index);
  };
  for (let x = 0; x < width; x += 1) {
    seed(x, 0);
    seed(x, height - 1);
  }
  for (let y = 0; y < height; y += 1) {
    seed(0, y);
    seed(width - 1, y);
  }
  return { pixels: out, width, height };
}
