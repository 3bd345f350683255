// MuPDF splits a form row into separate lines when its parts stand far apart ("Patient name:" at the left
// margin, "Maria Gonzalez" in a field further right, a tick box and its label elsewhere). A reader sees one
// row, and the understanding stage needs label and value together, so short lines of small blocks that
// share a baseline are joined left to right. Lines of larger blocks (body text, columns of a resume) are
// left alone so that two columns are not interleaved.
export interface PlacedChar {
  readonly c: string;
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
  readonly size: number;
  /** Luminance of the glyph's colour, 0 (black) to 1 (white); absent when unknown. */
  readonly light?: number;
  /** The y of the glyph's baseline (its origin), when known. */
  readonly baseline?: number;
}

export interface RawLine {
  readonly chars: PlacedChar[];
  readonly baseline: number;
  readonly block: number;
  /** The page's column the line stands in, where the page has two (inReadingOrder). */
  readonly column?: number;
}

const SMALL_BLOCK_LINES = 3;

function leftOf(line: RawLine): number {
  return Math.min(...line.chars.map((char) => char.x0));
}

function join(left: PlacedChar[], right: PlacedChar[]): PlacedChar[] {
  const last = left[left.length - 1];
  const gap: PlacedChar = { c: ' ', x0: last.x1, x1: right[0].x0, y0: last.y0, y1: last.y1, size: last.size };
  return [...left, gap, ...right];
}

/** Where the line's printed characters start and end across the page. */
function spanOf(line: RawLine): [number, number] {
  const printed = line.chars.filter((char) => char.c.trim() !== '');
  const chars = printed.length > 0 ? printed : line.chars;
  return [Math.min(...chars.map((char) => char.x0)), Math.max(...chars.map((char) => char.x1))];
}

/** The line's vertical extent: where most of its characters stand (a tall bracket or a low comma aside). */
function extentOf(line: RawLine): { y0: number; y1: number } {
  const tops = line.chars.map((char) => char.y0).sort((a, b) => a - b);
  const bottoms = line.chars.map((char) => char.y1).sort((a, b) => a - b);
  return { y0: tops[Math.floor(tops.length / 2)], y1: bottoms[Math.floor(bottoms.length / 2)] };
}

/**
 * Two lines stand on one row when they share most of their height. Baselines alone would part a tick
 * box glyph from its label: symbol fonts sit on baselines of their own.
 */
function sameRow(a: RawLine, b: RawLine): boolean {
  // Cells of a row stand side by side. A line over another on a baseline of its own (a handwritten value
  // on the rule of its caption) shares its height but not its place: joined, the two would be read as
  // one, their letters interleaved wherever a row is put in left-to-right order.
  const [a0, a1] = spanOf(a);
  const [b0, b1] = spanOf(b);
  if (Math.min(a1, b1) - Math.max(a0, b0) > 0.5 * Math.min(a1 - a0, b1 - b0)) return false;
  const ea = extentOf(a);
  const eb = extentOf(b);
  const overlap = Math.min(ea.y1, eb.y1) - Math.max(ea.y0, eb.y0);
  const tolerance = 0.3 * (a.chars[0]?.size ?? 12);
  return (
    Math.abs(a.baseline - b.baseline) <= tolerance || overlap >= 0.6 * Math.min(ea.y1 - ea.y0, eb.y1 - eb.y0)
  );
}

/**
 * Lines that share a row joined left to right. `apart` says which lines must stay apart whatever their
 * baselines (a ruled table's row and the text beside the table).
 */
export function mergeRows(
  lines: readonly RawLine[],
  apart: (a: RawLine, b: RawLine) => boolean = () => false,
): PlacedChar[][] {
  const blockSizes = new Map<number, number>();
  for (const line of lines) blockSizes.set(line.block, (blockSizes.get(line.block) ?? 0) + 1);
  // A code written one character per box comes as a block of a line per character: small all the same.
  const combs = new Set(lines.map((line) => line.block));
  for (const line of lines)
    if (line.chars.filter((char) => char.c.trim()).length > 3) combs.delete(line.block);
  const small = (line: RawLine): boolean =>
    combs.has(line.block) || (blockSizes.get(line.block) ?? 0) <= SMALL_BLOCK_LINES;
  const rows: RawLine[][] = [];
  for (const line of lines) {
    // Within one block, lines side by side are the cells of a table row; across blocks only small ones
    // join, so that two columns of body text are not interleaved.
    const row = rows.find(
      (candidate) =>
        (candidate.some((other) => other.block === line.block) || (small(line) && small(candidate[0]))) &&
        candidate[0].column === line.column &&
        sameRow(candidate[0], line) &&
        !apart(candidate[0], line),
    );
    if (row) row.push(line);
    else rows.push([line]);
  }
  return rows.map((row) =>
    row
      .sort((a, b) => leftOf(a) - leftOf(b))
      .map((line) => line.chars)
      .reduce((merged, chars) => (merged.length ? join(merged, chars) : chars), [] as PlacedChar[]),
  );
}

/** Rows this many or more on each side of a gutter, one under another, make two columns. */
const COLUMN_LINES = 4;

/**
 * A page laid out in two columns (a resume's sidebar beside its timeline, a newsletter) is read column by
 * column: the left one top to bottom, then the right one, each in the order its lines stand on the page.
 * MuPDF gives lines in the order they were painted, which for such pages is often neither (dates painted
 * before the entries they head, a sidebar's lines between an entry's), and rows of the two columns that
 * happen to share a baseline would otherwise be joined into one line. A gutter is an upright band no
 * line crosses, with lines on both sides one under another; lines that cross it (a header, a footer)
 * split the page into parts read in turn. A form's captions and their values also stand either side of
 * a band, but row by row on shared baselines: where most lines beside the gutter share a baseline with a
 * line across it, the page is rows, not columns, and keeps its order.
 */
export function inReadingOrder(lines: readonly RawLine[]): RawLine[] {
  const placed = lines
    .map((line, order) => ({ line, order, span: spanOf(line), extent: extentOf(line) }))
    .filter((p) => p.line.chars.some((char) => char.c.trim() !== ''));
  if (placed.length < 2 * COLUMN_LINES) return [...lines];
  const size = median(lines.flatMap((line) => line.chars.map((char) => char.size)));
  let columns = false;
  const out: RawLine[] = [];
  for (const band of bandsOf(placed, size)) {
    let best: { gutter: number; score: number } | null = null;
    for (const gutter of new Set(band.map((p) => Math.round(p.span[0])))) {
      const score = columnScore(band, gutter, size);
      if (score > (best?.score ?? 0)) best = { gutter, score };
    }
    if (!best) {
      out.push(...[...band].sort((a, b) => a.order - b.order).map((p) => p.line));
      continue;
    }
    columns = true;
    const gutter = best.gutter;
    let part: Placed[] = [];
    const flush = () => {
      const left = part.filter((p) => p.span[0] < gutter).map((p) => ({ ...p.line, column: 0 }));
      const right = part.filter((p) => p.span[0] >= gutter).map((p) => ({ ...p.line, column: 1 }));
      out.push(...left, ...right);
      part = [];
    };
    for (const p of band) {
      if (crosses(p.span, gutter)) {
        flush();
        out.push(p.line);
      } else part.push(p);
    }
    flush();
  }
  // A page without columns keeps MuPDF's order.
  return columns ? out : [...lines];
}

interface Placed {
  readonly line: RawLine;
  readonly order: number;
  readonly span: [number, number];
  readonly extent: { y0: number; y1: number };
}

/**
 * The page cut across where no line stands for three lines' height or more (between two rows of cards
 * printed side by side, above a footer), top to bottom, each part's lines by their tops: each part has
 * its own columns or none.
 */
function bandsOf(placed: readonly Placed[], size: number): Placed[][] {
  const byTop = [...placed].sort((a, b) => a.extent.y0 - b.extent.y0);
  const bands: Placed[][] = [];
  let reach = -Infinity;
  for (const p of byTop) {
    if (bands.length === 0 || p.extent.y0 - reach > 3 * size) bands.push([]);
    bands[bands.length - 1].push(p);
    reach = Math.max(reach, p.extent.y1);
  }
  return bands;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 12;
}

const crosses = (span: readonly [number, number], gutter: number): boolean =>
  span[0] < gutter - 1 && span[1] > gutter + 1;

/** Most of the lines start within three letters' height of the leftmost one. */
function aligned(side: readonly Placed[], size: number): boolean {
  const margin = Math.min(...side.map((p) => p.span[0]));
  return side.filter((p) => p.span[0] - margin <= 3 * size).length >= 0.8 * side.length;
}

/**
 * How strongly `gutter` parts the page into columns: the larger of its parts' smaller side, in rows; 0
 * when no part has COLUMN_LINES rows on each side, the sides are not a line's height apart, either side
 * does not start at a margin, or their rows pair up as a form's captions and values do.
 */
function columnScore(band: readonly Placed[], gutter: number, size: number): number {
  let best = 0;
  let part: Placed[] = [];
  const score = () => {
    const left = part.filter((p) => p.span[1] <= gutter - size);
    const right = part.filter((p) => p.span[0] >= gutter);
    if (left.length + right.length < part.length) return;
    // Rows, not lines: the cells of one row (a label, a box, an option) stand side by side.
    const rowsOf = (side: typeof part): number[] =>
      side
        .map((p) => p.line.baseline)
        .sort((a, b) => a - b)
        .filter((y, k, all) => k === 0 || y - all[k - 1] > 0.3 * size);
    // A column's lines start at its margin (or a little in, a list's indent); a form's cells start
    // wherever their grid puts them, and centred lines anywhere.
    if (!aligned(left, size) || !aligned(right, size)) return;
    const leftRows = rowsOf(left);
    const rightRows = rowsOf(right);
    const fewer = Math.min(leftRows.length, rightRows.length);
    const more = Math.max(leftRows.length, rightRows.length);
    if (fewer < COLUMN_LINES) return;
    // A form's rows: each caption beside its value, on its baseline or, handwritten, a little off it;
    // as many rows on each side, most of them paired.
    const [few, many] = leftRows.length <= rightRows.length ? [leftRows, rightRows] : [rightRows, leftRows];
    const exact = few.filter((y) => many.some((o) => Math.abs(o - y) <= 0.15 * size)).length;
    const near = few.filter((y) => many.some((o) => Math.abs(o - y) <= 0.6 * size)).length;
    if (exact > 0.34 * fewer) return;
    if (near >= 0.7 * fewer && more <= 1.3 * fewer) return;
    best = Math.max(best, fewer);
  };
  for (const p of band) {
    if (crosses(p.span, gutter)) {
      score();
      part = [];
    } else part.push(p);
  }
  score();
  return best;
}
