// A flowsheet row whose cells hold several lines each (the date, then the product, then the lot and the
// giver's initials) reads as several lines, the row's label level with one of them:
//   6/24/2021            8/2/2021
//   COVID-19   Moderna   Moderna
//   (mfr lot)  Lot 052J21A GH  Lot 039R21A DP
// The dates are the row's when they stand on a line of dates alone within two lines of its label, with no
// other vaccine's row in between.
import { findDates } from '../dates';

/** A row label of another vaccine on an adult flowsheet: the row ends where one begins. */
const VACCINE_ROW =
  /\b(?:td|tdap|dtap|tetanus|hep(?:atitis)?\s*[ab]|mmr|measles|zoster|shingles|rzv|varicella|influenza|flu|pneumo\w*|pcv\d*|ppsv\d*|hpv|polio|ipv|mening\w*|rsv|covid|sars)\b/i;
const MAKER =
  /pfizer(?:-biontech)?|biontech|comirnaty|moderna|spikevax|janssen|novavax|astra\s*zeneca|fluzone|flucelvax|fluarix|flulaval|afluria|flublok|flumist|fluad/i;
const MAKER_WORD = new RegExp(MAKER.source, 'gi');
/** Lines a row's cells may take above or below its label. */
const ROW_REACH = 2;

/**
 * A line of dates, one per column, with no word of three letters or more among them; the row's last
 * column ("each fall", "series complete") may follow.
 */
function datesOnly(line: string): boolean {
  const dates = findDates(line);
  if (dates.length === 0 || dates.some((d) => d.precision !== 'day')) return false;
  const last = dates[dates.length - 1];
  let cells = line.slice(0, last.index);
  for (const d of dates.slice(0, -1).reverse())
    cells = cells.slice(0, d.index) + cells.slice(d.index + d.length);
  return !/[A-Za-z]{3,}/.test(cells);
}

/** A cell per column, from each "Lot" to the next: "Lot 052J21A GH  Lot 039R21A DP". */
const lotCellsOf = (text: string): string[] =>
  text.split(/(?=\blot\b)/i).filter((c) => /^lot\s*(?:no\.?|#)?\s*:?\s*[A-Z0-9-]*\d/i.test(c));

/** The lines of the row labelled on line `at`, above and below it up to another vaccine's row or a caption. */
function rowLines(
  lines: readonly string[],
  at: number,
  product: RegExp,
  skip: ReadonlySet<number>,
): number[] {
  const reach = (step: number): number[] => {
    const out: number[] = [];
    for (let k = 1; k <= ROW_REACH; k++) {
      const j = at + step * k;
      const line = lines[j];
      if (line === undefined || skip.has(j) || /:/.test(line)) break;
      if (VACCINE_ROW.test(line) && !product.test(line)) break;
      // A row's cells hold dates, products and lots; a line of none of them is past the row.
      if (!datesOnly(line) && !MAKER.test(line) && lotCellsOf(line).length === 0) break;
      out.push(j);
    }
    return out;
  };
  return [...reach(-1).reverse(), at, ...reach(1)];
}

/**
 * One text per dose of the first such row for `product` ("6/24/2021 Moderna Lot 052J21A GH"), each
 * date with the row's product named in its column and the lot cell of its column; empty when no row of
 * the page is told that way.
 */
export function splitRowDoses(
  lines: readonly string[],
  product: RegExp,
  skip: ReadonlySet<number>,
  isLabel: (line: string, index: number) => boolean,
): string[] {
  for (let i = 0; i < lines.length; i++) {
    if (skip.has(i) || !isLabel(lines[i], i)) continue;
    const row = rowLines(lines, i, product, skip);
    const dated = row.find((j) => j !== i && datesOnly(lines[j]));
    if (dated === undefined) continue;
    const others = row.filter((j) => j !== dated).map((j) => lines[j]);
    const makers = others.join(' ').match(MAKER_WORD) ?? [];
    const lotCells = lotCellsOf(others.join(' '));
    if (makers.length === 0 && lotCells.length === 0) continue;
    const line = lines[dated];
    return findDates(line).map((d, k) =>
      [line.slice(d.index, d.index + d.length), makers[k] ?? makers[0] ?? lines[i].trim(), lotCells[k] ?? '']
        .join(' ')
        .trim(),
    );
  }
  return [];
}
