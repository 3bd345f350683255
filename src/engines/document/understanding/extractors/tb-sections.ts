// Splits a TB document into one section per test. Forms carry a two-step skin test, a lab report one
// IGRA, a clearance letter a skin test plus a chest x-ray; each section is then read on its own.
import { tickedLabels, withoutUnticked } from '../normalize';
import { findDates } from '../dates';

export type TbKind = 'skin' | 'blood' | 'xray';

export const KIND_CUES: ReadonlyArray<readonly [TbKind, RegExp]> = [
  ['blood', /quanti\s?-?feron|\bqft\b|t-?spot|\bigra\b|interferon[- ]gamma|tb blood test|blood test/i],
  [
    'xray',
    /chest\s*x-?ray|\bcxr\b|chest radiograph|radiology|\bx-?ray\b|chest film|pa (and|&) lateral|radiograf[ií]a\s+de\s+t[oó]rax/i,
  ],
  ['skin', /tuberculin skin|\btst\b|\bppd\b|mantoux|skin test|tuberculin/i],
];

const STEP_HEADING =
  /^(step\s*(1|2|one|two)\b|(first|second|1st|2nd)\s+(test|step|tst|ppd)|test\s*#?\s*[12]\b)/i;
const PROSE =
  /\b(if|required|must|please|should|recommended?|only|history|prior|previous|instructions?|ordered|referral|reason)\b/i;

/**
 * A form's heading of a part that is no test ("F. EMPLOYEE HEALTH DISPOSITION", "Section 5 – Signatures"):
 * the test above ends there, so its dates and boxes are not read as the test's.
 */
const OTHER_TOPIC =
  /^(?:(?:section|part)\s+)?(?:[A-Z]|\d{1,2}|[IVX]{1,4})[.):–-]?\s+[^\n]{0,30}\b(disposition|clearance|attestation|authori[sz]ation|consent|signatures|office use|follow-?up|employee acknowledg\w+)\b[^\n]{0,20}$/i;

export interface TbSection {
  readonly kind: TbKind | null;
  readonly from: number;
  readonly to: number;
  /** The heading makes the test conditional ("CHEST X-RAY (only if positive)"): done only if dated. */
  readonly conditional?: boolean;
}

/** A heading's parenthesised instruction: "(only if positive)", "(if required)". */
const CONDITION = /\(([^)]*)\)/g;
const IF_POSITIVE = /^\W*if\s+(?:the\s+)?(?:test\s+(?:is\s+)?)?positive\b/i;

/**
 * A line as it tells of a test done: without its unticked options, and nothing when it asks for a
 * follow-up only a positive result needs ("If positive — chest x-ray date").
 */
const stated = (line: string): string => (IF_POSITIVE.test(line) ? '' : withoutUnticked(line));
const CONDITIONAL = /\(\s*(?:only\s+|required\s+)?(?:if|when)\b[^)]*\)/i;
/** A heading's instruction after a dash: "B. Chest radiograph — required if the IGRA is positive". */
const DASH_INSTRUCTION = /\s[-—–]\s+(?:only|required|needed|if|when|for)\b.*$/i;

/** A question's words are not its answer: "Ever had a positive TB test? No" states no result. */
export const answerOf = (line: string): string =>
  line.includes('?') ? line.slice(line.lastIndexOf('?') + 1) : line;

/** A test's name as a requirement lists it: "1-step TST", "two-step TST", "IGRA", "chest x-ray". */
const TEST_NAME = String.raw`(?:[\w-]+\s+){0,2}?(?:tst|ppd|igra|qft|quantiferon|t-?spot|skin\s+test|blood\s+test|x-?ray|cxr)`;
/**
 * Tests offered as alternatives ("1-step TST, two-step TST, or IGRA within 12 months") and a test asked
 * for only on a positive result ("chest x-ray if positive"): a requirement's words, naming no test done.
 */
export const ALTERNATIVES = new RegExp(
  String.raw`${TEST_NAME}(?:\s*,\s*${TEST_NAME})*,?\s+or\s+${TEST_NAME}|${TEST_NAME}\s+(?:only\s+)?if\s+positive`,
  'gi',
);

export function kindOf(raw: string): TbKind | null {
  const text = raw.replace(ALTERNATIVES, ' ');
  let best: { kind: TbKind; at: number } | null = null;
  for (const [kind, re] of KIND_CUES) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.at)) best = { kind, at: m.index };
  }
  return best?.kind ?? null;
}

/**
 * A results row that states its test was not done ("TB skin test  N/A", "QuantiFERON … Not performed"):
 * no test of its own, and no heading of the rows under it.
 */
const NOT_DONE = /\b(?:n\/a|not\s+(?:done|performed|indicated|applicable|required))\b[\s.|:]*$/i;

function isHeading(line: string): boolean {
  const chosen = stated(line);
  if (NOT_DONE.test(chosen)) return false;
  if (STEP_HEADING.test(chosen)) return true;
  // An instruction or a dose in brackets ("(only if positive)", "(5 TU PPD, 0.1 mL)") or after a dash
  // ("— required if the IGRA is positive") does not make a heading prose, nor a long line.
  const bare = chosen.replace(CONDITION, ' ').replace(DASH_INSTRUCTION, ' ').trim();
  if (bare.length > 60 || PROSE.test(bare)) return false;
  // "PPD Lot #: …" or "Indication: positive tuberculin screen" are fields, not headings, and so is a
  // form row that starts with a lot number's caption ("PPD lot # L5204 Exp. 8/23/27 Induration (mm) 0").
  if (FIELD_ROW.test(chosen)) return false;
  // Nor is a caption of who did the test, whatever its value names ("Performed by / lab  Snake River
  // Clinical Labs T-SPOT.TB").
  if (WHO_CAPTION.test(chosen)) return false;
  // The method ticked among those a form offers ("Method used (tick): [x] Mantoux skin test  [ ] Blood
  // test  [ ] Chest x-ray") heads the rows that follow it.
  const ticked = tickedLabels(line);
  if (ticked.length === 1 && /\[ \]/.test(line) && kindOf(ticked[0]) !== null) return true;
  if (
    line.includes(':') &&
    !/^(test|test type|type of test|screening test|test performed|tb test)\s*:/i.test(chosen)
  )
    return false;
  // A line naming the test beside its result and no date ("QuantiFERON-TB Gold Plus Result  Negative")
  // is the result row of the test above, not a test of its own; a dated row of a log is one.
  if (RESULT_WORD.test(bare) && findDates(chosen).length === 0) return false;
  return kindOf(chosen) !== null;
}

const WHO_CAPTION =
  /^\W*(?:(?:performed|ordered|collected|placed|read|resulted|reported|reviewed|given|administered|drawn)\s+by|ordering\s+(?:provider|physician|clinician)|performing\s+(?:lab|laboratory|site))\b/i;

const FIELD_ROW = /\b(ppd|tst|tuberculin|antigen|qft|igra)\s+(lot|batch|exp\w*|manufacturer|mfr)\b/i;

const RESULT_WORD =
  /\b(negative|positive|indeterminate|borderline|non-?reactive|reactive|detected|clear|no active|no (?:radiographic )?evidence of active|impression|induration|\d+\s*mm)\b/i;

/** A birth date is the person's, not a test's; a heading's condition states no result. */
const BIRTH = /\b(d\.?\s?o\.?\s?b\.?|date\s+of\s+birth|birth\s*date|born)\b[\s:.]*\S+/gi;

/**
 * A questionnaire's item, answered by a YES / NO pair at its end ("5. Previous positive TB skin test or
 * blood test  YES [x] NO"): it asks about the past and tells of no test on this form.
 */
const YES_NO_ITEM = /\b(?:yes|no)\b[\s[\]x()]{0,8}\b(?:yes|no)\b[\s[\]x()]*$/i;

function substance(lines: readonly string[], from: number, to: number): boolean {
  const body = lines
    .slice(from, to)
    .filter((l) => !YES_NO_ITEM.test(l))
    .map((l) => withoutUnticked(l).replace(BIRTH, ' ').replace(CONDITION, ' '))
    .join('\n');
  return findDates(body).length > 0 || RESULT_WORD.test(body);
}

/**
 * A requirement, not a test: "TST or IGRA within 12 months; CXR if positive", "a positive TST or IGRA
 * requires a chest radiograph".
 */
const REQUIREMENT =
  /\b(?:tst|ppd|igra|qft|skin test|blood test|x-?ray|cxr)\s+or\s+(?:tst|ppd|igra|qft|skin test|blood test|x-?ray|cxr)\b|\bwithin\s+\d+\s+(?:days?|months?|years?)\b|\bif\s+positive\b|\brequires?\b/i;

/**
 * A form's note on how tests are done, in the general present: "Tuberculin skin tests are read 48-72
 * hours after placement; IGRA results are reported by the performing laboratory". It tells of no test.
 */
const GENERAL_NOTE =
  /\b(?:tests|results|readings)\s+(?:are|is)\s+(?:read|reported|recorded|placed|performed|interpreted)\b/i;

/**
 * A letter has no headings: it tells of a skin or blood test, then of the chest x-ray that followed.
 * Each kind's part starts at the first line that names it with a date or a result.
 */
function proseSections(lines: readonly string[]): TbSection[] {
  const chosen = lines.map(stated);
  const whole = {
    kind: kindOf(chosen.filter((l) => !NOT_DONE.test(l)).join('\n')),
    from: 0,
    to: lines.length,
  };
  const starts: Array<{ kind: TbKind; at: number }> = [];
  for (const [kind, re] of KIND_CUES) {
    // A question names a test it asks about ("History of a positive TB skin test? [x] No"): only its
    // answer can tell of one.
    const at = lines.findIndex(
      (l, i) =>
        re.test(answerOf(chosen[i])) &&
        !NOT_DONE.test(chosen[i]) &&
        !REQUIREMENT.test(l) &&
        !GENERAL_NOTE.test(l) &&
        substance(lines, i, Math.min(lines.length, i + 2)),
    );
    if (at >= 0) starts.push({ kind, at });
  }
  if (starts.length < 2) return [whole];
  starts.sort((a, b) => a.at - b.at);
  return starts.map((s, k) => ({
    kind: s.kind,
    from: k === 0 ? 0 : s.at,
    to: k + 1 < starts.length ? starts[k + 1].at : lines.length,
  }));
}

/**
 * A form's title names the test ("TUBERCULIN SKIN TEST — RECORD OF PLACEMENT AND READING") and its parts
 * name it again ("PLACEMENT (Mantoux, PPD 5 TU)"): the title's block, with no result and at most one
 * date (the holder's line), is the same test as the part under it, not a test of its own. A numbered
 * part ("TST #2") is another test.
 */
function partsJoined(lines: readonly string[], sections: readonly TbSection[]): TbSection[] {
  const out: TbSection[] = [];
  for (const s of sections) {
    const prev = out[out.length - 1];
    const heading = withoutUnticked(lines[s.from] ?? '').replace(CONDITION, ' ');
    const body = lines
      .slice(prev?.from ?? 0, prev?.to ?? 0)
      .filter((l) => !YES_NO_ITEM.test(l))
      .map((l) => withoutUnticked(l).replace(BIRTH, ' ').replace(CONDITION, ' '))
      .join('\n');
    const samePart =
      prev !== undefined &&
      prev.kind !== null &&
      prev.kind === s.kind &&
      !prev.conditional &&
      !s.conditional &&
      !STEP_HEADING.test(heading) &&
      !/\d/.test(heading) &&
      !RESULT_WORD.test(body) &&
      findDates(body).length <= 1;
    if (samePart) out[out.length - 1] = { ...prev, to: s.to };
    else out.push(s);
  }
  return out;
}

/** A form's part that lists the tests ordered or authorized, ticked ("SERVICES AUTHORIZED (CHECK ALL THAT APPLY)"). */
const ORDER_CUE =
  /\b(?:services?|tests?)\s+(?:authori[sz]ed|ordered|requested)\b|\bcheck\s+all\s+that\s+apply\b/i;
/** The heading of the part where the clinic records what was done ("SECTION B — CLINIC USE · RESULTS"). */
const RESULTS_PART =
  /^(?:section|part)\b[^\n]{0,25}\bresults?\b|\b(?:clinic|office|provider|examiner|lab(?:oratory)?)\s+use\b[^\n]{0,25}\bresults?\b/i;

/**
 * Where a form's results begin when it first lists the tests ordered: an order or an authorization tells
 * of tests to be done, and its dates (issued, valid through) are no test's. 0 when the form has no such part.
 */
function resultsStart(lines: readonly string[]): number {
  const order = lines.findIndex((l) => ORDER_CUE.test(l));
  if (order < 0) return 0;
  const results = lines.findIndex((l, i) => i > order && RESULTS_PART.test(l.trim()));
  return results < 0 ? 0 : results;
}

export function splitSections(lines: readonly string[]): TbSection[] {
  const start = resultsStart(lines);
  if (start === 0) return sectionsOf(lines);
  return sectionsOf(lines.map((l, i) => (i < start ? '' : l))).map((s) => ({
    ...s,
    from: Math.max(s.from, start),
  }));
}

function sectionsOf(lines: readonly string[]): TbSection[] {
  const heads: number[] = [];
  lines.forEach((l, i) => {
    if (isHeading(l)) heads.push(i);
  });
  if (heads.length === 0) return proseSections(lines);
  const ends = lines.flatMap((l, i) => (OTHER_TOPIC.test(l.trim()) ? [i] : []));
  // The preamble (patient block, title) belongs to the first test.
  const raw: Array<TbSection & { head: number }> = heads.map((head, k) => {
    const next = k + 1 < heads.length ? heads[k + 1] : lines.length;
    const to = Math.min(next, ...ends.filter((e) => e > head));
    const conditional = CONDITIONAL.test(lines[head]);
    return { kind: kindOf(withoutUnticked(lines[head])), from: k === 0 ? 0 : head, to, head, conditional };
  });

  // Titles and headings without dates or results join the section that follows them.
  const merged: TbSection[] = [];
  let pending: TbSection | null = null;
  for (const s of raw) {
    const start: TbSection = pending
      ? {
          kind: s.kind ?? pending.kind,
          from: pending.from,
          to: s.to,
          conditional: s.conditional || pending.conditional,
        }
      : { kind: s.kind, from: s.from, to: s.to, conditional: s.conditional };
    // The preamble's dates (collected, reported) belong to the test whatever heading follows the title:
    // only what stands under a heading makes it a test of its own.
    if (!substance(lines, s.head, s.to)) {
      pending = start;
      continue;
    }
    pending = null;
    merged.push(start);
  }
  if (pending) {
    if (merged.length === 0) merged.push(pending);
    else merged[merged.length - 1] = { ...merged[merged.length - 1], to: pending.to };
  }
  // A heading that names no kind inherits it from its body ("Step 2" under a TST form).
  return partsJoined(lines, merged).map((s) => {
    if (s.kind) return s;
    const body = lines.slice(s.from, s.to).map(stated).join('\n');
    const docKind = kindOf(lines.map(stated).join('\n'));
    return { ...s, kind: kindOf(body) ?? docKind };
  });
}
