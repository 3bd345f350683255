// Result wording on lab reports, forms and radiology impressions.
import { tickedLabels } from '../normalize';

export type TestResult = 'negative' | 'positive' | 'indeterminate';

// Bilingual forms print the Spanish word beside the English one ("NEGATIVO / NEGATIVE").
const WORDS: ReadonlyArray<readonly [TestResult, RegExp]> = [
  ['negative', /\b(negative|non-?reactive|not detected|neg|negativ[oa]|no reactiv[oa]|no detectad[oa])\b/i],
  [
    'indeterminate',
    /\b(indeterminate|borderline|equivocal|invalid|inconclusive|indeterminad[oa]|dudos[oa]|no concluyente)\b/i,
  ],
  ['positive', /\b(positive|reactive|detected|pos|positiv[oa]|reactiv[oa]|detectad[oa])\b/i],
];

/** Every result word of a text, in order. */
function wordsIn(source: string): Array<{ r: TestResult; at: number }> {
  const found: Array<{ r: TestResult; at: number }> = [];
  let rest = source;
  for (const [r, re] of WORDS) {
    const global = new RegExp(re.source, 'gi');
    for (let m = global.exec(rest); m; m = global.exec(rest)) {
      found.push({ r, at: m.index });
      // "not detected" must not also count as "detected".
      rest = rest.slice(0, m.index) + ' '.repeat(m[0].length) + rest.slice(m.index + m[0].length);
    }
  }
  return found.sort((a, b) => a.at - b.at);
}

/** A film read as clear, in a report's words (English or Spanish) or by the "Normal" option ticked on a form. */
const XRAY_NEGATIVE =
  /\bno\s+(radiographic\s+)?(evidence\s+of\s+)?(active|acute)\s+(pulmonary\s+)?(tuberculosis|tb|disease|cardiopulmonary|process)|lungs\s+(are\s+)?clear|no\s+acute\s+(cardiopulmonary|pulmonary)|normal\s+chest|no\s+active\s+tb|clear\s+of\s+active|\[x\]\s*normal\b|dentro\s+de\s+l[ií]mites\s+normales|no\s+se\s+observan\s+datos\s+de\s+tuberculosis|sin\s+datos\s+de\s+tuberculosis/i;
const XRAY_POSITIVE =
  /\b(consistent\s+with|suspicious\s+for|suggestive\s+of|compatible\s+with)\s+(active\s+)?(pulmonary\s+)?(tuberculosis|tb)\b|\bcavitar(y|ion)\b|\bactive\s+(pulmonary\s+)?tuberculosis\b/i;

/** The results named in one line; ticked boxes count, unticked options do not. */
export function resultsIn(line: string): TestResult[] {
  const ticked = tickedLabels(line);
  // Without any tick, an empty box covers only the word after it: an option left with no box at all is
  // the one whose tick the reader lost ("[ ] Negative Positive").
  // A tick marks the option right after it: the options that follow without a box of their own (a
  // ring drawn around one of them, a row of words) are not ticked with it.
  if (ticked.length > 0)
    return [
      ...new Set(
        ticked.flatMap((label) =>
          wordsIn(label)
            .slice(0, 1)
            .map((f) => f.r),
        ),
      ),
    ];
  // The word after an empty box takes its synonyms joined by slashes with it ("[ ] Indeterminate /
  // borderline").
  const source = /\[ \]/.test(line) ? line.replace(/\[ \]\s*[A-Za-z-]+(?:\s*\/\s*[A-Za-z-]+)*/g, ' ') : line;
  return [...new Set(wordsIn(source).map((f) => f.r))];
}

/** "without focal consolidation, cavitation or effusion": findings named only to be ruled out. */
const NEGATED = /\b(without|no|negative for|free of|absence of)\b[^.;\n]*/gi;

/**
 * A form's line offering both findings for circling or ticking ("Impression (circle) Normal - no active TB
 * Abnormal - refer"): with neither marked, the options printed, no impression.
 */
const OPTIONS_OFFERED =
  /\b(?:normal\s*(?:[-–—:/]|$)[^\n]*\babnormal|abnormal\s*(?:[-–—:/]|$)[^\n]*\bnormal)\b\s*(?:[-–—:/(]|$)/i;

export const impressionUnmarked = (line: string): boolean =>
  OPTIONS_OFFERED.test(line) && !/\[x\]/.test(line);

export function xrayImpression(text: string): TestResult | null {
  // The radiologist's impression, when the report has one, is the conclusion; findings and history
  // ("CLINICAL HISTORY: Positive tuberculin skin test") are not.
  const impression =
    /\bimpres{1,2}i(?:on|ón)(?:\s+diagn[oó]stica)?\s*:?\s*([\s\S]*?)(?=\n[A-Z][A-Z /]{3,}:|$)/i
      .exec(text)?.[1]
      ?.trim();
  const source = impression && impression.length > 0 ? impression : text;
  const neg = XRAY_NEGATIVE.exec(source);
  const pos = XRAY_POSITIVE.exec(source.replace(XRAY_NEGATIVE, ' ').replace(NEGATED, ' '));
  if (neg && !pos) return 'negative';
  if (pos && !neg) return 'positive';
  if (pos && neg) return 'indeterminate';
  return null;
}
