// Dates as people write them on forms, cards and letters. US order (month first) wins when a numeric date
// is ambiguous, because every document type here is a US credential.

export type DatePrecision = 'day' | 'month';

export interface FoundDate {
  readonly year: number;
  readonly month: number;
  readonly day: number | null;
  readonly precision: DatePrecision;
  readonly index: number;
  readonly length: number;
}

const MONTHS: Readonly<Record<string, number>> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

export function monthNumber(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w.length < 3) return null;
  const key = w.slice(0, w.startsWith('sept') ? 4 : 3);
  const n = MONTHS[key];
  if (n === undefined) return null;
  const full = [
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
  ][n - 1];
  return full.startsWith(w) || w === 'sept' ? n : null;
}

/**
 * A three-letter month misread by one letter, as handwriting is ("Avg", "Acg" for Aug; "Jvl" for Jul): the
 * only month within one letter of it. "Mav" could be Mar or May, and is none.
 */
function misreadMonth(word: string): number | null {
  const w = word.toLowerCase();
  if (w.length !== 3) return null;
  const near = Object.entries(MONTHS).filter(
    ([name]) => name.length === 3 && [...name].filter((c, i) => c !== w[i]).length <= 1,
  );
  return near.length === 1 ? near[0][1] : null;
}

const expandYear = (y: number): number => (y >= 100 ? y : y < 50 ? 2000 + y : 1900 + y);

export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

function valid(year: number, month: number, day: number | null): boolean {
  if (year < 1900 || year > 2099 || month < 1 || month > 12) return false;
  return day === null || (day >= 1 && day <= daysInMonth(year, month));
}

const MONTH_WORD =
  '(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|Jun(?:e)?|Jul(?:y)?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';

const UNITS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const TEENS = [
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
];
/** A day of the month written as an ordinal word, "first" to "thirty-first". */
const ORDINAL_WORD = `((?:twenty|thirty)[-\\s]?(?:${UNITS.join('|')})|${[...UNITS, ...TEENS, 'twentieth', 'thirtieth'].join('|')})`;

function ordinalDay(word: string): number | null {
  const w = word.toLowerCase().replace(/[-\s]/g, '');
  if (w === 'twentieth') return 20;
  if (w === 'thirtieth') return 30;
  const tens = w.startsWith('twenty') ? 20 : w.startsWith('thirty') ? 30 : 0;
  const rest = tens ? w.slice(6) : w;
  const unit = UNITS.indexOf(rest);
  if (unit >= 0) return tens + unit + 1;
  const teen = TEENS.indexOf(rest);
  return !tens && teen >= 0 ? 10 + teen : null;
}

type Pattern = { re: RegExp; build: (m: RegExpExecArray) => Omit<FoundDate, 'index' | 'length'> | null };

const day = (year: number, month: number, d: number) =>
  valid(year, month, d) ? { year, month, day: d, precision: 'day' as const } : null;
const monthOnly = (year: number, month: number) =>
  valid(year, month, null) ? { year, month, day: null, precision: 'month' as const } : null;

/** Spanish month names, as bilingual certificates print their dates ("24 de diciembre de 2025"). */
const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'sep?tiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const SPANISH_MONTH = `(${SPANISH_MONTHS.join('|')})`;
const spanishMonth = (word: string): number | null => {
  const i = SPANISH_MONTHS.findIndex((m) => new RegExp(`^${m}$`, 'i').test(word));
  return i < 0 ? null : i + 1;
};

// Ordered from most to least specific; a match claims its characters so shorter patterns cannot reuse them.
const PATTERNS: readonly Pattern[] = [
  { re: /\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/g, build: (m) => day(+m[1], +m[2], +m[3]) },
  {
    // Not begun inside another run of figures and separators: "06/21-06/24" is a range of two months,
    // not "21-06/24".
    re: /(?<![\d/.])(?<!\d-)\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?![\d/])/g,
    build: (m) => {
      const a = +m[1];
      const b = +m[2];
      const y = expandYear(+m[3]);
      return day(y, a, b) ?? (a > 12 ? day(y, b, a) : null);
    },
  },
  // A handwritten slash read as a "1" (or "l", "|"): "7130/2026", "7/3012026". Only where one of the two
  // separators was read as one and the result is a date; an id without a separator is never taken.
  {
    re: /(?<![\d/.-])(\d{1,2})(?:[1l|I](\d{1,2})[/.-]|[/.-](\d{1,2})[1l|I])(\d{4})(?![\d/])/g,
    build: (m) => day(+m[4], +m[1], +(m[2] ?? m[3])),
  },
  // Day first in words, as letters and certificates write it: "the 28th of September, 2026", "this 4th day
  // of August 2026".
  {
    re: new RegExp(
      `\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:day\\s+)?of\\s+${MONTH_WORD},?\\s+(?:in\\s+(?:the\\s+year\\s+)?)?(\\d{4})(?!\\d)`,
      'gi',
    ),
    build: (m) => {
      const mo = monthNumber(m[2]);
      return mo ? day(+m[3], mo, +m[1]) : null;
    },
  },
  // Day, month and year joined by "de" in Spanish: "24 de diciembre de 2025", "1.º de julio del 2026".
  {
    re: new RegExp(
      `\\b(\\d{1,2})(?:\\.?º|\\.)?\\s+de\\s+${SPANISH_MONTH}\\s+(?:de(?:l)?\\s+)?(\\d{4})(?!\\d)`,
      'gi',
    ),
    build: (m) => {
      const mo = spanishMonth(m[2]);
      return mo ? day(+m[3], mo, +m[1]) : null;
    },
  },
  // The day as an ordinal word: "on the second of July 2026", "this twenty-first day of March, 2026".
  {
    re: new RegExp(
      `\\b${ORDINAL_WORD}\\s+(?:day\\s+)?of\\s+${MONTH_WORD},?\\s+(?:in\\s+(?:the\\s+year\\s+)?)?(\\d{4})(?!\\d)`,
      'gi',
    ),
    build: (m) => {
      const mo = monthNumber(m[2]);
      const d = ordinalDay(m[1]);
      return mo && d ? day(+m[3], mo, d) : null;
    },
  },
  // Day, month and year run together in capitals, as military and registry systems print them
  // ("29JAN2021"); OCR reads the month's O as a zero ("09OCT2013" as "090CT2013", "05N0V2026").
  {
    re: /\b(\d{1,2})([A-Z0]{3})((?:19|20)\d{2})(?!\d)/g,
    build: (m) => {
      const mo = monthNumber(m[2].replace(/0/g, 'O'));
      return mo ? day(+m[3], mo, +m[1]) : null;
    },
  },
  {
    re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?[\\s-]+${MONTH_WORD}[\\s,-]+(\\d{4}|\\d{2})(?!\\d)`, 'gi'),
    build: (m) => {
      const mo = monthNumber(m[2]);
      return mo ? day(expandYear(+m[3]), mo, +m[1]) : null;
    },
  },
  {
    re: new RegExp(`\\b${MONTH_WORD}\\s*(\\d{1,2})(?:st|nd|rd|th)?,?\\s*(\\d{4})(?!\\d)`, 'gi'),
    build: (m) => {
      const mo = monthNumber(m[1]);
      return mo ? day(+m[3], mo, +m[2]) : null;
    },
  },
  {
    re: new RegExp(`\\b${MONTH_WORD},?\\s*(\\d{4})\\b`, 'gi'),
    build: (m) => {
      const mo = monthNumber(m[1]);
      return mo ? monthOnly(+m[2], mo) : null;
    },
  },
  // "13-Avg-2026": a day, a three-letter word and a year joined by hyphens is a date, its month misread.
  {
    re: /\b(\d{1,2})-([A-Za-z]{3})-(\d{4})(?!\d)/g,
    build: (m) => {
      const mo = misreadMonth(m[2]);
      return mo ? day(+m[3], mo, +m[1]) : null;
    },
  },
  // "20260811": year, month and day run together, as forms that ask for YYYYMMDD write them. Not part
  // of a longer code ("MD-20260811", "#20260811").
  {
    re: /(?<![\w#/.-])((?:19|20)\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?![\w/.-])/g,
    build: (m) => day(+m[1], +m[2], +m[3]),
  },
  // Not the tail of a day date whose first figures OCR garbled ("¥O/¥8/2026" is no August 2026).
  {
    re: /(?<![/.-][^\s\d/.-])\b(\d{1,2})[/-](\d{4})\b/g,
    build: (m) => monthOnly(+m[2], +m[1]),
  },
  { re: /\b(\d{4})[/-](\d{1,2})\b(?![/-]\d)/g, build: (m) => monthOnly(+m[1], +m[2]) },
  // "2023.09 - present": a year and a two-digit month joined by a dot (not a decimal such as 2026.5).
  { re: /\b((?:19|20)\d{2})\.(0[1-9]|1[0-2])\b(?![.,]?\d)/g, build: (m) => monthOnly(+m[1], +m[2]) },
  // "07.2025 — now": the same the other way round, the month first.
  {
    re: /(?<![\d.,])(0?[1-9]|1[0-2])\.((?:19|20)\d{2})\b(?![.,]?\d)/g,
    build: (m) => monthOnly(+m[2], +m[1]),
  },
  // "Aug '21 – today": a month's name and an abbreviated year.
  {
    re: new RegExp(`\\b${MONTH_WORD}\\s*'(\\d{2})\\b`, 'gi'),
    build: (m) => {
      const mo = monthNumber(m[1]);
      return mo ? monthOnly(2000 + +m[2], mo) : null;
    },
  },
];

/** Every date in a piece of text, in reading order. */
export function findDates(text: string): FoundDate[] {
  const taken: Array<[number, number]> = [];
  const found: FoundDate[] = [];
  for (const p of PATTERNS) {
    p.re.lastIndex = 0;
    for (let m = p.re.exec(text); m; m = p.re.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some(([s, e]) => start < e && end > s)) continue;
      const built = p.build(m);
      if (!built) continue;
      taken.push([start, end]);
      found.push({ ...built, index: start, length: m[0].length });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/**
 * A card's month and two-digit year ("VALID THRU 09/27", "Exp 11/28"): read only where a validity caption
 * says a month is meant, since elsewhere "09/27" is as likely a day and month.
 */
export function shortMonthYear(text: string): FoundDate | null {
  const m = /(?<![\d/.-])(0?[1-9]|1[0-2])\s?\/\s?(\d{2})(?![\d/.-])/.exec(text);
  if (!m) return null;
  const built = monthOnly(2000 + +m[2], +m[1]);
  return built ? { ...built, index: m.index, length: m[0].length } : null;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** A date as `YYYY-MM-DD`; a month-only date becomes its first day, or its last when it ends a validity. */
export function toIso(d: FoundDate, monthEnd: 'start' | 'end' = 'start'): string {
  const dd = d.day ?? (monthEnd === 'end' ? daysInMonth(d.year, d.month) : 1);
  return `${d.year}-${pad(d.month)}-${pad(dd)}`;
}

export const toYearMonth = (d: FoundDate): string => `${d.year}-${pad(d.month)}`;

export function parseDate(text: string, monthEnd: 'start' | 'end' = 'start'): string | null {
  const [first] = findDates(text);
  return first ? toIso(first, monthEnd) : null;
}

export const isoToEpochDay = (iso: string): number => Math.floor(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);

export const daysBetween = (from: string, to: string): number => isoToEpochDay(to) - isoToEpochDay(from);

export function addDays(iso: string, days: number): string {
  return new Date((isoToEpochDay(iso) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** Adds years, clamping 29 February to the 28th. */
export function addYears(iso: string, years: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${y + years}-${pad(m)}-${pad(Math.min(d, daysInMonth(y + years, m)))}`;
}

/** The last day of the month `months` after the month of `iso` (AHA cards: end of month two years on). */
export function endOfMonthAfter(iso: string, months: number): string {
  const [y, m] = iso.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  return `${year}-${pad(month)}-${pad(daysInMonth(year, month))}`;
}

/** Months between two `YYYY-MM` values, inclusive of both ends. */
export function monthSpan(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm) + 1;
}

export function addMonthsYm(ym: string, months: number): string {
  const [y, m] = ym.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  return `${Math.floor(total / 12)}-${pad((total % 12) + 1)}`;
}
