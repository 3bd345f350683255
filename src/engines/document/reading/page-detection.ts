// Finds the sheet or card in a phone photo and flattens it. A photo shows the document on a desk, a
// table or a hand: whatever lies around it is "ink" to every later step (a wood grain reads as lines of
// text, a dark desk as one huge glyph), and the sheet stands at an angle in perspective. The background is
// learned from the photo's border (its colours, with their spread); the document is the largest connected
// region that differs from it, its convex hull is fitted with a quadrilateral, and the quadrilateral is
// mapped back to a rectangle by a homography. Scans and faxes, whose paper fills the frame, have no such
// region and pass through unchanged.
import sharp from 'sharp';
import { otsuThreshold } from './layout-analysis';
import type { GrayImage } from './layout-analysis';

type Point = readonly [number, number];

/** Corners of the document in the full image, clockwise from top left. */
export type Quad = readonly [Point, Point, Point, Point];

const ANALYSIS_SIZE = 480;
const BORDER = 0.03;
/** The document must cover this share of the photo, and the quadrilateral most of the region's hull. */
const MIN_AREA = 0.12;
const MAX_AREA = 0.93;
const MIN_FILL = 0.85;
/** Corners are pulled in by this share of each side, so the sheet's edge and shadow are left out. */
const INSET = 0.012;

export interface Rgb {
  readonly data: Uint8Array;
  readonly width: number;
  readonly height: number;
}

export async function smallColour(bytes: Buffer, page: number, limitInputPixels: number): Promise<Rgb> {
  const { data, info } = await sharp(bytes, { page, autoOrient: true, limitInputPixels })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .toColourspace('srgb')
    .resize({ width: ANALYSIS_SIZE, height: ANALYSIS_SIZE, fit: 'inside' })
    .blur(1.2)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}

const median = (values: number[]): number => {
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? 0;
};

/**
 * Pixels whose colour lies outside the spread of the border's colours. How far "outside" is chosen per
 * photo (Otsu's split of the distances): a white sheet on a dark desk stands far out, a gray sheet on a
 * blurred gray table only a little, and a fixed cut would either swallow the table or split the sheet.
 */
export function foregroundMask(image: Rgb): Uint8Array {
  const { data, width, height } = image;
  const band = Math.max(2, Math.round(Math.min(width, height) * BORDER));
  const channels: number[][] = [[], [], []];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (x >= band && x < width - band && y >= band && y < height - band) continue;
      for (let c = 0; c < 3; c += 1) channels[c].push(data[(y * width + x) * 3 + c]);
    }
  }
  const centre = channels.map((values) => median([...values]));
  const spread = channels.map((values, c) => median(values.map((v) => Math.abs(v - centre[c]))) * 1.4826);
  // A frame of plain white is the page's own margin (a scan, a screenshot, a rendered page): what stands
  // out from it is print, not a document lying on something.
  if (Math.min(...centre) > 200 && Math.max(...spread) < 15) return new Uint8Array(width * height);
  const scores = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i += 1) {
    let distance = 0;
    for (let c = 0; c < 3; c += 1) {
      distance = Math.max(distance, Math.abs(data[i * 3 + c] - centre[c]) / (spread[c] + 4));
    }
    scores[i] = Math.min(255, Math.round(distance * 10));
  }
  const cut = Math.min(30, Math.max(20, otsuThreshold(scores)));
  // Hysteresis: 2 = clearly not background, 1 = somewhat off it. A coloured band of a card close to the
  // desk's colour is kept when it touches the clearly different paper.
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i += 1) {
    if (scores[i] > cut) mask[i] = 2;
    else if (scores[i] > 0.6 * cut) mask[i] = 1;
  }
  return mask;
}

/** The largest 4-connected region of the mask, as each row's leftmost and rightmost pixel. */
export function largestRegion(
  mask: Uint8Array,
  width: number,
  height: number,
): { hull: Point[]; area: number } {
  const label = new Int32Array(width * height).fill(-1);
  const stack: number[] = [];
  let best = { id: -1, size: 0, strong: 0 };
  let id = 0;
  for (let start = 0; start < mask.length; start += 1) {
    if (!mask[start] || label[start] >= 0) continue;
    let size = 0;
    let strong = 0;
    label[start] = id;
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop() as number;
      size += 1;
      if (mask[i] === 2) strong += 1;
      const x = i % width;
      const neighbours = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width];
      for (const n of neighbours) {
        if (n < 0 || n >= mask.length || !mask[n] || label[n] >= 0) continue;
        label[n] = id;
        stack.push(n);
      }
    }
    if (strong > best.strong) best = { id, size, strong };
    id += 1;
  }
  const points: Point[] = [];
  for (let y = 0; y < height; y += 1) {
    let left = -1;
    let right = -1;
    for (let x = 0; x < width; x += 1) {
      if (label[y * width + x] !== best.id) continue;
      if (left < 0) left = x;
      right = x;
    }
    if (left >= 0) points.push([left, y], [right + 1, y], [left, y + 1], [right + 1, y + 1]);
  }
  return { hull: convexHull(points), area: best.size };
}

const cross = (o: Point, a: Point, b: Point): number =>
  (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

function convexHull(points: Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const half = (list: Point[]): Point[] => {
    const out: Point[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2], out[out.length - 1], p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

function polygonArea(points: readonly Point[]): number {
  let twice = 0;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length];
    twice += p[0] * q[1] - q[0] * p[1];
  });
  return Math.abs(twice) / 2;
}

/**
 * The quadrilateral of hull points with the largest area among those extreme along four perpendicular
 * directions, tried every 3 degrees: a page at any angle has its corners extreme along its diagonals.
 */
function fitQuad(hull: readonly Point[]): Quad | null {
  let best: { quad: Quad; area: number } | null = null;
  for (let degrees = 0; degrees < 90; degrees += 3) {
    const corners = [0, 1, 2, 3].map((k) => {
      const angle = ((degrees + 45 + 90 * k) * Math.PI) / 180;
      const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
      return hull.reduce((a, b) => (b[0] * dx + b[1] * dy > a[0] * dx + a[1] * dy ? b : a));
    });
    const area = polygonArea(corners);
    if (!best || area > best.area) best = { quad: corners as unknown as Quad, area };
  }
  return best ? orderCorners(best.quad) : null;
}

/** Clockwise from the corner nearest the image's top left. */
function orderCorners(quad: Quad): Quad {
  const cx = quad.reduce((s, p) => s + p[0], 0) / 4;
  const cy = quad.reduce((s, p) => s + p[1], 0) / 4;
  const sorted = [...quad].sort(
    (a, b) => Math.atan2(a[1] - cy, a[0] - cx) - Math.atan2(b[1] - cy, b[0] - cx),
  );
  const first = sorted.reduce(
    (bestIndex, p, i) => (p[0] + p[1] < sorted[bestIndex][0] + sorted[bestIndex][1] ? i : bestIndex),
    0,
  );
  return [0, 1, 2, 3].map((k) => sorted[(first + k) % 4]) as unknown as Quad;
}

type Line = { readonly p: Point; readonly d: Point };

/**
 * Each side of the rough quadrilateral replaced by the straight edge that most of its hull follows. A
 * corner lost in shadow or cut by a thumb leaves a short slanted hull edge; the sheet's real sides are
 * long and straight, and where they meet is the corner.
 */
function straightenSides(hull: readonly Point[], rough: Quad, width: number, height: number): Quad {
  const indexOf = rough.map((corner) => hull.findIndex((p) => p[0] === corner[0] && p[1] === corner[1]));
  if (indexOf.some((i) => i < 0)) return rough;
  const lines: Line[] = [];
  for (let side = 0; side < 4; side += 1) {
    const run: Point[] = [];
    for (let i = indexOf[side]; ; i = (i + 1) % hull.length) {
      run.push(hull[i]);
      if (i === indexOf[(side + 1) % 4]) break;
    }
    let best: { line: Line; support: number } | null = null;
    for (let i = 0; i + 1 < run.length; i += 1) {
      const [a, b] = [run[i], run[i + 1]];
      const length = distance(a, b);
      if (length < 2) continue;
      const d: Point = [(b[0] - a[0]) / length, (b[1] - a[1]) / length];
      const off = (q: Point): number => Math.abs((q[0] - a[0]) * d[1] - (q[1] - a[1]) * d[0]);
      let support = 0;
      for (let j = 0; j + 1 < run.length; j += 1) {
        if (off(run[j]) <= 1.5 && off(run[j + 1]) <= 1.5) support += distance(run[j], run[j + 1]);
      }
      if (!best || support > best.support) best = { line: { p: a, d }, support };
    }
    if (!best) return rough;
    lines.push(best.line);
  }
  const corners: Point[] = [];
  for (let k = 0; k < 4; k += 1) {
    const corner = intersect(lines[(k + 3) % 4], lines[k]);
    const slack = 0.05 * Math.max(width, height);
    if (
      !corner ||
      corner[0] < -slack ||
      corner[1] < -slack ||
      corner[0] > width + slack ||
      corner[1] > height + slack
    )
      return rough;
    corners.push(corner);
  }
  const quad = corners as unknown as Quad;
  return polygonArea(quad) <= 1.3 * polygonArea(hull) ? quad : rough;
}

function intersect(l: Line, m: Line): Point | null {
  const det = l.d[0] * m.d[1] - l.d[1] * m.d[0];
  if (Math.abs(det) < 0.2) return null;
  const t = ((m.p[0] - l.p[0]) * m.d[1] - (m.p[1] - l.p[1]) * m.d[0]) / det;
  return [l.p[0] + t * l.d[0], l.p[1] + t * l.d[1]];
}

/** Where the document lies in the page `page` of `bytes`, in full-resolution pixels; null for a scan. */
/** A quadrilateral for the mask's largest region, and how much of it the region fills; null if none. */
function candidate(
  mask: Uint8Array,
  width: number,
  height: number,
): { quad: Quad; fill: number; inside: boolean; area: number } | null {
  const { hull, area } = largestRegion(mask, width, height);
  const total = width * height;
  const hullArea = polygonArea(hull);
  if (area < MIN_AREA * total || hullArea > MAX_AREA * total) return null;
  const rough = fitQuad(hull);
  if (!rough || polygonArea(rough) < MIN_FILL * hullArea) return null;
  const quad = straightenSides(hull, rough, width, height);
  const slack = 0.01 * Math.max(width, height);
  const inside = quad.every(
    ([x, y]) => x >= -slack && y >= -slack && x <= width + slack && y <= height + slack,
  );
  return { quad, fill: area / polygonArea(quad), inside, area };
}

export async function detectPage(
  bytes: Buffer,
  page: number,
  fullWidth: number,
  limitInputPixels: number,
): Promise<Quad | null> {
  const image = await smallColour(bytes, page, limitInputPixels);
  const { width, height } = image;
  const mask = foregroundMask(image);
  // The region grown through "somewhat off the background" pixels keeps a card's coloured band, but on
  // a desk of two tones it can leak into the desk: then the clearly different region alone is the sheet.
  const grown = candidate(mask, width, height);
  const strict = candidate(
    mask.map((v) => (v === 2 ? 2 : 0)),
    width,
    height,
  );
  // It has leaked, too, when the clearly different region alone fills its quadrilateral better while
  // losing little: the grown one took in a lit patch of the desk beside the sheet.
  const leaked =
    grown !== null &&
    (!grown.inside ||
      grown.fill < 0.85 ||
      (strict !== null && strict.fill > grown.fill + 0.02 && strict.area >= 0.8 * grown.area));
  const chosen = leaked && strict && strict.inside && strict.fill >= 0.85 ? strict : grown;
  if (!chosen) return null;
  const { quad } = chosen;
  const scale = fullWidth / width;
  const cx = quad.reduce((s, p) => s + p[0], 0) / 4;
  const cy = quad.reduce((s, p) => s + p[1], 0) / 4;
  return quad.map(([x, y]) => [
    (x + (cx - x) * INSET * 2) * scale,
    (y + (cy - y) * INSET * 2) * scale,
  ]) as unknown as Quad;
}

/** Solves the 8 unknowns of the homography taking the rectangle w × h onto `quad`. */
function homography(quad: Quad, w: number, h: number): number[] {
  const from: Point[] = [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ];
  const a: number[][] = [];
  from.forEach(([x, y], i) => {
    const [u, v] = quad[i];
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  });
  for (let col = 0; col < 8; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < 8; row += 1)
      if (Math.abs(a[row][col]) > Math.abs(a[pivot][col])) pivot = row;
    [a[col], a[pivot]] = [a[pivot], a[col]];
    for (let row = 0; row < 8; row += 1) {
      if (row === col) continue;
      const f = a[row][col] / a[col][col];
      for (let k = col; k < 9; k += 1) a[row][k] -= f * a[col][k];
    }
  }
  return a.map((row, i) => row[8] / row[i]);
}

const distance = (p: Point, q: Point): number => Math.hypot(p[0] - q[0], p[1] - q[1]);

/** The document inside `quad`, flattened to a rectangle with the quadrilateral's longer side lengths. */
export function flattenPage(image: GrayImage, quad: Quad): GrayImage {
  const w = Math.round(Math.max(distance(quad[0], quad[1]), distance(quad[3], quad[2])));
  const h = Math.round(Math.max(distance(quad[0], quad[3]), distance(quad[1], quad[2])));
  const [a, b, c, d, e, f, g, k] = homography(quad, w, h);
  const out = new Uint8Array(w * h);
  const { pixels, width, height } = image;
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const z = g * x + k * y + 1;
      const u = (a * x + b * y + c) / z;
      const v = (d * x + e * y + f) / z;
      const x0 = Math.floor(u);
      const y0 = Math.floor(v);
      if (x0 < 0 || y0 < 0 || x0 >= width - 1 || y0 >= height - 1) {
        out[y * w + x] = 255;
        continue;
      }
      const fx = u - x0;
      const fy = v - y0;
      const i = y0 * width + x0;
      const top = pixels[i] * (1 - fx) + pixels[i + 1] * fx;
      const bottom = pixels[i + width] * (1 - fx) + pixels[i + width + 1] * fx;
      out[y * w + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { pixels: out, width: w, height: h };
}

/**
 * Evens out a photo's lighting: paper in the shade of a hand or at the far end of a sheet is brought back
 * to white, so one threshold separates ink from paper everywhere. The paper's level is taken per block
 * (a high percentile, so print does not count), spread to neighbours and interpolated between block
 * centres. Dark printed areas (a coloured band, a photo) are left as they are.
 */
export function evenIllumination(image: GrayImage): GrayImage {
  const { pixels, width, height } = image;
  const block = Math.max(16, Math.round(Math.min(width, height) / 40));
  const cols = Math.ceil(width / block);
  const rows = Math.ceil(height / block);
  const level = new Float64Array(cols * rows);
  const histogram = new Uint32Array(256);
  for (let by = 0; by < rows; by += 1) {
    for (let bx = 0; bx < cols; bx += 1) {
      histogram.fill(0);
      let count = 0;
      for (let y = by * block; y < Math.min(height, (by + 1) * block); y += 2) {
        for (let x = bx * block; x < Math.min(width, (bx + 1) * block); x += 2) {
          histogram[pixels[y * width + x]] += 1;
          count += 1;
        }
      }
      let seen = 0;
      let value = 255;
      for (let v = 255; v >= 0; v -= 1) {
        seen += histogram[v];
        if (seen >= count * 0.1) {
          value = v;
          break;
        }
      }
      level[by * cols + bx] = value;
    }
  }
  const spread = new Float64Array(level.length);
  for (let by = 0; by < rows; by += 1) {
    for (let bx = 0; bx < cols; bx += 1) {
      let max = 0;
      for (let dy = -1; dy <= 1; dy += 1)
        for (let dx = -1; dx <= 1; dx += 1) {
          const y = by + dy;
          const x = bx + dx;
          if (y >= 0 && y < rows && x >= 0 && x < cols) max = Math.max(max, level[y * cols + x]);
        }
      spread[by * cols + bx] = max;
    }
  }
  const out = new Uint8Array(pixels.length);
  for (let y = 0; y < height; y += 1) {
    const gy = Math.min(rows - 1, Math.max(0, y / block - 0.5));
    const y0 = Math.floor(gy);
    const y1 = Math.min(rows - 1, y0 + 1);
    const fy = gy - y0;
    for (let x = 0; x < width; x += 1) {
      const gx = Math.min(cols - 1, Math.max(0, x / block - 0.5));
      const x0 = Math.floor(gx);
      const x1 = Math.min(cols - 1, x0 + 1);
      const fx = gx - x0;
      const paper =
        (spread[y0 * cols + x0] * (1 - fx) + spread[y0 * cols + x1] * fx) * (1 - fy) +
        (spread[y1 * cols + x0] * (1 - fx) + spread[y1 * cols + x1] * fx) * fy;
      const p = pixels[y * width + x];
      out[y * width + x] = paper < 150 ? p : Math.min(255, Math.round((p * 255) / paper));
    }
  }
  return { pixels: out, width, height };
}
