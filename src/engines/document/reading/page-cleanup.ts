// Last clean-up of a page image before OCR: scanner specks far from any print are whitened (tesseract
// slows down and invents characters on them), and tick boxes are located, because tesseract drops a box
// drawn as lines as "not text" and the box is often the only evidence of a result.
import { labelComponents } from './components';
import type { Component } from './components';
import type { GrayImage } from './layout-analysis';

export interface Checkbox {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  readonly ticked: boolean;
}

export interface CleanupResult {
  readonly checkboxes: readonly Checkbox[];
  readonly specksRemoved: number;
}

function inkAt(image: GrayImage, threshold: number, x: number, y: number): boolean {
  return image.pixels[y * image.width + x] <= threshold;
}

/** Share of positions along one side of a box where the side's band holds ink. */
function sideCoverage(
  image: GrayImage,
  threshold: number,
  box: Component,
  side: 'top' | 'bottom' | 'left' | 'right',
): number {
  const horizontal = side === 'top' || side === 'bottom';
  const length = horizontal ? box.x1 - box.x0 + 1 : box.y1 - box.y0 + 1;
  const band = Math.max(2, Math.round(0.18 * length));
  let covered = 0;
  for (let along = 0; along < length; along += 1) {
    for (let depth = 0; depth < band; depth += 1) {
      const x = horizontal ? box.x0 + along : side === 'left' ? box.x0 + depth : box.x1 - depth;
      const y = horizontal ? (side === 'top' ? box.y0 + depth : box.y1 - depth) : box.y0 + along;
      if (inkAt(image, threshold, x, y)) {
        covered += 1;
        break;
      }
    }
  }
  return covered / length;
}

function interiorInk(image: GrayImage, threshold: number, box: Component): number {
  const inset = Math.max(2, Math.round(0.2 * (box.x1 - box.x0 + 1)));
  let ink = 0;
  let total = 0;
  for (let y = box.y0 + inset; y <= box.y1 - inset; y += 1) {
    for (let x = box.x0 + inset; x <= box.x1 - inset; x += 1) {
      total += 1;
      if (inkAt(image, threshold, x, y)) ink += 1;
    }
  }
  return total ? ink / total : 0;
}

function asCheckbox(
  image: GrayImage,
  threshold: number,
  component: Component,
  lineHeight: number,
): Checkbox | undefined {
  const width = component.x1 - component.x0 + 1;
  const height = component.y1 - component.y0 + 1;
  if (Math.min(width, height) < Math.max(8, 0.35 * lineHeight) || Math.max(width, height) > 1.8 * lineHeight)
    return undefined;
  if (width / height < 0.75 || width / height > 1.33) return undefined;
  const fill = component.area / (width * height);
  // A box whose tick touches its frame is one component with the tick; only the frame decides.
  const filled = fill > 0.85;
  const sides = ['top', 'bottom', 'left', 'right'] as const;
  if (!filled && sides.some((side) => sideCoverage(image, threshold, component, side) < 0.85))
    return undefined;
  const { x0, y0, x1, y1 } = component;
  return { x0, y0, x1, y1, ticked: filled || interiorInk(image, threshold, component) >= 0.06 };
}

/** Whitens isolated specks in place and returns the tick boxes found. */
export function cleanupPage(image: GrayImage, threshold: number, lineHeight: number): CleanupResult {
  const { labels, components, labelCount } = labelComponents(image, threshold);
  const maxSpeck = Math.max(4, (0.2 * lineHeight) ** 2);
  const reach = Math.max(4, Math.round(0.6 * lineHeight));
  const print = new Uint8Array(labelCount);
  for (const component of components) if (component.area > maxSpeck) print[component.label] = 1;

  // Cells of `reach` pixels that hold print; a speck in or next to such a cell may be a dot or a comma.
  const columns = Math.ceil(image.width / reach);
  const rows = Math.ceil(image.height / reach);
  const nearPrint = new Uint8Array(columns * rows);
  for (let index = 0; index < labels.length; index += 1) {
    if (!print[labels[index]]) continue;
    const x = index % image.width;
    nearPrint[Math.floor((index - x) / image.width / reach) * columns + Math.floor(x / reach)] = 1;
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
  for (let index = 0; index < labels.length; index += 1)
    if (isolated[labels[index]]) image.pixels[index] = 255;

  const checkboxes: Checkbox[] = [];
  for (const component of components) {
    if (!print[component.label]) continue;
    const box = asCheckbox(image, threshold, component, lineHeight);
    if (box) checkboxes.push(box);
  }
  return { checkboxes, specksRemoved };
}
