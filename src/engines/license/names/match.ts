// Name matching for licenses (DOMAIN.md "Licenses"): stricter than for documents because the source
// holds the legal name. After normalising case, accents, punctuation and hyphen-vs-space:
//   same first and last, middle missing on either side or fitting (equal, or an initial of it) → match
//   a nickname or an initial in place of the first name (rest as above)                     → partial_match
//   anything else (other last name, other first name, a middle that does not fit)             → mismatch
import type { HolderName } from '../types';
import { areNicknames } from './nicknames';

export type NameStatus = 'match' | 'partial_match' | 'mismatch';

const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv']);

/** Lower-case ASCII words: accents folded, apostrophes dropped (O'Brien = OBrien), hyphens as spaces. */
export function nameWords(raw: string | null | undefined): string[] {
  if (!raw) return [];
  return raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word.length > 0);
}

// Generational suffixes are a separate field in NPPES but part of the last name in some board files.
function lastNameKey(raw: string): string {
  const words = nameWords(raw);
  while (words.length > 1 && SUFFIXES.has(words[words.length - 1])) words.pop();
  return words.join('');
}

type PartFit = 'same' | 'initial' | 'nickname' | 'different';

function fitFirst(a: string, b: string): PartFit {
  if (a === b) return 'same';
  if ((a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b))) return 'initial';
  if (areNicknames(a, b)) return 'nickname';
  return 'different';
}

/** Middle names fit when either side has none, or they agree word by word (a word or its initial). */
function middlesFit(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 0 || b.length === 0) return true;
  if (a.join('') === b.join('')) return true;
  if (a.length !== b.length) return false;
  return a.every((word, i) => {
    const other = b[i];
    return (
      word === other ||
      (word.length === 1 && other.startsWith(word)) ||
      (other.length === 1 && word.startsWith(other))
    );
  });
}

export function matchHolderName(person: HolderName, record: HolderName): NameStatus {
  if (lastNameKey(person.last) !== lastNameKey(record.last)) return 'mismatch';
  const personFirst = nameWords(person.first);
  const recordFirst = nameWords(record.first);
  const personMiddle = nameWords(person.middle);
  const recordMiddle = nameWords(record.middle);
  // A given name split differently ("Mary Ann" + no middle vs "Mary" + middle "Ann") is the same name.
  const personGiven = [...personFirst, ...personMiddle].join('');
  const recordGiven = [...recordFirst, ...recordMiddle].join('');
  if (personGiven.length > 0 && personGiven === recordGiven) return 'match';
  if (personFirst.length === 0 || recordFirst.length === 0) return 'mismatch';
  const fit = fitFirst(personFirst.join(''), recordFirst.join(''));
  if (fit === 'different') return 'mismatch';
  if (!middlesFit(personMiddle, recordMiddle)) return 'mismatch';
  return fit === 'same' ? 'match' : 'partial_match';
}

export function displayName(name: HolderName): string {
  return [name.first, name.middle, name.last]
    .filter((part): part is string => Boolean(part && part.trim()))
    .map((part) => part.trim())
    .join(' ');
}
