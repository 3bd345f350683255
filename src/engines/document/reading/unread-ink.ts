// Ink tesseract read nothing from. Its page segmentation drops writing it takes for a picture (a date
// or a name written by hand in a table cell, a signature's printed name under a rule it touches), so
// the words are not read badly but not at all, and the second reading, which only reads again what
// tesseract read, never sees them. Here the page's ink that no read word, tick box or rule covers is
// gathered into strips as tall as writing and several letters wide; each strip is read by tesseract as
// one line, else by the recognition model, and what either reads with confidence, as letters and
// figures, becomes words: of the line level with it, or of a line of its own under the line above it.
// Specks, rings, ticks, photographs and bar codes are not strips (too small, too dense, or read as
// nothing sure).
import type Tesseract from 'tesseract.js';
import type { Checkbox } from './checkbox-shapes';
import type { GrayImage } from './layout-analysis';
import { inkLevel } from './layout-analysis';
import { paperAt, paperWords } from './paper-words';
import type { StripReading } from './second-reading';
import { LATIN_TEXT, median, readStrip, SURE_READING, WEAKEST_LETTER } from './second-reading';
import { linesOf } from './signature-ink';

/** Strips read per page at most, the largest first: a reading costs tens of milliseconds. */
const MOST_STRIPS = 12;
/** A middle dot or a bullet between printed items separates them as a space does. */
const SEPARATOR = /[\u00B7\u2022\u2219]/;

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A strip of the page, in whole pixels. */
export type StripBox = Readonly<Box>;

/** Tesseract's reading of one strip as a line of print: its words, placed on the page. */
export type LineReader = (image: GrayImage, strip: StripBox) => Promise<Tesseract.Word[]>;

/** Tesseract's words of a strip are taken when it read them this surely on average. */
const SURE_PRINT = 80;

interface Strip extends Box {
  /** Ink cells in it. */
  cells: number;
}

/**
 * The page's ink as a grid of `cell`-pixel cells: a cell is ink when an unmasked dark pixel lies in it.
 * Masked: read words and tick boxes (with a margin), and rules, runs of dark pixels longer than `rule`
 * across or down the page.
 */
export function inkGrid(
  image: GrayImage,
  dark: number,
  cell: number,
  covered: readonly Box[],
  rule: number,
): { grid: Uint8Array; columns: number; rows: number; mask: Uint8Array } {
  const { width, height, pixels } = image;
  const mask = new Uint8Array(width * height);
  for (const b of covered) {
    const x0 = Math.max(0, Math.floor(b.x0));
    const x1 = Math.min(width - 1, Math.ceil(b.x1));
    for (let y = Math.max(0, Math.floor(b.y0)); y <= Math.min(height - 1, Math.ceil(b.y1)); y += 1)
      mask.fill(1, y * width + x0, y * width + x1 + 1);
  }
  maskRules(image, dark, rule, mask);
  const columns = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  const grid = new Uint8Array(columns * rows);
  // Row by row, in memory order (a full page is millions of pixels): the cell of each column once.
  const cellOf = new Int32Array(width);
  for (let x = 0; x < width; x += 1) cellOf[x] = (x / cell) | 0;
  const paper = paperWords(pixels, dark);
  for (let y = 0; y < height; y += 1) {
    const row = ((y / cell) | 0) * columns;
    const at = y * width;
    for (let x = 0; x < width; x += 1) {
      const index = at + x;
      if (paperAt(paper, index, at + width)) {
        x += 3;
        continue;
      }
      if (pixels[index] <= dark && mask[index] === 0) grid[row + cellOf[x]] = 1;
    }
  }
  return { grid, columns, rows, mask };
}

/**
 * Marks in `mask` the rules: runs of dark pixels at least `rule` long across a row or down a column,
 * with the pixels on either side of each run. One pass in memory order: the runs down the columns are
 * counted row by row and marked when they end.
 */
function maskRules(image: GrayImage, dark: number, rule: number, mask: Uint8Array): void {
  const { width, height, pixels } = image;
  const down = new Int32Array(width);
  const markDown = (x: number, endRow: number) => {
    for (let y = endRow - down[x]; y < endRow; y += 1)
      mask.fill(1, y * width + Math.max(0, x - 1), y * width + Math.min(width, x + 2));
  };
  const paper = paperWords(pixels, dark);
  for (let y = 0; y <= height; y += 1) {
    const at = y * width;
    let start = -1;
    for (let x = 0; x <= width; x += 1) {
      if (y < height && paperAt(paper, at + x, at + width)) {
        // What four pixels of paper do one by one: end the runs down their columns and the run across.
        for (let column = x; column < x + 4; column += 1) {
          if (down[column] >= rule) markDown(column, y);
          down[column] = 0;
        }
        if (start >= 0) {
          if (x - start >= rule)
            for (let r = Math.max(0, y - 1); r <= Math.min(height - 1, y + 1); r += 1)
              mask.fill(1, r * width + start, r * width + x);
          start = -1;
        }
        x += 3;
        continue;
      }
      const inked = y < height && x < width && pixels[at + x] <= dark;
      if (x < width) {
        if (inked) down[x] += 1;
        else {
          if (down[x] >= rule) markDown(x, y);
          down[x] = 0;
        }
      }
      if (inked && start < 0) start = x;
      if (!inked && start >= 0) {
        if (x - start >= rule)
          for (let r = Math.max(0, y - 1); r <= Math.min(height - 1, y + 1); r += 1)
            mask.fill(1, r * width + start, r * width + x);
        start = -1;
      }
    }
  }
}

/** The grid's connected groups of ink cells (eight neighbours), as boxes in cells. */
function groups(grid: Uint8Array, columns: number, rows: number): Strip[] {
  const seen = new Uint8Array(grid.length);
  const found: Strip[] = [];
  const stack: number[] = [];
  for (let start = 0; start < grid.length; start += 1) {
    if (grid[start] === 0 || seen[start] === 1) continue;
    const box: Strip = { x0: columns, y0: rows, x1: -1, y1: -1, cells: 0 };
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop()!;
      const x = i % columns;
      const y = (i - x) / columns;
      box.x0 = Math.min(box.x0, x);
      box.x1 = Math.max(box.x1, x);
      box.y0 = Math.min(box.y0, y);
      box.y1 = Math.max(box.y1, y);
      box.cells += 1;
      for (let dy = -1; dy <= 1; dy += 1)
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= columns || ny >= rows) continue;
          const j = ny * columns + nx;
          if (grid[j] === 1 && seen[j] === 0) {
            seen[j] = 1;
            stack.push(j);
          }
        }
    }
    found.push(box);
  }
  return found;
}

/**
 * Groups that stand level with each other and close along the row join into one strip, as the letters
 * and words of one piece of writing do. Sizes in cells; `h` is the page's word height.
 */
function joined(pieces: Strip[], h: number): Strip[] {
  const strips = [...pieces].sort((a, b) => a.x0 - b.x0);
  let merged = true;
  while (merged) {
    merged = false;
    for (let i = 0; i < strips.length && !merged; i += 1)
      for (let j = i + 1; j < strips.length; j += 1) {
        const a = strips[i];
        const b = strips[j];
        if (b.x0 - a.x1 > 1.2 * h) continue;
        const overlap = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
        if (overlap < 0.5 * Math.min(a.y1 - a.y0, b.y1 - b.y0)) continue;
        strips[i] = {
          x0: Math.min(a.x0, b.x0),
          y0: Math.min(a.y0, b.y0),
          x1: Math.max(a.x1, b.x1),
          y1: Math.max(a.y1, b.y1),
          cells: a.cells + b.cells,
        };
        strips.splice(j, 1);
        merged = true;
        break;
      }
  }
  return strips;
}

/**
 * Whether words found in unread ink are worth adding: figures (a date, a number), or at least two words
 * (a name, a printed line). A lone word is most often a printed option or a caption that tesseract
 * dropped for a ring or a tick drawn over it, and put back on another line it would state what the page
 * only offers ("INACTIVE" after "Reason / note:").
 */
function worthAdding(words: readonly Tesseract.Word[]): boolean {
  return words.some((w) => /\d/.test(w.text)) || words.filter((w) => /[A-Za-z]{2}/.test(w.text)).length >= 2;
}

/** Whether a reading is writing the model is sure of: printable, confident, with letters or figures. */
function sureWriting(reading: StripReading): boolean {
  const letters = reading.characters.filter((c) => c.text.trim() && !SEPARATOR.test(c.text));
  if (letters.length < 2 || !LATIN_TEXT.test(letters.map((c) => c.text).join(''))) return false;
  if (reading.confidence < SURE_READING || letters.some((c) => c.p < WEAKEST_LETTER)) return false;
  return /[A-Za-z]{3}|\d{2}|[A-Za-z]{2}\s*\d|\d\s*[A-Za-z]{2}/.test(reading.text);
}

/**
 * The strip's words: split at `gaps`, the page x of its word spaces found in its ink (the model often
 * reads across a word space without one), and at the spaces and separators it read.
 */
function wordsOf(
  reading: StripReading,
  strip: Box,
  gaps: readonly number[],
  template: Tesseract.Word,
): Tesseract.Word[] {
  const h = strip.y1 - strip.y0;
  const words: Tesseract.Word[] = [];
  let run: StripReading['characters'][number][] = [];
  const close = () => {
    if (run.length === 0) return;
    const xs = run.map((c) => c.x);
    words.push({
      ...template,
      text: run.map((c) => c.text).join(''),
      confidence: Math.round((run.reduce((sum, c) => sum + c.p, 0) / run.length) * 100),
      bbox: {
        x0: Math.max(strip.x0, Math.round(Math.min(...xs) - 0.25 * h)),
        x1: Math.min(strip.x1, Math.round(Math.max(...xs) + 0.25 * h)),
        y0: strip.y0,
        y1: strip.y1,
      },
    });
    run = [];
  };
  let gap = 0;
  for (const c of reading.characters) {
    while (gap < gaps.length && c.x > gaps[gap]) {
      close();
      gap += 1;
    }
    if (c.text.trim() && !SEPARATOR.test(c.text)) run.push(c);
    else close();
  }
  close();
  return words;
}

/**
 * The page x of the spaces between a strip's words: runs of columns with no unmasked ink in the strip
 * well wider than its usual gap between letters (handwriting, whose letters join or stand apart
 * evenly, has its word spaces several times wider).
 */
function wordGaps(image: GrayImage, dark: number, mask: Uint8Array, strip: Box): number[] {
  const { width, pixels } = image;
  const blanks: Array<{ x: number; wide: number }> = [];
  let blank = 0;
  let seenInk = false;
  for (let x = strip.x0; x < strip.x1; x += 1) {
    let inked = false;
    for (let y = strip.y0; y < strip.y1 && !inked; y += 1) {
      const i = y * width + x;
      inked = pixels[i] <= dark && mask[i] === 0;
    }
    if (!inked) {
      blank += 1;
      continue;
    }
    if (seenInk && blank > 0) blanks.push({ x: x - blank / 2, wide: blank });
    seenInk = true;
    blank = 0;
  }
  const usual = median(blanks.map((b) => b.wide));
  return blanks.filter((b) => b.wide >= Math.max(3, 2.5 * usual)).map((b) => b.x);
}

function lineBox(line: Tesseract.Line): Box {
  const words = line.words.length > 0 ? line.words.map((w) => w.bbox) : [line.bbox];
  return {
    x0: Math.min(...words.map((b) => b.x0)),
    y0: Math.min(...words.map((b) => b.y0)),
    x1: Math.max(...words.map((b) => b.x1)),
    y1: Math.max(...words.map((b) => b.y1)),
  };
}

/**
 * Puts the words in the page: into the line whose words stand level with the strip when they follow
 * its words closely, or a caption's colon a few words' width before it (a value written after its
 * caption), else as a line of their own after it, or after the nearest line above. Writing much
 * taller than the level line's words is not put anywhere: a strike, a ring or a scribble drawn over
 * print reads as a word it is not. Returns whether the words were put.
 */
function place(page: Tesseract.Page, words: Tesseract.Word[], strip: Box): boolean {
  const middle = (strip.y0 + strip.y1) / 2;
  // Each line with its paragraph and its box, the box found once.
  const owners = (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.map((line) => ({ paragraph, line, box: lineBox(line) })),
    ),
  );
  const level = owners
    .filter(({ box }) => box.y0 <= middle && middle <= box.y1)
    .sort((a, b) => Math.abs(a.box.x1 - strip.x0) - Math.abs(b.box.x1 - strip.x0))[0];
  const own = (after: { paragraph: Tesseract.Paragraph; line: Tesseract.Line } | undefined): boolean => {
    const line = {
      ...(after?.line ?? owners[0].line),
      text: `${words.map((w) => w.text).join(' ')}\n`,
      confidence: Math.min(...words.map((w) => w.confidence)),
      bbox: { ...strip },
      words,
    } as Tesseract.Line;
    if (after) after.paragraph.lines.splice(after.paragraph.lines.indexOf(after.line) + 1, 0, line);
    else owners[0].paragraph.lines.unshift(line);
    return true;
  };
  if (level) {
    const printed = level.line.words.filter((w) => w.text.trim());
    // The lower middle: a word of the line boxed with a mark around it stands taller than its letters.
    const heights = printed.map((w) => w.bbox.y1 - w.bbox.y0).sort((a, b) => a - b);
    const height = heights[Math.floor((heights.length - 1) / 2)] ?? 0;
    if (strip.y1 - strip.y0 > 2.2 * height) return false;
    const before = printed.filter((w) => w.bbox.x1 <= strip.x0 + 2).sort((a, b) => b.bbox.x1 - a.bbox.x1)[0];
    const gap = before === undefined ? Infinity : strip.x0 - before.bbox.x1;
    const close = gap <= 2.5 * height || (gap <= 6 * height && /:$/.test(before?.text ?? ''));
    if (!close) return own(level);
    const all = [...level.line.words, ...words].sort((a, b) => a.bbox.x0 - b.bbox.x0);
    level.line.words.splice(0, level.line.words.length, ...all);
    (level.line as { text: string }).text = `${all.map((w) => w.text).join(' ')}\n`;
    return true;
  }
  return own(owners.filter(({ box }) => box.y1 <= middle).sort((a, b) => b.box.y1 - a.box.y1)[0]);
}

/**
 * Reads the page's ink that tesseract left unread (see the top of this file) and adds what the model
 * reads with confidence to the page's lines. Returns how many strips became words.
 */
export async function readUnreadInk(
  image: GrayImage,
  page: Tesseract.Page,
  checkboxes: readonly Checkbox[],
  readLine: LineReader,
): Promise<number> {
  const lines = linesOf(page);
  const read = lines.flatMap((l) => l.words.filter((w) => /[A-Za-z0-9]/.test(w.text)));
  if (image.width === 0 || read.length < 5) return 0;
  const h = median(read.map((w) => w.bbox.y1 - w.bbox.y0));
  if (h < 8) return 0;
  const dark = inkLevel(image);
  const pad = 0.15 * h;
  const covered: Box[] = [...lines.flatMap((l) => l.words).map((w) => w.bbox), ...checkboxes].map((b) => ({
    x0: b.x0 - pad,
    y0: b.y0 - pad,
    x1: b.x1 + pad,
    y1: b.y1 + pad,
  }));
  const cell = Math.max(1, Math.round(h / 6));
  const { grid, columns, rows, mask } = inkGrid(image, dark, cell, covered, Math.round(4 * h));
  const hc = h / cell;
  // A margin of the page (its edge, a scanner's shadow) holds no writing worth reading.
  const margin = Math.round(0.02 * Math.min(columns, rows));
  const pieces = groups(grid, columns, rows).filter(
    (g) =>
      g.cells >= 3 &&
      g.y1 - g.y0 + 1 >= 0.35 * hc &&
      g.x0 >= margin &&
      g.y0 >= margin &&
      g.x1 < columns - margin &&
      g.y1 < rows - margin,
  );
  const strips = joined(pieces, hc)
    .filter((s) => {
      const tall = s.y1 - s.y0 + 1;
      const wide = s.x1 - s.x0 + 1;
      // As tall as writing, several letters wide, and not a solid block (a photograph, a bar code). A
      // taller strip is a name written large across a certificate only when it is long: a seal is round.
      return (
        tall >= 0.6 * hc &&
        (tall <= 3.5 * hc || (tall <= 5 * hc && wide >= 8 * hc)) &&
        wide >= 1.5 * hc &&
        s.cells <= 0.6 * tall * wide
      );
    })
    .sort((a, b) => b.cells - a.cells)
    .slice(0, MOST_STRIPS)
    .map((s) => ({
      x0: s.x0 * cell,
      y0: s.y0 * cell,
      x1: Math.min(image.width, (s.x1 + 1) * cell),
      y1: Math.min(image.height, (s.y1 + 1) * cell),
    }));
  let added = 0;
  for (const strip of strips) {
    // Print first: tesseract reads it well once it is shown the strip alone (what it dropped was a
    // matter of page layout), and finds its word spaces, which the model often reads across.
    const around = Math.round(0.3 * h);
    const cut = {
      x0: Math.max(0, strip.x0 - around),
      y0: Math.max(0, strip.y0 - around),
      x1: Math.min(image.width, strip.x1 + around),
      y1: Math.min(image.height, strip.y1 + around),
    };
    const printed = (await readLine(image, cut)).filter((w) => w.text.trim());
    const printedText = printed.map((w) => w.text).join(' ');
    if (
      printed.length > 0 &&
      printed.reduce((sum, w) => sum + w.confidence, 0) / printed.length >= SURE_PRINT &&
      /[A-Za-z]{3}|\d{2}/.test(printedText)
    ) {
      if (worthAdding(printed) && place(page, printed, strip)) added += 1;
      continue;
    }
    // Room to either side: up to the nearest read words on its row.
    const row = read.filter((w) => w.bbox.y1 > strip.y0 && w.bbox.y0 < strip.y1);
    const room = {
      x0: Math.max(0, ...row.filter((w) => w.bbox.x1 <= strip.x0).map((w) => w.bbox.x1 + 2)),
      x1: Math.min(image.width, ...row.filter((w) => w.bbox.x0 >= strip.x1).map((w) => w.bbox.x0 - 2)),
    };
    const reading = await readStrip(image, strip, room);
    if (!sureWriting(reading)) continue;
    const words = wordsOf(reading, strip, wordGaps(image, dark, mask, strip), read[0]);
    if (worthAdding(words) && place(page, words, strip)) added += 1;
  }
  return added;
}
