// A circled option ("(circle)  YES  NO" with a pen ring around YES, a circled "Negative" on a pocket card)
// is a mark as much as a ticked box. In the image it is one thin, hollow component, wider than tall,
// about a line high, that runs along all four sides of its box and encloses other print (the word) — a
// letter "O" of a heading encloses nothing. It reaches the text as a ticked box before the word.
import type { Checkbox } from './checkbox-shapes';
import type { Component } from './components';

/** Share of a band of the ring's box in which the ring has pixels, per side. */
function touchesSides(labels: Int32Array, width: number, c: Component): boolean {
  const w = c.x1 - c.x0 + 1;
  const h = c.y1 - c.y0 + 1;
  const bandX = Math.max(1, Math.round(0.2 * w));
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

/** Inside the ring's inner box: little of the ring itself, and print of the word it circles. */
function enclosesPrint(labels: Int32Array, width: number, c: Component, print: Uint8Array): boolean {
  const w = c.x1 - c.x0 + 1;
  const h = c.y1 - c.y0 + 1;
  const x0 = c.x0 + Math.round(0.22 * w);
  const x1 = c.x1 - Math.round(0.22 * w);
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
  // A pen ring often touches a letter or two of its word and joins them: those are "own" pixels inside.
  return own / inner < 0.2 && (other + own) / inner > 0.06 && other > 0;
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
  if (h < 0.8 * lineHeight || h > 3 * lineHeight || w < 1.2 * h || w > 10 * lineHeight) return undefined;
  if (c.area / (w * h) > 0.3) return undefined;
  if (!touchesSides(labels, width, c) || !enclosesPrint(labels, width, c, print)) return undefined;
  return { x0: c.x0, y0: c.y0, x1: c.x1, y1: c.y1, ticked: true, circled: true };
}
