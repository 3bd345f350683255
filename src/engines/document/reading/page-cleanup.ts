// Last clean-up of a page image before OCR: scanner specks far from any print are whitened (tesseract
// slows down and invents characters on them), and tick boxes are located, because tesseract drops a box
// drawn as lines as "not text" and the box is often the only evidence of a result.
import { findCheckbox } from './checkbox-shapes';
import { eraseRing, findCircle } from './circled-options';
import type { Checkbox } from './checkbox-shapes';
import { labelComponents } from './components';
import type { Component } from './components';
import type { GrayImage } from './layout-analysis';

export type { Checkbox } from './checkbox-shapes';

export interface CleanupResult {
  readonly checkboxes: readonly Checkbox[];
  readonly specksRemoved: number;
}

/**
 * A solid square pressed against other print on its row is a stroke of a bold letter or a dash in a
 * heading, not a filled box: a box stands apart from its label by at least a quarter of its width.
 */
function huddled(box: Component, components: readonly Component[], print: Uint8Array): boolean {
  const size = box.x1 - box.x0 + 1;
  const gap = Math.max(2, 0.25 * size);
  return components.some(
    (other) =>
      other !== box &&
      print[other.label] === 1 &&
      Math.min(other.y1, box.y1) - Math.max(other.y0, box.y0) > 0.4 * (box.y1 - box.y0 + 1) &&
      ((other.x0 > box.x1 && other.x0 - box.x1 <= gap) || (other.x1 < box.x0 && box.x0 - other.x1 <= gap)),
  );
}

/** Whitens isolated specks in place and returns the tick boxes found. */
export function cleanupPage(image: GrayImage, threshold: number, lineHeight: number): CleanupResult {
  const { labels, components, labelCount, rowFirst, rowLast } = labelComponents(image, threshold);
  const maxSpeck = Math.max(4, (0.2 * lineHeight) ** 2);
  const reach = Math.max(4, Math.round(0.6 * lineHeight));
  const print = new Uint8Array(labelCount);
  for (const component of components) if (component.area > maxSpeck) print[component.label] = 1;

  // Cells of `reach` pixels that hold print; a speck in or next to such a cell may be a dot or a comma.
  const columns = Math.ceil(image.width / reach);
  const rows = Math.ceil(image.height / reach);
  const nearPrint = new Uint8Array(columns * rows);
  // The cell of each column once, not a division per pixel.
  const cellOf = new Int32Array(image.width);
  for (let x = 0; x < image.width; x += 1) cellOf[x] = Math.floor(x / reach);
  for (let y = 0; y < image.height; y += 1) {
    const row = Math.floor(y / reach) * columns;
    for (let x = rowFirst[y], index = y * image.width + x; x <= rowLast[y]; x += 1, index += 1)
      if (labels[index] !== 0 && print[labels[index]]) nearPrint[row + cellOf[x]] = 1;
  }
  const isolated = new Uint8Array(labelCount);
  let specksRemoved = 0;
  for (const component of components) {
    if (component.area > maxSpeck) continue;
    const cx = Math.floor((component.x0 + component.x1) / 2 / reach);
    const cy = Math.floor((component.y0 + component.y1) / 2 / reach);
    let near = false;
    for (let dy = -1; dy <= 1 && !near; dy += 1) {
      for (let dx = -1; dx <= 1 && !near; dx += 1) {
        const x = cx + dx;
        const y = cy + dy;
        near = x >= 0 && y >= 0 && x < columns && y < rows && nearPrint[y * columns + x] === 1;
      }
    }
    if (!near) {
      isolated[component.label] = 1;
      specksRemoved += 1;
    }
  }
  if (specksRemoved > 0)
    for (let y = 0; y < image.height; y += 1)
      for (let x = rowFirst[y], index = y * image.width + x; x <= rowLast[y]; x += 1, index += 1)
        if (isolated[labels[index]]) image.pixels[index] = 255;

  const checkboxes: Checkbox[] = [];
  const rings: Component[] = [];
  for (const component of components) {
    if (!print[component.label]) continue;
    const box =
      findCheckbox(image, threshold, component, lineHeight) ??
      findCircle(labels, image.width, component, lineHeight, print);
    if (!box) continue;
    if (box.filled && huddled(component, components, print)) continue;
    checkboxes.push(box);
    if (box.circled) rings.push(component);
  }
  // Only once every shape is found: a ring wiped earlier could no longer be told from its word.
  for (const ring of rings) eraseRing(image, labels, ring);
  return { checkboxes, specksRemoved };
}
