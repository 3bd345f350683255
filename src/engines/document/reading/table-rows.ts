// A ruled table row whose cells wrap over several lines ("COVID-19, mRNA, … / mcg/0.5 mL (Moderna)" beside
// a date centred in its cell) comes out of MuPDF as several lines, each holding a slice of every cell, so
// the date and the product end up on different lines. Between two horizontal rules, the lines of one row
// are read cell by cell instead: the cells are split at the vertical rules (or, without them, where no
// line has print), each cell's text is read top to bottom, and the cells follow left to right on one line.
import type { PlacedChar } from './text-rows';

export type Rect = readonly [number, number, number, number];

/** Horizontal and vertical rules among a page's vector shapes. */
export interface Rules {
  readonly horizontal: readonly Rect[];
  readonly vertical: readonly Rect[];
}

export function rulesOf(shapes: readonly { readonly bbox: Rect }[]): Rules {
  const horizontal: Rect[] = [];
  const vertical: Rect[] = [];
  for (const { bbox } of shapes) {
    const [x0, y0, x1, y1] = bbox;
    if (y1 - y0 <= 2 && x1 - x0 >= 24) horizontal.push(bbox);
    else if (x1 - x0 <= 2 && y1 - y0 >= 8) vertical.push(bbox);
  }
  return { horizontal, vertical };
}

const top = (line: readonly PlacedChar[]): number => Math.min(...line.map((c) => c.y0));
const bottom = (line: readonly PlacedChar[]): number => Math.max(...line.map((c) => c.y1));
const left = (line: readonly PlacedChar[]): number => Math.min(...line.map((c) => c.x0));
const right = (line: readonly PlacedChar[]): number => Math.max(...line.map((c) => c.x1));

export interface Band {
  readonly y0: number;
  readonly y1: number;
  readonly x0: number;
  readonly x1: number;
}

/** A row taller than this many lines of text is a row only where vertical rules part it into cells. */
const PLAIN_ROW_LINES = 6;
/** Taller than this, a ruled space is a section of the page, cells or none. */
const TALLEST_ROW_LINES = 16;

/**
 * Spaces between consecutive horizontal rules that run across the same stretch of the page. A box around
 * a whole section is not a table row: a row is a few lines tall, or, taller (a flowsheet's cells holding
 * a date, a product and a lot each, written by hand), parted into cells by vertical rules down its whole
 * height.
 */
function bandsOf(rules: Rules, textSize: number): Band[] {
  const sorted = [...rules.horizontal].sort((a, b) => a[1] - b[1]);
  const bands: Band[] = [];
  sorted.forEach((upper, i) => {
    const lower = sorted
      .slice(i + 1)
      .find(
        (r) =>
          r[1] - upper[3] > 1 &&
          Math.min(r[2], upper[2]) - Math.max(r[0], upper[0]) > 0.8 * (upper[2] - upper[0]),
      );
    if (!lower || lower[1] - upper[3] > TALLEST_ROW_LINES * textSize) return;
    bands.push({
      y0: upper[3],
      y1: lower[1],
      x0: Math.max(upper[0], lower[0]),
      x1: Math.min(upper[2], lower[2]),
    });
  });
  return rowsOfCells(bands).filter(
    (band) => band.y1 - band.y0 <= PLAIN_ROW_LINES * textSize || innerRules(band, rules).length > 0,
  );
}

/** The vertical rules that run down the band's whole height. */
const rulesDown = (band: Band, rules: Rules): Rect[] =>
  rules.vertical.filter((r) => r[1] <= band.y0 + 2 && r[3] >= band.y1 - 2);

/** Whether vertical rules run down the band's whole height at its left and right ends. */
const hasWalls = (band: Band, rules: Rules): boolean => {
  const down = rulesDown(band, rules);
  return down.some((r) => Math.abs(r[0] - band.x0) <= 3) && down.some((r) => Math.abs(r[2] - band.x1) <= 3);
};

/** The vertical rules that run down the whole band inside it, between two of its cells. */
const innerRules = (band: Band, rules: Rules): Rect[] =>
  rulesDown(band, rules).filter((r) => r[0] > band.x0 + 2 && r[2] < band.x1 - 2);

/**
 * A table drawn cell by cell (each cell its own borders, as HTML tables print) gives one band per cell;
 * the cells of one row share their top and bottom and touch side by side, and are joined into the row's
 * band, so that the row's cells are read as one line.
 */
function rowsOfCells(cells: readonly Band[]): Band[] {
  const rows: Band[] = [];
  for (const cell of [...cells].sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0)) {
    const k = rows.findIndex(
      (r) =>
        Math.abs(r.y0 - cell.y0) <= 2 &&
        Math.abs(r.y1 - cell.y1) <= 2 &&
        cell.x0 - r.x1 <= 3 &&
        r.x0 - cell.x1 <= 3,
    );
    if (k < 0) rows.push(cell);
    else
      rows[k] = {
        y0: Math.min(rows[k].y0, cell.y0),
        y1: Math.max(rows[k].y1, cell.y1),
        x0: Math.min(rows[k].x0, cell.x0),
        x1: Math.max(rows[k].x1, cell.x1),
      };
  }
  return rows;
}

/** Cell borders across a band: its vertical rules, or else the gaps no line has print in. */
function cellEdges(
  band: Band,
  lines: readonly (readonly PlacedChar[])[],
  rules: Rules,
  textSize: number,
): number[] {
  const ruled = innerRules(band, rules).map((r) => (r[0] + r[2]) / 2);
  if (ruled.length > 0) return [...new Set(ruled.map((x) => Math.round(x)))].sort((a, b) => a - b);
  const spans = lines
    .flatMap((line) => line.filter((c) => c.c.trim()).map((c) => [c.x0, c.x1] as const))
    .sort((a, b) => a[0] - b[0]);
  const edges: number[] = [];
  let reach = -Infinity;
  for (const [x0, x1] of spans) {
    if (reach > -Infinity && x0 - reach > 1.2 * textSize) edges.push((x0 + reach) / 2);
    reach = Math.max(reach, x1);
  }
  return edges;
}

function joinRow(lines: readonly PlacedChar[][], edges: readonly number[]): PlacedChar[] {
  const cells: PlacedChar[][] = edges.map(() => []).concat([[]]);
  for (const line of lines) {
    const inCell = new Map<number, PlacedChar[]>();
    for (const char of line) {
      const centre = (char.x0 + char.x1) / 2;
      const cell = edges.filter((x) => x < centre).length;
      inCell.set(cell, [...(inCell.get(cell) ?? []), char]);
    }
    for (const [cell, chars] of inCell) {
      const text = chars.map((c) => c.c).join('');
      if (!text.trim()) continue;
      const trimmed = chars.slice(chars.findIndex((c) => c.c.trim()));
      while (trimmed.length > 0 && !trimmed[trimmed.length - 1].c.trim()) trimmed.pop();
      if (cells[cell].length > 0) cells[cell].push(space(cells[cell][cells[cell].length - 1], trimmed[0]));
      cells[cell].push(...trimmed);
    }
  }
  const filled = cells.filter((cell) => cell.length > 0);
  // Two spaces between cells, as between the cells of a row that stands on one line.
  return filled.reduce<PlacedChar[]>((row, cell) => {
    if (row.length === 0) return cell;
    const gap = space(row[row.length - 1], cell[0]);
    return [...row, gap, gap, ...cell];
  }, []);
}

function space(before: PlacedChar, after: PlacedChar): PlacedChar {
  return {
    c: ' ',
    x0: before.x1,
    x1: Math.max(before.x1, after.x0),
    y0: before.y0,
    y1: before.y1,
    size: before.size,
  };
}

/**
 * The ruled table row a line stands in, if any: its middle between the row's rules, wholly across it.
 * `walled`: only rows with a vertical rule down each side (a table's, not the space between two fields'
 * underlines).
 */
export function tableRowFinder(
  rules: Rules,
  textSize: number,
  walled = false,
): (line: readonly PlacedChar[]) => Band | undefined {
  const all = rules.horizontal.length < 2 ? [] : bandsOf(rules, textSize);
  const bands = walled ? all.filter((band) => hasWalls(band, rules)) : all;
  return (line) => {
    if (line.length === 0 || bands.length === 0) return undefined;
    const centre = (top(line) + bottom(line)) / 2;
    return bands.find(
      (b) => centre > b.y0 && centre < b.y1 && left(line) >= b.x0 - 2 && right(line) <= b.x1 + 2,
    );
  };
}

/** Lines of each multi-line ruled table row joined into one line, cell by cell; other lines unchanged. */
export function joinTableRows(
  lines: readonly PlacedChar[][],
  rules: Rules,
  textSize: number,
): PlacedChar[][] {
  if (rules.horizontal.length < 2) return [...lines];
  const rowOf = tableRowFinder(rules, textSize);
  const bandOf = new Map<PlacedChar[], Band>();
  for (const line of lines) {
    const band = rowOf(line);
    if (band) bandOf.set(line, band);
  }
  const out: PlacedChar[][] = [];
  const done = new Set<Band>();
  for (const line of lines) {
    const band = bandOf.get(line);
    if (!band) {
      out.push(line);
      continue;
    }
    if (done.has(band)) continue;
    done.add(band);
    const members = lines.filter((l) => bandOf.get(l) === band).sort((a, b) => top(a) - top(b));
    out.push(members.length < 2 ? line : joinRow(members, cellEdges(band, members, rules, textSize)));
  }
  return out;
}
