// Pre-employment / annual physical examination forms: exam date, examiner, written fitness opinion.
import type { TextDoc } from '../normalize';
import { tickedLabels, withoutBoxes, withoutUnticked } from '../normalize';
import {
  SIGNATORY,
  captionsOnly,
  clean,
  dateAfterLabel,
  dateInProse,
  findLabel,
  letterSignatory,
  signaturePresent,
} from '../fields';
import type { PhysicalData } from '../types';
import { dateValue, tickOptions, valueByLayout } from '../layout-fields';
import { stampedLine } from '../stamps';
import { findDates, toIso } from '../dates';

const EXAM_DATE =
  /\b(date\s*of\s*(exam(ination)?|physical|visit|service|encounter|assessment|evaluation)|(exam(ination)?|physical|assessment|evaluation|service)\s*date|visit date|date\s*examined|encounter\s*date|appointment\s*date|date\s*seen|(DOS|visit|encounter|arrived|arrival|checked\s*in|check-?in\s*time)(?=\s*[:#]?\s*\d))\b/i;
const EXAMINER =
  /\b(examin(er|ing)\s*(name|provider|physician|clinician)?|examined by|physician(\s*name)?|provider(\s*name)?|clinician(\s*name)?|health\s*care\s*provider|(?:medical|general|registered)\s+practitioner(\s*name)?|(?:examining|medical)\s+(?:doctor|officer)(\s*name)?|printed name)\b/i;
/** A line where the examiner signs, with the date of signing beside it. */
const SIGNED_LINE = /\b(signature|signed|examiner|physician|provider|clinician)\b/i;
const CREDENTIALS = /\b(M\.?D|D\.?O|N\.?P|PA-?C|P\.?A|FNP(-BC|-C)?|APRN|DNP|CRNP|ANP|RN)\b\.?/;
const FACILITY =
  /\b(facility|clinic(\s*name)?|practice|organization|office|location|medical group)\b\s*(name)?\s*:/i;

const NOT_CLEARED =
  /\bnot\s+(medically\s+)?(cleared|fit|approved|able|qualified)|\bis\s+not\s+(physically|medically|mentally)(\s+and\s+(physically|mentally))?\s+(able|fit|capable)\b|\bdoes\s+not\s+(meet\s+(the\s+)?(\w+\s+)?(standards|requirements)|qualify)|\bunable to perform|\bdisqualified|\bunfit\b|\bnot recommended for (hire|placement)/i;
const WITH_RESTRICTIONS =
  /\bcleared\s+(?:with|w\/)\s*(the\s+(?:following\s+)?)?(restrictions|limitations|accommodations)|\b(?:with|w\/)\s*(the\s+(?:following\s+)?)?(restrictions?|restriction\(s\)|adjustments|modifications)|\b(?:with|w\/)\s*(the\s+(?:following\s+)?)?limitation(s\b|\(s\))|\bmodified duty|\blimited duty/i;
const CLEARED =
  /\b(medically\s+)?cleared\b|\bmeets\s+(the\s+)?(\w+\s+)?(standards|requirements)\b|\bqualifies\s+for\b|\bfit for (all\s+|full\s+)?(dut(y|ies)|work|employment|placement)\b|\bfit for the (role|post|position|job)\b|\bable to perform (all\s+)?(the\s+)?(essential functions|duties|job)|\b(physically|medically|mentally)(\s+and\s+(physically|mentally))?\s+(able|fit|capable)\b|\bmay return to (full\s+)?(work|duty)\b|\bno restrictions?\b|\bwithout (any\s+)?restrictions?\b|\bapproved for (work|duty|employment)|\bqualified\b/i;

const OPTION =
  /clear|\bfit\b|unfit|restrict|qualified|able to perform|\bmeets?\s+(the\s+)?(\w+\s+)?standards/i;

/** Text naming a not-cleared opinion and, apart from it, a cleared one. */
const statesBoth = (text: string): boolean =>
  NOT_CLEARED.test(text) && CLEARED.test(text.replace(new RegExp(NOT_CLEARED.source, 'gi'), ' '));

function opinionOf(text: string): PhysicalData['clearance'] {
  if (NOT_CLEARED.test(text)) return 'not_cleared';
  if (WITH_RESTRICTIONS.test(text.replace(/\bwithout (any\s+)?restrictions?\b|\bno restrictions?\b/gi, '')))
    return 'cleared_with_restrictions';
  if (CLEARED.test(text)) return 'cleared';
  return null;
}

/**
 * A pen ring around YES or NO that OCR read as an opening bracket stuck to the word ("(circle) (YES NO",
 * "YES @NO"): the option line holds nothing else, one option carries the arc and the other stands bare.
 */
function ringedAnswer(line: string): 'yes' | 'no' | undefined {
  const options = withoutBoxes(line)
    .replace(/\(?\s*circle( one)?\s*\)?:?/i, '')
    .trim();
  const m = /^([(@©{]\s?)?(yes)\b\)?\s{1,6}([(@©{]\s?)?(no)\b\)?$/i.exec(options);
  if (!m || Boolean(m[1]) === Boolean(m[3])) return undefined;
  return m[1] ? 'yes' : 'no';
}

/** "Is the student able to participate … without restriction?  [x] YES  NO": the answer is the opinion. */
function answeredQuestion(doc: TextDoc): PhysicalData['clearance'] {
  for (let i = 0; i < doc.lines.length; i++) {
    const answer =
      tickedLabels(doc.lines[i])
        .map((label) => /^\(?\s*(yes|no)\b/i.exec(label)?.[1]?.toLowerCase())
        .find((a) => a !== undefined) ?? ringedAnswer(doc.lines[i]);
    if (!answer) continue;
    // The question may stand a few lines away when the reader put a neighbouring column in between.
    const question = withoutBoxes(doc.lines.slice(Math.max(0, i - 4), i + 6).join(' '));
    if (
      /\b(any|are there|has|have)\b[^?]{0,40}\b(restrictions?|limitations?|accommodations?)\b/i.test(question)
    )
      return answer === 'yes' ? 'cleared_with_restrictions' : 'cleared';
    if (
      /\b(fit (for|to)|cleared?|clearance|participate in (clinical|patient care)|without restrictions?|medically (fit|able|cleared))\b/i.test(
        question,
      )
    )
      return answer === 'yes' ? 'cleared' : 'not_cleared';
  }
  return null;
}

/**
 * Printed words to strike out, the one that applies left standing: "he / she IS / IS NOT able to
 * perform the duties", "WITHOUT RESTRICTION / WITH THE RESTRICTIONS STATED BELOW".
 */
const STRIKE_CHOICE = /\bis\s*\/\s*is[\s-]*n[oe]t\b|\bwithout\s+restrictions?\s*\/\s*with\b/i;

/** "Not able to work until cleared by cardiology": clearance as a condition to come, not an option. */
const CLEARED_LATER = /\b(until|unless|once|pending)\s+(medically\s+)?cleared\b/gi;

/** A short line naming a cleared opinion and a not-cleared one: the printed choices of a form. */
function offersOpinions(line: string): boolean {
  const text = withoutBoxes(line);
  if (STRIKE_CHOICE.test(text)) return true;
  const rest = text.replace(NOT_CLEARED, ' ').replace(CLEARED_LATER, ' ');
  return (
    text.length <= 120 &&
    NOT_CLEARED.test(text) &&
    (CLEARED.test(rest) || WITH_RESTRICTIONS.test(rest) || /\bfit\b/i.test(rest))
  );
}

/**
 * The one option of an opinion line that is marked: a tick or a ring the text layer placed before it
 * ("[x] FIT FOR ALL DUTIES"), or a ring's arc OCR read as "<", "(", "@", "©" stuck to its first word.
 */
function ringedOpinion(line: string): PhysicalData['clearance'] {
  const ticked = tickedLabels(line);
  const text = ticked.length === 1 ? ticked[0] : withoutBoxes(line);
  const starts =
    ticked.length === 1
      ? [0]
      : [...text.matchAll(/(?:^|\s)([<(@©{])\s?(?=[A-Za-z])/g)]
          .map((m) => (m.index ?? 0) + m[0].length)
          .filter((at) => !/^(list|if|see|specify|circle|check|e\.g)/i.test(text.slice(at)));
  if (starts.length !== 1) return null;
  return opinionOf(ownOption(text.slice(starts[0])));
}

const OPTION_START =
  /\b(?:not\s+(?:medically\s+)?(?:cleared|fit)\b|(?:fit|cleared)\s+(?:(?:for|with|to)\b|w\/))/gi;

/**
 * A marked option runs to where the next printed option begins: "[x] FIT FOR ALL DUTIES  FIT WITH
 * LIMITATIONS  NOT FIT AT THIS TIME" marks the first of three, and the options after it, which share its
 * box's line, are only offered.
 */
/** What may precede an option's opinion within its own label: a class's code, "medically", "is". */
const OPTION_PREAMBLE =
  /^\s*(?:(?:class|category|level|grade|group|tier|type)\s+[A-Z0-9]{1,2}\b)?[\s.:–-]*(?:(?:is|are)\s+)?(?:medically|physically)?\s*$/i;

function ownOption(option: string): string {
  // The first opinion named is the option's own when only its class or an adverb comes before it
  // ("Class A  Medically fit for the position"); other words before it are the option's own wording
  // ("FIT FOR ALL DUTIES" with its "FIT" misread), and the opinion is the next option's.
  let own = -1;
  for (const m of option.matchAll(OPTION_START)) {
    const at = m.index ?? 0;
    if (own < 0 && at >= 3 && !OPTION_PREAMBLE.test(option.slice(0, at))) return option.slice(0, at);
    if (own >= 0 && at >= own) return option.slice(0, at);
    own = Math.max(own, at + m[0].length);
  }
  return option;
}

/** "(tick one box)", "circle one:", "check the applicable": the choices follow. */
const MARK_ONE =
  /\(?\b(tick|check|circle|mark|ring)\s+(one|the\s+(one|applicable)|applicable)\b[^)\n]*\)?:?/i;

/**
 * Lines printing the choices an instruction asks to mark: the rest of the instruction's line and the few
 * lines after it written in capitals only ("FIT  FIT WITH", "RESTRICTIONS", "TEMPORARILY UNFIT  UNFIT").
 * Printed choices state no opinion; only a mark on one of them does.
 */
function choiceLines(lines: readonly string[]): Set<number> {
  const out = new Set<number>();
  lines.forEach((line, i) => {
    const m = MARK_ONE.exec(line);
    if (!m) return;
    const tail = withoutBoxes(line.slice(m.index + m[0].length));
    if (/[A-Za-z]/.test(tail) && !/[a-z]/.test(tail)) out.add(i);
    for (let k = i + 1; k < Math.min(lines.length, i + 6); k++) {
      const text = withoutBoxes(lines[k]);
      if (/[a-z]/.test(text)) break;
      out.add(k);
    }
  });
  return out;
}

/**
 * A caption asking why, or asking only in one case ("reason the applicant is not able to perform the
 * duties:", "If not fit, explain"): it names an opinion without giving it.
 */
const REASON_ASKED =
  /\b(?:if|why|reasons?\b[^.:()\n]{0,40}?)\s+(?:(?:the|he|she|they)\s+(?:\w+\s+)?)?(?:is\s+|are\s+)?not\s+(?:medically\s+)?(?:cleared|fit|approved|able|qualified)/gi;

/** "Determinations: Qualified - meets the physical requirements …": the options defined, not chosen. */
const LEGEND =
  /\b(?:definitions?|legend|key|determinations|opinions|categories)\s*:\s*(?:not\s+)?[A-Z][A-Za-z]+(?:\s+[A-Za-z]+){0,3}\s+[-–=]\s+[a-z]/;
const DETERMINATION_HEADING =
  /^(?:work[-\s]status\s+|medical\s+|fitness\s+|final\s+)?(?:determination|opinion|clearance|outcome|fitness\s+decision)\b/i;
const UNDECIDED = /\b(pending|deferred|incomplete|awaiting|in\s+progress|not\s+yet\s+determined)\b/i;

/**
 * The short statement under a determination heading ("WORK STATUS DETERMINATION" over "QUALIFIED WITH
 * RESTRICTIONS"): the opinion given, or null when it says the decision is still pending. Undefined when
 * no such heading stands over a statement.
 */
function determinationUnderHeading(lines: readonly string[]): PhysicalData['clearance'] | undefined {
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!DETERMINATION_HEADING.test(lines[i].trim()) || /:\s*\S/.test(lines[i])) continue;
    // Options offered with boxes ("[x] Qualified [ ] Not qualified") are for the marks to decide.
    if (/\[[x ]\]/.test(lines[i + 1]) || offersOpinions(lines[i + 1])) continue;
    const statement = withoutBoxes(lines[i + 1]);
    if (statement.length === 0 || statement.length > 40) continue;
    if (UNDECIDED.test(statement)) return null;
    const opinion = opinionOf(statement);
    if (opinion) return opinion;
  }
  return undefined;
}

/** A report that says it carries no signature. */
const UNSIGNED =
  /\b(?:has|have|was|is)\s+not\s+(?:been\s+)?signed\b|\bunsigned\s+(?:electronic\s+)?(?:copy|report|version|draft)\b/i;

/** A short line of words only that shares a word of three letters or more with `name`. */
function signedOver(line: string, name: string): boolean {
  const words = line.trim().split(/\s+/);
  if (words.length > 4 || /[\d:]/.test(line) || captionsOnly(line)) return false;
  const own = new Set(
    name
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.length >= 3),
  );
  return words.some((w) => own.has(w.toLowerCase()));
}

/** A person's name, perhaps with credentials: two to four capitalised words and nothing else. */
const personLike = (value: string): boolean =>
  /^(?:dr\.?\s+)?[A-Z][A-Za-z.'-]+(?:\s+[A-Z][A-Za-z.'-]*){1,3}(?:,?\s+[A-Z][A-Za-z-]{1,5}\.?)*$/.test(
    value.trim(),
  ) &&
  !/\b(medicine|health|clinic|center|centre|hospital|department|services|details|group|partners|practice)\b/i.test(
    value,
  );

function clearance(doc: TextDoc, examRow: number): PhysicalData['clearance'] {
  // A record of several exams, a row each with its own boxes: the row of the exam in force decides.
  const rowTicked = examRow >= 0 ? tickedLabels(doc.lines[examRow]).filter((l) => OPTION.test(l)) : [];
  if (rowTicked.length === 1) {
    const opinion = opinionOf(rowTicked[0]) ?? (/^\s*fit\s*$/i.test(rowTicked[0]) ? 'cleared' : null);
    if (opinion) return opinion;
  }
  // The statement under a determination heading says it outright, whatever the rest of the page offers.
  const determined = determinationUnderHeading(doc.lines);
  if (determined !== undefined) return determined;
  const answered = answeredQuestion(doc);
  if (answered) return answered;
  // Tick boxes bound to their options by position: one ticked option among several is the opinion,
  // wherever the reader put the box in the text. Anything less clear is left to the text below.
  const placed = tickOptions(doc.words).filter((o) => OPTION.test(o.label));
  const marked = placed.filter((o) => o.ticked);
  // A form's bare "FIT" beside "UNFIT" and "FIT WITH RESTRICTIONS" is the cleared option.
  if (placed.length >= 2 && marked.length === 1)
    return opinionOf(marked[0].label) ?? (/^\s*fit\s*$/i.test(marked[0].label) ? 'cleared' : null);
  // A line opened by a box is an option however long ("[x] Meets standards with the following
  // limitation(s): no lifting over 50 lb"); other long lines are prose.
  // So is one whose option ends at a colon before its reason ("Does not meet standards (specify
  // reason): UNCONTROLLED SEIZURE DISORDER").
  const options = doc.lines.filter(
    (l) =>
      OPTION.test(l) &&
      (l.length < 70 ||
        /^\s*\[[x ]\]/.test(l) ||
        (l.indexOf(':') > 0 && l.indexOf(':') < 70 && OPTION.test(l.split(':')[0]))),
  );
  const ticked = options.flatMap((l) => tickedLabels(l).map(ownOption)).join('\n');
  const hasBoxes = options.some((l) => /\[( |x)\]/.test(l));
  // A tick the reader lost leaves its option without any box while the others keep "[ ]".
  // An option may end in a caption of its own ("Does not meet standards (specify reason): …").
  const unboxed = options
    .filter((l) => !/\[( |x)\]/.test(l) && (!/:/.test(l) || OPTION.test(l.split(':')[0])))
    .join('\n');
  // Unboxed options that state both opinions ("CLEARED  Ol Not fit", its box read as letters) are
  // options whose boxes were misread, not one whose tick was lost.
  if (hasBoxes && ticked.trim().length === 0 && statesBoth(unboxed)) return null;
  const chosen = ticked.trim().length > 0 ? ticked : unboxed;
  // A line offering the opinions to choose from ("FIT FOR ALL DUTIES  FIT WITH LIMITATIONS  NOT FIT") states
  // none of them, unless a ring drawn around one reached the text as a bracket stuck to it.
  const offered = doc.lines.filter(offersOpinions);
  for (const line of offered) {
    const ringed = ringedOpinion(line);
    if (ringed) return ringed;
  }
  // A question's words ("Is the student physically able to … without restriction?") are not its answer,
  // nor are the choices printed after an instruction to mark one, nor a legend defining them.
  const choices = choiceLines(doc.lines);
  const legend = doc.lines.findIndex((l) => LEGEND.test(l));
  const statements = doc.lines
    .filter((l, i) => !offersOpinions(l) && !choices.has(i) && (legend < 0 || i < legend))
    .map((l) =>
      withoutUnticked(l.includes('?') ? l.slice(l.lastIndexOf('?') + 1) : l).replace(REASON_ASKED, ' '),
    );
  return opinionOf(hasBoxes ? chosen : statements.join('\n'));
}

function restrictions(doc: TextDoc, status: PhysicalData['clearance']): string | null {
  const hit = findLabel(doc.lines, /\b(restrictions?|limitations?|accommodations?)\s*(\/\s*comments?)?\s*:/i);
  const value = clean(hit?.value.replace(/^(if any|if applicable)\s*:?/i, ''));
  if (value && !/^(none|no restrictions|n\/?a|nil|-+)\.?$/i.test(value) && !/^\[/.test(value)) return value;
  if (status === 'cleared_with_restrictions') {
    const m = /with\s+(?:the\s+following\s+)?restrictions\s*[:-]\s*(.+)/i.exec(doc.text);
    return clean(m?.[1]) ?? null;
  }
  return null;
}

/** The value of an examiner caption, up to the next caption on its line. */
/** An instruction to the examiner after the caption ("Examiner: complete every item"): no one's name. */
const INSTRUCTION =
  /^(complete|enter|print|sign|fill|return|attach|use|check|tick|circle|ring|list|describe|mark|see)\b/i;

const examinerValueOf = (value: string): string =>
  value
    .replace(/^\s*signature\s*[:-]?\s*/i, '')
    // The caption's own rest ("PRINTED NAME | OF EXAMINER  Renata Solberg-Ames").
    .replace(/^\s*of\s+(the\s+)?(examin\w*|physician|provider|clinician)\b\s*[:-]?\s*/i, '')
    .split(/\s{2,}|\s+(date|signature|license|npi|phone|credentials?)\b|\s+\d{1,3}\.\s/i)[0];

/**
 * The examiner's caption and its value: the first that reads as a person's name ("Examiner name  Harold
 * Bixby"), else the first at all. "(completed by the medical examiner)" or "MEDICAL EXAMINER
 * DETERMINATION" uses the word in a heading, not as a caption of a name.
 */
function examinerCaption(lines: readonly string[]): string | null {
  let first: string | null = null;
  for (let hit = findLabel(lines, EXAMINER); hit; hit = findLabel(lines, EXAMINER, hit.lineIndex + 1)) {
    const value = examinerValueOf(hit.value);
    if (!/[A-Za-z]{2,}/.test(value) || INSTRUCTION.test(value.trim())) continue;
    if (personLike(value.replace(/^\[.*$/, ''))) return value;
    first ??= value;
  }
  return first;
}

const MONTH_WORD = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;

/**
 * Prose with its dates written out in a form's blanks made readable: the tick boxes of other fields
 * between the words gone, the year filled in after a printed century ("October, 20 26") and a year
 * run into its month ("September2026") set apart.
 */
function writtenDates(text: string): string {
  return withoutBoxes(text)
    .replace(new RegExp(`\\b(${MONTH_WORD})\\s*(,?)\\s*(20)\\s(\\d{2})\\b`, 'gi'), '$1$2 $3$4')
    .replace(new RegExp(`\\b(${MONTH_WORD})(\\d{4})\\b`, 'gi'), '$1 $2');
}

/**
 * A certificate's own sentence, "I certify that on the 10th day of October, 2026 I personally examined
 * …": the date stands before the examining, in the clause the examiner opens.
 */
function certifiedOn(prose: string): string | null {
  const flat = prose.replace(/\s+/g, ' ');
  const m =
    /\bon\s+(?:the\s+)?(.{4,40}?)\s*,?\s+(?:I|we)\s+(?:have\s+)?(?:personally\s+)?(?:examined|evaluated|saw|assessed)\b/i.exec(
      flat,
    );
  const [date] = m ? findDates(m[1]) : [];
  return date && date.precision === 'day' ? toIso(date) : null;
}

export function extractPhysical(doc: TextDoc): PhysicalData {
  const examinerValue = examinerCaption(doc.lines);
  const name = clean(examinerValue?.replace(/^\[.*$/, ''));
  const credSource = [
    examinerValue ?? '',
    ...doc.lines.filter((l) => /signature|examin(er|ing)|provider|physician|clinician|credential/i.test(l)),
  ].join(' ');
  const credentials = CREDENTIALS.exec(credSource)?.[0].replace(/\./g, '') ?? null;
  const facilityHit = findLabel(doc.lines, FACILITY);
  // The exam's own caption, placed by geometry: under a table's header, the latest date of its column,
  // as a record of yearly exams lists them one row each.
  const examCell = valueByLayout(doc.words, EXAM_DATE, dateValue(), true);
  const squeezed = (text: string) => text.replace(/\s+/g, '');
  const examRow = examCell
    ? doc.lines.findIndex((line) => squeezed(line).includes(squeezed(examCell.text)))
    : -1;
  const status = clearance(doc, examRow);
  // A letter states the exam in prose and is signed under its closing. Otherwise a signature line
  // ("Electronically signed by Dana Feld, PA-C", "Provider signature: Dana Feld, MD") or, last, a line
  // that is only a name with credentials ("Dana Feld, MD" under a note) names the examiner.
  // A stamp's printed name beside the signature caption names the examiner but does not sign.
  const eSigned = doc.lines
    .map((line, i) => {
      const rest = /\b(?:(?:electronically\s+)?signed\s+by|signature)\s*[:-]?\s*(.+)$/i.exec(line)?.[1] ?? '';
      // "Kelsey Marchand, PA-C (NPI 1849582235) on 09/05/2026": the name and credentials end where a
      // bracket, a number or the date begins.
      const m = SIGNATORY.exec(
        rest
          .replace(/\s*[([].*$/, '')
          .replace(/\s+(on\s+)?\d.*$/, '')
          .trim(),
      );
      return m ? { m, stamped: stampedLine(doc.words, i, rest) } : null;
    })
    .find((hit) => hit !== null);
  const typed = doc.lines
    // "Rohan Iyer, DO - NPI 1149966510": the number after the credentials is not part of the name.
    .map((line, i) => ({
      m: SIGNATORY.exec(line.replace(/\s+[-–]?\s*(?:NPI|Lic(?:ense|ence)?\.?|DEA)\b.*$/i, '').trim()),
      i,
    }))
    .reverse()
    .find((hit) => hit.m !== null);
  const typedName = typed?.m ?? null;
  // The same name written just above the typed one ("Rohan Iyer" over "Rohan Iyer, DO") is its signature.
  const signedAbove =
    typed !== undefined && typedName !== null && signedOver(doc.lines[typed.i - 1] ?? '', typedName[1]);
  const signatory =
    letterSignatory(doc.lines) ??
    (eSigned ? { name: eSigned.m[1], credentials: eSigned.m[2], signed: !eSigned.stamped } : null) ??
    (typedName ? { name: typedName[1], credentials: typedName[2], signed: signedAbove } : null);
  // "This report has been issued electronically and has not been signed": whatever else reads as one.
  const statedUnsigned = UNSIGNED.test(doc.text.replace(/\s+/g, ' '));
  const signature =
    !statedUnsigned &&
    (signaturePresent(doc.lines, 0, doc.lines.length, doc.words) || signatory?.signed === true);
  // The exam's own caption, placed by geometry (a box above its value) or read along the line; then the
  // prose of a letter; last, the date the examiner signed beside the signature, which dates the exam on
  // forms that give no other.
  const signatureLines = () =>
    doc.lines.filter((line) => SIGNED_LINE.test(line) && !/\b(dob|birth)\b/i.test(line));
  const prose = writtenDates(doc.text);
  const examDate =
    examCell?.value ??
    dateAfterLabel(doc.lines, EXAM_DATE)?.iso ??
    certifiedOn(prose) ??
    dateInProse(prose, /\b(examined|evaluated|seen|saw|assessed|underwent|completed|performed)\b/) ??
    dateAfterLabel(signatureLines(), /\b(date(\s*signed)?|signed\s*(on)?)\b/i)?.iso ??
    null;
  return {
    exam_date: examDate,
    examiner: {
      name:
        // A caption's value that reads as no one's name ("Examining provider - Occupational Medicine …")
        // gives way to the name signed or typed elsewhere.
        name && /[A-Za-z]{2,}/.test(name) && (personLike(name) || !signatory)
          ? name
              .replace(/[\s·•|,;:-]+$/, '')
              .replace(/,?\s*(M\.?D|D\.?O|N\.?P|PA-?C|FNP(-BC|-C)?|APRN)\.?$/, '')
              .trim()
          : (signatory?.name ?? null),
      credentials: credentials ?? signatory?.credentials ?? null,
      facility: clean(facilityHit?.value.split(/\s{2,}/)[0]),
      signature: signature ? 'present' : 'not_present',
    },
    clearance: status,
    restrictions: restrictions(doc, status),
  };
}
