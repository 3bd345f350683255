// Decide: understanding + rules → {decision, confidence, issues, data}. Pure: time comes from
// `rules.valid_on` only.
import type { CompletedOutcome, DocumentJob } from '../../contract';
import type { Understanding } from '../understanding/index';
import { isClearlyOtherType, requestedSupport } from '../understanding/classify';
import {
  findPersonDob,
  findPersonName,
  foundAsSomeoneElse,
  looseName,
  matchDob,
  matchName,
  nearMiss,
  personFullName,
  surnameBesideDob,
} from '../understanding/name-match';
import type { NameMatch } from '../understanding/name-match';
import { decisionOf, IssueList } from './issues';
import type { Issue } from './issues';
import { ruleBool } from './rules';
import { checkTuberculosis } from './tuberculosis';
import { checkCovid, checkFlu } from './vaccination';
import { unreadDoseNamed } from '../understanding/extractors/covid';
import { datedAdministrations } from '../understanding/extractors/vaccine-entries';
import { checkBadge, checkHandler, checkLifeSupport } from './credentials';
import { checkPhysical } from './physical';
import { checkResume } from './resume';
import { typeData } from './data';
import { confidenceOf } from './confidence';
import { seenBlank, unreadRatherThanMissing } from './unread-fields';
import { unreadLaterEntry } from './later-entries';
import {
  DATED_ISSUES,
  correctedDate,
  expiredOnShortYear,
  faintDate,
  impossibleValidity,
  lostTableRow,
} from './faint-dates';

/** Below these the text cannot carry a decision: a blank scan, a blurred photo, a page of noise. */
const MIN_LETTERS = 40;
const MIN_READ_CONFIDENCE = 35;
const MIN_COMPLETENESS = 0.34;
const DOUBTFUL_ISSUES = [
  'low confidence test result',
  'indeterminate test type',
  'name not present',
] as const;

/** Below this OCR confidence, the line a value was read from does not carry a confident finding. */
const CLEAR_LINE = 75;

const spaced = (text: string): string =>
  text
    .toLowerCase()
    .replace(/\s*,\s*/g, ', ')
    .replace(/\s+/g, ' ');

/**
 * Whether the line a value was read from is faint. A name is told given name first ("Kwame Boateng") when
 * the page prints it surname first ("BOATENG, KWAME"): its line is the one holding it in either order.
 */
function readPoorly(u: Understanding, value: string | null): boolean {
  if (!value || !u.ocr) return false;
  const parts = value.trim().split(/\s+/);
  const forms = [value, `${parts[parts.length - 1]}, ${parts.slice(0, -1).join(' ')}`].map(spaced);
  const i = u.doc.lines.findIndex((line) => forms.some((form) => spaced(line).includes(form)));
  return i < 0 || (u.doc.lineConfidence[i] ?? 100) < CLEAR_LINE;
}

/** The dates a test or an exam was given or read: what "too old" is measured from. */
function entryDates(u: Understanding): string[] {
  const e = u.extracted;
  if (e.type === 'tuberculosis_test')
    return e.tb.data.tests.flatMap((t) => [t.exam_date, t.report_date]).filter((d) => d !== null);
  if (e.type === 'physical_exam') return e.data.exam_date ? [e.data.exam_date] : [];
  return [];
}

export function validOnOf(job: DocumentJob): string {
  const v = job.rules.valid_on;
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return v;
  throw new Error('rules.valid_on must be resolved to a YYYY-MM-DD date before the engine runs');
}

function typeChecks(u: Understanding, job: DocumentJob, validOn: string, issues: IssueList): void {
  const e = u.extracted;
  const rules = job.rules;
  switch (e.type) {
    case 'tuberculosis_test':
      return checkTuberculosis(e.tb, rules, validOn, issues);
    case 'covid_vaccination':
      return checkCovid(e.data, rules, issues);
    case 'flu_vaccination':
      return checkFlu(e.data, rules, validOn, issues);
    case 'life_support_certification':
      return checkLifeSupport(e.data, rules, validOn, issues);
    case 'food_handler_certification':
    case 'alcohol_handler_certification':
      return checkHandler(e.data, rules, validOn, issues);
    case 'physical_exam':
      return checkPhysical(e.data, rules, validOn, issues);
    case 'partner_health_badge':
      return checkBadge(e.data, rules, validOn, issues, u.doc.text);
    case 'resume':
      return checkResume(e.data, u.doc.text, rules, validOn, issues);
    default: {
      const never: never = e;
      return never;
    }
  }
}

export function decide(u: Understanding, job: DocumentJob): CompletedOutcome {
  const validOn = validOnOf(job);
  const type = job.document.type;
  const issues = new IssueList();
  // The request says whose document this should be: the person's own name or birth date printed anywhere
  // is a match; only when it is nowhere does a different holder under a holder label make a mismatch.
  const holderMatch = matchName(job.person, u.holder.name);
  // On a scan or a photo, unless another holder's name was read clearly, the surname beside the person's
  // birth date names the person (its given names misread), and so does the person's name as handwriting
  // reaches OCR, a few letters off in each part, under a name caption or beside the birth date.
  const doubtfulHolder =
    u.ocr &&
    (holderMatch.status !== 'mismatch' ||
      readPoorly(u, u.holder.name) ||
      nearMiss(job.person, u.holder.name));
  const found =
    findPersonName(u.doc.lines, job.person) ??
    (doubtfulHolder
      ? (surnameBesideDob(u.doc.lines, job.person) ?? looseName(u.doc.lines, job.person))
      : null);
  // Another person's name is a finding only when it was read clearly: a handwritten name OCR garbled
  // ("Towns J. Beaumont") is doubt, which a person resolves, not a different holder.
  // The person named as someone else ("Billed to"), beside another holder read clearly, is not the holder.
  const elsewhere =
    found !== null &&
    holderMatch.status === 'mismatch' &&
    !readPoorly(u, u.holder.name) &&
    foundAsSomeoneElse(u.doc, found);
  // On a scan or a photo that prints the person's birth date, a holder name that reads otherwise is doubt
  // too: most often a heading or a garbled line taken for the name.
  const dobFound = findPersonDob(u.doc.text, job.person.dob);
  const name: NameMatch = elsewhere
    ? holderMatch
    : found
      ? { status: 'match', strength: found.strength }
      : holderMatch.status === 'mismatch' &&
          (readPoorly(u, u.holder.name) || (u.ocr && (dobFound || nearMiss(job.person, u.holder.name))))
        ? { ...holderMatch, status: 'not_present' }
        : holderMatch;
  const extractedName = (elsewhere ? null : found?.text) ?? u.holder.name;
  const dob = dobFound ? 'match' : matchDob(job.person.dob, u.holder.dob);
  const extractedDob = dobFound ? (job.person.dob ?? null) : u.holder.dob;

  const letters = (u.doc.text.match(/[A-Za-z]/g) ?? []).length;
  const otherType = letters >= MIN_LETTERS && isClearlyOtherType(u.classification, type, u.doc.lines);
  const unreadable =
    !otherType &&
    (letters < MIN_LETTERS || u.readConfidence < MIN_READ_CONFIDENCE || u.completeness < MIN_COMPLETENESS);

  // Holder fields of a foreign or unreadable document are read from the wrong layout or from noise, so
  // they decide nothing.
  const trusted = !otherType && !unreadable;
  let unread = false;
  issues.add(
    'name mismatch',
    trusted && name.status === 'mismatch' && ruleBool(job.rules, 'require_name_match', true),
  );
  issues.add('dob mismatch', trusted && dob === 'mismatch' && ruleBool(job.rules, 'require_dob_match', true));
  issues.add('document type mismatch', otherType);
  issues.add('invalid extraction', unreadable);
  // Field-level issues of an unreadable or foreign document would only restate that it is unreadable.
  if (trusted) {
    issues.add('name not present', name.status === 'not_present');
    typeChecks(u, job, validOn, issues);
    for (const issue of [...issues.list]) {
      if (!unreadRatherThanMissing(u, issue)) continue;
      issues.replace(issue, 'invalid extraction');
      unread = true;
    }
    // A scan short of doses that names, on a line of its own, a product none of the doses read carries, or
    // that dates more administrations by caption than doses were read: a dose was not read.
    const e = u.extracted;
    if (
      u.ocr &&
      e.type === 'covid_vaccination' &&
      issues.has('not enough doses') &&
      (unreadDoseNamed(u.doc.lines, e.data.doses) || datedAdministrations(u.doc.lines) > e.data.doses.length)
    ) {
      issues.replace('not enough doses', 'invalid extraction');
      unread = true;
    }
    // A rejection resting only on dates, one of which was read from faint lines only, is doubt; so is a
    // date-based finding on a validity that ends before it begins, or on a date written twice (struck and
    // corrected), whatever else is found.
    const rejecting = issues.list.filter((i) => decisionOf([i], type) === 'rejected');
    const data = typeData(u.extracted);
    const misdated = impossibleValidity(data);
    // Each reads the page's lines again: asked only when a date-based rejection is there to doubt.
    const doubtfulDate = () =>
      faintDate(u, data) ||
      (issues.has('document expired') && expiredOnShortYear(u, data, validOn)) ||
      (issues.has('vaccination outside season') && lostTableRow(u)) ||
      ((issues.has('test too old') || issues.has('exam too old')) && unreadLaterEntry(u, entryDates(u)));
    if (
      rejecting.some((i) => DATED_ISSUES.has(i)) &&
      (misdated || correctedDate(u, data) || (rejecting.every((i) => DATED_ISSUES.has(i)) && doubtfulDate()))
    ) {
      for (const issue of rejecting) if (DATED_ISSUES.has(issue)) issues.replace(issue, 'invalid extraction');
      unread = true;
    }
  }
  const decision = decisionOf(issues.list, type);
  // The issues that set the decision; a required keyword searched for in the text is a finding, not a
  // field that was not found.
  const deciding = issues.list.filter((i) => decisionOf([i], type) === decision);
  // `no work history` is a resume's history not found, as a `missing …` is a field not found; so is a
  // holder's name a scan or a photo did not yield, most often a handwritten one OCR garbled.
  const absent = (i: Issue): boolean =>
    (i.startsWith('missing ') && i !== 'missing required keyword') ||
    i === 'no work history' ||
    (u.ocr && i === 'name not present');
  return {
    kind: 'completed',
    decision,
    confidence: confidenceOf({
      read: u.readConfidence,
      completeness: u.completeness,
      name,
      support: requestedSupport(u.classification, type),
      otherType,
      unreadable,
      doubtful: DOUBTFUL_ISSUES.some((i) => issues.has(i)),
      absence: unread || (decision !== 'accepted' && deciding.every(absent)),
      seenBlank: !unread && deciding.every((i) => seenBlank(u, i)),
      ocr: u.ocr,
    }),
    issues: [...issues.list],
    data: {
      person: {
        name: { source: personFullName(job.person), extracted: extractedName, status: name.status },
        dob: { source: job.person.dob ?? null, extracted: extractedDob, status: dob },
      },
      ...typeData(u.extracted),
    },
  };
}
