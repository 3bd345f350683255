// Numeric dates are read month first (US order) unless the document itself shows it writes them day first:
// it says so ("All dates DD/MM/YYYY", "day/month/year"), or some of its dates can only be day first
// (27/10/2026) and none can only be month first (10/27/2026). A British record's 12/10/1999 is then the
// 12th of October, not the 10th of December, for every field at once.
import type { TextDoc } from './normalize';

const NUMERIC_DATE = /\b(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/])/g;
const STATED_DAY_FIRST =
  /\b(dd\s*[/.-]\s*mm\s*[/.-]\s*(yyyy|yy|ccyy)|day\s*[/-]\s*month\s*[/-]\s*year|day\s*,?\s*month\s*,?\s*year\s+order)\b/i;
const STATED_MONTH_FIRST = /\b(mm\s*[/.-]\s*dd\s*[/.-]\s*(yyyy|yy|ccyy)|month\s*[/-]\s*day\s*[/-]\s*year)\b/i;

/** The document writes its numeric dates day first. */
export function writesDayFirst(text: string): boolean {
  if (STATED_MONTH_FIRST.test(text)) return false;
  if (STATED_DAY_FIRST.test(text)) return true;
  let dayFirst = 0;
  let monthFirst = 0;
  for (const m of text.matchAll(NUMERIC_DATE)) {
    const [a, b] = [+m[1], +m[3]];
    if (a > 12 && a <= 31 && b >= 1 && b <= 12) dayFirst++;
    if (b > 12 && b <= 31 && a >= 1 && a <= 12) monthFirst++;
  }
  return dayFirst > 0 && monthFirst === 0;
}

/** "27/10/2026" → "10/27/2026": day and month swapped in place, so every offset and box stays as it was. */
const monthFirst = (text: string): string =>
  text.replace(NUMERIC_DATE, (all, a: string, sep: string, b: string, y: string) =>
    +b >= 1 && +b <= 12 ? `${b}${sep}${a}${sep}${y}` : all,
  );

/** The document with its numeric dates rewritten month first when it writes them day first. */
export function inMonthFirstOrder(doc: TextDoc): TextDoc {
  if (!writesDayFirst(doc.text)) return doc;
  const lines = doc.lines.map(monthFirst);
  return {
    ...doc,
    lines,
    text: lines.join('\n'),
    words: doc.words.map((w) => ({ ...w, text: monthFirst(w.text) })),
  };
}
