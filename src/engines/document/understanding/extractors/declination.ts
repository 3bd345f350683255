// Declination forms: the date the person declined and the reason they gave.
import type { TextDoc } from '../normalize';
import { tickedLabels } from '../normalize';
import { dateAfterLabel, findLabel } from '../fields';
import { findDates, toIso } from '../dates';
import type { Declination } from '../types';

export const DECLINATION = /\b(declin(e|ed|ation|ing)|refus(e|al|ed)|opt(ing)?\s*out|exemption request)\b/i;

/** A form titled as a declination: its heading says so, whatever doses or lots it mentions further down. */
const DECLINATION_TITLE =
  /\b(declination|declining|refusal|exemption\s*(request|form|statement)|decline\s*(form|statement)|opt[- ]out\s*form)\b/i;

export function titledDeclination(doc: TextDoc): boolean {
  return DECLINATION_TITLE.test(doc.lines.slice(0, 8).join('\n'));
}

const REASONS: ReadonlyArray<readonly [Declination['reason'] & string, RegExp]> = [
  ['religious', /religio|faith|church|spiritual/i],
  ['medical', /medical|contraindicat|allerg|health condition|physician|guillain|pregnan|immunocompromis/i],
  ['personal', /personal|philosoph|moral|conscien|prefer|choose not|choice/i],
];

export function reasonOf(text: string): Declination['reason'] {
  for (const [reason, re] of REASONS) if (re.test(text)) return reason;
  return null;
}

export function extractDeclination(doc: TextDoc): Declination & { reasonText: string | null } {
  const ticked = doc.lines
    .flatMap((l) => tickedLabels(l))
    .filter((t) => !/^(i\b|yes|no)\b/i.test(t) || REASONS.some(([, re]) => re.test(t)));
  const labelled = findLabel(doc.lines, /\b(reason(\s+for\s+(declin\w*|exemption))?|basis)\b\s*:/i);
  // A reason line whose tick the reader lost keeps the chosen option without a box ("Medical [ ] Religious").
  const reasonLine = labelled ? doc.lines[labelled.lineIndex] : '';
  const unboxed =
    /\[ \]/.test(reasonLine) && !/\[x\]/.test(reasonLine)
      ? reasonLine
          .replace(/^.*?:/, '')
          .replace(/\[ \]\s*[A-Za-z-]+/g, ' ')
          .trim()
      : '';
  const sentence = /\bdue to (?:my\s+|a\s+)?([a-z ]{3,40})/i.exec(doc.text)?.[1] ?? null;
  const reasonText =
    ticked.find((t) => REASONS.some(([, re]) => re.test(t)) || /other/i.test(t)) ??
    // A reason line of tick boxes speaks through its ticks only, which `ticked` has already read.
    (labelled && !/\[( |x)\]/.test(doc.lines.slice(labelled.lineIndex, labelled.lineIndex + 2).join(' '))
      ? labelled.value
      : null) ??
    (unboxed.length > 0 ? unboxed : null) ??
    sentence;
  const reason = reasonText ? reasonOf(reasonText) : null;
  const date =
    dateAfterLabel(
      doc.lines,
      /\b(date\s*(signed|of\s*declination|declined)|declined\s*on|date)\b(?!\s*of\s*birth)/i,
    )?.iso ?? null;
  const fallback = findDates(doc.lines.filter((l) => !/birth|dob/i.test(l)).join('\n')).filter(
    (d) => d.precision === 'day',
  );
  return {
    date: date ?? (fallback.length > 0 ? toIso(fallback[fallback.length - 1]) : null),
    reason,
    reasonUnrecognised:
      reasonText !== null && reason === null && reasonText.replace(/other\s*:?/i, '').trim().length > 0,
    reasonText,
  };
}
