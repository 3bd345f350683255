// People and how their names appear on documents: exactly, in capitals "LAST, FIRST", with a nickname,
// with a middle initial, without accents.
import type { PersonInput } from '../../src/engines/contract';
import type { Rng } from './rng';

export interface Person extends PersonInput {
  readonly dob: string;
  /** A short form the person goes by, when they have one. */
  readonly nickname?: string;
}

export const PEOPLE: readonly Person[] = [
  { first_name: 'William', middle_name: 'James', last_name: 'Carter', dob: '1988-04-12', nickname: 'Bill' },
  { first_name: 'Elizabeth', last_name: 'Nguyen', dob: '1992-11-03', nickname: 'Liz' },
  { first_name: 'José', middle_name: 'Luis', last_name: 'García-López', dob: '1985-07-21' },
  { first_name: 'Katherine', middle_name: 'Anne', last_name: "O'Brien", dob: '1990-02-28', nickname: 'Kate' },
  { first_name: 'Robert', last_name: 'Okafor', dob: '1979-09-09', nickname: 'Bob' },
  {
    first_name: 'Margaret',
    middle_name: 'Rose',
    last_name: 'Van der Berg',
    dob: '1983-12-01',
    nickname: 'Peggy',
  },
  { first_name: 'Jennifer', last_name: 'Smith', dob: '1995-06-17', nickname: 'Jen' },
  {
    first_name: 'Michael',
    middle_name: 'Andrew',
    last_name: 'Thompson',
    dob: '1987-03-30',
    nickname: 'Mike',
  },
  { first_name: 'Zoë', last_name: 'Schäfer', dob: '1998-08-08' },
  { first_name: 'Priya', middle_name: 'K', last_name: 'Raman', dob: '1991-01-15' },
  { first_name: 'DeShawn', last_name: 'Washington', dob: '1993-05-05' },
  { first_name: 'Maria', middle_name: 'Elena', last_name: 'Santos Rivera', dob: '1986-10-10' },
];

export const STRANGERS: readonly string[] = [
  'Daniel Kowalski',
  'Aisha Bello',
  'Thomas Reed',
  'Laura Mitchell',
  'Hiroshi Tanaka',
];

const strip = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '');

export type NameStyle = 'plain' | 'upper_last_first' | 'middle_initial' | 'nickname' | 'no_accents';

export function printedName(p: Person, style: NameStyle): string {
  const mid = p.middle_name ? ` ${p.middle_name[0]}.` : '';
  switch (style) {
    case 'plain':
      return `${p.first_name} ${p.last_name}`;
    case 'upper_last_first':
      return `${p.last_name.toUpperCase()}, ${p.first_name.toUpperCase()}${p.middle_name ? ` ${p.middle_name[0]}` : ''}`;
    case 'middle_initial':
      return `${p.first_name}${mid} ${p.last_name}`;
    case 'nickname':
      return `${p.nickname ?? p.first_name} ${p.last_name}`;
    case 'no_accents':
      return strip(`${p.first_name} ${p.middle_name ?? ''} ${p.last_name}`.replace(/\s+/g, ' '));
  }
}

export function pickPerson(rng: Rng): Person {
  return rng.pick(PEOPLE);
}
