import sharp from 'sharp';
import { estimateLayout } from '../../src/engines/document/reading/layout-analysis';
import type { GrayImage } from '../../src/engines/document/reading/layout-analysis';
import { cleanupPage } from '../../src/engines/document/reading/page-cleanup';
import { pageSvg, TB_LINES } from './fixtures';

async function gray(input: Buffer | sharp.Sharp, width = 1600): Promise<GrayImage> {
  const pipeline = Buffer.isBuffer(input) ? sharp(input) : input;
  const { data, info } = await pipeline
    .flatten({ background: '#ffffff' })
    .resize({ width, height: width, fit: 'inside' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: new Uint8Array(data), width: info.width, height: info.height };
}

/** A white canvas with black rectangles drawn on it, as raw gray pixels. */
function canvas(width: number, height: number, marks: [number, number, number, number][]): GrayImage {
  const pixels = new Uint8Array(width * height).fill(255);
  for (const [x0, y0, x1, y1] of marks) {
    for (let y = y0; y <= y1; y += 1) for (let x = x0; x <= x1; x += 1) pixels[y * width + x] = 0;
  }
  return { pixels, width, height };
}

function frame(x: number, y: number, side: number, stroke: number): [number, number, number, number][] {
  return [
    [x, y, x + side, y + stroke],
    [x, y + side - stroke, x + side, y + side],
    [x, y, x + stroke, y + side],
    [x + side - stroke, y, x + side, y + side],
  ];
}

describe('layout analysis', () => {
  const page = pageSvg([...TB_LINES, ...TB_LINES, ...TB_LINES]);

  it('finds no skew on a level page and measures its line height', async () => {
    const layout = estimateLayout(await gray(page));
    expect(Math.abs(layout.skewDegrees)).toBeLessThanOrEqual(0.2);
    expect(layout.sideways).toBe(false);
    expect(layout.lineHeight).toBeGreaterThan(15);
    expect(layout.lineHeight).toBeLessThan(40);
  });

  it.each([2.5, -4])('measures a skew of %s degrees', async (degrees) => {
    const skewed = sharp(await sharp(page).flatten({ background: '#fff' }).png().toBuffer()).rotate(degrees, {
      background: '#ffffff',
    });
    const layout = estimateLayout(await gray(skewed));
    expect(layout.skewDegrees).toBeCloseTo(degrees, 0);
  });

  it('tells text turned by 90 degrees from upright text', async () => {
    const turned = sharp(await sharp(page).flatten({ background: '#fff' }).png().toBuffer()).rotate(90);
    expect(estimateLayout(await gray(turned)).sideways).toBe(true);
  });

  it('is not misled about the direction of the text by a dark scanner edge along the page', async () => {
    const edge = await sharp({
      create: { width: 40, height: 3300, channels: 3, background: '#333333' },
    })
      .png()
      .toBuffer();
    const scanned = await sharp(page)
      .flatten({ background: '#fff' })
      .composite([{ input: edge, left: 2510, top: 0 }])
      .png()
      .toBuffer();
    expect(estimateLayout(await gray(scanned)).sideways).toBe(false);
    expect(estimateLayout(await gray(sharp(scanned).rotate(90))).sideways).toBe(true);
  });

  it('reports the share of ink of a blank page as near zero', async () => {
    expect(estimateLayout(await gray(pageSvg([]))).inkRatio).toBeLessThan(0.0001);
  });
});

describe('page clean-up', () => {
  it('whitens isolated specks and keeps marks next to print', () => {
    const image = canvas(400, 200, [
      [20, 20, 120, 60], // print
      [125, 55, 127, 57], // a full stop beside it
      [300, 150, 302, 152], // a speck far away
    ]);
    const result = cleanupPage(image, 128, 40);
    expect(result.specksRemoved).toBe(1);
    expect(image.pixels[151 * 400 + 301]).toBe(255);
    expect(image.pixels[56 * 400 + 126]).toBe(0);
  });

  it('finds a box whose pen tick runs across its frame', () => {
    const stroke: [number, number, number, number][] = [];
    // A tick from inside the box's lower left up and out past its top right corner.
    for (let i = 0; i < 60; i += 1) stroke.push([115 + i, 135 - i, 118 + i, 138 - i]);
    const image = canvas(400, 200, [...frame(100, 100, 40, 4), ...stroke, [200, 100, 380, 140]]);
    const boxes = cleanupPage(image, 128, 40).checkboxes;
    expect(boxes).toHaveLength(1);
    expect(boxes[0]).toMatchObject({ x0: 100, y0: 100, ticked: true });
  });

  it('finds empty, ticked and filled boxes but not letters or rules', () => {
    const tick: [number, number, number, number][] = [];
    for (let i = 0; i < 20; i += 1)
      tick.push([110 + i, 110 + i, 112 + i, 112 + i], [130 - i, 110 + i, 132 - i, 112 + i]);
    const image = canvas(600, 300, [
      ...frame(20, 100, 40, 4), // empty box
      ...frame(100, 100, 40, 4), // ticked box
      ...tick,
      [180, 100, 220, 140], // filled box
      [300, 100, 304, 140], // the stem of a letter
      [350, 118, 590, 121], // a horizontal rule
      [20, 20, 160, 40], // print nearby, so nothing counts as a speck
    ]);
    const boxes = cleanupPage(image, 128, 40).checkboxes.map((box) => [box.x0, box.ticked]);
    expect(boxes).toEqual(
      expect.arrayContaining([
        [20, false],
        [100, true],
        [180, true],
      ]),
    );
    expect(boxes).toHaveLength(3);
  });
});
