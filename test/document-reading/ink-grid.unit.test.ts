// The grid of ink no read word covers, against a plain reading of its definition: the same mask (covered
// boxes, and rules with the pixels beside them) and the same cells, on white paper (255) and grey paper,
// widths that are and are not multiples of four, and pixels that start anywhere in their buffer.
import type { GrayImage } from '../../src/engines/document/reading/layout-analysis';
import { inkGrid } from '../../src/engines/document/reading/unread-ink';
import { createRng } from '../corpus/rng';

const DARK = 120;
const RULE = 12;
const CELL = 5;

/** A deterministic page: specks, letters, rules across and down, ink at the edges. */
function page(width: number, height: number, paper: number, seed: number, offset = 0): GrayImage {
  const random = createRng(seed).next;
  const pixels = new Uint8Array(width * height + offset).subarray(offset);
  for (let i = 0; i < pixels.length; i++) pixels[i] = paper === 255 ? 255 : paper - Math.floor(random() * 10);
  const ink = (x: number, y: number) => {
    if (x >= 0 && y >= 0 && x < width && y < height) pixels[y * width + x] = Math.floor(random() * 60);
  };
  for (let k = 0; k < 60; k++) {
    const x = Math.floor(random() * width);
    const y = Math.floor(random() * height);
    const r = 1 + Math.floor(random() * 4);
    for (let dy = 0; dy < r; dy++) for (let dx = 0; dx < r; dx++) if (random() < 0.8) ink(x + dx, y + dy);
  }
  for (let k = 0; k < 4; k++) {
    const y = Math.floor(random() * height);
    const x0 = Math.floor(random() * width);
    const length = 5 + Math.floor(random() * 40);
    for (let x = x0; x < x0 + length; x++) ink(x, y);
    const x = Math.floor(random() * width);
    const y0 = Math.floor(random() * height);
    for (let y = y0; y < y0 + length; y++) ink(x, y);
  }
  for (let y = 0; y < height; y++) ink(width - 1, y); // a rule down the last column
  for (let x = 0; x < width; x++) ink(x, height - 1); // and across the last row
  return { pixels, width, height };
}

/** The mask and grid as the definition reads, pixel by pixel. */
function reference(image: GrayImage, covered: Array<{ x0: number; y0: number; x1: number; y1: number }>) {
  const { pixels, width, height } = image;
  const dark = (x: number, y: number) => pixels[y * width + x] <= DARK;
  const mask = new Uint8Array(width * height);
  const set = (x: number, y: number) => {
    if (x >= 0 && y >= 0 && x < width && y < height) mask[y * width + x] = 1;
  };
  for (const b of covered)
    for (let y = Math.floor(b.y0); y <= Math.ceil(b.y1); y++)
      for (let x = Math.floor(b.x0); x <= Math.ceil(b.x1); x++) set(x, y);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width;) {
      let end = x;
      while (end < width && dark(end, y)) end++;
      if (end - x >= RULE) for (let i = x; i < end; i++) for (let r = -1; r <= 1; r++) set(i, y + r);
      x = Math.max(end, x + 1);
    }
  for (let x = 0; x < width; x++)
    for (let y = 0; y < height;) {
      let end = y;
      while (end < height && dark(x, end)) end++;
      if (end - y >= RULE) for (let i = y; i < end; i++) for (let c = -1; c <= 1; c++) set(x + c, i);
      y = Math.max(end, y + 1);
    }
  const columns = Math.ceil(width / CELL);
  const grid = new Uint8Array(columns * Math.ceil(height / CELL));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (dark(x, y) && !mask[y * width + x]) grid[Math.floor(y / CELL) * columns + Math.floor(x / CELL)] = 1;
  return { mask, grid };
}

describe('the grid of unread ink', () => {
  const pages: Array<[string, GrayImage]> = [
    ['white paper, width a multiple of four', page(160, 90, 255, 11)],
    ['white paper, odd width', page(157, 83, 255, 12)],
    ['white paper, pixels starting off a four-byte boundary', page(151, 77, 255, 13, 2)],
    ['grey paper', page(140, 80, 245, 14)],
  ];
  const covered = [
    { x0: 10.4, y0: 5.2, x1: 40.7, y1: 18.9 },
    { x0: 90, y0: 40, x1: 120, y1: 52 },
  ];

  it.each(pages)('is the definition on %s', (_name, image) => {
    const { grid, mask } = inkGrid(image, DARK, CELL, covered, RULE);
    const want = reference(image, covered);
    expect(Buffer.from(mask).equals(Buffer.from(want.mask))).toBe(true);
    expect(Buffer.from(grid).equals(Buffer.from(want.grid))).toBe(true);
  });
});
