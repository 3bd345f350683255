// "I could not read it" is not "it is not there". On a photo or a scan, a field whose caption stands on a
// poorly read line (handwriting, glare, a fold) may well be filled in: the engine cannot tell, so instead
// of rejecting the document for a missing field it flags it for a person (`invalid extraction`). On any
// document, a date or an id caption followed by a value of that kind the parsers could not take
// ("Date given: 10/2O/26", "Card no. 55 1093 / B") is the same doubt. A caption read clearly with nothing
// beside it, or no caption at all, still makes the field missing.
import type { Understanding } from '../understanding/index';
import {
  END_DATE_CAPTIONS,
  ID_CAPTIONS,
  ISSUE_DATE_CAPTIONS,
  NOT_THE_HOLDERS,
  afterCaption,
} from '../understanding/lexicon';
import { cutAtNextLabel, identifierIn } from '../understanding/fields';
import { findDates } from '../understanding/dates';
import { withoutBoxes } from '../understanding/normalize';
import type { Issue } from './issues';

/** Below this OCR confidence, a line near a field's caption may hold a value that was not read. */
export const POORLY_READ = 80;

// A training center's or an instructor's "ID" ("TC ID  Appalachian Training Center · TN20571") is no
// caption of the holder's number.
const ID = new RegExp(`${ID_CAPTIONS.source}|\\b${NOT_THE_HOLDERS}id\\b|\\bcard\\s*#`, 'i');
// The birth date's caption ("Date of birth", "Birth date") names the holder's date, not the missing one;
// a tick that the information statement was handed over ("VIS given") names no date.
const DATE =
  /\bdate\b(?!\s*of\s*birth)(?<!\bbirth\s*date)|(?<!\bVIS\s*)\b(placed|read|given|administered|examined|declined)\s*(on)?\s*:?\s*$/i;
// The employee's or patient's own signature names no one who gave or read anything.
const SIGNATURE = String.raw`(?<!\b(?:employee|patient|recipient|holder|applicant|student|parent|guardian)(?:['’]s)?\s+)signature`;
// The site of an injection is a body part.
const PERSON = new RegExp(
  String.raw`\b(administered|placed|read|given|examin\w*|provider|clinic(ian)?|site(?!\s+of\s+(?:injection|administration))|nurse|physician|pharmacist|vaccinator|${SIGNATURE})\b`,
  'i',
);

/**
 * A TB test's administrator: the caption of who placed or read it or where, not a date's or a time's
 * caption ("Date placed", "Time read", "Read on") nor the arm's ("Site  L forearm") that a poorly read
 * handwritten value stands beside.
 */
const TEST_PERSON = new RegExp(
  String.raw`(?<!\b(?:date|time)\s{0,3})\b(administered|placed|read|given|provider|clinic(ian)?|nurse|physician|site(?!\s*(?:of\s+(?:injection|administration|placement)|\(?circle|l|r|left|right|lt|rt|forearm|arm)\b)|${SIGNATURE})\b(?!\s*(?:date|time|on)\b)`,
  'i',
);

const CAPTIONS: Partial<Record<Issue, RegExp>> = {
  'missing id': ID,
  'missing certificate id': ID,
  'missing badge id': ID,
  // An end computed from the issue date is missing when the issue date could not be read.
  'missing expiration date': new RegExp(`${END_DATE_CAPTIONS.source}|${ISSUE_DATE_CAPTIONS.source}`, 'i'),
  'missing issue date': ISSUE_DATE_CAPTIONS,
  'missing test dates': DATE,
  'missing dose date': DATE,
  'missing vaccination date': DATE,
  'missing declination date': DATE,
  'missing exam date': DATE,
  'missing administrator': TEST_PERSON,
  'missing dose administrator': PERSON,
  'missing examiner': PERSON,
  'missing examiner signature': /\bsignature\b/i,
  'missing test result': /\b(result|interpretation|impression|reading)\b/i,
  'missing declination reason': /\breason\b/i,
};

/** What stands after the caption on its line, to the next caption. */
const valueAfter = (line: string, caption: RegExp): string | null => {
  const m = caption.exec(line);
  return m ? cutAtNextLabel(afterCaption(line, m)) : null;
};

/**
 * Digits written as a date that make none: a date the parsers could not take. A handwritten date OCR
 * read without its separators ("administered % 9 12026") is one too: four figures or more after the
 * last letter that make no date.
 */
const unparsedDate = (value: string): boolean =>
  (/\d{1,4}\s*[/.-]\s*\d{1,4}|\d{1,2}\s+[A-Za-z]{3,}/.test(value) ||
    (value.replace(/^.*[A-Za-z]/, '').match(/\d/g) ?? []).length >= 4) &&
  findDates(value).length === 0;

/** Characters written as a number that make no identifier. */
const unparsedId = (value: string): boolean =>
  (value.match(/\d/g) ?? []).length >= 3 && identifierIn(value) === null && findDates(value).length === 0;

// A TB date caption followed by an impossible date is already `invalid test dates` (DOMAIN.md).
const UNPARSED: Partial<Record<Issue, (value: string) => boolean>> = {
  'missing id': unparsedId,
  'missing certificate id': unparsedId,
  'missing badge id': unparsedId,
  'missing expiration date': unparsedDate,
  'missing issue date': unparsedDate,
  'missing dose date': unparsedDate,
  'missing vaccination date': unparsedDate,
  'missing declination date': unparsedDate,
  'missing exam date': unparsedDate,
};

/** A resume's or an application's work-history heading. */
const HISTORY = /\b(?:employment|work)\s+(?:history|experience)\b|^\s*(?:professional\s+)?experience\b/i;
/** The next section's heading, in capitals ("EDUCATION, LICENCES AND CERTIFICATIONS"). */
const NEXT_SECTION = /^[^a-z\d]*[A-Z]{4,}[^a-z\d]*$/;
/** A month and year as a job's row writes them ("09/25", "7/2023"). */
const ROW_DATE = /\b\d{1,2}\s*[/.-]\s*\d{2,4}\b/;

/**
 * A work-history section whose rows hold written dates on poorly read lines: the jobs are there, handwritten
 * or blurred, and were not read, which is not a history left empty.
 */
function historyUnread(u: Understanding): boolean {
  if (!u.ocr) return false;
  const { lines, lineConfidence } = u.doc;
  const start = lines.findIndex((line) => HISTORY.test(line));
  if (start < 0) return false;
  for (let i = start + 1; i < lines.length && !NEXT_SECTION.test(lines[i]); i++)
    if ((lineConfidence[i] ?? 100) < POORLY_READ && ROW_DATE.test(lines[i])) return true;
  return false;
}

/**
 * A date one of whose figure groups the reader lost ("lis /30/2021", "4//2021"): a date written in a
 * table's cell, under a column caption rather than beside one, that could not be read.
 */
const BROKEN_DATE =
  /(?:^|[^\d/\s]\s*|\s)\/\s?\d{1,2}\s?\/\s?(?:19|20)\d{2}\b|\b\d{1,2}\s?\/\s?\/\s?(?:19|20)\d{2}\b/;
const TABLE_DATES: ReadonlySet<Issue> = new Set<Issue>([
  'missing dose date',
  'missing vaccination date',
  'missing exam date',
]);

/** Captions of the dates a form holds besides the exam's own. */
const OTHER_DATE_CAPTION =
  /\b(?:birth|dob|d\.o\.b|born|printed|rev(?:ision|ised)?|hire|hired|expir\w*|due|next|valid|received|faxed|authori[sz]ation)\b/i;

/**
 * A full date on a poorly read line whose caption could not be read ("Con amnation | 19/10/2026"): the
 * exam's date may be the one a person reads there. A date years before the page's newest is a birth date
 * whose caption stands elsewhere.
 */
function uncaptionedDate(u: Understanding): boolean {
  const { lines, lineConfidence } = u.doc;
  const years = findDates(lines.join('\n')).map((d) => d.year);
  const newest = Math.max(...years);
  return lines.some(
    (line, i) =>
      (lineConfidence[i] ?? 100) < POORLY_READ &&
      !DATE.test(line) &&
      !OTHER_DATE_CAPTION.test(line) &&
      findDates(line).some((d) => d.precision === 'day' && d.year >= newest - RECENT_YEARS),
  );
}

/** How many years before the page's newest date an exam it records may have been. */
const RECENT_YEARS = 5;

/**
 * A vaccination's date written by hand leaves figures or a separator even when it is misread ("O04 /Il/ U0"):
 * a poorly read line beside the date's caption with neither is a ruled line, a signature or a stamp, not
 * the date unread, unless a date no parser took was poorly read elsewhere on the page ("IO/13/ UL" above
 * its caption).
 */
const WRITTEN_DATES: ReadonlySet<Issue> = new Set<Issue>([
  'missing dose date',
  'missing vaccination date',
  'missing declination date',
]);
const DATE_MARKS = /\d\D*\d|\S\s?\/\s?\S/;
const DATE_SHAPE = /\b[A-Za-z0-9]{1,2}\s?\/\s?[A-Za-z0-9]{1,2}\s?\/\s?[A-Za-z0-9]{2,4}\b/;

/**
 * The missing-field issue names a field whose caption is on the page beside a poorly read line, or beside
 * a value of the field's kind that could not be parsed, or a date the page holds with a figure lost.
 */
export function unreadRatherThanMissing(u: Understanding, issue: Issue): boolean {
  if (issue === 'no work history') return historyUnread(u);
  const caption = CAPTIONS[issue];
  if (!caption) return false;
  const { lines, lineConfidence } = u.doc;
  if (TABLE_DATES.has(issue) && lines.some((line) => BROKEN_DATE.test(line) && findDates(line).length === 0))
    return true;
  const unparsed = UNPARSED[issue];
  if (
    unparsed &&
    lines.some((line) => {
      const value = valueAfter(withoutBoxes(line), caption);
      return value !== null && unparsed(value);
    })
  )
    return true;
  if (!u.ocr) return false;
  if (issue === 'missing exam date' && uncaptionedDate(u)) return true;
  const datedElsewhere =
    !WRITTEN_DATES.has(issue) ||
    lines.some(
      (line, k) =>
        (lineConfidence[k] ?? 100) < POORLY_READ && DATE_SHAPE.test(line) && findDates(line).length === 0,
    );
  const holds = datedElsewhere ? () => true : (line: string) => DATE_MARKS.test(line);
  return lines.some(
    (line, i) =>
      caption.test(line) &&
      [i - 1, i, i + 1].some((k) => (lineConfidence[k] ?? 100) < POORLY_READ && holds(lines[k] ?? '')),
  );
}

/**
 * The missing-field issue names a field whose caption is printed, read clearly, with nothing but a blank
 * line or nothing at all after it: the field was seen empty, not merely not found.
 */
export function seenBlank(u: Understanding, issue: Issue): boolean {
  const caption = CAPTIONS[issue];
  if (!caption) return false;
  const { lines, lineConfidence } = u.doc;
  return lines.some((line, i) => {
    const value = valueAfter(withoutBoxes(line), caption);
    return value !== null && !/[A-Za-z0-9]/.test(value) && (lineConfidence[i] ?? 100) >= POORLY_READ;
  });
}
