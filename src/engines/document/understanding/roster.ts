// Rosters, registry searches and tracking logs list several people, one row each, with the same kind of
// values (card numbers, dates) in every row; household records and class results list them in blocks,
// each under a heading with the person's name. The request says whose document it is: the row that names
// the person is theirs, and the rows that name other people in the same place are not evidence about
// the holder. Reading them would take the first row's number and dates for the holder's.
import type { PersonInput } from '../../contract';
import { findDates } from './dates';
import { findPersonName } from './name-match';
import { NOT_NAME_WORDS } from './names';
import type { FoundName } from './name-match';
import type { TextDoc } from './normalize';
import { linesOnly } from './normalize';

/** A run of two or three capitalised words, "Last, First" or "First Last", with an initial and accents allowed. */
const PERSON_NAME = /^(?:\p{Lu}[\p{L}'’-]+,?|\p{Lu}\.?)$/u;

/**
 * "Provider: …", "Name WASHINGTON, KEISHA R Date of birth 04/03/1987": a line with a caption is a form's
 * holder block, not a table row.
 */
const CAPTION = /[A-Za-z)]:\s|\b(?:name|date of birth|dob|birth|born|patient|employee|member|holder)\b/i;

const HOLDER_CAPTION =
  /[A-Za-z)]:\s|\b(?:name|date of birth|dob|birth|born)\b|^(?:patient|employee|member|holder)\b|\b(?:patient|employee|member|holder)\s*[:#]/i;

const NUMBER = /\b[A-Z]{0,4}-?\d[\d-]{3,}[A-Z]?\b/gi;

/** What a row carries besides its words: how many dates and how many numbers of four digits or more. */
function shape(line: string): { dates: number; numbers: number } {
  const dates = findDates(line);
  let rest = line;
  for (const d of [...dates].reverse()) rest = rest.slice(0, d.index) + ' ' + rest.slice(d.index + d.length);
  // Numbers of four digits or more, and codes of letters and digits with three digits or more that hold
  // no such number ("0V3K39595", "ON4BX4004").
  const numbers =
    (rest.match(NUMBER) ?? []).length +
    rest
      .split(/\s+/)
      .filter((t) => /^[A-Z0-9-]{6,}$/i.test(t) && (t.match(/\d/g) ?? []).length >= 3 && !t.match(NUMBER))
      .length;
  return { dates: dates.length, numbers };
}

/**
 * Where a name of two or three capitalised words starts among a line's tokens. An organisation's words
 * ("Mesa County Public Health October 14, 2026", a card's heading) are no person's name.
 */
function nameStarts(tokens: readonly string[]): number[] {
  const starts: number[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    const run = tokens.slice(i, i + 2);
    if (
      run.every((t) => PERSON_NAME.test(t)) &&
      run.some((t) => t.replace(/[^A-Za-z]/g, '').length >= 2) &&
      !NOT_NAME_WORDS.test(run.join(' '))
    )
      starts.push(i);
  }
  return starts;
}

/** The vertical extent of a line's words on its page, or null without geometry. */
function extentOf(doc: TextDoc, line: number): { page: number; y0: number; y1: number } | null {
  const own = doc.words.filter((w) => w.line === line);
  if (own.length === 0) return null;
  return {
    page: own[0].page,
    y0: Math.min(...own.map((w) => w.y0)),
    y1: Math.max(...own.map((w) => w.y1)),
  };
}

/**
 * A table row whose name cell wrapped onto two lines ("Christopher" over "Danvers") comes as a line of the
 * name alone beside a line of the row's values, centred on the name's height: that line, when the
 * holder's own line carries no date.
 */
function valuesBeside(doc: TextDoc, line: number): number | null {
  if (shape(doc.lines[line]).dates > 0) return null;
  const name = extentOf(doc, line);
  if (!name) return null;
  for (const j of [line + 1, line - 1]) {
    const values = j >= 0 && j < doc.lines.length ? extentOf(doc, j) : null;
    if (!values || values.page !== name.page || shape(doc.lines[j]).dates === 0) continue;
    const centre = (values.y0 + values.y1) / 2;
    if (centre > name.y0 && centre < name.y1) return j;
  }
  return null;
}

/**
 * Rows of other people when the document is a table with one row per person: the holder's row is the
 * line that names the requested person and carries a date; another row is a line with the same count of
 * numbers, as many dates or more, and another person's name at the same place in the row. Two such rows
 * at least make the document a list of people.
 */
function otherRows(doc: TextDoc, found: FoundName, person: PersonInput): Set<number> {
  const none = new Set<number>();
  const partner = valuesBeside(doc, found.line);
  const holder = partner === null ? doc.lines[found.line] : `${doc.lines[found.line]} ${doc.lines[partner]}`;
  const own = shape(holder);
  // A table row carries a date and no caption of its own ("Patient: … DOB: …" is a form's line); a
  // row's notes may use a caption's word ("per employee").
  if (own.dates === 0 || HOLDER_CAPTION.test(holder)) return none;
  const tokens = holder.split(/\s+/);
  const firstNameWord = found.text.split(/\s+/)[0];
  const at = tokens.findIndex((t) => t.includes(firstNameWord));
  if (at < 0) return none;
  const others = new Set<number>();
  doc.lines.forEach((line, i) => {
    if (i === found.line || i === partner) return;
    const s = shape(line);
    // Another row may have a cell the holder's left blank (an issue date), not fewer numbers.
    if (s.dates < own.dates || s.numbers !== own.numbers) return;
    if (!nameStarts(line.split(/\s+/)).some((k) => Math.abs(k - at) <= 1)) return;
    if (CAPTION.test(line) || findPersonName([line], person)) return;
    others.add(i);
  });
  // A log released for one person with the others' names removed (blacked out, cut away): rows with
  // as many dates as the holder's, two at least, and no name where the holder's stands, three or more.
  if (others.size === 0 && own.dates >= 2) {
    const unnamed = doc.lines.flatMap((line, i) =>
      i !== found.line &&
      i !== partner &&
      shape(line).dates === own.dates &&
      !nameStarts(line.split(/\s+/)).some((k) => Math.abs(k - at) <= 1) &&
      !CAPTION.test(line)
        ? [i]
        : [],
    );
    if (unnamed.length >= 3) return new Set(unnamed);
  }
  // A list of people has rows for several: the holder and at least two others, or one other whose row
  // carries the same numbers (a card or credential number each) as the holder's.
  if (others.size < (own.numbers > 0 ? 1 : 2)) return none;
  // Once it is a list, a row of the same values whose name wrapped onto a line of its own (a long name
  // in a narrow column) is another person's row too; so is a row naming another person at the same place
  // with as many dates, whose number cell the reader could not read.
  const namedAlike = (line: string): boolean =>
    nameStarts(line.split(/\s+/)).some((k) => Math.abs(k - at) <= 1);
  doc.lines.forEach((line, i) => {
    if (
      i === found.line ||
      i === partner ||
      others.has(i) ||
      CAPTION.test(line) ||
      findPersonName([line], person)
    )
      return;
    const s = shape(line);
    if (s.dates >= own.dates && s.numbers === own.numbers && s.numbers > 0) others.add(i);
    else if (s.dates >= own.dates && s.numbers < own.numbers && namedAlike(line)) others.add(i);
  });
  // A row whose cells wrap (a long name, a two-line position) comes as its values' line and, above or
  // below it, a line of the cells' other words level with them: one that opens with another person's
  // name and carries no value is that person's too.
  for (const i of [...others]) {
    for (const j of [i - 1, i + 1]) {
      const line = doc.lines[j];
      if (line === undefined || j === found.line || j === partner || others.has(j) || CAPTION.test(line))
        continue;
      const s = shape(line);
      if (s.dates > 0 || s.numbers > 0 || !nameStarts(line.split(/\s+/)).includes(0)) continue;
      // Part of the row, not the header above it: its words stand level with the row's values.
      const [a, b] = [extentOf(doc, i), extentOf(doc, j)];
      if (!a || !b || a.page !== b.page || Math.min(a.y1, b.y1) <= Math.max(a.y0, b.y0)) continue;
      if (!findPersonName([line], person)) others.add(j);
    }
  }
  return others;
}

/** A line's wording with every number written as 0 and spaces made single. */
const skeleton = (text: string): string => text.replace(/\d+/g, '0').replace(/\s+/g, ' ').trim();

/** Two to four capitalised words and nothing else: a person's name as a heading prints it. */
const NAME_ONLY = /^(?:\p{Lu}[\p{L}'’.-]*,?\s+){1,3}\p{Lu}[\p{L}'’.-]*$/u;

/**
 * Lines of other people when the document is a list of people in blocks (a household's record, a
 * class's results): each block opens with a heading that prints a name and then the same captions and
 * numbers ("ANA RUIZ DOB 2013-02-04 · Patient ID 4759"). The holder's block runs from their heading to
 * the next one; every other person's block is theirs alone.
 */
function otherBlocks(doc: TextDoc, found: FoundName, person: PersonInput): Set<number> {
  const none = new Set<number>();
  const holder = doc.lines[found.line];
  const at = holder.indexOf(found.text);
  if (at < 0 || at > 24) return none;
  const tokens = (text: string): string[] => skeleton(text).split(' ').filter(Boolean);
  const prefix = tokens(holder.slice(0, at));
  const suffix = tokens(holder.slice(at + found.text.length));
  // The heading carries the person's own numbers under captions (a birth date, a patient id) after the
  // name; a line of bare values is a table's row.
  if (!suffix.some((t) => /0/.test(t)) || !suffix.some((t) => /\p{L}{2,}/u.test(t))) return none;
  const heads: number[] = [];
  doc.lines.forEach((line, i) => {
    if (i === found.line) return;
    const t = tokens(line);
    const name = t.slice(prefix.length, t.length - suffix.length);
    const rest = t.slice(t.length - suffix.length);
    if (name.length < 2 || t.slice(0, prefix.length).join(' ') !== prefix.join(' ')) return;
    // The captions after the name are the holder's, starting with the same one; OCR may misread one
    // other token ("Patient 1D" for "Patient ID").
    const differing = rest.filter((w, k) => w !== suffix[k]).length;
    if (rest[0] !== suffix[0] || differing > 1) return;
    if (NAME_ONLY.test(name.join(' ')) && !findPersonName([line], person)) heads.push(i);
  });
  if (heads.length === 0) return none;
  const starts = [...heads, found.line].sort((a, b) => a - b);
  const next = (i: number): number => starts.find((s) => s > i) ?? doc.lines.length;
  const holderLength = next(found.line) - found.line;
  // Headings one under the other are a table's rows, not blocks.
  if (holderLength < 2 || heads.some((h) => next(h) - h < 2 && next(h) < doc.lines.length)) return none;
  const others = new Set<number>();
  for (const head of heads) {
    // The last block has no heading after it: it is as long as the holder's, the rest is the page's.
    const end = next(head) < doc.lines.length || head < found.line ? next(head) : head + holderLength;
    for (let i = head; i < Math.min(end, doc.lines.length); i++) others.add(i);
  }
  return others;
}

/** The document without the lines of other people when it is a list of people, in rows or in blocks. */
export function holderRowsOnly(doc: TextDoc, person: PersonInput | undefined): TextDoc {
  if (!person) return doc;
  const found = findPersonName(doc.lines, person);
  if (!found) return doc;
  const rows = otherRows(doc, found, person);
  const others = rows.size > 0 ? rows : otherBlocks(doc, found, person);
  if (others.size === 0) return doc;
  return linesOnly(
    doc,
    doc.lines.flatMap((_line, i) => (others.has(i) ? [] : [i])),
    'keep',
  );
}
