// A ring drawn around an option's word is found as a mark on that word; a round letter is not.
import { cleanupPage } from '../../src/engines/document/reading/page-cleanup';
import type { GrayImage } from '../../src/engines/document/reading/layout-analysis';

const W = 400;
const H = 120;

function page(draw: (set: (x: number, y: number) => void) => void): GrayImage {
  const pixels = new Uint8Array(W * H).fill(255);
  draw((x, y) => {
    if (x >= 0 && y >= 0 && x < W && y < H) pixels[Math.round(y) * W + Math.round(x)] = 0;
  });
  return { pixels, width: W, height: H };
}

/** A word's stand-in: three letter-sized blocks 20 px tall. */
function word(set: (x: number, y: number) => void, x0: number, y0: number): void {
  for (let k = 0; k < 3; k += 1)
    for (let x = x0 + k * 14; x < x0 + k * 14 + 10; x += 1)
      for (let y = y0; y < y0 + 20; y += 1) if ((x + y) % 3 !== 0) set(x, y);
}

function ring(set: (x: number, y: number) => void, cx: number, cy: number, rx: number, ry: number): void {
  for (let a = 0; a < Math.PI * 2; a += 0.002)
    for (let t = 0; t < 2; t += 1) set(cx + (rx - t) * Math.cos(a), cy + (ry - t) * Math.sin(a));
}

describe('circled options in a scan', () => {
  it('finds a pen ring around a word as a ticked mark', () => {
    const image = page((set) => {
      word(set, 100, 50);
      ring(set, 120, 60, 42, 22);
      word(set, 200, 50);
    });
    const { checkboxes } = cleanupPage(image, 128, 20);
    expect(checkboxes).toHaveLength(1);
    expect(checkboxes[0]).toMatchObject({ ticked: true, circled: true });
    expect(checkboxes[0].x0).toBeLessThan(100);
    expect(checkboxes[0].x1).toBeGreaterThan(134);
  });

  it('takes a large round letter, which encloses nothing, for no mark', () => {
    const image = page((set) => ring(set, 120, 60, 34, 24));
    expect(cleanupPage(image, 128, 20).checkboxes).toHaveLength(0);
  });
});

describe('rings around phrases and frames around words', () => {
  const wide = (draw: (set: (x: number, y: number) => void) => void): GrayImage => {
    const pixels = new Uint8Array(1200 * 160).fill(255);
    draw((x, y) => {
      if (x >= 0 && y >= 0 && x < 1200 && y < 160) pixels[Math.round(y) * 1200 + Math.round(x)] = 0;
    });
    return { pixels, width: 1200, height: 160 };
  };
  const phrase = (set: (x: number, y: number) => void): void => {
    for (let k = 0; k < 12; k += 1) word(set, 140 + k * 50, 70);
  };

  it('finds a ring around a phrase many lines long, touching its first letter, and wipes it', () => {
    const image = wide((set) => {
      phrase(set);
      ring(set, 445, 80, 320, 26);
      for (let x = 120; x <= 140; x += 1) set(x, 80); // the pen touches the first letter
    });
    const { checkboxes } = cleanupPage(image, 128, 20);
    expect(checkboxes).toEqual([expect.objectContaining({ circled: true, ticked: true })]);
    expect(image.pixels[54 * 1200 + 445]).toBe(255); // the ring's top is gone
    expect(image.pixels[75 * 1200 + 442]).toBe(0); // a letter inside stays
  });

  it('takes a printed frame around a word for no ring', () => {
    const image = page((set) => {
      word(set, 100, 50);
      for (let x = 80; x <= 160; x += 1) for (const y of [38, 39, 82, 83]) set(x, y);
      for (let y = 38; y <= 83; y += 1) for (const x of [80, 81, 159, 160]) set(x, y);
    });
    expect(cleanupPage(image, 128, 20).checkboxes.filter((box) => box.circled)).toHaveLength(0);
  });
});
