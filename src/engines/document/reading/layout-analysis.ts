// Cheap page-layout measurements on a small grayscale copy of a scan, taken before OCR because tesseract.js
// has no orientation detection without extra model data and reads poorly when lines are skewed or tiny.
// Text lines make the ink histogram along the line direction sharply peaked (lines and gaps alternate),
// so the rotation that maximises that peakiness is the skew. Whether the text runs across or down the page
// is told by its letters: on a line, a letter's nearest neighbour stands beside it.

import { labelComponents } from './components';
import type { Component } from './components';

export interface GrayImage {
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;
}

export interface LayoutEstimate {
  /** Slope of the text lines in degrees, clockwise positive; rotating by its negative levels them. */
  readonly skewDegrees: number;
  /** True when the text runs vertically (page turned by 90 or 270 degrees); measure again once turned. */
  readonly sideways: boolean;
  /** Median height in pixels of a text line's ink, or undefined when no lines were found. */
  readonly lineHeight: number | undefined;
  /** Share of dark pixels; a blank page is not worth OCR. */
  readonly inkRatio: number;
}

/** Enough ink samples for a 0.2 degree resolution; more only costs time. */
const MAX_SAMPLES = 40_000;
const SKEW_RANGE = 6;
/** Letters of the analysis copy (about 1600 px on its long side) are smaller than this. */
const MAX_LETTER = 40;
/** Fewer letters than this with a clear neighbour leave the direction to the ink profiles. */
const MIN_LETTER_VOTES = 40;

export function otsuThreshold(pixels: Uint8Array): number {
  // Four partial histograms, summed after: on a page that is mostly paper nearly every pixel falls in
  // one bin, and increments of one counter wait for each other. Indexed loops: iterating a typed array
  // with for...of costs several times more on a full page.
  const parts = new Uint32Array(1024);
  const whole = pixels.length - (pixels.length % 4);
  for (let i = 0; i < whole; i += 4) {
    parts[pixels[i]] += 1;
    parts[256 + pixels[i + 1]] += 1;
    parts[512 + pixels[i + 2]] += 1;
    parts[768 + pixels[i + 3]] += 1;
  }
  for (let i = whole; i < pixels.length; i += 1) parts[pixels[i]] += 1;
  const histogram = new Uint32Array(256);
  for (let i = 0; i < 256; i += 1) histogram[i] = parts[i] + parts[256 + i] + parts[512 + i] + parts[768 + i];
  const total = pixels.length;
  let sumAll = 0;
  for (let i = 0; i < 256; i += 1) sumAll += i * histogram[i];
  let sumBackground = 0;
  let weightBackground = 0;
  let best = 0;
  let threshold = 128;
  for (let i = 0; i < 256; i += 1) {
    weightBackground += histogram[i];
    if (weightBackground === 0) continue;
    const weightForeground = total - weightBackground;
    if (weightForeground === 0) break;
    sumBackground += i * histogram[i];
    const meanBackground = sumBackground / weightBackground;
    const meanForeground = (sumAll - sumBackground) / weightForeground;
    const between = weightBackground * weightForeground * (meanBackground - meanForeground) ** 2;
    if (between > best) {
      best = between;
      threshold = i;
    }
  }
  return threshold;
}

/** Each page's ink level, by its pixels: the checks after OCR ask for it in turn on the same page. */
const inkLevels = new WeakMap<Uint8Array, number>();

/**
 * The grey level at or under which a pixel is pen or print ink: Otsu's threshold, but never above 160, so a
 * pale page's shading is no ink. Computed once per page: a page is not changed once it is read.
 */
export function inkLevel(image: GrayImage): number {
  let level = inkLevels.get(image.pixels);
  if (level === undefined) {
    level = Math.min(otsuThreshold(image.pixels), 160);
    inkLevels.set(image.pixels, level);
  }
  return level;
}

interface InkPoints {
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  readonly total: number;
}

function inkPoints(image: GrayImage, threshold: number): InkPoints {
  const { pixels, width, height } = image;
  let total = 0;
  for (let i = 0; i < pixels.length; i += 1) if (pixels[i] <= threshold) total += 1;
  const step = Math.max(1, Math.ceil(total / MAX_SAMPLES));
  const xs = new Float64Array(Math.ceil(total / step));
  const ys = new Float64Array(xs.length);
  let seen = 0;
  let kept = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (pixels[y * width + x] > threshold) continue;
      if (seen % step === 0 && kept < xs.length) {
        xs[kept] = x;
        ys[kept] = y;
        kept += 1;
      }
      seen += 1;
    }
  }
  return { xs: xs.subarray(0, kept), ys: ys.subarray(0, kept), total };
}

/** Histogram of ink along the axis perpendicular to lines rotated by `degrees`. */
function profile(points: InkPoints, degrees: number, columns: boolean): Float64Array {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const { xs, ys } = points;
  const coordinates = new Float64Array(xs.length);
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < xs.length; i += 1) {
    const value = columns ? xs[i] * cos + ys[i] * sin : ys[i] * cos - xs[i] * sin;
    coordinates[i] = value;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const bins = new Float64Array(Math.max(1, Math.ceil(max - min) + 1));
  for (const value of coordinates) bins[Math.floor(value - min)] += 1;
  return bins;
}

/** How far the histogram is from flat: 1 for uniform ink, larger for separated lines. */
function peakiness(bins: Float64Array, samples: number): number {
  let squares = 0;
  for (const count of bins) squares += count * count;
  return samples === 0 ? 0 : (squares * bins.length) / (samples * samples);
}

function bestAngle(points: InkPoints, columns: boolean): { degrees: number; score: number } {
  let best = { degrees: 0, score: -1 };
  const consider = (degrees: number): void => {
    const score = peakiness(profile(points, degrees, columns), points.xs.length);
    if (score > best.score) best = { degrees, score };
  };
  for (let degrees = -SKEW_RANGE; degrees <= SKEW_RANGE; degrees += 0.5) consider(degrees);
  const coarse = best.degrees;
  for (let degrees = coarse - 0.4; degrees <= coarse + 0.41; degrees += 0.2)
    consider(Math.round(degrees * 10) / 10);
  return best;
}

/**
 * Median height of the runs of rows with ink. A rule, a black header bar or a photo's dark band can raise
 * the densest row so high that only the cores of text lines pass the cut; the letters' own height
 * (letterLineHeight) then overrules the result.
 */
function medianLineHeight(bins: Float64Array): number | undefined {
  let peak = 0;
  for (const count of bins) peak = Math.max(peak, count);
  const floor = peak * 0.08;
  const runs: number[] = [];
  let run = 0;
  for (const count of bins) {
    if (count > floor) run += 1;
    else if (run > 0) {
      if (run >= 2) runs.push(run);
      run = 0;
    }
  }
  if (run >= 2) runs.push(run);
  // A run over a sixth of the page is a shaded panel or a shadow, not a line of text.
  const lines = runs.filter((length) => length <= bins.length / 6).sort((a, b) => a - b);
  return lines.length === 0 ? undefined : lines[Math.floor(lines.length / 2)];
}

/**
 * Median height of the letter-sized ink components (specks of a photo's grain aside), times the usual
 * ratio of a line's ink to a letter's height. Coarser than the row profile, but not misled by shaded
 * areas; used to overrule it when the two differ by more than a factor of two.
 */
function letterLineHeight(components: readonly Component[]): number | undefined {
  const heights = components
    .filter((c) => c.area >= 12 && c.x1 - c.x0 < 4 * (c.y1 - c.y0 + 1) && c.y1 - c.y0 >= 3)
    .map((c) => c.y1 - c.y0 + 1)
    .sort((a, b) => a - b);
  if (heights.length < 20) return undefined;
  return 1.2 * heights[Math.floor(heights.length / 2)];
}

/** Letter-sized components of the small copy: not specks of grain, not rules, frames or dark bands. */
function letterShapes(components: readonly Component[]): Component[] {
  return components.filter((c) => {
    const w = c.x1 - c.x0 + 1;
    const h = c.y1 - c.y0 + 1;
    return c.area >= 8 && w >= 2 && h >= 3 && w <= MAX_LETTER && h <= MAX_LETTER;
  });
}

/**
 * Whether the letters follow one another down the page rather than across it: each letter's nearest
 * neighbour (by the gap between their boxes) stands beside it on a line of text, above or below it when
 * the page lies on its side. Unlike the ink profiles, this is not swayed by a scanner's dark edge, a
 * shadow along the page or a table's vertical rules, whose one strong column outweighs many text rows.
 * Undefined when too few letters give a direction.
 */
function lettersRunDown(letters: readonly Component[]): boolean | undefined {
  const cell = 2 * MAX_LETTER;
  const grid = new Map<string, Component[]>();
  const key = (x: number, y: number): string => `${x},${y}`;
  const centre = (c: Component): [number, number] => [(c.x0 + c.x1) / 2, (c.y0 + c.y1) / 2];
  for (const c of letters) {
    const [cx, cy] = centre(c);
    const k = key(Math.floor(cx / cell), Math.floor(cy / cell));
    const members = grid.get(k);
    if (members) members.push(c);
    else grid.set(k, [c]);
  }
  let across = 0;
  let down = 0;
  for (const c of letters) {
    const [cx, cy] = centre(c);
    let nearest: Component | undefined;
    let gap = Infinity;
    for (let dy = -1; dy <= 1; dy += 1) {
      for (let dx = -1; dx <= 1; dx += 1) {
        for (const other of grid.get(key(Math.floor(cx / cell) + dx, Math.floor(cy / cell) + dy)) ?? []) {
          if (other === c) continue;
          const gx = Math.max(0, Math.max(other.x0, c.x0) - Math.min(other.x1, c.x1));
          const gy = Math.max(0, Math.max(other.y0, c.y0) - Math.min(other.y1, c.y1));
          if (Math.hypot(gx, gy) < gap) {
            gap = Math.hypot(gx, gy);
            nearest = other;
          }
        }
      }
    }
    if (!nearest) continue;
    const [nx, ny] = centre(nearest);
    if (Math.abs(nx - cx) > 2 * Math.abs(ny - cy)) across += 1;
    else if (Math.abs(ny - cy) > 2 * Math.abs(nx - cx)) down += 1;
  }
  if (across + down < MIN_LETTER_VOTES) return undefined;
  return down > 1.5 * across;
}

export function estimateLayout(image: GrayImage): LayoutEstimate {
  const threshold = Math.min(otsuThreshold(image.pixels), 200);
  const points = inkPoints(image, threshold);
  const inkRatio = points.total / Math.max(1, image.pixels.length);
  if (points.xs.length < 50) return { skewDegrees: 0, sideways: false, lineHeight: undefined, inkRatio };
  const rows = bestAngle(points, false);
  const columns = bestAngle(points, true);
  const { components } = labelComponents(image, threshold);
  const sideways = lettersRunDown(letterShapes(components)) ?? columns.score > rows.score * 1.15;
  let lineHeight = medianLineHeight(profile(points, rows.degrees, false));
  if (!sideways) {
    const letters = letterLineHeight(components);
    if (
      letters !== undefined &&
      (lineHeight === undefined || lineHeight > 2 * letters || 2 * lineHeight < letters)
    )
      lineHeight = letters;
  }
  return { skewDegrees: rows.degrees, sideways, lineHeight, inkRatio };
}
