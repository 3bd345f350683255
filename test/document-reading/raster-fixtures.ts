// Raw gray pages drawn in code for the raster-reading tests: black (or gray) rectangles and rings on white.
import type { GrayImage } from '../../src/engines/document/reading/layout-analysis';

export type Mark = [number, number, number, number];

export function canvas(width: number, height: number, marks: readonly Mark[], level = 0): GrayImage {
  const image = { pixels: new Uint8Array(width * height).fill(255), width, height };
  paint(image, marks, level);
  return image;
}

export function paint(image: GrayImage, marks: readonly Mark[], level = 0): void {
  for (const [x0, y0, x1, y1] of marks)
    for (let y = y0; y <= y1; y += 1)
      for (let x = x0; x <= x1; x += 1) image.pixels[y * image.width + x] = level;
}

/** Lines of letter-sized blocks, `height` px tall, one line every `pitch` px from `top`. */
export function textLines(top: number, count: number, height: number, pitch: number, width: number): Mark[] {
  const marks: Mark[] = [];
  for (let line = 0; line < count; line += 1)
    for (let x = 40; x + 12 < width - 40; x += 18)
      marks.push([x, top + line * pitch, x + 10, top + line * pitch + height - 1]);
  return marks;
}

/** A round ring (or a bold "o") of outer radius `r` drawn with a pen `pen` px wide. */
export function disc(image: GrayImage, cx: number, cy: number, r: number, pen: number): void {
  for (let y = cy - r; y <= cy + r; y += 1)
    for (let x = cx - r; x <= cx + r; x += 1) {
      const d = Math.hypot(x - cx, y - cy);
      if (d <= r && d > r - pen) image.pixels[y * image.width + x] = 0;
    }
}
