// Label → value by geometry. Forms, cards and certificates print a value right of its label, under it in
// a boxed field, or above it (a certificate's "23891474" over the caption "Certificate Number"), and a
// row of captions under a row of values is a table. Read as text, such pages lose which value belongs to
// which label; read by the words' boxes, the value is the nearest phrase in one of those places whose
// text has the value's type.
import { findDates, shortMonthYear, toIso } from './dates';
import { identifierIn } from './fields';
import type { PlacedWord } from './normalize';
import { ENDS_WITH_DATE_CAPTION, ID_CAPTIONS, afterCaption } from './lexicon';
import { boxedJoined, boxesBeforeLabels } from './normalize';

export interface LayoutValue {
  /** What `accept` made of the phrase's text. */
  readonly value: string;
  /** The phrase as printed, and where it stood relative to its label. */
  readonly text: string;
  readonly where: 'inline' | 'right' | 'below' | 'above';
  readonly page: number;
  readonly confidence: number;
}

/** A cell of a form row: its words joined, with their common box (the lowest word confidence). */
type Phrase = PlacedWord;

const BOX = /^\[([x ])\]$/;

/** A value that says there is none: "(no renewal date on file)", "none", "N/A", "not recorded". */
const STATED_ABSENT =
  /^(?:[a-z]{1,3}\s+)?[\s:.\-–—(]*(?:no\s+[a-z]+|none|not\s+(?:yet\s+)?(?:on\s+file|recorded|given|known|applicable|returned|provided|issued|available|assigned|received|sent)|n\/a|nil|unknown|pending|to\s+be\s+issued|to\s+follow)\b/i;

/** Whether the words after a caption say the field has no value ("— not returned by provider", "N/A"). */
export const statesNoValue = (text: string): boolean => STATED_ABSENT.test(text.trim());

/** A phrase that begins with a caption of its own ("Expiration Date: …") is another field, not a value. */
const OWN_LABEL = /^[A-Za-z][A-Za-z /#().'-]{0,30}:/;

const height = (p: { y0: number; y1: number }): number => Math.max(1, p.y1 - p.y0);

const centreOf = (p: { y0: number; y1: number }): number => (p.y0 + p.y1) / 2;

/** The smaller height of two words, unless one is a flat mark (a tick box placed as a point). */
const rowTolerance = (a: number, b: number): number => (Math.min(a, b) > 2 ? Math.min(a, b) : Math.max(a, b));

/**
 * Words grouped into rows, left to right: a word joins the row whose centre (the mean of its words'
 * centres) is within half the smaller of the word's height and the first word's of its own. A handwritten
 * value's box is often twice as tall as the printed caption beside it (a script face's ascenders and
 * descenders) while its centre stays on the caption's line; comparing centres, not boxes, keeps such a box
 * from swallowing the rows above and below it. The row's mean, not its first word's centre, keeps a short
 * word ("no." of "Badge no.") beside a caption whose box stands higher than the rest of its row.
 */
function rowsOf(words: readonly PlacedWord[]): PlacedWord[][] {
  const sorted = [...words].sort((a, b) => a.page - b.page || centreOf(a) - centreOf(b) || a.x0 - b.x0);
  const rows: PlacedWord[][] = [];
  const centres: number[] = [];
  for (const word of sorted) {
    const centre = centreOf(word);
    const at = rows.findIndex(
      (r, i) =>
        r[0].page === word.page &&
        Math.abs(centre - centres[i]) <= 0.5 * rowTolerance(height(r[0]), height(word)),
    );
    if (at >= 0) {
      rows[at].push(word);
      centres[at] += (centre - centres[at]) / rows[at].length;
    } else {
      rows.push([word]);
      centres.push(centre);
    }
  }
  for (const row of rows) row.sort((a, b) => a.x0 - b.x0);
  return rows;
}

/** A document's cells, kept per word list: an extractor asks for several fields of one document. */
const cellsOf = new WeakMap<readonly PlacedWord[], Phrase[]>();

/** The words each cell was made of: a tall handwritten value's box also covers the caption beside it. */
const membersOf = new WeakMap<Phrase, readonly PlacedWord[]>();
/** Phrases that open just right of a tick box: options offered. */
const options = new WeakSet<Phrase>();

/** Words of one row, split where the gap is wider than the type is tall: the cells of a form row. */
export function phrasesOf(words: readonly PlacedWord[]): Phrase[] {
  const known = cellsOf.get(words);
  if (known) return known;
  const phrases: Phrase[] = [];
  // Tick boxes mark options (tickOptions); inside a caption or a value they are only noise. A phrase
  // that opens just right of a box is an option offered, though.
  const boxes = words.filter((w) => BOX.test(w.text));
  for (const row of rowsOf(words.filter((w) => !BOX.test(w.text)))) {
    let cell: PlacedWord[] = [];
    const flush = () => {
      if (cell.length === 0) return;
      const phrase = {
        text: cell.map((w) => w.text).join(' '),
        page: cell[0].page,
        x0: Math.min(...cell.map((w) => w.x0)),
        y0: Math.min(...cell.map((w) => w.y0)),
        x1: Math.max(...cell.map((w) => w.x1)),
        y1: Math.max(...cell.map((w) => w.y1)),
        confidence: Math.min(...cell.map((w) => w.confidence)),
      };
      membersOf.set(phrase, cell);
      const first = cell[0];
      if (
        boxes.some(
          (b) =>
            b.page === first.page &&
            Math.abs(centreOf(b) - centreOf(first)) <= 0.5 * height(first) &&
            first.x0 - b.x1 >= -1 &&
            first.x0 - b.x1 <= height(first),
        )
      )
        options.add(phrase);
      phrases.push(phrase);
      cell = [];
    };
    for (const word of row) {
      const previous = cell[cell.length - 1];
      if (previous && word.x0 - previous.x1 > 1.2 * Math.max(height(previous), height(word))) flush();
      cell.push(word);
    }
    flush();
  }
  cellsOf.set(words, phrases);
  return phrases;
}

/** The words of a phrase, left to right, as phrasesOf joined them. */
function wordsOf(words: readonly PlacedWord[], p: Phrase): PlacedWord[] {
  const own = membersOf.get(p);
  if (own) return [...own].sort((a, b) => a.x0 - b.x0);
  return words
    .filter(
      (w) =>
        !BOX.test(w.text) &&
        w.page === p.page &&
        w.x0 >= p.x0 - 0.5 &&
        w.x1 <= p.x1 + 0.5 &&
        (w.y0 + w.y1) / 2 >= p.y0 &&
        (w.y0 + w.y1) / 2 <= p.y1,
    )
    .sort((a, b) => a.x0 - b.x0);
}

/** Where the characters [from, from + length) of a phrase's text stand across the page. */
function captionSpan(
  words: readonly PlacedWord[],
  p: Phrase,
  from: number,
  length: number,
): { x0: number; x1: number } | null {
  let offset = 0;
  let x0 = Infinity;
  let x1 = -Infinity;
  for (const w of wordsOf(words, p)) {
    const end = offset + w.text.length;
    if (end > from && offset < from + length) {
      x0 = Math.min(x0, w.x0);
      x1 = Math.max(x1, w.x1);
    }
    offset = end + 1;
  }
  return x0 < x1 ? { x0, x1 } : null;
}

/**
 * The words of a caption's phrase that belong to other captions: those past a rule ("|") or a wide gap
 * from the caption's span ("| Certification date | Expiration" read as one phrase). The caption's own
 * other wording ("Card expires end of") is not another caption.
 */
function otherCaptionsOf(
  phraseWords: readonly PlacedWord[],
  span: { x0: number; x1: number },
  h: number,
): PlacedWord[] {
  const sorted = [...phraseWords].sort((a, b) => a.x0 - b.x0);
  const inSpan = (w: PlacedWord) => w.x1 > span.x0 && w.x0 < span.x1;
  const first = sorted.findIndex(inSpan);
  const last = sorted.length - 1 - [...sorted].reverse().findIndex(inSpan);
  if (first < 0) return [];
  const apart = (a: PlacedWord, b: PlacedWord) =>
    /\|/.test(a.text) || /\|/.test(b.text) || b.x0 - a.x1 > 1.5 * h;
  const others: PlacedWord[] = [];
  for (let i = first - 1, cut = false; i >= 0; i -= 1) {
    cut ||= apart(sorted[i], sorted[i + 1]);
    if (cut && /[A-Za-z]{2}/.test(sorted[i].text)) others.push(sorted[i]);
  }
  for (let i = last + 1, cut = false; i < sorted.length; i += 1) {
    cut ||= apart(sorted[i - 1], sorted[i]);
    if (cut && /[A-Za-z]{2}/.test(sorted[i].text)) others.push(sorted[i]);
  }
  return others;
}

/**
 * The words of `p` that stand under (or over) a caption's span, as one phrase: those under the span and
 * those within half its width of it (a value centred under a short caption) that stand under none of
 * the row's other captions.
 */
function inColumnOf(
  words: readonly PlacedWord[],
  p: Phrase,
  span: { x0: number; x1: number },
  otherCaptions: readonly Phrase[] = [],
): Phrase | undefined {
  const reach = 0.5 * (span.x1 - span.x0);
  const inColumn = wordsOf(words, p).filter(
    (w) =>
      (w.x1 > span.x0 && w.x0 < span.x1) ||
      (w.x1 >= span.x0 - reach &&
        w.x0 <= span.x1 + reach &&
        !otherCaptions.some((c) => w.x1 > c.x0 && w.x0 < c.x1)),
  );
  if (inColumn.length === 0) return undefined;
  return {
    ...p,
    text: inColumn.map((w) => w.text).join(' '),
    x0: inColumn[0].x0,
    x1: inColumn[inColumn.length - 1].x1,
  };
}

/**
 * A row of values read as one phrase under captions read apart ("ISSUED  EXPIRES" over "10-06-2025
 * 10-06-2028"): the words of `p` that reach past `x0`, where the caption starts.
 */
function fromColumnOf(words: readonly PlacedWord[], p: Phrase, x0: number): Phrase | undefined {
  const inColumn = wordsOf(words, p).filter((w) => w.x1 > x0);
  if (inColumn.length === 0) return undefined;
  return { ...p, text: inColumn.map((w) => w.text).join(' '), x0: inColumn[0].x0 };
}

const overlapsHorizontally = (a: Phrase, b: Phrase): boolean =>
  Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 0.2 * Math.min(a.x1 - a.x0, b.x1 - b.x0);

/** The caption `label` heading phrase `p`, and what follows it in the phrase. */
function captionIn(p: Phrase, label: RegExp): { m: RegExpExecArray; rest: string } | null {
  const m = label.exec(p.text);
  if (!m) return null;
  const rest = afterCaption(p.text, m);
  // A word ticked or left among options ("Status: ACTIVE [x] EXPIRED") is an answer, not a caption.
  if (m.index === 0 && options.has(p)) return null;
  // The caption must be what the phrase is about, not a word inside a sentence. ("Card / eCard no." is
  // one caption in two wordings; "B7. eCard code" a form's numbered item.)
  const before = p.text.slice(0, m.index);
  if (
    m.index > 3 &&
    rest.length > 0 &&
    !/^[A-Za-z .]{1,20}\/\s*$/.test(before) &&
    !/^\s*(?:[A-Z]?\d{1,3}[a-z]?|[A-Za-z])[.)]\s*$/.test(before)
  )
    return null;
  return { m, rest };
}

/** The phrases of `l`'s row, `l` itself included. */
const rowOf = (phrases: readonly Phrase[], l: Phrase): Phrase[] =>
  phrases.filter((p) => p.page === l.page && Math.abs(centreOf(p) - centreOf(l)) <= 0.5 * height(l));

/** A caption's other wording before a slash, and up to two words of its own before the match. */
const OTHER_WORDING_BEFORE = /^[\p{L} .]{1,20}\/\s*(?:[\p{L}.]+\s+){0,2}$/u;

/**
 * A row of at least three cells none of which holds a digit: a table's header. A sentence level with it
 * (a side column's "1. This training is valid three (3) years") is no cell of it.
 */
const headerRow = (row: readonly Phrase[]): boolean => {
  const cells = row.filter((p) => p.text.split(/\s+/).length < 5);
  return cells.length >= 3 && cells.every((p) => !/\d/.test(p.text));
};

/**
 * A value written beside its caption a little above the caption's line, as a hand fills a form: its box
 * ends inside the caption's and the two share more than a third of the caption's height.
 */
const raisedOn = (p: Phrase, l: Phrase, h: number): boolean =>
  p.y1 > l.y0 + 0.3 * h && p.y1 <= l.y1 + 0.3 * h && Math.min(p.y1, l.y1) - Math.max(p.y0, l.y0) >= 0.35 * h;

/**
 * The value of the first phrase matching `label` that has one: the rest of the label's own phrase, else
 * the nearest phrase right of it on its row, else the nearest under it, else the nearest over it, each
 * within a few lines. `accept` turns a candidate's text into the value, or null when it is not of the
 * value's type (a date for a date field, an identifier with digits for an id).
 */
export function valueByLayout(
  words: readonly PlacedWord[],
  label: RegExp,
  accept: (text: string) => string | null,
  /**
   * Under a table's header row, the greatest value of the whole column rather than its first cell: a
   * credential's history lists one validity per row, oldest first or newest first, and the latest is
   * the one in force. Values compare as text (ISO dates).
   */
  latestInColumn = false,
): LayoutValue | null {
  if (words.length === 0) return null;
  const phrases = phrasesOf(words);
  const candidate = (
    p: Phrase | undefined,
    where: LayoutValue['where'],
    text = p?.text,
  ): LayoutValue | null => {
    if (!p || !text || OWN_LABEL.test(text)) return null;
    const value = accept(text);
    return value === null ? null : { value, text, where, page: p.page, confidence: p.confidence };
  };
  /**
   * A table cell whose value wrapped onto a second line at a separator ("20-NOV-" over "2027"): the
   * phrase under `p` in its column, within a line's height of it, read with it as one value. Tried
   * only when `p` alone is not a value of the field's type.
   */
  const wrappedCell = (p: Phrase | undefined): LayoutValue | null => {
    // A value broken at a separator ("20-NOV-", "August 31,"): a stamp's "PAID" over a date is no part of it.
    if (!p || !/[-/,]$/.test(p.text)) return null;
    const h = height(p);
    const next = phrases
      .filter(
        (q) =>
          q !== p &&
          q.page === p.page &&
          Math.abs(q.x0 - p.x0) <= 0.5 * h &&
          // Its top well under the cell's top: a text layer's boxes are as tall as the line spacing, so
          // the next line's box may begin before this one's ends.
          q.y0 > p.y0 + 0.3 * h &&
          q.y0 - p.y1 <= h,
      )
      .sort((a, b) => a.y0 - b.y0)[0];
    if (!next) return null;
    const joined = {
      ...p,
      x1: Math.max(p.x1, next.x1),
      y1: next.y1,
      confidence: Math.min(p.confidence, next.confidence),
      // A speck before the second line's first figure (":2026") is no part of the value.
      text: `${p.text}${/[-/]$/.test(p.text) ? '' : ' '}${next.text.replace(/^[:;.,'‘’"“|]+\s*/, '')}`,
    };
    return candidate(joined, 'below');
  };
  for (const l of phrases) {
    const caption = captionIn(l, label);
    if (!caption) continue;
    const { m, rest } = caption;
    const inline = rest.length > 0 ? candidate(l, 'inline', rest) : null;
    if (inline) return inline;
    const h = height(l);
    // A row of several captions ("Issue Date   Recommended Renewal Date") over a row of values: the
    // value is the part of the row below that stands under this caption.
    // "Program / issuer" is one caption in two wordings: its column is under both. So is "Fecha de
    // emisión / Date issued", whose match ("issued") comes after a word of its own wording.
    const from = OTHER_WORDING_BEFORE.test(l.text.slice(0, m.index)) ? 0 : m.index;
    const span =
      m.index > 0 || rest.length > 0 ? captionSpan(words, l, from, m.index + m[0].length - from) : null;
    const row = rowOf(phrases, l);
    const header = headerRow(row);
    // The row's other captions (or values): a column's value stands under none of them. A header read
    // as one phrase with another caption ("| Certification date | Expiration") has that caption's
    // words beside this one's span.
    const sharing = span ? otherCaptionsOf(wordsOf(words, l), span, h) : [];
    const besides = [...row.filter((q) => q !== l), ...sharing];
    // Under a header row, a cell that stands under no other caption of the row is this column's whole.
    const ownCell = (p: Phrase): boolean => header && !besides.some((q) => q.x1 > p.x0 && q.x0 < p.x1);
    // Under a header row a caption that is a phrase of its own spans its column too: a row read as one
    // phrase across columns ("FH-22-50663 12/2027" under "Card no."  "Valid until") is cut to it.
    const columnSpan = span ?? (header ? { x0: l.x0, x1: l.x1 } : null);
    const column = (p: Phrase | undefined): Phrase | undefined =>
      p && ownCell(p)
        ? p
        : p && columnSpan
          ? inColumnOf(words, p, columnSpan, besides)
          : p && p.x0 < l.x0 - h
            ? fromColumnOf(words, p, l.x0)
            : p;
    const samePage = phrases.filter(
      (p) => p !== l && p.page === l.page && (!span || (p.x1 >= span.x0 && p.x0 <= span.x1)),
    );
    // A caption that ends its phrase ("Card / eCard no.") owns the cell right of the phrase, whatever
    // words precede it; the column under the caption's own words is only for what stands below.
    const rightOf = rest.length === 0 ? phrases.filter((p) => p !== l && p.page === l.page) : samePage;
    const onRow = rightOf
      .filter(
        (p) =>
          p.x0 >= l.x1 - 1 &&
          (Math.abs((p.y0 + p.y1) / 2 - (l.y0 + l.y1) / 2) <= 0.6 * h || raisedOn(p, l, h)),
      )
      .sort((a, b) => a.x0 - b.x0);
    const right = onRow[0];
    // "Renew by – (no renewal date on file)": the field says it has no value; none is looked for nearby.
    const said = [rest, ...onRow.map((p) => p.text)].join(' ').trim().slice(0, 30);
    if (STATED_ABSENT.test(said)) continue;
    // Nor is a caption's wording inside such a statement a caption: "(no | renewal date on file)". A
    // number's caption before it ("CERTIFICATION NO  EXPIRATION", its "No." read without the dot) is
    // another column, not a "no".
    const before = phrases
      .filter((p) => p.page === l.page && p.x1 <= l.x0 + 1 && Math.abs(centreOf(p) - centreOf(l)) <= 0.6 * h)
      .sort((a, b) => b.x1 - a.x1)[0];
    if (before && /(?:^|[\s(])no$/i.test(before.text) && !ID_CAPTIONS.test(before.text)) continue;
    // A handwritten value's box is taller than its ink: its centre past the caption's edge places it.
    const below = samePage
      .filter(
        (p) =>
          (p.y0 >= l.y1 - 0.3 * h || centreOf(p) >= l.y1) &&
          p.y0 - l.y1 <= 2.5 * h &&
          overlapsHorizontally(p, l),
      )
      .sort((a, b) => a.y0 - b.y0)[0];
    const above = samePage
      .filter(
        (p) =>
          (p.y1 <= l.y0 + 0.3 * h || centreOf(p) <= l.y0) &&
          l.y0 - p.y1 <= 2.5 * h &&
          overlapsHorizontally(p, l),
      )
      .sort((a, b) => b.y1 - a.y1)[0];
    // Under a ruled field the caption sits below its value, on a form beside or above it: of the two,
    // the nearer phrase is the caption's.
    // A table column: the first cell further down that starts where the caption starts, with nothing
    // between them in that column (a roster whose other people's rows were set aside).
    // Under a table's header row (several captions, no values) the column runs as far down as the
    // table does.
    const reach = header ? 60 * h : 8 * h;
    // The cells further down that start where the caption starts, nearest first.
    const columnCells = samePage
      .filter(
        (p) =>
          p.y0 >= l.y1 - 0.3 * h &&
          p.y0 - l.y1 <= reach &&
          // Under a header, a row of narrow columns may come as one phrase starting left of the caption.
          (Math.abs(p.x0 - (span?.x0 ?? l.x0)) <= h || (header && p.x0 < (span?.x0 ?? l.x0))) &&
          overlapsHorizontally(p, l),
      )
      .sort((a, b) => a.y0 - b.y0);
    if (latestInColumn && header && !candidate(right, 'right')) {
      // The column's cells, down to the first gap wider than a few lines (the table's end). Rows that
      // wrap onto several lines each (findings, a signature, a stamp) stand as far apart as the first
      // stands from the header: when the first value stands within a few lines of the header, a gap up
      // to half as wide again as its distance is still the table's.
      const first = columnCells.find((p) => candidate(column(p), 'below') !== null);
      const firstGap = first ? first.y0 - l.y1 : Infinity;
      const rowGap = firstGap <= 6 * h ? 1.5 * firstGap : 0;
      const cells: Phrase[] = [];
      for (const p of columnCells) {
        if (p.y0 - (cells[cells.length - 1] ?? l).y1 > Math.max(3 * h, rowGap)) break;
        cells.push(p);
      }
      const latest = cells
        .map((p) => {
          const cell = column(p);
          return candidate(cell, 'below') ?? wrappedCell(cell);
        })
        .filter((v): v is LayoutValue => v !== null)
        .sort((a, b) => b.value.localeCompare(a.value))[0];
      if (latest) return latest;
    }
    const columnBelow = below
      ? undefined
      : columnCells.find(
          (c) => !samePage.some((q) => q.y0 >= l.y1 && q.y1 <= c.y0 && overlapsHorizontally(q, l)),
        );
    const first = column(below ?? columnBelow);
    const under = candidate(first, 'below') ?? wrappedCell(first);
    const over = candidate(column(above), 'above');
    const gapUnder = below ? below.y0 - l.y1 : Infinity;
    const gapOver = above ? l.y0 - above.y1 : Infinity;
    // A table's header row with a value under it: what stands over it is the table's title; unless the
    // captions are printed under their values, row after row (a card's "09/28/2026 … D. Herrera" over
    // "Date placed  Arm  Placed by", then "09/30/2026 …" over "Date read  Induration  Read by"): the
    // value under this row stands nearer the next row of captions, which it belongs to.
    const nextCaptionsUnder = (p: Phrase): boolean =>
      phrases.some(
        (q) =>
          q.page === p.page &&
          q.y0 >= p.y1 - 0.3 * h &&
          q.y0 - p.y1 < p.y0 - l.y1 &&
          overlapsHorizontally(q, p) &&
          headerRow(rowOf(phrases, q)),
      );
    const captionsUnderValues =
      header && first !== undefined && gapOver < 0.7 * (first.y0 - l.y1) && nextCaptionsUnder(first);
    const vertical =
      under && over && !header
        ? gapOver < 0.7 * gapUnder
          ? over
          : under
        : captionsUnderValues && over
          ? over
          : (under ?? over);
    const found = candidate(right, 'right') ?? vertical;
    if (found) return found;
  }
  return null;
}

/** A date field's value by layout: the first date of the phrase, as ISO (a month-only date at its end when asked). */
export function dateByLayout(
  words: readonly PlacedWord[],
  label: RegExp,
  monthEnd: 'start' | 'end' = 'start',
): string | null {
  return valueByLayout(words, label, dateValue(monthEnd), monthEnd === 'end')?.value ?? null;
}

/** A date value's parser for valueByLayout: the phrase's first date as ISO, unless a caption of its own precedes it. */
export const dateValue =
  (monthEnd: 'start' | 'end' = 'start') =>
  (text: string): string | null => {
    const [date] = findDates(text);
    const end = date ?? (monthEnd === 'end' ? shortMonthYear(text) : null);
    // A date printed after a caption of its own is that caption's value.
    if (!end || ENDS_WITH_DATE_CAPTION.test(text.slice(0, end.index))) return null;
    return toIso(end, monthEnd);
  };

/**
 * A field whose caption is printed but whose value was left blank: `label` heads a phrase (not a word
 * inside a sentence) and no phrase of the value's type stands in any of the places valueByLayout looks.
 * Another date somewhere near is then not this field's value. False when the words carry no boxes.
 */
export function captionLeftBlank(
  words: readonly PlacedWord[],
  label: RegExp,
  accept: (text: string) => string | null,
): boolean {
  if (words.length === 0 || !phrasesOf(words).some((p) => captionIn(p, label) !== null)) return false;
  return valueByLayout(words, label, accept) === null;
}

/** An identifier as a field's value: a run of letters, digits and dashes holding a digit, no date. */
export function identifierValue(text: string): string | null {
  // A code written one character per box reads as its characters a space apart.
  const id = identifierIn(boxedJoined(text.replace(/^(code|id|number|no\.?)\s*[:#]?\s*/i, '')));
  return id && findDates(text).length === 0 ? id : null;
}

/** An identifier field's value by layout. */
export function idByLayout(words: readonly PlacedWord[], label: RegExp): string | null {
  return valueByLayout(words, label, identifierValue)?.value ?? null;
}

export interface TickOption {
  readonly ticked: boolean;
  /** The words the box stands for: those right of it on its row, up to the next box. */
  readonly label: string;
  readonly page: number;
}

/**
 * A row of boxes and nothing else, printed under a row of options ("FIT   FIT WITH RESTRICTIONS   UNFIT"
 * over "[x]  [ ]  [ ]"): each box marks the option standing over it, one or two lines of text tall.
 * A duplicate box (the same box read twice) marks its option once.
 */
function boxesUnderOptions(row: readonly PlacedWord[], phrases: readonly Phrase[]): TickOption[] {
  const out: TickOption[] = [];
  for (const box of row) {
    const h = height(box);
    const centre = (box.x0 + box.x1) / 2;
    const over = phrases
      .filter(
        (p) =>
          p.page === box.page &&
          p.y1 <= box.y0 + 0.3 * h &&
          box.y0 - p.y0 <= 3.5 * h &&
          p.x0 - h <= centre &&
          centre <= p.x1 + h,
      )
      .sort((a, b) => a.y0 - b.y0);
    if (over.length === 0) continue;
    const option = {
      ticked: BOX.exec(box.text)?.[1] === 'x',
      label: over.map((p) => p.text).join(' '),
      page: box.page,
    };
    if (!out.some((o) => o.label === option.label && o.ticked === option.ticked)) out.push(option);
  }
  return out;
}

/**
 * Every tick box with the option it marks, bound by position: a box marks the words that follow it on its
 * row, up to the next box or a gap wider than a third of the row; a row of boxes alone marks the options
 * printed over it, and a box followed by a value marks the caption over its column. Whatever order a reader emitted the box
 * and its label in (a box a little above its label's baseline is its own line of text), the row keeps them
 * together. A box with nothing after it (a column of boxes under a "Yes / No" header) marks no option here.
 */
export function tickOptions(words: readonly PlacedWord[]): TickOption[] {
  const phrases = phrasesOf(words);
  const rows = rowsOf(words);
  const statements = boxColumnAfterStatements(rows, words);
  const options: TickOption[] = [...statements.values()];
  for (const row of rows) {
    if (statements.has(row)) continue;
    if (row.length >= 2 && row.every((w) => BOX.test(w.text))) {
      options.push(...boxesUnderOptions(row, phrases));
      continue;
    }
    const after = boxesAfterLabels(row);
    if (after) {
      options.push(...after);
      continue;
    }
    const width = Math.max(...row.map((w) => w.x1)) - Math.min(...row.map((w) => w.x0));
    row.forEach((word, i) => {
      const box = BOX.exec(word.text);
      if (!box) return;
      const label: string[] = [];
      let previous = word;
      for (const next of row.slice(i + 1)) {
        if (BOX.test(next.text) || next.x0 - previous.x1 > Math.max(width / 3, 4 * height(next))) break;
        label.push(next.text);
        previous = next;
      }
      // A box whose row goes on with a value, not an option's words, sits in a table's column of boxes:
      // it marks the caption heading that column ("Active", "Inactive").
      const text = /[A-Za-z]/.test(label.join(' ')) ? label.join(' ') : columnCaption(words, word);
      if (text) options.push({ ticked: box[1] === 'x', label: text, page: word.page });
    });
  }
  return options;
}

/** A row's last box and the words before it, a pen's mark drawn over the box (an "X") set aside. */
function trailingBox(row: readonly PlacedWord[]): { box: PlacedWord; before: PlacedWord[] } | null {
  const boxAt = row.findLastIndex((w) => BOX.test(w.text));
  if (boxAt <= 0) return null;
  const box = row[boxAt];
  const after = row.slice(boxAt + 1);
  if (after.some((w) => w.x0 > box.x1 + 0.5 * height(box))) return null;
  const before = row.slice(0, boxAt);
  if (before.some((w) => BOX.test(w.text)) || !/[A-Za-z]{3}/.test(before.map((w) => w.text).join(' ')))
    return null;
  return { box, before };
}

/**
 * Statements each ending with a box in one column ("Cleared for the position without restrictions  ☒"
 * over "Not cleared for the position  ☐"): each box marks the words of its row, after any caption. Only
 * a column of two rows or more, one box each and no caption over the boxes: a "Yes" column's boxes
 * answer their rows' questions, and a single box at a line's end is as often a speck.
 */
function boxColumnAfterStatements(
  rows: readonly PlacedWord[][],
  words: readonly PlacedWord[],
): Map<PlacedWord[], TickOption> {
  const found = rows.flatMap((row) => {
    const t = trailingBox(row);
    return t ? [{ row, ...t }] : [];
  });
  const out = new Map<PlacedWord[], TickOption>();
  for (const first of found) {
    if (out.has(first.row)) continue;
    const h = height(first.box);
    const column = found.filter(
      (f) => f.box.page === first.box.page && Math.abs(f.box.x0 - first.box.x0) <= h,
    );
    if (column.length < 2 || column.some((f) => out.has(f.row))) continue;
    const top = column.reduce((a, b) => (b.box.y0 < a.box.y0 ? b : a));
    if (columnCaption(words, top.box, 2.5)) continue;
    for (const f of column) {
      const text = f.before.map((w) => w.text).join(' ');
      const label = text.slice(text.lastIndexOf(':') + 1).trim();
      if (label) out.set(f.row, { ticked: BOX.exec(f.box.text)![1] === 'x', label, page: f.box.page });
    }
  }
  return out;
}

/**
 * A row of options each printed with its box after it ("Negative ☒  Positive ☐"): the row reads the way
 * boxesBeforeLabels reads its line, each box marking the words between it and the box before it (after
 * the question or caption that opens the row). Null for any other row.
 */
function boxesAfterLabels(row: readonly PlacedWord[]): TickOption[] | null {
  const text = row.map((w) => w.text).join(' ');
  const rewritten = boxesBeforeLabels(text);
  if (rewritten === text) return null;
  const page = row[0].page;
  return [...rewritten.matchAll(/\[([x ])\]\s*([^[]*?)\s*(?=\[[x ]\]|$)/g)].map((m) => ({
    ticked: m[1] === 'x',
    label: m[2],
    page,
  }));
}

/**
 * The nearest word over a box, in its column, that is not a box: the caption of a column of boxes; with
 * `reach`, only one within that many of the box's heights.
 */
function columnCaption(words: readonly PlacedWord[], box: PlacedWord, reach = Infinity): string | null {
  const h = height(box);
  const over = words
    .filter(
      (w) =>
        w.page === box.page &&
        !BOX.test(w.text) &&
        /[A-Za-z]{2,}/.test(w.text) &&
        w.y1 <= box.y0 + 0.3 * h &&
        w.y1 >= box.y0 - reach * h &&
        w.x1 >= box.x0 - 0.5 * h &&
        w.x0 <= box.x1 + 0.5 * h,
    )
    .sort((a, b) => b.y1 - a.y1)[0];
  return over?.text ?? null;
}
