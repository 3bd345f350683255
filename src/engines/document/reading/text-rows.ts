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
}

export interface RawLine {
  readonly chars: PlacedChar[];
  readonly baseline: number;
  readonly block: number;
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

export function mergeRows(lines: readonly RawLine[]): PlacedChar[][] {
  const blockSizes = new Map<number, number>();
  for (const line of lines) blockSizes.set(line.block, (blockSizes.get(line.block) ?? 0) + 1);
  const small = (line: RawLine): boolean => (blockSizes.get(line.block) ?? 0) <= SMALL_BLOCK_LINES;

  const rows: RawLine[][] = [];
  for (const line of lines) {
    // Within one block, lines side by side are the cells of a table row; across blocks only small ones
    // join, so that two columns of body text are not interleaved.
    const row = rows.find(
      (candidate) =>
        (candidate.some((other) => other.block === line.block) || (small(line) && small(candidate[0]))) &&
        sameRow(candidate[0], line),
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
