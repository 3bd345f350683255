// Dates written the ways people write them.
import type { Rng } from './rng';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export type DateStyle = 'us' | 'us_short' | 'dmy_mon' | 'long' | 'iso';

export function fmt(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number);
  const mm = String(m).padStart(2, '0');
  const dd = String(d).padStart(2, '0');
  switch (style) {
    case 'us':
      return `${mm}/${dd}/${y}`;
    case 'us_short':
      return `${m}/${d}/${String(y).slice(2)}`;
    case 'dmy_mon':
      return `${dd}-${MONTHS[m - 1].slice(0, 3)}-${y}`;
    case 'long':
      return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'iso':
      return iso;
  }
}

export const monthYear = (iso: string, numeric: boolean): string => {
  const [y, m] = iso.split('-').map(Number);
  return numeric ? `${String(m).padStart(2, '0')}/${y}` : `${MONTHS[m - 1].slice(0, 3)} ${y}`;
};

export const addDays = (iso: string, days: number): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function lastDayOfMonth(iso: string): string {
  const [y, m] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

export const pickStyle = (rng: Rng): DateStyle =>
  rng.pick(['us', 'us', 'us_short', 'dmy_mon', 'long', 'iso'] as const);
