// Label → value lookups shared by the extractors. Forms put the value after the label on the same line
// ("Date read: 03/14/2026") or, in boxed layouts, on the line below the label.
import { findDates, shortMonthYear, toIso } from './dates';
import { withoutBoxes } from './normalize';
import type { FoundDate } from './dates';
import {
  CAPTION_SEPARATOR,
  ENDS_WITH_DATE_CAPTION,
  STARTS_WITH_CAPTION,
  captionRow,
  captionsOnly,
} from './lexicon';

export { captionRow, captionsOnly } from './lexicon';
import type { PlacedWord } from './normalize';
import { stampedLine } from './stamps';

/**
 * "/ stamp", "/ pharmacy)": a caption's alternative wording after a slash; "(print)", "(please print)",
 * "(printed name)": its instruction in brackets.
 */
const CAPTION_ALTERNATIVES =
  /^(?:\s*\/\s*[A-Za-z]+\)?|\s*\((?:please\s+)?print(?:ed)?(?:\s+name)?(?:\s+clearly)?\))+/i;

export interface LabelHit {
  readonly lineIndex: number;
  /** The text after the label on its line, or the next line's text when the label stands alone. */
  readonly value: string;
}

/**
 * Finds the first line carrying one of `labels` with a value; a label left blank ("Read by: ____") is
 * skipped so a later, filled one can answer. The label pattern must not use the `g` flag.
 */
export function findLabel(
  lines: readonly string[],
  labels: RegExp,
  from = 0,
  to = lines.length,
): LabelHit | null {
  for (let i = from; i < Math.min(to, lines.length); i++) {
    // Labels are matched on the line without box tokens ("eCard [x] Code:" is "eCard Code:").
    const line = withoutBoxes(lines[i]);
    const m = labels.exec(line);
    if (!m) continue;
    // "Vaccinator name / stamp", "Where (clinic / pharmacy)": the caption's other wordings belong to it.
    const after = line.slice(m.index + m[0].length).replace(CAPTION_ALTERNATIVES, '');
    const separated = /^\s*[:#=|-]/.test(after);
    if (!separated && amongTickOptions(lines[i], labels)) continue;
    const rest = after.replace(CAPTION_SEPARATOR, '').trim();
    // "Examiner opinion", "Walgreens Pharmacy", "The clinician's assessment": a label word inside a
    // heading or a sentence, not a label.
    if (!separated && (/^[a-z]|^['’]s\b|^[,;]\s*[a-z]/.test(rest) || (rest.length === 0 && m.index > 0)))
      continue;
    // "VACCINATOR - PHARMACY, CLINIC OR PROVIDER NAME": a row of captions under a blank line.
    if (captionRow(rest)) continue;
    if (rest.replace(/[_.\s]/g, '').length > 0) return { lineIndex: i, value: withoutBoxes(rest) };
    if (rest.length > 0) continue;
    const next = i + 1 < Math.min(to, lines.length) ? withoutBoxes(lines[i + 1]) : '';
    if (next.length > 0 && !STARTS_WITH_CAPTION.test(next) && !captionsOnly(next))
      return { lineIndex: i, value: next };
  }
  return null;
}

/**
 * "[x] Retail pharmacy [ ] Physician / clinic office": a label word that follows a tick box, with no
 * colon between them, names one of the options offered, not a caption with its value.
 */
function amongTickOptions(raw: string, labels: RegExp): boolean {
  if (!/\[[x ]\]/.test(raw)) return false;
  const marked = raw.replace(/\s*\[[x ]\]\s*/g, ' \u25a1 ');
  const m = labels.exec(marked);
  if (!m) return false;
  const box = marked.lastIndexOf('\u25a1', m.index);
  return box >= 0 && !/:/.test(marked.slice(box, m.index));
}

/** The value up to the next label on the same line ("Lot: EK5730 Date: 01/02/2021" → "EK5730"). */
export function cutAtNextLabel(value: string): string {
  const m = /(^|\s)[A-Z][A-Za-z/ ]{1,24}:(\s|$)/.exec(value);
  return (m ? value.slice(0, m.index) : value).trim();
}

export interface DateHit {
  readonly iso: string;
  readonly found: FoundDate;
}

/**
 * A label left without its value when the reader moved the value to a line of its own further down (two
 * columns read one after the other): the next line below that holds a date and nothing else.
 */
function orphanDate(lines: readonly string[], from: number, to: number): FoundDate | null {
  for (let i = from; i < Math.min(to, from + 12); i++) {
    const line = withoutBoxes(lines[i]);
    // A nearer label left blank owns whatever orphan value comes next.
    if (/:\s*$/.test(line) && STARTS_WITH_CAPTION.test(line)) return null;
    const found = findDates(line);
    if (
      found.length === 1 &&
      line.replace(/[\d/.\-,\s]|[A-Za-z]{3,9}\.?/g, '').length === 0 &&
      line.length <= 20
    ) {
      return found[0];
    }
  }
  return null;
}

/** The first date written after one of `labels` (same line, else the next line). */
export function dateAfterLabel(
  lines: readonly string[],
  labels: RegExp,
  monthEnd: 'start' | 'end' = 'start',
  from = 0,
  to = lines.length,
): DateHit | null {
  for (let i = from; i < Math.min(to, lines.length); i++) {
    const line = withoutBoxes(lines[i]);
    const m = labels.exec(line);
    if (!m) continue;
    // The value ends where the next label on the line begins ("Issued: Expires: 03/2029"), or where its
    // sentence ends ("was issued on that date. The card remains valid until …").
    const rest = cutAtNextLabel(line.slice(m.index + m[0].length).replace(/^\s*[:#=|-]\s*/, '')).split(
      /(?<![A-Z][a-z]?|\d)\.\s+(?=[A-Z])/,
    )[0];
    const d = findDates(rest)[0] ?? (monthEnd === 'end' ? shortMonthYear(rest) : null);
    if (d) return { iso: toIso(d, monthEnd), found: d };
    // Only the last label of its line can own an orphan value below it ("Issued: Expires:" → Expires).
    const wholeRest = line
      .slice(m.index + m[0].length)
      .replace(CAPTION_SEPARATOR, '')
      .trim();
    if (wholeRest.length === 0) {
      const orphan = orphanDate(lines, i + 1, Math.min(to, lines.length));
      if (orphan) return { iso: toIso(orphan, monthEnd), found: orphan };
    }
    const below = i + 1 < Math.min(to, lines.length) ? lines[i + 1] : '';
    if (
      rest.replace(CAPTION_SEPARATOR, '').trim().length === 0 &&
      below &&
      !STARTS_WITH_CAPTION.test(below)
    ) {
      const [n] = findDates(below);
      if (n && !ENDS_WITH_DATE_CAPTION.test(below.slice(0, n.index)))
        return { iso: toIso(n, monthEnd), found: n };
    }
  }
  return null;
}

/**
 * The holder's own signature (the applicant consenting, the patient acknowledging): a form's other
 * signature, never the examiner's or the administrator's.
 */
const HOLDER_SIGNATURE =
  /\b(applicant|patient|employee|student|parent|guardian|candidate|member|client|recipient|holder|worker|vaccinee|participant)(?:'?s)?\s+signature|signature\s+of\s+(the\s+)?(applicant|patient|employee|student|parent|guardian|candidate|member|client|recipient|holder|worker|vaccinee|participant)\b/i;

/**
 * A statement the holder signs in the first person ("I consent to the screening below. Signature
 * Anthony DeMarco"): the signature after it is the holder's, not an examiner's or an issuer's.
 */
const HOLDER_STATEMENT =
  /\bI\s+(?:hereby\s+)?(?:consent|agree|authori[sz]e|acknowledge|understand|certify\s+that\s+(?:the|my)\s+(?:information|answers))\b/i;

/**
 * Evidence of a signature after a signature label, or an electronic-signature statement. With the words'
 * boxes, a name that is one line of a rubber stamp is not a signature (see stamps.ts).
 */
export function signaturePresent(
  lines: readonly string[],
  from = 0,
  to = lines.length,
  words: readonly PlacedWord[] = [],
): boolean | null {
  let sawLabel = false;
  for (let i = from; i < Math.min(to, lines.length); i++) {
    const line = lines[i];
    if (/electronically signed|digitally signed|e-signed|\/s\/|signed by\s*:?\s*[A-Za-z]/i.test(line))
      return true;
    // "Signature: …", "Signed: K Mensah" (a caption, not "signed on 08/22").
    const m = /signature(?:\s+of\s+[a-z ]+)?\s*[:-]?|\bsigned\s*:/i.exec(line);
    if (
      !m ||
      HOLDER_SIGNATURE.test(line.slice(Math.max(0, m.index - 24), m.index + m[0].length + 2)) ||
      HOLDER_STATEMENT.test(line.slice(0, m.index))
    )
      continue;
    sawLabel = true;
    const rest = line
      .slice(m.index + m[0].length)
      // "Signature / stamp", "Signature or initials": the caption's other wordings.
      .replace(/^\s*(?:(?:\/|or|&|and)\s*(?:rubber\s+)?(?:stamp|initials?|seal)\b\s*:?)+/i, '')
      .replace(/\b(date|title|print(ed)? name|credentials?)\b.*$/i, '')
      // A licence or NPI number a stamp printed on the line is not a signature.
      .replace(
        /\b(lic(ense|ence)?|npi|reg(istration)?)\.?\s*(no\.?|#)?\s*[:#]?\s*[A-Z0-9-]*\d[A-Z0-9-]*/gi,
        '',
      )
      .replace(/[_.\s-]+/g, ' ')
      .trim()
      // The number of the next item of a numbered form ("46. SIGNATURE OF EXAMINER 47. DATE SIGNED").
      .replace(/(?:^|\s)\d{1,3}$/, '');
    if (/[A-Za-z]{2,}/.test(rest) && !boxedCellRightOf(words, i)) {
      // "examiner signature missing", "Signature: not signed": the line says there is none.
      if (/^(?:missing|none|blank|absent|unsigned|not\s+(?:signed|present|provided|on\s+file))\b/i.test(rest))
        continue;
      if (stampedLine(words, i, rest)) continue;
      return true;
    }
    // Under a caption of the signature and the date signed, the line holds both: the name, then the date.
    const below = lines[i + 1] ?? '';
    const next = /\bdate\b/i.test(line.slice(m.index)) ? below.replace(TRAILING_DATE, '') : below;
    if (
      rest.length === 0 &&
      SIGNED_NAME.test(next.trim()) &&
      !/:/.test(next) &&
      !captionsOnly(next) &&
      !stampedLine(words, i + 1, next)
    ) {
      return true;
    }
  }
  if (sawLabel && signedBesideCaption(words, from, to)) return true;
  return sawLabel ? false : null;
}

/**
 * The first cell right of a signature caption holds a tick box ("Vaccinator signature        [x] Entered
 * in state registry"): the row's next field, its question and answer, with the signature's own space left
 * blank. Cells are parted by a gap wider than two line heights. `caption` is the caption's word, or the
 * first signature caption of line `lineIndex`; false when the words carry no boxes.
 */
function boxedCellRightOf(words: readonly PlacedWord[], lineIndex: number, caption?: PlacedWord): boolean {
  const row = words.filter((w) => w.line === lineIndex).sort((a, b) => a.x0 - b.x0);
  const at = caption ? row.indexOf(caption) : row.findIndex((w) => /^(?:signature|signed)\b/i.test(w.text));
  if (at < 0 || at + 1 >= row.length) return false;
  const h = Math.max(1, row[at].y1 - row[at].y0);
  const cell = [row[at + 1]];
  for (const w of row.slice(at + 2)) {
    if (w.x0 - Math.max(...cell.map((c) => c.x1)) > 2 * h) break;
    cell.push(w);
  }
  return cell.some((w) => /^\[[xX ]\]$/.test(w.text));
}

/** Words a signature's caption goes on with ("Signature of the examiner"). */
const CAPTION_TAIL =
  /^(?:of|the|by|examiner|physician|provider|clinician|nurse|reader|administrator|vaccinator|instructor|reviewer|authorized|official|person|parent|guardian|employee|patient|applicant|student|holder)[:,.]?$/i;
const HOLDER_WORD = /\b(?:parent|guardian|employee|patient|applicant|student|holder)\b/i;

/** A date closing a line: "20260829", "08/29/2026". */
const TRAILING_DATE = /\s+\d{1,4}[/.-]?\d{1,2}[/.-]?\d{2,4}\s*$/;

/** A name written as a signature: capitalised, up to four words, no figures. */
const SIGNED_NAME = /^[A-Z][A-Za-z.'-]+(\s+[A-Za-z.'-]+){0,3}$/;
/**
 * A signature drawn on the rule right of its caption ("Examiner signature ____"), standing on the
 * caption's line or rising above it as a script does, that a text layer gives lines away from its
 * caption (a form's values painted over its print): bound by position. The nearest writing right of the
 * caption must read as a name, and not be a stamp's printed line nor the row's next caption.
 */
function signedBesideCaption(words: readonly PlacedWord[], from: number, to: number): boolean {
  const scope = words.filter((w) => w.line !== undefined && w.line >= from && w.line < to);
  for (const [i, caption] of scope.entries()) {
    if (!/^signature:?$/i.test(caption.text)) continue;
    const before = scope[i - 1];
    if (before?.line === caption.line && HOLDER_SIGNATURE.test(`${before.text} ${caption.text}`)) continue;
    const statement = scope
      .filter((w) => w.line === caption.line && w.x1 <= caption.x0)
      .map((w) => w.text)
      .join(' ');
    if (HOLDER_STATEMENT.test(statement)) continue;
    const h = caption.y1 - caption.y0;
    const right = scope
      .filter(
        (w) =>
          w.page === caption.page &&
          w.x0 >= caption.x1 &&
          w.x0 - caption.x1 <= 20 * h &&
          w.y1 >= caption.y0 - 0.3 * h &&
          w.y1 <= caption.y1 + 0.5 * h &&
          w.y0 >= caption.y0 - 3 * h,
      )
      .sort((a, b) => a.x0 - b.x0);
    // The caption's own rest ("SIGNATURE | OF EXAMINER") is no writing; "Signature of employee" is
    // the holder's.
    const tail: string[] = [];
    while (right.length > 0 && CAPTION_TAIL.test(right[0].text)) tail.push(right.shift()!.text);
    if (HOLDER_WORD.test(tail.join(' ')) || boxedCellRightOf(words, caption.line!, caption)) continue;
    // The nearest word and those that follow it closely: one piece of writing.
    const writing = right.slice(0, 1);
    for (const w of right.slice(1)) {
      if (w.x0 - writing[writing.length - 1].x1 > 1.2 * h || writing.length === 4) break;
      writing.push(w);
    }
    const text = writing.map((w) => w.text).join(' ');
    if (writing.length === 0 || !SIGNED_NAME.test(text) || captionsOnly(text)) continue;
    if (!stampedLine(words, writing[0].line!, text)) return true;
  }
  return false;
}

export const PHONE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}\b/;
export const EMAIL = /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/;

/** A line that looks like a postal address: a house number then a street word, or a city, ST 12345 tail. */
export function findAddress(lines: readonly string[], from = 0, to = lines.length): string | null {
  for (let i = from; i < Math.min(to, lines.length); i++) {
    const m =
      /\b\d{1,6}\s+[A-Za-z0-9 .'-]+\b(st|street|ave|avenue|rd|road|blvd|boulevard|dr|drive|ln|lane|way|pkwy|parkway|ct|court|pl|place|hwy|suite)\b[^\n]*/i.exec(
        lines[i],
      ) ?? /[A-Za-z .'-]+,\s*[A-Z]{2}\s+\d{5}\b/.exec(lines[i]);
    if (m) return m[0].replace(/^(address|location)\s*:\s*/i, '').trim();
  }
  return null;
}

/** The first identifier in a value: a run of letters, digits and dashes that holds a digit, or null. */
export function identifierIn(value: string | null | undefined): string | null {
  const id = value ? /\b[A-Z0-9][A-Z0-9-]{3,}\b/i.exec(value)?.[0] : undefined;
  return id && /\d/.test(id) ? id : null;
}

/**
 * The identifier unless the document prints it as the end of a telephone number ("Tel (541) 555-0120"):
 * a card's number column read level with the issuer's address line takes its telephone number.
 */
export function notAPhoneNumber(id: string | null, text: string): string | null {
  if (!id || !/^\d{3}-\d{4}$/.test(id)) return id;
  const escaped = id.replace(/-/g, '\\-');
  return new RegExp(`(?:\\(\\d{3}\\)\\s*|\\b\\d{3}[-.\\s])${escaped}\\b`).test(text) ? null : id;
}

export const clean = (value: string | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  const v = value.replace(/^[\s:#.\-|]+|[\s:.\-|_]+$/g, '').trim();
  return v.length > 0 && !/^_+$/.test(v) && !/^(n\/?a|none|not applicable)$/i.test(v) ? v : null;
};

/**
 * A date a letter states in prose: the first date in the sentence after one of `verbs` ("Ms. Goldberg was
 * examined on July 21, 2026", "seen in our clinic on February 3, 2026"). Verbs match in the case `verbs`
 * asks for: without the `i` flag a capitalised "Issued" is a table's caption, and the date after it is
 * some row's, not the sentence's.
 */
export function dateInProse(text: string, verbs: RegExp, monthEnd: 'start' | 'end' = 'start'): string | null {
  const flat = text.replace(/\s+/g, ' ');
  const re = new RegExp(verbs.source, verbs.flags.includes('i') ? 'gi' : 'g');
  for (let m = re.exec(flat); m; m = re.exec(flat)) {
    const sentence = flat
      .slice(m.index + m[0].length)
      .split(/(?<![A-Z][a-z]?|\d)\.\s/)[0]
      .slice(0, 120);
    // The holder's birth date in the same sentence ("examined Ana Ruiz, date of birth 3/7/1991") dates
    // no event.
    const date = findDates(sentence).find((d) => !BIRTH_BEFORE.test(sentence.slice(0, d.index)));
    if (date) return toIso(date, monthEnd);
  }
  return null;
}

/** A birth-date caption just before a date: "date of birth", "DOB:", "born". */
const BIRTH_BEFORE =
  /\b(?:dob|d\.o\.b\.?|date\s+of\s+birth|birth\s*date|birthdate|born(?:\s+on)?)\s*[:#-]?\s*$/i;

const CLOSING =
  /^(sincerely|respectfully|regards|best regards|kind regards|yours (truly|sincerely)|cordially)\b/i;
// A later word may open with "l" where OCR read a capital I ("Rohan lyer, DO").
export const SIGNATORY =
  /^(?:dr\.?\s+)?([A-Z][A-Za-z.'-]+(?:\s+(?:[A-Z]|l(?=[a-z]))[A-Za-z.'-]*){1,3}),?\s+((?:M\.?D|D\.?O|N\.?P|PA-?C|P\.?A|FNP(?:-BC|-C)?|APRN|DNP|CRNP|ANP|RN|MPH|FACP|FAAFP)\.?(?:\s*,\s*[A-Z-]{2,6}\.?)*)\s*$/;

export interface Signatory {
  readonly name: string;
  readonly credentials: string;
  /** Something (a scrawl, "/s/") stands between the closing and the typed name. */
  readonly signed: boolean;
}

/** A name alone on its line, perhaps after "Dr": a letter's signatory when its credentials or post follow. */
const NAME_LINE = /^(?:[Dd]r\.?\s+)?([A-Z][A-Za-z.'-]+(?:\s+[A-Z][A-Za-z.'-]*){1,3})$/;
/**
 * The line under such a name: degrees and memberships ("MBBS, DOccMed, MFOM", "MD, MPH") or a clinical
 * post ("Consultant Occupational Physician", "Occupational Health Nurse Adviser").
 */
const CREDENTIAL_LINE =
  /^(?:(M\.?D|D\.?O|N\.?P|PA-?C|FNP(?:-BC|-C)?|APRN|DNP|RN|RGN|MBBS|MB\s?ChB|MB\s?BCh|BM|MRCGP|MRCP|FRCP|MFOM|FFOM|AFOM|LFOM|DOccMed|COHN(?:-S)?|BSc|MSc|MPH)\.?(?:[\s,]+[A-Za-z.()-]{2,16})*|[A-Za-z ]{0,30}\b(?:physician|doctor|practitioner|nurse|adviser|advisor|officer|examiner)\b[A-Za-z ]{0,20})$/i;

/** Who signed a letter: the typed name with credentials under its closing ("Sincerely, … Lena Kovacs, MD"). */
export function letterSignatory(lines: readonly string[]): Signatory | null {
  const closing = lines.findIndex((line) => CLOSING.test(line.trim()));
  if (closing < 0) return null;
  for (let i = closing + 1; i < Math.min(lines.length, closing + 5); i++) {
    const line = withoutBoxes(lines[i]).trim();
    const byName = NAME_LINE.exec(line);
    const next = withoutBoxes(lines[i + 1] ?? '').trim();
    // "Dr Ranjit Sehgal" over "MBBS, DOccMed, MFOM": the name, its credentials on the line below.
    const m =
      SIGNATORY.exec(line) ??
      (byName && CREDENTIAL_LINE.test(next)
        ? ([line, byName[1], CREDENTIAL_LINE.exec(next)?.[1] ?? ''] as const)
        : null);
    if (!m) continue;
    const between = lines.slice(closing + 1, i).join(' ');
    // A signature drawn in a script font is text too; under the typed name it repeats the surname.
    const surname = m[1].split(/\s+/).pop()?.toLowerCase() ?? '';
    const under = lines
      .slice(i + 1, i + 4)
      .some((l) => l.length <= 40 && l.toLowerCase().includes(surname) && !SIGNATORY.test(l));
    return {
      name: m[1],
      credentials: m[2].split(',')[0].replace(/\./g, '').trim(),
      signed: /[A-Za-z]{3,}|\/s\//.test(between) || under,
    };
  }
  return null;
}

const digitRich = (token: string): boolean => (token.match(/\d/g) ?? []).length >= 4;

/** A code printed in dash-separated groups of capitals and digits ("RK2W-7MBF-TE2G", "BQXL-KUUM-95H4"). */
const groupedCode = (token: string): boolean =>
  /^[A-Z0-9]{3,6}(?:-[A-Z0-9]{3,6}){1,4}$/.test(token) && (token.match(/\d/g) ?? []).length >= 2;

/**
 * A code of dash-separated groups of capitals alone ("EERUSY-PFLJ"), as a digital certificate's code may
 * be: after an identifier's caption that is the identifier, unless its groups are the words a blank
 * field is filled with ("NOT-ISSUED", "ON-FILE").
 */
const letterCode = (token: string): boolean =>
  /^[A-Z]{3,6}(?:-[A-Z]{3,6}){1,4}$/.test(token) &&
  !token
    .split('-')
    .some((group) =>
      /^(NOT|NONE|PENDING|ISSUED|UNKNOWN|APPLIED|FILE|SEE|BELOW|ABOVE|VOID|EXPIRED|ACTIVE|VALID|SENT)$/.test(
        group,
      ),
    );

/** A short code of capitals and digits ("K5TJ85", "7QX2M4"), as a caption's value and never a word. */
const mixedCode = (token: string): boolean =>
  /^[A-Z0-9]{5,12}$/.test(token) && /[A-Z]/.test(token) && (token.match(/\d/g) ?? []).length >= 2;

/**
 * An identifier printed right after one of `captions` anywhere in a line, separator or not ("eCard Code
 * 215407391283" at the end of a sentence the reader joined it to): a token of letters, digits and dashes
 * with at least four digits that is not a date.
 */
export function idAfterCaption(lines: readonly string[], captions: RegExp): string | null {
  const re = new RegExp(captions.source, 'gi');
  for (const raw of lines) {
    const line = withoutBoxes(raw);
    for (let m = re.exec(line); m; m = re.exec(line)) {
      // "Her certification number is 5519038": a sentence joins caption and value with a verb.
      const token = /^\s*[:#.,]?\s*(?:(?:is|was|reads|of)\s+)?([A-Z0-9][A-Z0-9-]{4,})/i.exec(
        line.slice(m.index + m[0].length),
      )?.[1];
      if (
        token &&
        (digitRich(token) || groupedCode(token) || mixedCode(token) || letterCode(token)) &&
        findDates(token).length === 0
      )
        return token;
    }
    re.lastIndex = 0;
  }
  return null;
}

export interface ValidityPeriod {
  readonly start: string;
  readonly end: string;
}

/** What joins the two ends of a period: a dash, "to", "through", "until". */
const PERIOD_JOIN = /^\s*(?:[-–—]+|to|through|thru|until|till|and)\s*$/i;

/**
 * A validity printed as a period after a validity caption, on one line: "Valid 01/2026 – 12/2027", "valid
 * from 9 May 2026 to 9 May 2031", "Effective: 03/01/2026 - 02/28/2027". The start is the issue, the end
 * (a month-only end at its last day) the expiration.
 */
export function validityPeriod(lines: readonly string[], captions: RegExp): ValidityPeriod | null {
  for (const raw of lines) {
    const line = withoutBoxes(raw);
    const m = captions.exec(line);
    if (!m) continue;
    const rest = line.slice(m.index + m[0].length);
    const dates = findDates(rest);
    for (let k = 0; k + 1 < dates.length; k++) {
      const [a, b] = [dates[k], dates[k + 1]];
      if (!PERIOD_JOIN.test(rest.slice(a.index + a.length, b.index))) continue;
      const start = toIso(a, 'start');
      const end = toIso(b, 'end');
      if (end > start) return { start, end };
    }
  }
  return null;
}
