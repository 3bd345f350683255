// Declination forms: the date the person declined and the reason they gave.
import type { TextDoc } from '../normalize';
import { tickedLabels } from '../normalize';
import { dateAfterLabel, findLabel } from '../fields';
import { findDates, toIso } from '../dates';
import { captionLeftBlank, dateByLayout, dateValue } from '../layout-fields';
import type { Declination } from '../types';

export const DECLINATION =
  /\b(declin(e|ed|ation|ing)|refus(e|al|ed)|opt(ing)?\s*out|exemption request|(religious|medical)\s+exemption)\b/i;

/** A form titled as a declination: its heading says so, whatever doses or lots it mentions further down. */
const DECLINATION_TITLE =
  /\b(declination|declining|refusal|exemption\s*(request|form|statement)|decline\s*(form|statement)|opt[- ]out\s*form)\b/i;

export function titledDeclination(doc: TextDoc): boolean {
  return DECLINATION_TITLE.test(titleLines(doc));
}

/** The opening lines that may be a title: short, and not sentences ("Declination forms are kept by HR."). */
const titleLines = (doc: TextDoc): string =>
  doc.lines
    .slice(0, 8)
    .filter((line) => line.split(/\s+/).length <= 9 && !/[.;]\s*$/.test(line))
    .join('\n');

/** A title naming a declination beside a consent or a record of the dose: a form for either answer. */
const EITHER_ANSWER_TITLE =
  /\b(?:consent|administration|vaccination\s+record|receipt)\b[^\n]{0,40}\b(?:declination|refusal|declin\w*)\b|\b(?:declination|refusal)\b[^\n]{0,40}\bconsent\b/i;

/** A ticked option saying the person declined, or was not vaccinated. */
const DECLINING_OPTION =
  /\b(declin\w*|refus\w*|opt(ing)?\s*out|exempt\w*|have\s+not|not\s+(been\s+)?(vaccinated|received))\b/i;
/** A ticked option saying the person was vaccinated, or ringing the kind of vaccine given ("STANDARD  HIGH-DOSE"). */
const VACCINATED_OPTION =
  /\b(i\s+am\s+vaccinated|i\s+have\s+(been\s+vaccinated|received)|have\s+received|received\s+the|vaccinated|fully\s+vaccinated|standard(?:\s+dose)?|high[- ]?dose|cell[- ]?based|recombinant|adjuvanted)\b/i;
/** "If you decline …", "staff who decline …": what declining would entail, not a declination. */
const CONDITIONAL_DECLINING =
  /\b(if|who|whoever|those|should|unless|when)\b[^.\n]{0,60}\b(declin\w*|refus\w*|opt\s*out|exempt\w*)[^.\n]*/gi;

/**
 * What a ticked option answers, read from its opening words: a ring around one of several options printed
 * without boxes ("[x] RECEIVED  DECLINED  NOT YET") marks the first, not the ones after it.
 */
function answerOf(label: string): 'declined' | 'vaccinated' | null {
  const lead = label.replace(/^(?:(?:yes|no)\b[,.:]?\s*)?(?:i\s+(?:am\s+)?)?/i, '');
  const at = (re: RegExp): boolean => re.exec(lead)?.index === 0;
  if (at(DECLINING_OPTION)) return 'declined';
  if (at(VACCINATED_OPTION) || /^received\b/i.test(lead)) return 'vaccinated';
  return null;
}

/** Whether a tick marks an option saying the person was vaccinated ("[x] STANDARD  HIGH-DOSE  DECLINED"). */
export const vaccinatedTicked = (text: string): boolean =>
  text.split('\n').some((line) => tickedLabels(line).some((label) => answerOf(label) === 'vaccinated'));

/**
 * Whether the document is a declination. A form that offers both answers ("I am vaccinated" / "I
 * decline") is whichever its tick marks, whatever its title says; otherwise a title that names a
 * declination, or prose that declines (not a clause saying what declining would entail) on a record
 * that lists no dose, makes it one.
 */
export function declines(doc: TextDoc, dosesRecorded: boolean, doseDated = false): boolean {
  const answers = doc.lines.flatMap((l) => tickedLabels(l)).map(answerOf);
  if (answers.includes('declined')) return true;
  if (answers.includes('vaccinated')) return false;
  if (!dosesRecorded && reasonTickedUnderDecliningBranch(doc)) return true;
  // A form for either answer ("Influenza Vaccine Consent / Declination") is titled for both.
  if (titledDeclination(doc) && !(doseDated && EITHER_ANSWER_TITLE.test(titleLines(doc)))) return true;
  // "[ ] I DECLINE the influenza vaccine": an option left unticked is the answer not given; so is a line
  // of options to choose from ("Status (ring one) RECEIVED  DECLINED  NOT YET") whose mark was not read.
  const prose = doc.lines
    .filter((line) => !CHOOSE_ONE.test(line))
    .join('\n')
    .replace(UNTICKED_OPTION, ' ')
    .replace(CONDITIONAL_DECLINING, ' ');
  // A dose read with its date but not all its details is still a dose: a form's words about declining
  // in general ("Declination forms are kept by HR") do not outweigh it; a person declining does.
  return !dosesRecorded && (doseDated ? SOMEONE_DECLINED : DECLINATION).test(prose);
}

/** A person declining in prose: "I decline …", "Employee declined the vaccine". */
const SOMEONE_DECLINED =
  /\b(?:i|employee|patient|recipient|(?:the\s+)?(?:worker|applicant|staff\s+member))\b(?:\s+[\w']+){0,3}?\s+(?:declin(?:e|ed|es)|refus(?:e|ed|es)|opt(?:ed|s)?\s+out)\b/i;

/** "If you HAVE NOT been vaccinated — reason (check one)": the part of a form a person who declines fills in. */
const DECLINING_BRANCH =
  /\bif\b[^\n]{0,40}\b(?:ha(?:ve|s)\s+not|not\s+(?:been\s+)?(?:vaccinated|immuni[sz]ed)|declin\w*|refus\w*)\b[^\n]*\breasons?\b/i;
/** Lines under that question its reasons take. */
const BRANCH_LINES = 6;

/**
 * A reason ticked under the question a declining person answers ("[x] Medical contraindication"): the
 * answer to "have you been vaccinated" was no, whether or not its ring was read.
 */
function reasonTickedUnderDecliningBranch(doc: TextDoc): boolean {
  return doc.lines.some(
    (line, i) =>
      DECLINING_BRANCH.test(line) &&
      doc.lines
        .slice(i + 1, i + 1 + BRANCH_LINES)
        .some((l) => tickedLabels(l).some((t) => REASONS.some(([, re]) => re.test(t)))),
  );
}

/** A line that offers options to choose from. */
const CHOOSE_ONE = /\((?:ring|circle|check|tick|mark|select)\s+one\)/i;

/** An unticked box and the words after it, up to the next box or the line's end. */
const UNTICKED_OPTION = /\[ \][^[\n]*/g;

const REASONS: ReadonlyArray<readonly [Declination['reason'] & string, RegExp]> = [
  ['religious', /religio|faith|church|spiritual/i],
  ['medical', /medical|contraindicat|allerg|health condition|physician|guillain|pregnan|immunocompromis/i],
  ['personal', /personal|philosoph|moral|conscien|prefer|choose not|choice/i],
];

export function reasonOf(text: string): Declination['reason'] {
  for (const [reason, re] of REASONS) if (re.test(text)) return reason;
  return null;
}

const DATE_CAPTION = /\b(date\s*(signed|of\s*declination|declined)|declined\s*on|date)\b(?!\s*of\s*birth)/i;
const SIGNED_CAPTION = /\b(date\s*(signed|of\s*(declination|signature))|declined\s*on)\b/i;
/** A birth date's line: the old "birth" / "dob" anywhere, and "born", "D.O.B.". */
const BIRTH = /birth|dob|\bborn\b|\bd\.\s?o\.\s?b\b/i;

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
    dateAfterLabel(doc.lines, DATE_CAPTION)?.iso ?? dateByLayout(doc.words, SIGNED_CAPTION) ?? null;
  // A date caption left blank ("Date signed ____") dates nothing: a birth date or a form's edition date
  // printed elsewhere is not when the person declined.
  const blank = captionLeftBlank(doc.words, SIGNED_CAPTION, dateValue());
  const fallback = findDates(doc.lines.filter((l) => !BIRTH.test(l)).join('\n')).filter(
    (d) => d.precision === 'day',
  );
  return {
    date: date ?? (fallback.length > 0 && !blank ? toIso(fallback[fallback.length - 1]) : null),
    reason,
    reasonUnrecognised:
      reasonText !== null && reason === null && reasonText.replace(/other\s*:?/i, '').trim().length > 0,
    reasonText,
  };
}
