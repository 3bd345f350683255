// A cumulative results review prints one column per draw under a header row of collection dates ("09/21/26
// 03/03/26 09/12/25", newest first), with the reference range in a column of its own before them. A test's
// row then holds its reference ("Negative") and its values, each under the draw it belongs to, and a draw
// left without the test is a blank cell. Read as text the row is "T-SPOT.TB  Negative  Negative": neither
// which word is the reference nor which draw a value belongs to survives. The words' boxes tell both: a
// value stands under its draw's date.
import type { PlacedWord, TextDoc } from '../normalize';
import { findDates, toIso } from '../dates';
import type { TestResult } from './results';

const RESULT_WORDS: ReadonlyArray<readonly [TestResult, RegExp]> = [
  ['negative', /^(?:negative|non-?reactive|neg)[.,;]?$/i],
  ['indeterminate', /^(?:indeterminate|borderline|equivocal|inconclusive)[.,;]?$/i],
  ['positive', /^(?:positive|reactive|pos)[.,;]?$/i],
];

const resultOf = (w: PlacedWord): TestResult | null =>
  RESULT_WORDS.find(([, re]) => re.test(w.text))?.[0] ?? null;

/** A word that is a date on its own ("09/21/26"). */
const dateWord = (w: PlacedWord): string | null => {
  const found = findDates(w.text);
  return found.length === 1 && found[0].precision === 'day' && found[0].length >= w.text.length - 1
    ? toIso(found[0])
    : null;
};

const overlap = (a: PlacedWord, b: PlacedWord): number => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);

/**
 * The nearest row above `line` on its page holding two or more date words side by side, no word between
 * them: the draws' header. Dates each after a caption of its own ("Collected 06/12/2026 07:52  Received
 * 06/12/2026") date one specimen, not columns.
 */
function drawHeader(words: readonly PlacedWord[], line: number): Array<{ word: PlacedWord; iso: string }> {
  const page = words.find((w) => w.line === line)?.page;
  for (let above = line - 1; above >= 0; above--) {
    const row = words.filter((w) => w.line === above && w.page === page).sort((a, b) => a.x0 - b.x0);
    const dated = row.map((word) => ({ word, iso: dateWord(word) }));
    const first = dated.findIndex((d) => d.iso !== null);
    if (first < 0) continue;
    const run = dated.slice(first);
    const end = run.findIndex((d) => d.iso === null);
    const dates = (end < 0 ? run : run.slice(0, end)) as Array<{ word: PlacedWord; iso: string }>;
    if (dates.length >= 2 && run.slice(dates.length).every((d) => d.iso === null)) return dates;
    if (dated.filter((d) => d.iso !== null).length >= 2) return [];
  }
  return [];
}

/**
 * The newest draw's result of the test rows `rows` (indexes of lines naming the test with a result word),
 * with that draw's date: each result word bound to the header date it stands under. Null when the page's
 * geometry is unknown, no header of draws stands above, or no value stands under one of its dates.
 */
export function resultByDrawColumn(
  doc: TextDoc,
  rows: readonly number[],
): { result: TestResult; date: string; line: number } | null {
  const found: Array<{ result: TestResult; date: string; line: number }> = [];
  for (const line of rows) {
    // A sentence naming the test and its results ("criteria: positive if …") is a legend, not a row.
    if ((doc.lines[line] ?? '').split(/\s+/).length >= 14) continue;
    const header = drawHeader(doc.words, line);
    if (header.length < 2) continue;
    for (const word of doc.words.filter((w) => w.line === line)) {
      const result = resultOf(word);
      if (!result) continue;
      const under = header.filter((h) => overlap(h.word, word) > 0);
      if (under.length === 1) found.push({ result, date: under[0].iso, line });
    }
  }
  return found.sort((a, b) => (a.date < b.date ? 1 : -1))[0] ?? null;
}
