// An immunization administration record prints the edition date of the Vaccine Information Statement
// given with each dose in a column of its own ("VIS edition", "VIS date"). Read row by row, that date
// may be the only one of its row that parses (the date given was written over two lines, or struck and
// rewritten): it is still no administration date.
import type { PlacedWord } from '../normalize';
import { findDates, toIso } from '../dates';

/** How far down a table the column runs, in caption heights. */
const COLUMN_REACH = 20;

const centre = (w: PlacedWord): number => (w.x0 + w.x1) / 2;

/** The dates standing in the column of a "VIS edition" or "VIS date" caption, as ISO dates. */
export function visEditionDates(words: readonly PlacedWord[]): ReadonlySet<string> {
  const out = new Set<string>();
  words.forEach((w, k) => {
    const next = words[k + 1];
    if (!/^VIS$/i.test(w.text) || !next || next.page !== w.page || !/^(?:date|edition)\b/i.test(next.text))
      return;
    const h = Math.max(1, w.y1 - w.y0);
    const [x0, x1] = [w.x0, next.x1];
    const rows = new Map<number, PlacedWord[]>();
    for (const u of words) {
      if (u.page !== w.page || u.y0 < w.y1 - 0.3 * h || u.y0 - w.y1 > COLUMN_REACH * h) continue;
      if (centre(u) < x0 || centre(u) > x1) continue;
      const row = u.line ?? Math.round(u.y0);
      rows.set(row, [...(rows.get(row) ?? []), u]);
    }
    for (const cell of rows.values()) {
      const text = [...cell]
        .sort((a, b) => a.x0 - b.x0)
        .map((u) => u.text)
        .join(' ');
      for (const d of findDates(text)) if (d.precision === 'day') out.add(toIso(d));
    }
  });
  return out;
}
