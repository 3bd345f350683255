// A photographed document is found against its background and flattened; a scan passes through.
import sharp from 'sharp';
import { detectPage, evenIllumination, flattenPage } from '../../src/engines/document/reading/page-detection';
import type { GrayImage } from '../../src/engines/document/reading/layout-analysis';

const WIDTH = 1200;
const HEIGHT = 900;
/** A sheet photographed at an angle, in perspective: its corners clockwise from top left. */
const CORNERS: ReadonlyArray<[number, number]> = [
  [260, 140],
  [980, 190],
  [940, 800],
  [210, 760],
];

/** `litPatch`: a patch of the desk, a little lighter than the rest, lying against the sheet's right side. */
function photo(
  background: string,
  sheet: readonly (readonly [number, number])[],
  litPatch?: string,
): Promise<Buffer> {
  const points = sheet.map(([x, y]) => `${x},${y}`).join(' ');
  const patch = litPatch ? `<polygon points="940,300 1060,300 1060,700 935,700" fill="${litPatch}"/>` : '';
  const stripes = Array.from(
    { length: 40 },
    (_, i) => `<rect x="0" y="${i * 24}" width="${WIDTH}" height="9" fill="#000" opacity="0.12"/>`,
  ).join('');
  const lines = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="${320 + (i % 2) * 20}" y="${260 + i * 38}" width="${380 + (i % 3) * 60}" height="14" fill="#111"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <rect width="100%" height="100%" fill="${background}"/>${stripes}${patch}
    <polygon points="${points}" fill="#f4f2ee"/>${lines}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function gray(bytes: Buffer): Promise<GrayImage> {
  const { data, info } = await sharp(bytes).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return { pixels: new Uint8Array(data), width: info.width, height: info.height };
}

describe('finding the document in a photo', () => {
  it('finds the four corners of a sheet lying at an angle on a striped wooden desk', async () => {
    const quad = await detectPage(await photo('#7a5230', CORNERS), 0, WIDTH, 1e8);
    expect(quad).not.toBeNull();
    quad!.forEach(([x, y], i) => {
      expect(Math.abs(x - CORNERS[i][0])).toBeLessThan(20);
      expect(Math.abs(y - CORNERS[i][1])).toBeLessThan(20);
    });
  });

  it('keeps the sheet alone when a lit patch of the desk lies against it', async () => {
    const quad = await detectPage(await photo('#7a5230', CORNERS, '#8a6240'), 0, WIDTH, 1e8);
    expect(quad).not.toBeNull();
    quad!.forEach(([x, y], i) => {
      expect(Math.abs(x - CORNERS[i][0])).toBeLessThan(20);
      expect(Math.abs(y - CORNERS[i][1])).toBeLessThan(20);
    });
  });

  it('recovers a corner lost in shadow from the straight sides that meet there', async () => {
    const clipped: Array<[number, number]> = [
      [330, 145],
      [980, 190],
      [940, 800],
      [210, 760],
      [252, 240],
    ];
    const quad = await detectPage(await photo('#3b4a5c', clipped), 0, WIDTH, 1e8);
    expect(quad).not.toBeNull();
    expect(Math.abs(quad![0][0] - 260)).toBeLessThan(30);
    expect(Math.abs(quad![0][1] - 140)).toBeLessThan(30);
  });

  it('leaves a scan or a screenshot, white to its edges, as it is', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000"><rect width="100%" height="100%" fill="#fff"/>
      <rect x="60" y="200" width="680" height="400" rx="20" fill="#4433cc"/><rect x="80" y="80" width="300" height="20" fill="#222"/></svg>`;
    expect(await detectPage(await sharp(Buffer.from(svg)).png().toBuffer(), 0, 800, 1e8)).toBeNull();
  });

  it('flattens the sheet to an upright rectangle of its own proportions, lit evenly', async () => {
    const bytes = await photo('#7a5230', CORNERS);
    const quad = await detectPage(bytes, 0, WIDTH, 1e8);
    const flat = evenIllumination(flattenPage(await gray(bytes), quad!));
    expect(flat.width / flat.height).toBeGreaterThan(1.05);
    expect(flat.width / flat.height).toBeLessThan(1.35);
    // Nothing of the desk is left: the border of the result is paper.
    const edge = [...flat.pixels.subarray(0, flat.width * 3)];
    expect(edge.filter((v) => v < 150).length / edge.length).toBeLessThan(0.02);
  });
});
