// Life-support cards (AHA eCards, Red Cross certificates, NSC/ASHI/ProTrainings cards). A document may
// hold several cards; each starts where a course name appears.
import { tickedLabels, withoutUnticked, withoutUntickedLines } from '../normalize';
import type { TextDoc } from '../normalize';
import { dateAfterLabel, dateInProse, findLabel, idAfterCaption, validityPeriod } from '../fields';
import { daysBetween, endOfMonthAfter, findDates, toIso } from '../dates';
import type { Certification, LifeSupportData, LifeSupportType } from '../types';
import { dateByLayout, idByLayout } from '../layout-fields';
import {
  END_DATE_CAPTIONS,
  CREDENTIAL_ID_CAPTIONS,
  ID_CAPTIONS,
  ID_IN_PROSE,
  NOT_THE_HOLDERS,
  ISSUE_DATE_CAPTIONS,
  VALIDITY_PERIOD_CAPTIONS,
} from '../lexicon';

const COURSES: ReadonlyArray<readonly [LifeSupportType, RegExp]> = [
  ['acls', /\bacls\b|advanced cardiovascular life support|advanced cardiac life support/i],
  ['pals', /\bpals\b|pediatric advanced life support/i],
  ['nrp', /\bnrp\b|neonatal resuscitation/i],
  ['bls', /\bbls\b|basic life support/i],
  ['cpr', /\bcpr\b|cardiopulmonary resuscitation|heartsaver(?!\s+first aid\s*$)/i],
  ['first_aid', /first aid/i],
];
// Courses people present that are none of the six types.
const OTHER_COURSES =
  /\b(itls|phtls|tncc|enpc|wilderness first responder|stop the bleed|lifeguard(ing)?|babysitting|ecsm|acls-?ep)\b/i;

// Names as cards print them: in full, shortened ("Amer. Heart Assoc."), as the body's web address, or by
// a course only one body gives (Heartsaver and RQI are the American Heart Association's; HSI is ASHI's
// parent).
const ISSUERS: ReadonlyArray<readonly [string, RegExp]> = [
  [
    'american_heart_association',
    /\bamer(?:ican|\.)?\s*heart\s*(association|assoc\b|ass'?n\b)|\baha\b|\bheart\.org\b|\bheartsaver\b|\brqi\b/i,
  ],
  ['american_red_cross', /\bamer(?:ican|\.)?\s*red cross|\bred cross\b|\bredcross\.org\b/i],
  ['national_safety_council', /national safety council|\bnsc\b|\bnsc\.org\b/i],
  [
    'american_safety_health_institute',
    /american safety\s*(&|and)\s*health institute|\bashi\b|health\s*(&|and)\s*safety institute|\bhsi\b/i,
  ],
  ['protrainings', /pro\s*trainings/i],
  ['national_cpr_foundation', /national cpr foundation|nationalcprfoundation|\bncprf\b/i],
];
const ISSUER_LABEL =
  /\b(issued by|issuer|provider|training (center|organization|site)|certifying (body|organization)|organization)\b/i;

const ID_LABEL = new RegExp(
  String.raw`\b(ecard\s*(code|id|#)?|card\s*(id|#|no\.?|number)|cert(ificate|ification)?\s*(id|#|no\.?|number)|certificate|credential\s*id|${NOT_THE_HOLDERS}id\s*(#|no\.?|number)?)\s*[:#]`,
  'i',
);
/** The same captions without the separator a text line needs: geometry, not a colon, ties the value. */
const ID_LABEL_WORDS = new RegExp(
  String.raw`\b(ecard\s*(code|id|#)|card\s*(id|#|no\.?|number)|cert(ificate|ification)?\s*(id|#|no\.?|number)|credential\s*id|${NOT_THE_HOLDERS}id\s*(#|no\.?|number))\b`,
  'i',
);
const ISSUE_LABEL = ISSUE_DATE_CAPTIONS;
const END_LABEL = END_DATE_CAPTIONS;

export function courseOf(text: string): LifeSupportType | null {
  for (const [t, re] of COURSES) if (re.test(text)) return t;
  return null;
}

/** "Course follows 2020 AHA Guidelines": a body named as the source of the standard, not the issuer. */
const CITED =
  /\b(follows?|following|based on|according to|in accordance with|consistent with|meets|aligned with|per)\b[^.\n]{0,40}?\b(guidelines?|standards?|recommendations?|science)\b/gi;

/**
 * "… is not affiliated with or endorsed by the American Heart Association", "not an AHA TC", "Company is
 * not AHA / ARC / ASHI / NSC": a body disclaimed, not the issuer.
 */
const DISCLAIMED =
  /\bnot\s+(?:affiliated|endorsed|approved|sponsored|associated|authori[sz]ed)\b[^.]{0,80}|\bnot\s+(?:an?\s+)?(?=(?:aha|arc|ashi|nsc|american\s+heart|american\s+red\s+cross|red\s+cross)\b)[^.\n]{0,60}/gi;

export function issuerOf(text: string): string | null {
  const own = text
    .replace(CITED, ' ')
    .replace(DISCLAIMED, ' ')
    .replace(/\b(aha|ilcor|ecc)\s+guidelines?\b/gi, ' ');
  for (const [i, re] of ISSUERS) if (re.test(own)) return i;
  return null;
}

/** A line offering several bodies to choose from. */
const offersBodies = (line: string): boolean => ISSUERS.filter(([, re]) => re.test(line)).length >= 2;

/**
 * "Issued by  [ ] AHA  [ ] Red Cross  [x] Other": on a line offering several bodies to choose from, those
 * left unticked issued nothing. A course offered unticked elsewhere ("[ ] Heartsaver CPR AED") still tells
 * whose courses the form is for.
 */
function bodiesChosen(text: string): string {
  const lines = text.split('\n');
  // Options one per line ("[ ] BLS Provider — American Heart Association", "[x] BLS for Healthcare
  // Providers — National Safety Council"): the lines left unticked name no issuer once one is ticked.
  const oneTicked = lines.some((line) => /^\s*\[x\]/.test(line) && issuerOf(line));
  return lines
    .filter((line) => !(oneTicked && /^\s*\[ \]/.test(line) && issuerOf(line)))
    .map((line) => (/\[ \]/.test(line) && offersBodies(line) ? withoutUnticked(line) : line))
    .join('\n');
}

/** The body ticked on a line offering several, "Other" being a body not listed: it outweighs any course's name. */
function bodyTicked(text: string): string | null {
  for (const line of text.split('\n')) {
    if (!offersBodies(line)) continue;
    for (const label of tickedLabels(line)) {
      const body = issuerOf(label) ?? (/^other\b/i.test(label) ? 'other' : null);
      if (body) return body;
    }
  }
  return null;
}

/**
 * Bodies printed to be circled with none marked ("AHA  ARC  ASHI  NSC  Other"), and the other one
 * written in below ("Other: CPR EXPRESS ONLINE"): the card's issuer is that other body.
 */
function bodyWrittenIn(lines: readonly string[]): string | null {
  const offered = lines.some((line) => offersBodies(line) && !/\[x\]/.test(line) && /\bother\b/i.test(line));
  const written = lines.some((line) => {
    const m = /^\s*other\s*(?:\(specify\))?\s*:\s*(.+)$/i.exec(line);
    return m !== null && /[A-Za-z]{3,}/.test(m[1]) && issuerOf(m[1]) === null;
  });
  return offered && written ? 'other' : null;
}

const COMPLETED_IN_PROSE = /\b(completed|passed|attended|was certified|earned|was awarded)\b/i;

/** A heading naming a training organisation of its own ("CPR Express Online Academy"). */
const ORGANISATION_HEADING =
  /\b(academy|institute|training|center|centre|school|college|university|association|foundation|council|society|llc|inc|corp|company|services|solutions|group)\b/i;

/** A training body named after a course, or captioned as one ("Copper State CPR Training Center"). */
const COURSE_IN_A_NAME =
  /\b(?:training\s+(?:center|centre|site)|tc)\s+name\b|\b(?:cpr|bls|first\s+aid|acls|pals)(?:\s+[A-Z&][\w&'.-]*){0,2}\s+(?:training\s+(?:center|centre|site|institute|academy|services|solutions|company)|center|centre|institute|academy|school|services|solutions|consultants|associates|company|llc|inc)\b/i;

function cardStarts(lines: readonly string[]): number[] {
  const starts: number[] = [];
  lines.forEach((line, i) => {
    // A long line is prose, unless it is a table's row: a course with its issue and end dates.
    if (line.length > 70 && findDates(line).length < 2) return;
    // "[ ] ACLS Provider": an option left unticked names no card.
    const chosen = withoutUnticked(line);
    if (!courseOf(chosen) && !OTHER_COURSES.test(chosen)) return;
    // "Training Center Name  Copper State CPR Training Center": a course in a body's name is no card.
    if (COURSE_IN_A_NAME.test(chosen)) return;
    // Several mentions of a course on one card (title, "BLS Provider") stay one card until dates intervene.
    // A sentence's dates (a licence's renewal period in the form's instructions) are no card's.
    const since =
      starts.length > 0
        ? lines
            .slice(starts[starts.length - 1], i)
            .filter((l) => l.length <= 70 || (findDates(l).length >= 2 && !/[a-z]{3,}[^.]*\.\s*$/.test(l)))
            .join('\n')
        : '';
    if (starts.length > 0 && findDates(since).length === 0) return;
    starts.push(i);
  });
  return starts;
}

/** One card's fields from lines `from`–`to` of `doc`; the issuer may be named anywhere in `whole`. */
/**
 * "(… approved as a provider … approval valid through August 3, 2029)": the validity of a training
 * provider's approval or accreditation, told in a sentence, is not the card's.
 */
const APPROVAL_VALIDITY =
  /\b(?:approv|accredit)\w*\b[^.()]{0,40}?\b(?:valid|good|effective)\s+(?:through|thru|until|to)\b/gi;
const withoutApprovals = (line: string): string => line.replace(APPROVAL_VALIDITY, ' ');

/** A card's validity is one to five years: two bare dates further apart or the wrong way round are not one. */
const MIN_VALIDITY_DAYS = 300;
const MAX_VALIDITY_DAYS = 5 * 366;

/**
 * "04/01/2025   04/01/2027" on a line of their own: a card's issue and end dates whose captions were not
 * read (printed small and light on a photographed card) or not printed. Only a pair a card's validity
 * apart, in order, with nothing else on the line.
 */
function bareValidity(lines: readonly string[], row = false): { start: string; end: string } | null {
  for (const line of lines) {
    // A row's later columns may hold dates of their own (the day it was verified): its first two are the card's.
    const dates = findDates(line).slice(0, row ? 2 : undefined);
    if (dates.length !== 2) continue;
    const between = line.slice(dates[0].index + dates[0].length, dates[1].index);
    // A table's row holds the course, its body and its number beside the dates: only nothing may stand
    // between the two dates but the cells' rule.
    const apart = row
      ? between
      : line.slice(0, dates[0].index) + between + line.slice(dates[1].index + dates[1].length);
    if (/[A-Za-z0-9]/.test(apart)) continue;
    const start = toIso(dates[0]);
    const end = toIso(dates[1], 'end');
    const span = daysBetween(start, end);
    if (span >= MIN_VALIDITY_DAYS && span <= MAX_VALIDITY_DAYS) return { start, end };
  }
  return null;
}

/**
 * The one code of capitals and figures in a table's row ("BLS Provider  Amer. Heart Assn (AHA)
 * 419194QZXC2G | 12/26/2024 | 12/31/2026"): the card's number in its column.
 */
function rowCode(line: string): string | null {
  const codes = [
    ...line.matchAll(/(?<![\w/-])(?=[A-Z0-9-]*[A-Z])(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{5,15}(?![\w/])/g),
  ]
    .map((m) => m[0])
    .filter((code) => findDates(code).length === 0);
  return codes.length === 1 ? codes[0] : null;
}

/**
 * A code of capitals and figures on a line of its own ("7EY43082-LD"), on a card none of whose id
 * captions was read: the card's number, as a card prints it in its own cell.
 */
function loneCode(lines: readonly string[]): string | null {
  const codes = lines
    .map((line) => line.trim())
    .filter((line) => /^(?=[A-Z0-9-]*[A-Z])[A-Z0-9][A-Z0-9-]{5,15}$/.test(line))
    .filter((line) => (line.match(/\d/g) ?? []).length >= 4 && findDates(line).length === 0);
  return codes.length === 1 ? codes[0] : null;
}

/** A mark, its option, and the options after it parted by dots. */
const DOTTED_AFTER_MARK = /(\[x\]\s*[^·•[\n]*?)\s*[·•][^[\n]*/g;

function readCard(
  doc: TextDoc,
  from: number,
  to: number,
  single: boolean,
  whole: TextDoc = doc,
  rowAt = from,
): Certification {
  const text = doc.lines.slice(from, to).join('\n');
  // "COURSE COMPLETED (TICK ONE)  [x] BLS Provider  [ ] ACLS Provider": the ticked course only. One
  // mark before options parted by dots ("[x] BLS · ACLS · PALS", a ring the text layer put before the
  // line) marks the first.
  const chosen = withoutUntickedLines(text.replace(DOTTED_AFTER_MARK, '$1'));
  const type = courseOf(chosen);
  const other = OTHER_COURSES.exec(chosen)?.[0] ?? null;
  // Geometry binds a caption to its value within one card: several cards on a page repeat captions.
  const words = single ? doc.words : doc.words.filter((w) => (w.line ?? -1) >= from && (w.line ?? -1) < to);
  const period = validityPeriod(doc.lines.slice(from, to), VALIDITY_PERIOD_CAPTIONS);
  // A report's row, one credential per line under column captions ("BLS Provider  AHA  419194QZXC2G |
  // 12/26/2024 | 12/31/2026"): its own issue and end dates side by side decide, not a caption above the
  // table whose column another row's dates fill.
  const rowLine = single ? '' : (doc.lines[rowAt] ?? '');
  const row = bareValidity([rowLine], true);
  const issued =
    row?.start ??
    dateByLayout(words, ISSUE_LABEL) ??
    dateAfterLabel(doc.lines, ISSUE_LABEL, 'start', from, to)?.iso ??
    period?.start ??
    // A training site's letter tells it: "successfully completed the … course on the 19th of March 2026".
    dateInProse(text, COMPLETED_IN_PROSE) ??
    null;
  const printedEnd =
    row?.end ??
    dateByLayout(words, END_LABEL, 'end') ??
    dateAfterLabel(doc.lines.map(withoutApprovals), END_LABEL, 'end', from, to)?.iso ??
    period?.end ??
    null;
  const idHit = findLabel(doc.lines, ID_LABEL, from, to);
  const textId = idHit
    ? (/[A-Z0-9][A-Z0-9-]{3,}/i.exec(idHit.value.replace(/^(code|id|number|no\.?)\s*[:#]?\s*/i, ''))?.[0] ??
      null)
    : null;
  // A card's own number before a worker's or a member's ("Worker no." on a verification record).
  const id =
    idByLayout(words, ID_LABEL_WORDS) ??
    idByLayout(words, CREDENTIAL_ID_CAPTIONS) ??
    idByLayout(words, ID_CAPTIONS) ??
    (textId && /\d/.test(textId) ? textId : null) ??
    idAfterCaption(doc.lines.slice(from, to), CREDENTIAL_ID_CAPTIONS) ??
    idAfterCaption(doc.lines.slice(from, to), ID_CAPTIONS) ??
    idAfterCaption([doc.lines.slice(from, to).join(' ')], ID_IN_PROSE) ??
    (idHit ? null : loneCode(doc.lines.slice(from, to))) ??
    (row ? rowCode(rowLine) : null);
  let issuer =
    bodyTicked(text) ??
    bodyTicked(whole.text) ??
    bodyWrittenIn(whole.lines) ??
    issuerOf(bodiesChosen(text)) ??
    issuerOf(bodiesChosen(whole.text));
  if (!issuer) {
    const labelled = findLabel(whole.lines, ISSUER_LABEL, 0, whole.lines.length);
    if (labelled && /[A-Za-z]{3,}/.test(labelled.value)) issuer = 'other';
    else if (whole.lines.slice(0, 3).some((l) => l.length <= 60 && ORGANISATION_HEADING.test(l)))
      issuer = 'other';
  }
  const bare = issued === null && printedEnd === null ? bareValidity(doc.lines.slice(from, to)) : null;
  const issue_date = issued ?? bare?.start ?? null;
  const end = printedEnd ?? bare?.end ?? null;
  const expiration_date = end ?? (issue_date ? endOfMonthAfter(issue_date, 24) : null);
  return {
    id,
    type: other && !type ? null : type,
    course: other,
    issuer,
    issue_date,
    expiration_date,
    expirationPrinted: end !== null,
  };
}

/** The line of column captions just above a table's first row, or null. */
function tableHeader(lines: readonly string[], firstRow: number): number | null {
  const above = firstRow - 1;
  if (above < 0 || findDates(lines[above]).length > 0) return null;
  return ISSUE_LABEL.test(lines[above]) || END_LABEL.test(lines[above]) ? above : null;
}

/** The header line and one row's lines as a document of their own, the header first. */
function underHeader(doc: TextDoc, header: number, from: number, to: number): TextDoc {
  const lines = [doc.lines[header], ...doc.lines.slice(from, to)];
  const at = (line: number): number => (line === header ? 0 : line - from + 1);
  const words = doc.words
    .filter((w) => w.line === header || (w.line !== undefined && w.line >= from && w.line < to))
    .map((w) => ({ ...w, line: at(w.line as number) }));
  const lineConfidence = [doc.lineConfidence[header], ...doc.lineConfidence.slice(from, to)];
  return { text: lines.join('\n'), lines, lineConfidence, words };
}

export function extractLifeSupport(doc: TextDoc): LifeSupportData {
  const starts = cardStarts(doc.lines);
  if (starts.length <= 1) return { certifications: [readCard(doc, 0, doc.lines.length, true)] };
  const header = tableHeader(doc.lines, starts[0]);
  const firstRow = starts[0];
  starts[0] = 0;
  const cards = starts.map((s, k) => {
    const to = k + 1 < starts.length ? starts[k + 1] : doc.lines.length;
    // A table's later rows read their values under the header's captions, as the first row does.
    return header !== null && k > 0
      ? readCard(underHeader(doc, header, s, to), 0, to - s + 1, false, doc, 1)
      : readCard(doc, s, to, false, doc, k === 0 ? firstRow : s);
  });
  // A later mention of a course without an id or dates is wording on the same card, not another card.
  // Two cards of one course are two only when each has its id: one told without an id (a certificate's
  // activity, then the credential it led to) is the same card described twice.
  const real = cards.filter(
    (c) =>
      (c.id || c.issue_date || c.expirationPrinted) &&
      (c.id || !cards.some((other) => other !== c && other.id && other.type === c.type)),
  );
  // A certificate and its wallet card cut-out print the same id: one card told twice.
  const once = real.filter(
    (c, k) => !c.id || !real.slice(0, k).some((o) => o.id === c.id && o.type === c.type),
  );
  return { certifications: once.length > 0 ? once : [cards[0]] };
}
