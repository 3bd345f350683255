// A log of tests or exams (a health passport's rows, a record's yearly columns) adds each new entry under
// the last, every one opened by the same caption ("PLACED 8/22/2024 …", "PLACED ____"). When the reader
// took the date of one entry but garbled a later one, the newest date it has is not the newest on the
// page: finding the test or the exam too old from it is doubt, which a person resolves.
import type { Understanding } from '../understanding/index';
import { findDates, toIso } from '../understanding/dates';
import { POORLY_READ } from './unread-fields';

/** The captions an entry of a test or exam log opens its date with. */
const ENTRY_CAPTION = /^(placed|planted|given|administered|read|collected|drawn|tested|examined|exam|date)/i;

/**
 * Some date of `dates` is written after an entry caption, and a later line opens with the same caption,
 * was read poorly and holds no date.
 */
export function unreadLaterEntry(u: Understanding, dates: readonly string[]): boolean {
  if (!u.ocr || dates.length === 0) return false;
  const { lines, lineConfidence } = u.doc;
  const wanted = new Set(dates);
  for (let i = 0; i < lines.length; i++) {
    for (const d of findDates(lines[i])) {
      if (!wanted.has(toIso(d))) continue;
      const caption = /([A-Za-z]{4,})[\s:.#-]*$/.exec(lines[i].slice(0, d.index))?.[1];
      if (!caption || !ENTRY_CAPTION.test(caption)) continue;
      const opens = new RegExp(`^\\W*${caption}`, 'i');
      for (let k = i + 1; k < lines.length; k++) {
        if (
          opens.test(lines[k]) &&
          (lineConfidence[k] ?? 100) < POORLY_READ &&
          findDates(lines[k]).length === 0
        )
          return true;
      }
    }
  }
  return false;
}
