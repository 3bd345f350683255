// "I could not read it" is not "it is not there". On a photo or a scan, a field whose caption stands on a
// poorly read line (handwriting, glare, a fold) may well be filled in: the engine cannot tell, so instead
// of rejecting the document for a missing field it flags it for a person (`invalid extraction`). A caption
// read clearly with nothing beside it, or no caption at all, still makes the field missing.
import type { Understanding } from '../understanding/index';
import { END_DATE_CAPTIONS, ID_CAPTIONS, ISSUE_DATE_CAPTIONS } from '../understanding/lexicon';
import type { Issue } from './issues';

/** Below this OCR confidence, a line near a field's caption may hold a value that was not read. */
const POORLY_READ = 80;

const ID = new RegExp(`${ID_CAPTIONS.source}|\\bid\\b|\\bcard\\s*#`, 'i');
const DATE = /\bdate\b|\b(placed|read|given|administered|examined|declined)\s*(on)?\s*:?\s*$/i;
const PERSON =
  /\b(administered|placed|read|given|examin\w*|provider|clinic(ian)?|site|nurse|physician|pharmacist|vaccinator|signature)\b/i;

const CAPTIONS: Partial<Record<Issue, RegExp>> = {
  'missing id': ID,
  'missing certificate id': ID,
  'missing badge id': ID,
  // An end computed from the issue date is missing when the issue date could not be read.
  'missing expiration date': new RegExp(`${END_DATE_CAPTIONS.source}|${ISSUE_DATE_CAPTIONS.source}`, 'i'),
  'missing issue date': ISSUE_DATE_CAPTIONS,
  'missing test dates': DATE,
  'missing dose date': DATE,
  'missing vaccination date': DATE,
  'missing declination date': DATE,
  'missing exam date': DATE,
  'missing administrator': PERSON,
  'missing dose administrator': PERSON,
  'missing examiner': PERSON,
  'missing examiner signature': /\bsignature\b/i,
  'missing test result': /\b(result|interpretation|impression|reading)\b/i,
  'missing declination reason': /\breason\b/i,
};

/** The missing-field issue names a field whose caption is on the page beside a poorly read line. */
export function unreadRatherThanMissing(u: Understanding, issue: Issue): boolean {
  const caption = CAPTIONS[issue];
  if (!u.ocr || !caption) return false;
  const { lines, lineConfidence } = u.doc;
  return lines.some(
    (line, i) =>
      caption.test(line) &&
      Math.min(lineConfidence[i - 1] ?? 100, lineConfidence[i] ?? 100, lineConfidence[i + 1] ?? 100) <
        POORLY_READ,
  );
}
