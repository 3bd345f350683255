// Struck-out print is not part of what a document says: "IS / IS NOT (strike out what does not apply)"
// with IS NOT struck means IS, a dose row struck through was entered in error, and a date struck and
// written again beside it is the second one. A struck word reaches the text as nothing.
//
// In an image, a strike is a straight stroke through the middle of a word's box, from end to end. Print
// alone rarely fills every column of a word at mid-height, and where it does (bold or blurred letters
// touching), ink fills the gaps between letters over their whole height; a stroke crosses those gaps as
// a thin line with nothing above or below it. So a word is struck when one straight line, at most a few
// degrees off level and above the height where a rule under handwriting runs, finds ink in nearly every
// column of the word, in a quarter of those columns at least the line's ink is all there is at that height, the
// letters' ink lies on both sides of it (a rule under a signature has the letters above it and only
// their descenders below), and the line starts or ends within a little of the words it crosses (a rule
// drawn between captions runs on past both ends of what was written on it).
//
// In a PDF's text layer, a strike is a thin dark shape drawn across dark letters above their baseline (a
// line, a thin filled rectangle, or the line-through of the text's own decoration), no longer than the
// letters it crosses by much.
import type Tesseract from 'tesseract.js';
import type { GrayImage } from './layout-analysis';
import { inkLevel } from './layout-analysis';
import { linesOf } from './signature-ink';
import type { PlacedChar } from './text-rows';

interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** Steepest stroke taken for a strike, as a slope (about 6 degrees). */
const MAX_SLOPE = 0.1;
/** Share of a word's columns in which the line finds ink. */
const COVERED = 0.96;
/** Columns where the line's ink is alone at its height, as a share of the word's width, at least. */
const BRIDGES = 0.25;
/** Share of the word's ink on the stroke's lighter side, at least (see inkBalance). */
const BALANCE = 0.25;
/** Where a strike crosses a word's box, as shares of its height from the top. */
const BAND = [0.28, 0.68] as const;
/** How far a strike runs on past the words it crosses at one end at least, in word heights. */
const OVERRUN = 1.5;

/** Where a straight line crosses a word's box: its height at the box's left edge and its slope. */
interface Stroke {
  readonly y: number;
  readonly slope: number;
}

/** Whether the pixel at (x, y) is ink; a row off the page is not. */
const inkAt = (image: GrayImage, dark: number, x: number, y: number): boolean =>
  y >= 0 && y < image.height && image.pixels[y * image.width + x] <= dark;

/** The row of ink at `y`, or else a pixel above or below it, in that order; undefined when none is ink. */
function inkNear(image: GrayImage, dark: number, x: number, y: number): number | undefined {
  if (inkAt(image, dark, x, y)) return y;
  if (inkAt(image, dark, x, y - 1)) return y - 1;
  if (inkAt(image, dark, x, y + 1)) return y + 1;
  return undefined;
}

/**
 * The straight line through the middle of the box (between 28 % and 68 % of its height, above where a
 * rule under handwriting runs) that finds ink in the most of its columns, counting a pixel above or
 * below it as on it.
 */
function bestStroke(image: GrayImage, dark: number, box: Box): { stroke: Stroke; covered: number } | null {
  const h = box.y1 - box.y0;
  let best: { stroke: Stroke; covered: number } | null = null;
  const span = box.x1 - box.x0 + 1;
  for (let slope = -MAX_SLOPE; slope <= MAX_SLOPE + 1e-9; slope += 0.01) {
    // The line must stay inside the middle band over the whole word.
    const drop = slope * span;
    for (let y = box.y0 + BAND[0] * h; y <= box.y0 + BAND[1] * h; y += 1) {
      const end = y + drop;
      if (end < box.y0 + BAND[0] * h || end > box.y0 + BAND[1] * h) continue;
      let covered = 0;
      let missed = 0;
      for (let x = box.x0; x <= box.x1; x += 1) {
        if (inkNear(image, dark, x, Math.round(y + slope * (x - box.x0))) !== undefined) covered += 1;
        else if ((missed += 1) > (1 - COVERED) * span) break;
      }
      if (!best || covered > best.covered) best = { stroke: { y, slope }, covered };
    }
  }
  return best;
}

/**
 * Columns of the box where the stroke's ink is all the ink at its height: nothing within a fifth of the
 * box's height above or below the line (beyond its own thickness).
 */
function bridgeColumns(image: GrayImage, dark: number, box: Box, stroke: Stroke): number {
  const h = box.y1 - box.y0;
  const reach = Math.max(3, Math.round(0.2 * h));
  const inked = (x: number, y: number) => inkAt(image, dark, x, y);
  let bridges = 0;
  for (let x = box.x0; x <= box.x1; x += 1) {
    const start = inkNear(image, dark, x, Math.round(stroke.y + stroke.slope * (x - box.x0)));
    if (start === undefined) continue;
    // The stroke's own thickness in this column: the run of ink through the line, a thin one.
    let top = start;
    let bottom = start;
    while (inked(x, top - 1) && start - top < reach) top -= 1;
    while (inked(x, bottom + 1) && bottom - start < reach) bottom += 1;
    if (bottom - top + 1 > reach) continue;
    let alone = true;
    for (let d = 2; d <= reach && alone; d += 1) if (inked(x, top - d) || inked(x, bottom + d)) alone = false;
    if (alone) bridges += 1;
  }
  return bridges;
}

/**
 * The smaller of the shares of the word's ink above and below the stroke (its own thickness left out). A
 * stroke through letters has their ink on both sides; a rule under handwriting has the letters above it
 * and only their descenders below.
 */
function inkBalance(image: GrayImage, dark: number, box: Box, stroke: Stroke): number {
  const { width, pixels } = image;
  const own = Math.max(3, Math.round(0.08 * (box.y1 - box.y0)));
  let above = 0;
  let below = 0;
  for (let x = box.x0; x <= box.x1; x += 1) {
    const at = stroke.y + stroke.slope * (x - box.x0);
    for (let y = box.y0; y <= box.y1; y += 1) {
      if (pixels[y * width + x] > dark || Math.abs(y - at) <= own) continue;
      if (y < at) above += 1;
      else below += 1;
    }
  }
  return above + below === 0 ? 0 : Math.min(above, below) / (above + below);
}

/** How far the stroke's ink runs on past one end of the box, in pixels (gaps of a few pixels bridged). */
function overrun(
  image: GrayImage,
  dark: number,
  box: Box,
  stroke: Stroke,
  step: 1 | -1,
): { length: number; heights: number[] } {
  const { width } = image;
  const h = box.y1 - box.y0;
  // A long stroke bends a little, or runs at a slightly other slope than the one fitted over one word:
  // it is followed where it goes, a pixel up or down at a time, up to a fifth of the word's height.
  const most = Math.max(2, Math.round(0.2 * h));
  const heights: number[] = [];
  let drift = 0;
  let gap = 0;
  let length = 0;
  for (let d = 1; gap <= 3; d += 1) {
    const x = step > 0 ? box.x1 + d : box.x0 - d;
    if (x < 0 || x >= width) break;
    const at = Math.round(stroke.y + stroke.slope * (x - box.x0)) + drift;
    heights.push(at);
    const found = inkNear(image, dark, x, at);
    if (found === undefined) {
      gap += 1;
      continue;
    }
    if (Math.abs(drift + found - at) <= most) drift += found - at;
    length = d;
    gap = 0;
  }
  return { length, heights };
}

/** A stroke found through a word: the stretch of the page it runs over, and its height along it. */
export interface StrokeRun {
  readonly from: number;
  readonly to: number;
  /** The stroke's y at page x. */
  at(x: number): number;
}

/** The stroke through the middle of this word's box from end to end, or null (see the top of this file). */
export function strokeThrough(image: GrayImage, dark: number, box: Box): StrokeRun | null {
  const h = box.y1 - box.y0;
  const w = box.x1 - box.x0;
  if (h < 8 || w < 0.8 * h || box.x0 < 0 || box.y0 < 1 || box.x1 >= image.width || box.y1 >= image.height - 1)
    return null;
  const found = bestStroke(image, dark, box);
  if (!found || found.covered < COVERED * (w + 1)) return null;
  const { stroke } = found;
  if (bridgeColumns(image, dark, box, stroke) < Math.max(2, BRIDGES * w)) return null;
  if (inkBalance(image, dark, box, stroke) < BALANCE) return null;
  const left = overrun(image, dark, box, stroke, -1);
  const right = overrun(image, dark, box, stroke, 1);
  return {
    from: box.x0 - left.length,
    to: box.x1 + right.length,
    // Along the path followed past the word's ends, along the fitted line over it.
    at: (x) => {
      if (x < box.x0) return left.heights[Math.min(left.heights.length, box.x0 - x) - 1] ?? stroke.y;
      if (x > box.x1) return right.heights[Math.min(right.heights.length, x - box.x1) - 1] ?? stroke.y;
      return stroke.y + stroke.slope * (x - box.x0);
    },
  };
}

/** Whether a stroke found through one word also runs through this one, end to end and at its middle. */
function alsoThrough(run: StrokeRun, box: Box): boolean {
  const h = box.y1 - box.y0;
  const y = run.at((box.x0 + box.x1) / 2);
  return (
    run.from <= box.x0 + 0.6 * h && run.to >= box.x1 - 0.6 * h && y > box.y0 + 0.1 * h && y < box.y1 - 0.1 * h
  );
}

/**
 * Blanks the words of a page tesseract read that are struck through: their text becomes empty (their box
 * stays, so their ink is not read again as unread writing) and their line's text is written without
 * them. A stroke found through one word blanks every word of its line it runs through (a row struck
 * through as a whole, whose other words it crosses where tesseract read them larger or smaller).
 * Returns how many words were blanked.
 */
export function blankStruckWords(image: GrayImage, page: Tesseract.Page): number {
  if (image.width === 0) return 0;
  const dark = inkLevel(image);
  let blanked = 0;
  for (const line of linesOf(page)) {
    const read = line.words.filter((w) => w.text.trim().length > 0);
    const runs: StrokeRun[] = [];
    for (const word of read) {
      if (word.text.trim().length < 2 || runs.some((run) => alsoThrough(run, word.bbox))) continue;
      const run = strokeThrough(image, dark, word.bbox);
      if (!run) continue;
      const h = word.bbox.y1 - word.bbox.y0;
      // The words the stroke runs over: it starts or ends within a little of them (a row struck through
      // to its table's edge runs on at one end).
      const over = read.filter((w) => w.bbox.x1 > run.from && w.bbox.x0 < run.to);
      const first = Math.min(...over.map((w) => w.bbox.x0));
      const last = Math.max(...over.map((w) => w.bbox.x1));
      if (first - run.from <= OVERRUN * h || run.to - last <= OVERRUN * h) runs.push(run);
    }
    const struck = read.filter((word) => runs.some((run) => alsoThrough(run, word.bbox)));
    if (struck.length === 0) continue;
    for (const word of struck) {
      const blank = word as { text: string; confidence: number };
      blank.text = '';
      blank.confidence = 100;
    }
    blanked += struck.length;
    (line as { text: string }).text = `${line.words
      .map((w) => w.text)
      .filter((t) => t.length > 0)
      .join(' ')}\n`;
  }
  return blanked;
}

/** A vector shape of a text layer: its box and how dark it is (0 black … 1 white). */
export interface DrawnShape {
  readonly bbox: readonly [number, number, number, number];
  /** An upright rectangle (a slanted line's box is no rectangle). */
  readonly rectangle: boolean;
  readonly light: number;
}

/**
 * The characters a text layer's thin dark shapes strike through: a shape crossing at least two dark
 * letters between a tenth and three fifths of the type size above their baseline (a rule a handwriting
 * font's letters stand on is at their baseline, however tall the font's boxes), no thicker than a third
 * of the type size (a slanted line's box may reach three fifths of it; a bar behind a heading, a ring
 * around words are no strikes), and not longer than those letters by more than two type sizes on either side.
 */
export function struckChars(
  shapes: readonly DrawnShape[],
  chars: readonly PlacedChar[],
  textSize: number,
): Set<PlacedChar> {
  const struck = new Set<PlacedChar>();
  for (const shape of shapes) {
    const [x0, y0, x1, y1] = shape.bbox;
    const w = x1 - x0;
    const h = y1 - y0;
    const thickest = (shape.rectangle ? 0.35 : 0.6) * textSize;
    if (shape.light > 0.6 || w < 0.8 * textSize || h > thickest) continue;
    const middle = (y0 + y1) / 2;
    const across = (char: PlacedChar): boolean => {
      const cx = (char.x0 + char.x1) / 2;
      if (cx < x0 || cx > x1 || char.baseline === undefined) return false;
      const above = char.baseline - middle;
      return above > 0.1 * char.size && above < 0.6 * char.size;
    };
    const crossed = chars.filter((char) => char.c.trim() !== '' && (char.light ?? 0) < 0.5 && across(char));
    if (crossed.length < 2) continue;
    const left = Math.min(...crossed.map((char) => char.x0));
    const right = Math.max(...crossed.map((char) => char.x1));
    const size = Math.max(...crossed.map((char) => char.size));
    // The letters fill the stroke's length: a rule behind a row of text runs far past them.
    if (left - x0 > 2 * size || x1 - right > 2 * size || right - left < 0.6 * w) continue;
    // With the spaces between them, on the struck line only.
    const between = (char: PlacedChar): boolean =>
      char.c.trim() === '' && char.x0 > left && char.x1 < right && char.y0 < middle && char.y1 > middle;
    for (const char of chars) if (across(char) || between(char)) struck.add(char);
  }
  return struck;
}
