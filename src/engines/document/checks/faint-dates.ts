// A rejection that rests on a date is only as sure as the reading of that date. A handwritten "08/24/26"
// that OCR read as "2/14/14" on a line it read with 48 % confidence would reject a current flu shot as
// last decade's: when every line a date of the extracted data was read from is faint, the date-based
// finding is doubt, which a person resolves (`invalid extraction`), not a rejection. So is a validity
// that ends on or before the day it began: no card or certificate is issued expired, so one of its two
// dates was misread (a photo of two cards side by side read as one, the issue date taken for the end).
// So is a date struck through with its correction written beside it ("20250827 20260827"): the page
// gives two dates for one field, and which one stands is for a person to see.
// So is a season found without a dose of it when the row just under the dose table's captions was read as
// noise: the newest dose may stand in the row the reader lost.
// A handwritten year of two figures is the easiest to misread by a decade ("11/16/28" read "1/16/14"): a
// credential found expired only by such a date, on lines not read clearly, is doubt as well.
import type { Understanding } from '../understanding/index';
import { findDates, toIso } from '../understanding/dates';
import type { Issue } from './issues';

/** Findings that rest on a date's value. */
export const DATED_ISSUES: ReadonlySet<Issue> = new Set<Issue>([
  'document expired',
  'invalid test dates',
  'invalid waiting period',
  'test too old',
  'insufficient waiting period',
  'vaccination outside season',
  'exam too old',
]);

/** Below this OCR confidence a line's digits are too often wrong to reject on. */
const FAINT_LINE = 60;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The ISO dates held anywhere in the extracted data. */
function datesIn(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string' && ISO_DATE.test(value)) out.add(value);
  else if (Array.isArray(value)) for (const v of value) datesIn(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) datesIn(v, out);
  return out;
}

/** One place a date is written: its line's confidence, and whether it writes its year in full. */
interface Sighting {
  readonly confidence: number;
  readonly fullYear: boolean;
}

/** Where each date of the page is written, by ISO date (a month-only date under its first and last day). */
function sightingsOf(u: Understanding): Map<string, Sighting[]> {
  const { lines, lineConfidence } = u.doc;
  const seen = new Map<string, Sighting[]>();
  lines.forEach((line, i) => {
    for (const d of findDates(line)) {
      const sighting = {
        confidence: lineConfidence[i] ?? 100,
        fullYear: /(?:19|20)\d{2}/.test(line.slice(d.index, d.index + d.length)),
      };
      for (const iso of new Set([toIso(d), toIso(d, 'end')]))
        seen.set(iso, [...(seen.get(iso) ?? []), sighting]);
    }
  });
  return seen;
}

/**
 * A date of `data` that the reader found only on faint lines. Dates found on no line (computed from
 * another, like an end two years after an issue date) say nothing here.
 */
export function faintDate(u: Understanding, data: unknown): boolean {
  if (!u.ocr) return false;
  const seen = sightingsOf(u);
  for (const date of datesIn(data, new Set())) {
    const confidences = (seen.get(date) ?? []).map((s) => s.confidence);
    if (confidences.length > 0 && Math.max(...confidences) < FAINT_LINE) return true;
  }
  return false;
}

/** Below this OCR confidence a year written with two figures may be another decade. */
const CLEAR_SHORT_YEAR = 85;

/**
 * Whether a credential of `data` ends before `validOn` on a date read only as a two-figure year on lines
 * not read clearly: its printed end, or the issue date its end was counted from when no end is printed.
 */
export function expiredOnShortYear(u: Understanding, data: unknown, validOn: string): boolean {
  if (!u.ocr) return false;
  const seen = sightingsOf(u);
  const expired = (value: unknown): boolean => {
    if (Array.isArray(value)) return value.some(expired);
    if (!value || typeof value !== 'object') return false;
    const { issue_date: issued, expiration_date: ends } = value as Record<string, unknown>;
    if (typeof ends === 'string' && ISO_DATE.test(ends) && ends < validOn) {
      const printed = seen.get(ends) ?? [];
      const read = printed.length > 0 ? printed : typeof issued === 'string' ? (seen.get(issued) ?? []) : [];
      if (read.length > 0 && read.every((s) => !s.fullYear && s.confidence < CLEAR_SHORT_YEAR)) return true;
    }
    return Object.values(value).some((v) => typeof v === 'object' && expired(v));
  };
  return expired(data);
}

/** Whether some credential of `data` ends on or before the day it was issued: one of its dates is misread. */
export function impossibleValidity(data: unknown): boolean {
  if (Array.isArray(data)) return data.some(impossibleValidity);
  if (!data || typeof data !== 'object') return false;
  const { issue_date: issued, expiration_date: ends } = data as Record<string, unknown>;
  if (typeof issued === 'string' && typeof ends === 'string' && ends <= issued) return true;
  return Object.values(data).some(impossibleValidity);
}

/** Between a struck date and the correction written after it: a space, a rule, a slash. */
const BESIDE = /^[\s|/,;~-]{0,4}$/;

/**
 * A line of two full dates side by side, the first held by `data` and the second a later one it does not
 * hold: one field written twice, a struck date and its correction. A row of three dates or more is a
 * table's (done, expires, verified).
 */
export function correctedDate(u: Understanding, data: unknown): boolean {
  const held = datesIn(data, new Set());
  return u.doc.lines.some((line) => {
    const dates = findDates(line);
    if (dates.length !== 2 || dates.some((d) => d.precision !== 'day')) return false;
    const [first, second] = dates;
    return (
      held.has(toIso(first)) &&
      !held.has(toIso(second)) &&
      toIso(second) > toIso(first) &&
      BESIDE.test(line.slice(first.index + first.length, second.index))
    );
  });
}

/** Below this OCR confidence a line is noise: whatever was written there was not read. */
const LOST_LINE = 40;

/** A dose table's caption row: the date's and the vaccine's columns ("Date given  Vaccine  Mfr  Lot"). */
const DOSE_TABLE_CAPTIONS = /\bdate\b.*\bvaccine\b|\bvaccine\b.*\bdate\b/i;

/** Whether the line under a dose table's caption row was read as noise: a row of the table was lost. */
export function lostTableRow(u: Understanding): boolean {
  if (!u.ocr) return false;
  const { lines, lineConfidence } = u.doc;
  return lines.some(
    (line, i) =>
      DOSE_TABLE_CAPTIONS.test(line) && i + 1 < lines.length && (lineConfidence[i + 1] ?? 100) < LOST_LINE,
  );
}
