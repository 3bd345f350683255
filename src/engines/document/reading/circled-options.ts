// A circled option ("(circle)  YES  NO" with a pen ring around YES, a circled "Negative" on a pocket card,
// a ring around a whole phrase such as "FIT FOR ALL DUTIES") is a mark as much as a ticked box. In the
// image it is one thin, hollow component, wider than tall, about a line high, that runs along all four
// sides of its box, leaves the box's corners empty (a printed frame around a cell fills them) and encloses
// other print (the word) — a letter "O" of a heading encloses nothing. A pen often touches a letter or two
// of the word and joins them to the ring. It reaches the text as a ticked box before the word, and the ring
// itself is wiped from the page, because tesseract reads a ring crossing a word's letters as "<" or "(" and
// loses the letters it touches.
import type { Checkbox } from './checkbox-shapes';
import type { Component } from './components';
import type { GrayImage } from './layout-analysis';

/** Share of a band of the ring's box in which the ring has pixels, per side. */
function touchesSides(labels: Int32Array, width: number, c: Component): boolean {
  const w = c.x1 - c.x0 + 1;
  const h = c.y1 - c.y0 + 1;
  const bandX = Math.max(1, Math.round(0.2 * Math.min(w, 2 * h)));
  const bandY = Math.max(1, Math.round(0.2 * h));
  const sides = { top: false, bottom: false, left: false, right: false };
  for (let y = c.y0; y <= c.y1; y += 1) {
    for (let x = c.x0; x <= c.x1; x += 1) {
      if (labels[y * width + x] !== c.label) continue;
      if (y < c.y0 + bandY) sides.top = true;
      if (y > c.y1 - bandY) sides.bottom = true;
      if (x < c.x0 + bandX) sides.left = true;
      if (x > c.x1 - bandX) sides.right = true;
    }
  }
  return sides.top && sides.bottom && sides.left && sides.right;
}

/**
 * A ring, whether an ellipse or a long loop with round ends, passes inside the corners of its box; a
 * printed frame runs through them. At most one corner may hold ink (where a pen's stroke ends cross).
 */
function cornersEmpty(labels: Int32Array, width: number, c: Component): boolean {
  const side = Math.max(2, Math.round(0.12 * Math.min(c.x1 - c.x0 + 1, c.y1 - c.y0 + 1)));
  let inked = 0;
  for (const [cx, cy] of [
    [c.x0, c.y0],
    [c.x1 - side + 1, c.y0],
    [c.x0, c.y1 - side + 1],
    [c.x1 - side + 1, c.y1 - side + 1],
  ]) {
    let own = 0;
    for (let y = cy; y < cy + side; y += 1)
      for (let x = cx; x < cx + side; x += 1) if (labels[y * width + x] === c.label) own += 1;
    if (own > 0.15 * side * side) inked += 1;
  }
  return inked <= 1;
}

/**
 * A ring's ends are round: near its left and right edges it has ink on a band of rows around the middle
 * only. A frame, even a tilted stamp's, runs straight down its edges.
 */
function roundEnds(labels: Int32Array, width: number, c: Component): boolean {
  const h = c.y1 - c.y0 + 1;
  const band = Math.max(2, Math.round(0.06 * h));
  const rowsWithInk = (from: number, to: number): number => {
    let rows = 0;
    for (let y = c.y0; y <= c.y1; y += 1) {
      for (let x = from; x <= to; x += 1) {
        if (labels[y * width + x] === c.label) {
          rows += 1;
          break;
        }
      }
    }
    return rows / h;
  };
  return rowsWithInk(c.x0, c.x0 + band - 1) < 0.7 && rowsWithInk(c.x1 - band + 1, c.x1) < 0.7;
}

/**
 * A ring runs over and under what it encloses: across most of its width it has ink both in the top and
 * in the bottom third of its box. A pen loop of a handwritten letter bulges on one side only.
 */
function spansWidth(labels: Int32Array, width: number, c: Component): boolean {
  const h = c.y1 - c.y0 + 1;
  const x0 = c.x0 + Math.round(h / 2);
  const x1 = c.x1 - Math.round(h / 2);
  if (x1 <= x0) return true;
  const third = Math.max(1, Math.round(h / 3));
  let spanned = 0;
  for (let x = x0; x <= x1; x += 1) {
    let top = false;
    let bottom = false;
    for (let y = c.y0; y < c.y0 + third; y += 1) top ||= labels[y * width + x] === c.label;
    for (let y = c.y1 - third + 1; y <= c.y1; y += 1) bottom ||= labels[y * width + x] === c.label;
    if (top && bottom) spanned += 1;
  }
  return spanned >= 0.7 * (x1 - x0 + 1);
}

/** Inside the ring's inner box: little of the ring itself, and print of the word it circles. */
function enclosesPrint(labels: Int32Array, width: number, c: Component, print: Uint8Array): boolean {
  const w = c.x1 - c.x0 + 1;
  const h = c.y1 - c.y0 + 1;
  const insetX = Math.round(0.22 * Math.min(w, 2 * h));
  const x0 = c.x0 + insetX;
  const x1 = c.x1 - insetX;
  const y0 = c.y0 + Math.round(0.25 * h);
  const y1 = c.y1 - Math.round(0.25 * h);
  let own = 0;
  let other = 0;
  for (let y = y0; y <= y1; y += 1) {
    for (let x = x0; x <= x1; x += 1) {
      const label = labels[y * width + x];
      if (label === c.label) own += 1;
      else if (label !== 0 && print[label]) other += 1;
    }
  }
  const inner = Math.max(1, (x1 - x0 + 1) * (y1 - y0 + 1));
  // A pen ring often touches letters of its word and joins them: those are "own" pixels inside. Some
  // letters stay apart from it, which a round letter of a heading, enclosing nothing, lacks.
  return own / inner < 0.4 && (other + own) / inner > 0.06 && other / inner > 0.03;
}

export function findCircle(
  labels: Int32Array,
  width: number,
  c: Component,
  lineHeight: number,
  print: Uint8Array,
): Checkbox | undefined {
  const w = c.x1 - c.x0 + 1;
  const h = c.y1 - c.y0 + 1;
  if (h < 0.8 * lineHeight || h > 4.5 * lineHeight || w < 1.2 * h || w > 40 * lineHeight) return undefined;
  // Letters joined to the ring add to its pixels; the ring alone covers far less of its box.
  if (c.area / (w * h) > 0.4) return undefined;
  if (!touchesSides(labels, width, c) || !cornersEmpty(labels, width, c)) return undefined;
  if (!roundEnds(labels, width, c) || !spansWidth(labels, width, c)) return undefined;
  if (!enclosesPrint(labels, width, c, print)) return undefined;
  return { x0: c.x0, y0: c.y0, x1: c.x1, y1: c.y1, ticked: true, circled: true };
}

/**
 * Wipes a ring from the page: in each column its topmost and bottommost stroke, in each row its leftmost
 * and rightmost one, each no thicker than the pen (letters the ring touches lose at most a sliver).
 */
export function eraseRing(image: GrayImage, labels: Int32Array, ring: Component): void {
  const { width, pixels } = image;
  const h = ring.y1 - ring.y0 + 1;
  // The pen's width: the ring's pixels over its perimeter, bounded because joined letters add pixels.
  const perimeter = (Math.PI * (ring.x1 - ring.x0 + 1 + h)) / 2;
  const pen = Math.max(2, Math.min(Math.round(0.15 * h), Math.ceil(ring.area / perimeter) + 1));
  const own = (x: number, y: number): boolean => labels[y * width + x] === ring.label;
  const wipe = (x: number, y: number): void => {
    pixels[y * width + x] = 255;
  };
  for (let x = ring.x0; x <= ring.x1; x += 1) {
    stroke(
      ring.y0,
      ring.y1,
      1,
      (y) => own(x, y),
      (y) => wipe(x, y),
      pen,
    );
    stroke(
      ring.y1,
      ring.y0,
      -1,
      (y) => own(x, y),
      (y) => wipe(x, y),
      pen,
    );
  }
  for (let y = ring.y0; y <= ring.y1; y += 1) {
    stroke(
      ring.x0,
      ring.x1,
      1,
      (x) => own(x, y),
      (x) => wipe(x, y),
      pen,
    );
    stroke(
      ring.x1,
      ring.x0,
      -1,
      (x) => own(x, y),
      (x) => wipe(x, y),
      pen,
    );
  }
}

/** From `from` towards `to`, the first run of the ring's pixels, wiped up to `pen` pixels deep. */
function stroke(
  from: number,
  to: number,
  step: 1 | -1,
  own: (at: number) => boolean,
  wipe: (at: number) => void,
  pen: number,
): void {
  let at = from;
  while (at !== to + step && !own(at)) at += step;
  for (let depth = 0; depth < pen && at !== to + step && own(at); depth += 1, at += step) wipe(at);
}
