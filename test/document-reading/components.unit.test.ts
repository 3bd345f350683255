// Connected components of a page's ink against a plain flood fill: the same groups of pixels, the same
// boxes and areas, listed in the order their first pixels come, and each row's inked span; on pages of
// white paper (255) and of grey paper, of widths that are and are not multiples of four, and on pixels
// that start anywhere in their buffer.
import { labelComponents } from '../../src/engines/document/reading/components';
import type { GrayImage } from '../../src/engines/document/reading/layout-analysis';
import { createRng } from '../corpus/rng';

/** A deterministic page: blobs and specks of ink on paper of the given grey, with noise. */
function page(width: number, height: number, paper: number, seed: number, offset = 0): GrayImage {
  const random = createRng(seed).next;
  const buffer = new Uint8Array(width * height + offset);
  const pixels = buffer.subarray(offset);
  for (let i = 0; i < pixels.length; i++) pixels[i] = paper === 255 ? 255 : paper - Math.floor(random() * 20);
  for (let blob = 0; blob < 40; blob++) {
    const cx = Math.floor(random() * width);
    const cy = Math.floor(random() * height);
    const r = 1 + Math.floor(random() * 5);
    for (let y = Math.max(0, cy - r); y < Math.min(height, cy + r); y++)
      for (let x = Math.max(0, cx - r); x < Math.min(width, cx + r); x++)
        if (random() < 0.7) pixels[y * width + x] = Math.floor(random() * 100);
  }
  // Ink on the first and last column of some rows, where a row's run of paper is cut short.
  for (let y = 0; y < height; y += 7) {
    pixels[y * width] = 10;
    pixels[y * width + width - 1] = 10;
  }
  return { pixels, width, height };
}

interface Group {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  area: number;
  pixels: number[];
}

/** 8-connected groups by flood fill, in the order of their first pixel. */
function floodFill(image: GrayImage, threshold: number): Group[] {
  const { pixels, width, height } = image;
  const seen = new Uint8Array(width * height);
  const groups: Group[] = [];
  for (let start = 0; start < pixels.length; start++) {
    if (seen[start] || pixels[start] > threshold) continue;
    const group: Group = { x0: width, y0: height, x1: -1, y1: -1, area: 0, pixels: [] };
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const at = stack.pop()!;
      const x = at % width;
      const y = (at - x) / width;
      group.pixels.push(at);
      group.area++;
      group.x0 = Math.min(group.x0, x);
      group.x1 = Math.max(group.x1, x);
      group.y0 = Math.min(group.y0, y);
      group.y1 = Math.max(group.y1, y);
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const next = ny * width + nx;
          if (!seen[next] && pixels[next] <= threshold) {
            seen[next] = 1;
            stack.push(next);
          }
        }
    }
    groups.push(group);
  }
  return groups;
}

describe('connected components of ink', () => {
  const pages: Array<[string, GrayImage]> = [
    ['white paper, width a multiple of four', page(120, 80, 255, 1)],
    ['white paper, odd width', page(121, 77, 255, 2)],
    ['white paper, pixels starting off a four-byte boundary', page(123, 64, 255, 3, 1)],
    ['grey paper', page(96, 70, 230, 4)],
    ['grey paper, odd width, offset', page(97, 71, 235, 5, 3)],
  ];

  it.each(pages)('match a flood fill on %s', (_name, image) => {
    const threshold = 120;
    const { labels, components, labelCount, rowFirst, rowLast } = labelComponents(image, threshold);
    const groups = floodFill(image, threshold);
    expect(components).toHaveLength(groups.length);
    components.forEach((component, i) => {
      const group = groups[i];
      expect({ ...component, label: undefined }).toEqual({
        label: undefined,
        x0: group.x0,
        y0: group.y0,
        x1: group.x1,
        y1: group.y1,
        area: group.area,
      });
      expect(component.label).toBeLessThan(labelCount);
      for (const at of group.pixels) expect(labels[at]).toBe(component.label);
    });
    for (let y = 0; y < image.height; y++) {
      const inked: number[] = [];
      for (let x = 0; x < image.width; x++) if (image.pixels[y * image.width + x] <= threshold) inked.push(x);
      expect([rowFirst[y], rowLast[y]]).toEqual(
        inked.length > 0 ? [inked[0], inked[inked.length - 1]] : [image.width, -1],
      );
    }
    const labelled = labels.reduce((n, label) => n + (label !== 0 ? 1 : 0), 0);
    expect(labelled).toBe(groups.reduce((n, g) => n + g.area, 0));
  });
});
