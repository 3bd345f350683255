// Whether the name on a document is the person's. Documents are written by many hands, so this is
// tolerant: case, accents, punctuation, missing or initialled middle names, compound surnames,
// nicknames and a few OCR slips relative to the length of the name all still match.
import type { PersonInput } from '../../contract';
import { foldText } from './normalize';
import type { TextDoc } from './normalize';
import { sameGivenName } from './nicknames';
import { findDates, toIso } from './dates';

export type PersonStatus = 'match' | 'mismatch' | 'not_present';

export interface NameMatch {
  readonly status: PersonStatus;
  /** 0–1: how sure the match (or mismatch) is; 1 for an exact match. */
  readonly strength: number;
}

const TITLES = /^(mr|mrs|ms|miss|dr|jr|sr|ii|iii|iv|md|do|rn|lpn|lvn|np|pa|cna|phd|bsn|msn)$/;

export function nameTokens(value: string): string[] {
  return (
    foldText(value)
      .replace(/[’'`]/g, '')
      // OCR reads letters as digits inside names: "Wi11iam", "R0bert".
      .replace(/[0-9]/g, (d) => ({ '0': 'o', '1': 'l', '5': 's', '8': 'b', '3': 'e', '4': 'a' })[d] ?? ' ')
      .replace(/[^a-z]+/g, ' ')
      .trim()
      .split(' ')
      .filter((t) => t.length > 0 && !TITLES.test(t))
  );
}

export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length];
}

/** Edits an OCR engine may plausibly make in a word of this length. */
const allowedEdits = (len: number): number => (len <= 3 ? 0 : len <= 7 ? 1 : 2);

/** 1 exact, 0.85 within OCR noise, 0 otherwise. */
function wordScore(expected: string, seen: string): number {
  if (expected === seen) return 1;
  return levenshtein(expected, seen) <= allowedEdits(expected.length) ? 0.85 : 0;
}

function givenScore(expected: string, seen: string): number {
  if (sameGivenName(expected, seen)) return expected === seen ? 1 : 0.9;
  return wordScore(expected, seen);
}

/**
 * A name whose space the reading lost ("ZAINABLAWAL", "LawalZainab"): given name and surname as one word,
 * either way round. Only for names long enough that joined they are not some other word.
 */
function joinedNameScore(first: readonly string[], last: readonly string[], seen: string): number {
  const given = first.join('');
  const surname = last.join('');
  if (given.length + surname.length < 8) return 0;
  return Math.max(wordScore(given + surname, seen), wordScore(surname + given, seen));
}

/** Best score of the surname against the document's tokens, joined or apart ("Garcia Lopez", "Garcia-Lopez", "GarciaLopez"). */
function surnameScore(last: readonly string[], seen: readonly string[]): number {
  const joined = last.join('');
  let best = 0;
  for (let i = 0; i < seen.length; i++) {
    for (let n = 1; n <= Math.min(3, seen.length - i); n++)
      best = Math.max(best, wordScore(joined, seen.slice(i, i + n).join('')));
    // A compound surname may be shortened to either of its parts.
    for (const part of last) if (part.length >= 3) best = Math.max(best, wordScore(part, seen[i]) * 0.95);
  }
  return best;
}

export function matchName(person: PersonInput, extracted: string | null): NameMatch {
  if (!extracted) return { status: 'not_present', strength: 0.5 };
  const seen = nameTokens(extracted);
  const first = nameTokens(person.first_name);
  const last = nameTokens(person.last_name);
  if (seen.length === 0 || first.length === 0 || last.length === 0)
    return { status: 'not_present', strength: 0.5 };

  const joined = Math.max(...seen.map((token) => joinedNameScore(first, last, token)));
  if (joined > 0) return { status: 'match', strength: joined };
  const sScore = surnameScore(last, seen);
  let fScore = 0;
  const firstJoined = first.join('');
  for (let i = 0; i < seen.length; i++) {
    fScore = Math.max(fScore, givenScore(first[0], seen[i]));
    if (first.length > 1 && i + 1 < seen.length)
      fScore = Math.max(fScore, wordScore(firstJoined, seen[i] + seen[i + 1]));
    if (seen[i].length === 1 && seen[i] === first[0][0]) fScore = Math.max(fScore, 0.7);
  }
  // A middle name printed on the document must agree with the person's middle name when one is known.
  const middle = person.middle_name ? nameTokens(person.middle_name) : [];
  let middlePenalty = 0;
  if (middle.length > 0) {
    const extra = seen.filter(
      (t) => wordScore(first[0], t) === 0 && !sameGivenName(first[0], t) && surnameScore(last, [t]) === 0,
    );
    if (extra.length > 0 && !extra.some((t) => t[0] === middle[0][0])) middlePenalty = 0.3;
  }
  if (sScore === 0 || fScore === 0) {
    const strength = sScore === 0 && fScore === 0 ? 1 : 0.8;
    return { status: 'mismatch', strength };
  }
  const strength = Math.max(0, Math.min(1, (sScore + fScore) / 2 - middlePenalty));
  return strength >= 0.55 ? { status: 'match', strength } : { status: 'mismatch', strength: 0.6 };
}

/**
 * A holder's name that differs from the person's only as a misreading would: the surname agrees and a
 * given name opens with the person's initial, two letters off at most ("Liw McAllister" read for "Liam
 * McAllister" in handwriting) or with the first three letters of a long given name ("Nathowie" for
 * "Nathaniel"); the surname agrees only as a misreading would, whatever the given name ("Pack, thon" for
 * "Ethan Park"); or the given name agrees and the surname opens with the person's initial, two letters
 * off at most and fewer than a short name has ("ADEYEW" read for "Adeyemi"). On a scan or a photo that
 * is doubt, not another person.
 */
export function nearMiss(person: PersonInput, extracted: string | null): boolean {
  if (!extracted) return false;
  const seen = nameTokens(extracted);
  const first = nameTokens(person.first_name);
  const last = nameTokens(person.last_name);
  if (first.length === 0 || last.length === 0) return false;
  const misread = (t: string, expected: string, spare: number) =>
    t.length >= 3 && t[0] === expected[0] && levenshtein(t, expected) <= Math.min(2, expected.length - spare);
  const garbledEnd = (t: string, expected: string) =>
    t.length >= 4 && expected.length >= 6 && t.slice(0, 3) === expected.slice(0, 3);
  const surnameRead = surnameScore(last, seen);
  if (surnameRead > 0)
    return (
      // Below the score of one part of a compound surname read exactly.
      surnameRead < 0.95 ||
      seen.some((t) => surnameScore(last, [t]) === 0 && (misread(t, first[0], 2) || garbledEnd(t, first[0])))
    );
  const surname = last.join('');
  return (
    seen.some((t) => givenScore(first[0], t) > 0) &&
    seen.some((t) => givenScore(first[0], t) === 0 && misread(t, surname, 4))
  );
}

export interface FoundName {
  /** The words of the document that name the person, as printed. */
  readonly text: string;
  readonly line: number;
  readonly strength: number;
}

/** Words of name labels that may stand between a surname and a given name ("Surname X Given name Y"). */
const LABEL_WORD =
  /^(name|names|first|given|forenames?|christian|other|s|last|surname|family|middle|mi|initial|full|legal|print|printed)$/;

/**
 * Whether a given name and a surname `between` words apart read as one person's name: nothing but label
 * words between them (over up to two line breaks, for forms that put each part under its own label), or
 * one middle name or initial on the same line.
 */
function sameName(between: ReadonlyArray<{ token: string; line: number }>, lineGap: number): boolean {
  if (between.every((w) => LABEL_WORD.test(w.token))) return lineGap <= 2;
  return lineGap === 0 && between.length <= 1;
}

/**
 * Looks for the requested person's name anywhere in the document, whatever labels it, in either order
 * ("Raghunathan, Priya K." or "PRIYA RAGHUNATHAN"). The request already says whose document this should
 * be, so this is tried before any holder label is read: a name found here is the evidence of a match,
 * however the form prints it.
 */
export function findPersonName(lines: readonly string[], person: PersonInput): FoundName | null {
  const first = nameTokens(person.first_name);
  const last = nameTokens(person.last_name);
  if (first.length === 0 || last.length === 0) return null;
  const words: Array<{ token: string; line: number; raw: string }> = [];
  // A double surname wrapped at its hyphen ("Beatrix E. Fairchild-" over "Nakamura …") is read whole. In a
  // table the name's cell may wrap while the row's other cells go on beside it ("Beatrix E. Fairchild-
  // (I-9)"), and the reader may put another cell's line between the two parts: the first of the next two
  // lines that opens with a capitalised word ends it.
  const unwrapped = lines.map((text, i) => {
    const cut = /\p{L}-(?=\s|$)/u.exec(text);
    if (!cut) return text;
    const next = [lines[i + 1], lines[i + 2]]
      .map((line) => /^\s*(\p{Lu}[\p{L}'’]+)/u.exec(line ?? '')?.[1])
      .find((word) => word !== undefined);
    const at = cut.index + cut[0].length;
    return next ? `${text.slice(0, at)}${next}${text.slice(at)}` : text;
  });
  unwrapped.forEach((text, line) => {
    for (const raw of text.split(/\s+/)) {
      // An e-mail or web address spells a name without printing it as anyone's name.
      if (/@|www\.|https?:|\.(com|org|net|edu|gov)\b/i.test(raw)) continue;
      for (const token of nameTokens(raw)) words.push({ token, line, raw });
    }
  });
  const joinedLast = last.join('');
  const joinedFirst = first.join('');
  let best: FoundName | null = null;
  const consider = (from: number, to: number, line: number, strength: number) => {
    if (best && best.strength >= strength) return;
    const text = [...new Set(words.slice(from, to + 1).map((w) => w.raw))]
      .join(' ')
      .replace(/^[^\p{L}]+|[^\p{L}.]+$/gu, '');
    best = { text, line, strength };
  };
  for (let i = 0; i < words.length; i++) {
    const joined = joinedNameScore(first, last, words[i].token);
    if (joined > 0) consider(i, i, words[i].line, joined);
    // The surname, whole or split over up to three words of one line ("Van der Berg", "Garcia-Lopez"), or
    // over as many as it has ("Ruiz de la Fuente").
    for (let n = 1; n <= Math.min(Math.max(3, last.length), words.length - i); n++) {
      const end = i + n; // exclusive
      if (words[end - 1].line !== words[i].line) break;
      const sScore = wordScore(
        joinedLast,
        words
          .slice(i, end)
          .map((w) => w.token)
          .join(''),
      );
      if (sScore === 0) continue;
      for (let j = Math.max(0, i - 6); j < Math.min(words.length, end + 6); j++) {
        if (j >= i && j < end) continue;
        const single = givenScore(first[0], words[j].token);
        const pair =
          first.length > 1 && j + 1 < words.length && (j + 1 < i || j >= end)
            ? wordScore(joinedFirst, words[j].token + words[j + 1].token)
            : 0;
        const fScore = Math.max(single, pair);
        if (fScore === 0) continue;
        const givenEnd = pair > single ? j + 2 : j + 1;
        const between = j < i ? words.slice(givenEnd, i) : words.slice(end, j);
        if (!sameName(between, Math.abs(words[j].line - words[i].line))) continue;
        consider(Math.min(i, j), Math.max(end, givenEnd) - 1, words[i].line, (sScore + fScore) / 2);
      }
    }
  }
  return best;
}

/** A birth date's caption: "DOB", "D.O.B.", "Date of birth", "born". */
export const BIRTH_WORD = /\b(dob|d\.\s?o\.\s?b|birth|born)\b/i;

/** A caption of the holder's name, on the name's line or the line above it. */
const HOLDER_NAME_CAPTION =
  /\b(name|surname|employee|patient|applicant|holder|student|clinician|nombre|apellidos?)\b/i;

/**
 * The person's name as handwriting reaches OCR: given name and surname side by side (an initial between
 * them at most), each a few letters off ("Theresn A Gddbery" for Theresa Goldberg, "Robe A Tosie" for
 * Robert Tsosie), under or after a name caption with no other birth date beside it, or beside the
 * person's birth date. Neither part is
 * more than half its letters off and one of them is at most a quarter off; a name that far from the
 * person's anywhere else is someone else's or noise.
 */
export function looseName(lines: readonly string[], person: PersonInput): FoundName | null {
  const given = nameTokens(person.first_name)[0];
  const surname = nameTokens(person.last_name).join('');
  if (!given || surname.length === 0) return null;
  let best: FoundName | null = null;
  lines.forEach((text, i) => {
    const raws = text.split(/\s+/).filter((raw) => nameTokens(raw).length > 0);
    const tokens = raws.map((raw) => nameTokens(raw).join(''));
    const captioned = HOLDER_NAME_CAPTION.test(text) || HOLDER_NAME_CAPTION.test(lines[i - 1] ?? '');
    const dobNear =
      person.dob !== undefined &&
      findPersonDob(lines.slice(Math.max(0, i - 2), i + 3).join('\n'), person.dob);
    if (!captioned && !dobNear) return;
    // Another birth date beside the name ("O'BRIEN ¥athrn A 6/11/62") is a relative's, or anyone's.
    if (!dobNear && person.dob && (findDates(text).length > 0 || BIRTH_WORD.test(text))) return;
    for (let g = 0; g < tokens.length; g++) {
      if (tokens[g].length < 3) continue;
      const dg = levenshtein(given, tokens[g]);
      if (dg > Math.max(1, Math.floor(given.length / 2))) continue;
      for (let s = 0; s < tokens.length; s++) {
        const gap = s > g ? s - g - 1 : g - s - 1;
        if (s === g || gap > 1 || (gap === 1 && tokens[Math.min(g, s) + 1].length > 2)) continue;
        for (let n = 1; n <= 2 && s + n <= tokens.length && (s >= g || s + n <= g); n++) {
          const read = tokens.slice(s, s + n).join('');
          if (read.length < 3) continue;
          const ds = levenshtein(surname, read);
          if (ds > Math.floor(surname.length / 2)) continue;
          if (Math.min(dg / given.length, ds / surname.length) > 0.25) continue;
          const strength = 0.6;
          if (best && best.strength >= strength) continue;
          const words = [raws[g], ...raws.slice(s, s + n)];
          best = { text: (s < g ? [...words.slice(1), words[0]] : words).join(' '), line: i, strength };
        }
      }
    }
  });
  return best;
}

/** Whether the person's date of birth is printed anywhere in the document, in any date format. */
export function findPersonDob(text: string, personDob: string | undefined): boolean {
  if (!personDob) return false;
  if (findDates(text).some((d) => d.precision === 'day' && toIso(d) === personDob)) return true;
  // A handwritten birth date OCR read with one separator lost ("6/211978" for 6/21/1978): its figures,
  // month or day first, with or without leading zeros.
  const [y, m, d] = personDob.split('-');
  const [month, day] = [String(Number(m)), String(Number(d))];
  const figures = new Set(
    [month, m].flatMap((mo) => [day, d].flatMap((da) => [`${mo}${da}${y}`, `${da}${mo}${y}`])),
  );
  return (text.match(/\b\d[\d/.-]{5,10}\d\b/g) ?? []).some(
    (token) => /[/.-]/.test(token) && figures.has(token.replace(/\D/g, '')),
  );
}

/**
 * The person's whole surname on a line with the person's birth date on it or within two lines of it: on a
 * form whose given names the reader garbled ("WATANABE ¥en R  2/14/96"), the surname and the birth date
 * together name the person. A relative who shares the surname has a birth date of their own.
 */
export function surnameBesideDob(lines: readonly string[], person: PersonInput): FoundName | null {
  const last = nameTokens(person.last_name);
  if (!person.dob || last.length === 0) return null;
  for (let i = 0; i < lines.length; i++) {
    const words = lines[i].split(/\s+/);
    const at = words.findIndex((_w, k) =>
      [1, 2, 3].some((n) => surnameScore(last, nameTokens(words.slice(k, k + n).join(' '))) >= 0.85),
    );
    if (at < 0) continue;
    const near = lines.slice(Math.max(0, i - 2), i + 3).join('\n');
    if (findPersonDob(near, person.dob))
      return { text: words[at].replace(/[^\p{L}'’-]+$/u, ''), line: i, strength: 0.7 };
  }
  return null;
}

export function matchDob(personDob: string | undefined, extracted: string | null): PersonStatus {
  if (!personDob || !extracted) return 'not_present';
  return personDob === extracted ? 'match' : 'mismatch';
}

export const personFullName = (p: PersonInput): string =>
  [p.first_name, p.middle_name, p.last_name].filter((v) => v && v.trim().length > 0).join(' ');

/** Captions of a person who is not the document's holder: a buyer, a contact, a reviewer. */
const NOT_HOLDER =
  /\b(billed\s+to|bill\s+to|sold\s+to|attn\.?|attention|purchaser|purchased\s+by|ordered\s+by|paid\s+by|payer|emergency\s+contact|parent|guardian|supervisor|referred\s+by|requested\s+by|instructor|inspector|reviewer|reviewed\s+by|sent\s+by|prepared\s+by|verified\s+by)\b\s*:?\s*$/i;

/**
 * Whether the person's name stands under or after the caption of someone other than the holder
 * ("BILLED TO" over "Olusegun Adeyemi" on an order receipt whose learner is another person): on its line
 * after such a caption, or, with the words' boxes, with such a caption the nearest text above it.
 */
export function foundAsSomeoneElse(doc: TextDoc, found: FoundName): boolean {
  const line = doc.lines[found.line] ?? '';
  const first = found.text.split(/\s+/)[0];
  const at = line.indexOf(first);
  if (at > 0 && NOT_HOLDER.test(line.slice(0, at))) return true;
  const word = doc.words.find((w) => w.line === found.line && w.text.includes(first));
  if (!word) return false;
  const h = Math.max(1, word.y1 - word.y0);
  const above = doc.words.filter(
    (w) =>
      w.page === word.page &&
      w.y1 <= word.y0 + 0.3 * h &&
      word.y0 - w.y1 <= 2.5 * h &&
      w.x1 >= word.x0 - 2 * h &&
      w.x0 <= word.x1,
  );
  if (above.length === 0) return false;
  const nearest = Math.max(...above.map((w) => w.y1));
  const caption = above
    .filter((w) => nearest - w.y1 < 0.5 * h)
    .sort((a, b) => a.x0 - b.x0)
    .map((w) => w.text)
    .join(' ');
  return NOT_HOLDER.test(caption);
}
