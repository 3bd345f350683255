// Resumes: contact details, dated work history, education, credentials, total experience and gaps.
import type { TextDoc } from '../normalize';
import { addMonthsYm, findDates, monthSpan, toYearMonth } from '../dates';
import type { FoundDate } from '../dates';
import type { PersonInput } from '../../../contract';
import { EMAIL, PHONE } from '../fields';
import type { ResumeData, WorkEntry } from '../types';

const RANGE_SEP = /^\s*(-|–|—|to|through|until)\s*/i;
/** Two dates in neighbouring columns ("Start  End", "From (MM/YY)  To (MM/YY)") with only space between. */
const COLUMN_SEP = /^\s*\|\s*|^\s+/;
const CURRENT = /^(present|current|now|today|ongoing|(?:to\s+|till\s+)?date|till\s+now)\b/i;
/** "07/23", "11/20": month and two-digit year, as employment forms ask for (MM/YY). */
const MONTH_SHORT_YEAR = /\b(0?[1-9]|1[0-2])\/(\d{2})\b(?![/\d])/g;
const SECTION =
  /^(professional\s+|work\s+|employment\s+|relevant\s+|clinical\s+)?(experience|history|employment)\b|^(education|skills|certifications?|licenses?|summary|objective|references|training|credentials|projects|volunteer(?:\s+(?:work|experience))?|activities|publications)\b/i;
const ORG =
  /\b(hospital|health|healthcare|clinic|center|centre|medical|care|home|homes|pharmacy|university|college|services|group|nursing|rehab|rehabilitation|inc|llc|corp|corporation|associates|staffing|agency|school|memorial|regional|county|community|living|manor|village|institute|network|partners|systems)\b/i;
const STRONG_ORG =
  /\b(hospital|clinic|center|centre|medical|health|healthcare|pharmacy|university|college|inc|llc|corp|living|homes?|rehab|rehabilitation|memorial|regional|system|services|group|associates|agency|staffing)\b/i;
const CREDENTIALS = [
  'RN',
  'LPN',
  'LVN',
  'CNA',
  'APRN',
  'NP',
  'BSN',
  'MSN',
  'ADN',
  'ASN',
  'BLS',
  'ACLS',
  'PALS',
  'NRP',
  'CPR',
  'TNCC',
  'CCRN',
  'CEN',
  'PCT',
  'CMA',
  'EMT',
  'CPT',
  'MD',
  'DO',
  'PA-C',
  'CRNA',
  'CPhT',
  'RRT',
  'PT',
  'OT',
];

interface Range {
  readonly start: FoundDate;
  readonly end: FoundDate | null;
  readonly index: number;
  readonly length: number;
}

/** Date ranges on a line: "Jan 2021 – Present", "03/2019 - 11/2020", "2018 - 2020", "since 01/2025". */
export function rangesIn(line: string, captionedColumns = false): Range[] {
  const years = [...line.matchAll(/\b(19|20)\d{2}\b/g)];
  const dates = findDates(line);
  // A bare year counts as a month-precision date (January … December) when no fuller date covers it.
  for (const y of years) {
    const at = y.index ?? 0;
    if (dates.some((d) => at >= d.index && at < d.index + d.length)) continue;
    dates.push({ year: +y[0], month: 1, day: null, precision: 'month', index: at, length: 4 });
  }
  for (const m of line.matchAll(MONTH_SHORT_YEAR)) {
    const at = m.index ?? 0;
    if (dates.some((d) => at >= d.index && at < d.index + d.length)) continue;
    const year = +m[2] < 50 ? 2000 + +m[2] : 1900 + +m[2];
    dates.push({ year, month: +m[1], day: null, precision: 'month', index: at, length: m[0].length });
  }
  dates.sort((a, b) => a.index - b.index);
  const out: Range[] = [];
  for (let k = 0; k < dates.length; k++) {
    const d = dates[k];
    const after = line.slice(d.index + d.length);
    // "since 01/2025 Registered Nurse": a post held from then on, as a tabular CV writes it.
    const since = /\bsince\s*$/i.exec(line.slice(0, d.index));
    if (since && !RANGE_SEP.test(after)) {
      out.push({ start: d, end: null, index: since.index, length: d.index + d.length - since.index });
      continue;
    }
    const columns = RANGE_SEP.exec(after) === null;
    const sep = RANGE_SEP.exec(after) ?? COLUMN_SEP.exec(after);
    if (!sep) continue;
    const rest = after.slice(sep[0].length);
    const cur = CURRENT.exec(rest);
    if (cur) {
      out.push({ start: d, end: null, index: d.index, length: d.length + sep[0].length + cur[0].length });
      continue;
    }
    const next = dates[k + 1];
    if (next && next.index === d.index + d.length + sep[0].length) {
      const bareYearEnd = next.length === 4 && next.precision === 'month' ? { ...next, month: 12 } : next;
      // Two dates side by side are a range only when the second does not come before the first, unless
      // the table's header names its From and To columns.
      if (columns && !captionedColumns && toYearMonth(bareYearEnd) < toYearMonth(d)) continue;
      out.push({ start: d, end: bareYearEnd, index: d.index, length: next.index + next.length - d.index });
      k++;
    }
  }
  return out;
}

/** Columns of an entry: pipes or bullets when the line has them, else commas, spaced dashes and "at". */
function splitEntry(text: string): string[] {
  const separator = /[|•·]/.test(text) ? /\s*[|•·]\s*/ : /\s*,\s*|\s+[-–—]\s+|\s+at\s+/;
  return text
    .split(separator)
    .map((p) => p.trim())
    .filter((p) => /[A-Za-z]{2,}/.test(p));
}

/** A dated row that says it was no post, or opens with what it was instead: a career break, a move, leave. */
const NOT_EMPLOYED = /\(\s*(?:not\s+employed|unemployed)\s*\)/i;
const INSTEAD_OF_A_POST =
  /^\W*(?:not\s+employed|unemployed|career\s+break|relocation|parental\s+leave|maternity\s+leave|sabbatical|job\s+search)\b/i;

/**
 * "since 10/2024 Relocation …; NCLEX-RN preparation (not employed)": time between posts, told as such.
 * A row that names an employer before its dates is a post, whatever its "reason for leaving" column says.
 */
function betweenPosts(lines: readonly string[], i: number, r: Range): boolean {
  const line = lines[i];
  // The row's last words may wrap onto the next line: "(not" over "employed)".
  const unclosed = (line.match(/\(/g) ?? []).length > (line.match(/\)/g) ?? []).length;
  if (NOT_EMPLOYED.test(unclosed ? `${line} ${lines[i + 1] ?? ''}` : line)) return true;
  return line.slice(0, r.index).trim() === '' && INSTEAD_OF_A_POST.test(line.slice(r.index + r.length));
}

function entryFor(lines: readonly string[], i: number, r: Range): WorkEntry {
  const line = lines[i];
  const own = (line.slice(0, r.index) + ' ' + line.slice(r.index + r.length)).replace(/\s+/g, ' ').trim();
  const parts = splitEntry(own);
  // Short date lines lean on the line above for the title or the employer.
  if (parts.length < 2 && i > 0 && !rangesIn(lines[i - 1]).length && !SECTION.test(lines[i - 1])) {
    parts.unshift(...splitEntry(lines[i - 1]));
  }
  const employer = parts.find((p) => STRONG_ORG.test(p)) ?? parts.find((p) => ORG.test(p)) ?? null;
  const title = parts.find((p) => p !== employer && !/^[A-Z][a-z]+,?\s*[A-Z]{2}$/.test(p)) ?? null;
  return {
    employer,
    title,
    start_date: toYearMonth(r.start),
    end_date: r.end ? toYearMonth(r.end) : null,
    current: r.end === null,
  };
}

function sectionBounds(lines: readonly string[], name: RegExp): [number, number] | null {
  // A question's wrapped words ("How many years of caregiving" / "experience do you have?") head nothing.
  const start = lines.findIndex((l) => l.length < 40 && name.test(l) && !/\?\s*$/.test(l));
  if (start < 0) return null;
  let end = start + 1;
  while (
    end < lines.length &&
    !(lines[end].length < 40 && SECTION.test(lines[end]) && !name.test(lines[end]))
  )
    end++;
  return [start + 1, end];
}

function mergeIntervals(entries: readonly WorkEntry[], nowYm: string): Array<[string, string]> {
  const spans = entries
    .filter((e) => e.start_date)
    .map(
      (e) =>
        [e.start_date as string, e.current ? nowYm : (e.end_date ?? (e.start_date as string))] as [
          string,
          string,
        ],
    )
    .filter(([s, e]) => s <= e)
    .sort((a, b) => a[0].localeCompare(b[0]));
  const merged: Array<[string, string]> = [];
  for (const [s, e] of spans) {
    const last = merged[merged.length - 1];
    if (last && s <= addMonthsYm(last[1], 1)) last[1] = e > last[1] ? e : last[1];
    else merged.push([s, e]);
  }
  return merged;
}

/** A date caption's format hint: "(día · mes · año)", "(MM/YYYY)". */
const HINT = String.raw`(?:\s*\([^)]{0,30}\))?`;
/** A caption that opens an employment's first date: "From:", "Start date", "Began", "Hired", "Fecha de ingreso". */
const START_CAPTION = new RegExp(
  String.raw`\b(?:fecha\s+de\s+(?:ingreso|inicio)(?:\s*\/\s*start\s*date)?|from|start(?:ed)?(?:\s*date)?|began|begin(?:ning)?|hired(?:\s*on)?|date\s*(?:started|hired))${HINT}\s*:?\s*(?=\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d)`,
  'gi',
);
const END_WORDS = String.raw`fecha\s+de\s+(?:retiro|salida|terminaci[oó]n)(?:\s*\/\s*end\s*date)?`;
/** A caption between an employment's two dates: "To:", "End date", "Until", "Left", "Fecha de retiro". */
const END_CAPTION = new RegExp(
  String.raw`(?<=\d)\s*[,;]?\s*\b(?:${END_WORDS}|to|end(?:ed)?(?:\s*date)?|until|through|thru|till|left|date\s*(?:ended|left))${HINT}\s*:\s*|(?<=\d)\s+\b(?:${END_WORDS}|end(?:ed)?\s*date|date\s*(?:ended|left))${HINT}\s*`,
  'gi',
);
/** The words of a job held now, as an option or an end says it. */
const CURRENT_WORDS = String.raw`(?:current(?:ly)?|present|still\s+employed|actualmente|i\s+work\s+here)\b`;
/** An application's "I currently work here [x] Yes", "[x] Current position", "[x] Actualmente". */
const CURRENT_TICKED = new RegExp(
  String.raw`\bcurrent(?:ly)?\b[^[\n]{0,40}\[x\]\s*yes\b|\[x\]\s*${CURRENT_WORDS}`,
  'i',
);
/** An end left to a "current" box, ticked or read without its box: "22/01/2024 - [x] Actualmente / I work here now". */
const ENDS_CURRENT = new RegExp(String.raw`-\s*(?:\[x\]\s*)?${CURRENT_WORDS}`, 'i');
/** A start date whose end caption is left blank, at the line's end: "06/2024 To", "06/2024 End date:". */
const BLANK_END = /(\d)\s+(?:to|end(?:ed)?(?:\s*date)?|until)\s*:?\s*$/i;
/** A line that is only an end caption and its value ("To: 06/2025", "End date: Present"). */
const END_LINE =
  /^(?:to|end(?:ed)?(?:\s*date)?|until|through|left|date\s*(?:ended|left))\s*:?\s*(?=\d|[A-Za-z])/i;

/**
 * Employment dates printed under captions ("From: 12/2022 To: 06/2025", "Start date 03/2019  End date
 * Present", or the end on the next line) read as the range they stand for ("12/2022 - 06/2025"), which
 * is how every other resume writes them.
 */
export function captionedRanges(lines: readonly string[]): string[] {
  const out: string[] = [];
  let open = false;
  const current = lines.flatMap((line, i) => (CURRENT_TICKED.test(line) ? [i] : []));
  for (const [i, raw] of lines.entries()) {
    const starts = new RegExp(START_CAPTION.source, 'i').test(raw);
    // "From 06/2024 To" with the To left blank beside "I currently work here [x] Yes": to the present.
    const line =
      starts && BLANK_END.test(raw) && current.some((k) => Math.abs(k - i) <= 2)
        ? raw.replace(BLANK_END, '$1 - Present')
        : raw;
    if (open && END_LINE.test(line)) {
      out[out.length - 1] = `${out[out.length - 1]} - ${line.replace(END_LINE, '')}`;
      open = false;
      continue;
    }
    const rewritten = starts
      ? line
          .replace(START_CAPTION, '')
          .replace(END_CAPTION, ' - ')
          .replace(/\s+-\s+-\s+/g, ' - ')
          .replace(ENDS_CURRENT, '- Present')
      : line;
    // A start date with nothing after it waits for its end on the next line.
    open = starts && /\d\s*$/.test(line) && !/\s-\s/.test(rewritten);
    out.push(rewritten);
  }
  return out;
}

/** A line that ends where a range opens ("… Provo, UT (09/2025 -") and the line that closes it ("Present)"). */
const OPENS_RANGE = /(?:\d{4}|\d{1,2}[/.-]\d{2})\s*[-–—]\s*$/;
const CLOSES_RANGE =
  /^\s*\(?(?:present|current|now|to date|till date|\d{1,2}[/.-]\d{2,4}|(?:19|20)\d{2}|[A-Za-z]{3,9}\.?\s+(?:19|20)\d{2})\b/i;

/**
 * A date range wrapped at its dash onto the next line, read as one line; the line it came from is left
 * empty, so that lines keep their places.
 */
export function joinWrappedRanges(lines: readonly string[]): string[] {
  const out = [...lines];
  for (let i = 1; i < out.length; i++) {
    if (!OPENS_RANGE.test(out[i - 1]) || !CLOSES_RANGE.test(out[i])) continue;
    out[i - 1] = `${out[i - 1]} ${out[i].trim()}`;
    out[i] = '';
  }
  return out;
}

/**
 * A fax machine's line across the top or bottom of each page ("NOV-14-2026 14:25 FROM: 281 555 1951 TO:
 * CREDENTIALING P. 001/001") carries the sending machine's number, not the candidate's.
 */
const FAX_LINE = /\b(?:from|to)\s*:.*\b(?:p(?:age|g)?[.,]?\s*\d{1,3}\s*(?:\/|of)\s*\d{1,3})\b/i;

const ownText = (doc: TextDoc): string => doc.lines.filter((line) => !FAX_LINE.test(line)).join('\n');

/** A year read joined to the duration column after it ("07.04.20232 Years 6 Months"). */
const apartFromDuration = (line: string): string =>
  line.replace(/\b((?:19|20)\d{2})(\d{1,2}\s*(?:years?|yrs?|months?|mos?)\b)/gi, '$1 $2');

const NOT_A_POST =
  /\b(time\s+off|days?\s+off|requested|leave\s+of\s+absence|vacation|availability|available\s+(from|to|between)|earliest\s+start|blackout|PTO|career\s+break|sabbatical|(?:parental|maternity|paternity|medical|family)\s+leave)\b/i;

/**
 * E-mail addresses as a scan or a fax reads them, with spaces around the "@" ("elizabeth.okafor @
 * post.example") or after a dot of the domain ("nortega@faculty. edu"): joined again.
 */
const withEmailsJoined = (text: string): string =>
  text
    .replace(/(?<=[A-Za-z0-9._%+-])[ \t]*@[ \t]*(?=[A-Za-z0-9-]+\.)/g, '@')
    .replace(/(@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.)[ \t]+(?=[a-z]{2,}\b)/g, '$1');

/**
 * A telephone number in international form ("+44 798722 914", "+919941572712"): a plus, then ten to
 * fifteen figures in groups. A number whose next group was misread ("+57 608 555 Ol6s") is not whole.
 */
const INTERNATIONAL_PHONE = /\+\d[\d \t().-]{6,18}\d\b(?![ \t]*[A-Za-z]*\d)/;
const internationalPhone = (text: string): string | null => {
  const hit = INTERNATIONAL_PHONE.exec(text)?.[0];
  const figures = hit?.replace(/\D/g, '').length ?? 0;
  return hit && figures >= 10 && figures <= 15 ? hit : null;
};

/**
 * The holder's e-mail: of those in the document, the first whose address carries their first or last
 * name ("samuel.kowalczyk@…" rather than the recruiter's on a cover sheet), else the first.
 */
function holderEmail(text: string, person: PersonInput | undefined): string | null {
  const all = withEmailsJoined(text).match(new RegExp(EMAIL.source, 'g')) ?? [];
  const names = [person?.first_name, person?.last_name]
    .map((n) => (n ?? '').toLowerCase().replace(/[^a-z]/g, ''))
    .filter((n) => n.length >= 3);
  const carriesName = (email: string) => {
    const local = email
      .toLowerCase()
      .replace(/[^a-z@]/g, '')
      .split('@')[0];
    return names.some((n) => local.includes(n));
  };
  return all.find(carriesName) ?? all[0] ?? null;
}

/** "… returning to acute care after completing nursing prerequisites (2025 – 2026)": years a sentence tells. */
function inProse(line: string, r: Range): boolean {
  const before = line.slice(0, r.index);
  if (before.lastIndexOf('(') <= before.lastIndexOf(')')) return false;
  // A sentence's words are mostly in lower case; a post's title, employer and place are capitalised.
  const words = before.slice(0, before.lastIndexOf('(')).match(/[A-Za-z]+/g) ?? [];
  return words.length >= 6 && words.filter((w) => /^[a-z]/.test(w)).length >= 0.6 * words.length;
}

/**
 * Positions grouped under their employer ("Red Mesa Community Medical Center · Mesa, AZ  2019 – 2025" over
 * "Patient Care Technician II  04/2021 – 03/2025" and "… I  08/2019 – 04/2021"): the employer's span of
 * years is no post of its own when positions dated by month below it fall within it. Its employer is
 * theirs when they name no organisation of their own.
 */
function withoutEmployerSpans(
  entries: ReadonlyArray<WorkEntry & { line: number; years: boolean }>,
): WorkEntry[] {
  const year = (ym: string | null): number => Number((ym ?? '9999').slice(0, 4));
  const spans = new Set<number>();
  const employerOf = new Map<number, string>();
  entries.forEach((span, k) => {
    if (!span.years) return;
    const within: number[] = [];
    for (let j = k + 1; j < entries.length && !entries[j].years; j++) {
      const e = entries[j];
      if (e.line === span.line || year(e.start_date) < year(span.start_date)) break;
      if (span.end_date !== null && year(e.end_date) > year(span.end_date)) break;
      within.push(j);
    }
    if (within.length === 0) return;
    spans.add(k);
    if (span.employer) for (const j of within) employerOf.set(j, span.employer);
  });
  // A position's own words are its title ("Patient Care Technician II, Emergency Department"), however
  // its words read; an employer of its own is named as an organisation.
  return entries.flatMap(({ line: _line, years: _years, ...e }, k) => {
    if (spans.has(k)) return [];
    const group = employerOf.get(k);
    if (!group || (e.employer && STRONG_ORG.test(e.employer))) return [e];
    return [{ ...e, employer: group, title: e.title && e.employer ? e.employer : (e.title ?? e.employer) }];
  });
}

/**
 * A section's heading that a page printed in two columns left at the end of the other column's line
 * ("… Looking for full-time days. Work Experience", "… Hospice care (1 year) Certifications and
 * Licenses"): after a sentence's or a list's end, the heading alone ends the line.
 */
const TRAILING_HEADING =
  /^(.*\S[.!?•)])\s+((?:professional\s+|work\s+|relevant\s+|clinical\s+)?experience|work\s+history|employment(?:\s+history)?|education|skills|certifications?(?:\s+(?:and|&)\s+licen[cs]es)?|licen[cs]es(?:\s+(?:and|&)\s+certifications?)?)\s*$/i;

const headingApart = (line: string): string[] => {
  const m = TRAILING_HEADING.exec(line);
  return m ? [m[1], m[2]] : [line];
};

/** `nowYm` (YYYY-MM of valid_on) stands in for "Present". */
export function extractResume(input: TextDoc, nowYm: string, person?: PersonInput): ResumeData {
  const lines = input.lines.flatMap(headingApart);
  const doc = { ...input, lines: captionedRanges(joinWrappedRanges(lines).map(apartFromDuration)) };
  const work = sectionBounds(
    doc.lines,
    /^(professional\s+|work\s+|employment\s+|relevant\s+|clinical\s+)?(experience|work history|employment history|employment)\b/i,
  ) ?? [0, doc.lines.length];
  const edu = sectionBounds(doc.lines, /^(education|academic)/i);
  const SCHOOL = /universit|college|school|institute|academy/i;
  const fromToHeader = doc.lines
    .slice(work[0], work[1])
    .some((l) => /\bfrom\s+(?:\S+\s+)?to\b/i.test(l) && findDates(l).length === 0);
  const collect = (from: number, to: number, skipEducation: boolean): WorkEntry[] => {
    const out: Array<WorkEntry & { line: number; years: boolean }> = [];
    for (let i = from; i < to; i++) {
      if (skipEducation && edu && i >= edu[0] - 1 && i < edu[1]) continue;
      // Outside the section, school lines carry study years, not jobs.
      if (!skipEducation && SCHOOL.test(doc.lines[i])) continue;
      // A bullet is a duty of the job above it ("• charge nurse 2020–2022"), not a job of its own.
      if (/^\s*[•▪◦‣∙*–-]\s/.test(doc.lines[i])) continue;
      // Time away or availability asked for ("Time off requested 12/23/26 - 1/14/27") is no post held.
      if (NOT_A_POST.test(doc.lines[i])) continue;
      // Unpaid service ("Volunteer, free clinic intake desk — 2025 – present") is no employment.
      if (/^\W*volunteer(?:ed|ing)?\b/i.test(doc.lines[i])) continue;
      for (const r of rangesIn(doc.lines[i], fromToHeader)) {
        if (betweenPosts(doc.lines, i, r) || inProse(doc.lines[i], r)) continue;
        const years = r.start.length === 4 && (r.end === null || r.end.length === 4);
        out.push({ ...entryFor(doc.lines, i, r), line: i, years });
      }
    }
    return withoutEmployerSpans(out);
  };
  // A reader that takes a right-hand date column for a block of its own puts the ranges after the
  // section; they still date the jobs.
  const inSection = collect(work[0], work[1], true);
  const work_history = inSection.length > 0 ? inSection : collect(0, doc.lines.length, false);
  const education = (edu ? doc.lines.slice(edu[0], edu[1]) : [])
    .filter((l) => /universit|college|school|institute|academy/i.test(l))
    .map((l) => ({
      institution:
        l
          .split(/\s*[|,–—]\s*|\s+-\s+/)
          .find((p) => /universit|college|school|institute|academy/i.test(p))
          ?.trim() ?? null,
      credential:
        /\b(Bachelor[^,|]*|Associate[^,|]*|Master[^,|]*|Diploma[^,|]*|Certificate[^,|]*|BSN|MSN|ADN|ASN|DNP|LPN|CNA)(?![A-Za-z])/i
          .exec(l)?.[0]
          .trim() ?? null,
      year: Number(/\b(19|20)\d{2}\b/.exec(l)?.[0] ?? NaN) || null,
    }));
  const credentials_mentioned = CREDENTIALS.filter((c) =>
    new RegExp(`(^|[^A-Za-z])${c.replace('-', '\\-')}([^A-Za-z]|$)`).test(doc.text),
  );
  const merged = mergeIntervals(work_history, nowYm);
  const total = merged.reduce((sum, [s, e]) => sum + monthSpan(s, e), 0);
  const gaps = merged.slice(1).map(([s], k) => {
    const prevEnd = merged[k][1];
    return { from: addMonthsYm(prevEnd, 1), to: addMonthsYm(s, -1), months: monthSpan(prevEnd, s) - 2 };
  });
  // The holder's telephone is the one beside their e-mail, where a cover sheet gives a recruiter's first.
  const email = holderEmail(doc.text, person);
  const emailLine = email ? doc.lines.find((line) => withEmailsJoined(line).includes(email)) : undefined;
  const own = ownText(input);
  return {
    contact: {
      email,
      phone:
        PHONE.exec(emailLine ?? '')?.[0] ??
        PHONE.exec(own)?.[0] ??
        internationalPhone(emailLine ?? '') ??
        internationalPhone(own),
    },
    work_history,
    education,
    credentials_mentioned,
    total_experience_months: total,
    gaps: gaps.filter((g) => g.months > 0),
  };
}
