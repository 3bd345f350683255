// Result wording on lab reports, forms and radiology impressions.
import { tickedLabels } from '../normalize';

export type TestResult = 'negative' | 'positive' | 'indeterminate';

const WORDS: ReadonlyArray<readonly [TestResult, RegExp]> = [
  ['negative', /\b(negative|non-?reactive|not detected|neg)\b/i],
  ['indeterminate', /\b(indeterminate|borderline|equivocal|invalid|inconclusive)\b/i],
  ['positive', /\b(positive|reactive|detected|pos)\b/i],
];

const XRAY_NEGATIVE =
  /\bno\s+(radiographic\s+)?(evidence\s+of\s+)?(active|acute)\s+(pulmonary\s+)?(tuberculosis|tb|disease|cardiopulmonary|process)|lungs\s+(are\s+)?clear|no\s+acute\s+(cardiopulmonary|pulmonary)|normal\s+chest|no\s+active\s+tb|clear\s+of\s+active/i;
const XRAY_POSITIVE =
  /\b(consistent\s+with|suspicious\s+for|suggestive\s+of|compatible\s+with)\s+(active\s+)?(pulmonary\s+)?(tuberculosis|tb)\b|\bcavitar(y|ion)\b|\bactive\s+(pulmonary\s+)?tuberculosis\b/i;

/** The results named in one line; ticked boxes count, unticked options do not. */
export function resultsIn(line: string): TestResult[] {
  const ticked = tickedLabels(line);
  // Without any tick, an empty box covers only the word after it: an option left with no box at all is
  // the one whose tick the reader lost ("[ ] Negative Positive").
  const source =
    ticked.length > 0
      ? ticked.join(' ')
      : /\[ \]/.test(line)
        ? line.replace(/\[ \]\s*[A-Za-z-]+/g, ' ')
        : line;
  const found: Array<{ r: TestResult; at: number }> = [];
  let rest = source;
  for (const [r, re] of WORDS) {
    const m = re.exec(rest);
    if (m) {
      found.push({ r, at: m.index });
      // "not detected" must not also count as "detected".
      rest = rest.slice(0, m.index) + ' '.repeat(m[0].length) + rest.slice(m.index + m[0].length);
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.r);
}

export function xrayImpression(text: string): TestResult | null {
  const neg = XRAY_NEGATIVE.exec(text);
  const pos = XRAY_POSITIVE.exec(text.replace(XRAY_NEGATIVE, ' '));
  if (neg && !pos) return 'negative';
  if (pos && !neg) return 'positive';
  if (pos && neg) return 'indeterminate';
  return null;
}
