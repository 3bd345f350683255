// Confidence in the decision (not in the document): how well the text was read, how much of the type's
// evidence was found, how firmly the name matched and how clearly the text is of the requested type.
import type { NameMatch } from '../understanding/name-match';

export interface ConfidenceInputs {
  /** 0–100 reading confidence. */
  readonly read: number;
  /** 0–1 share of key fields found. */
  readonly completeness: number;
  readonly name: NameMatch;
  /** 0–1 support for the requested type relative to the best type. */
  readonly support: number;
  readonly otherType: boolean;
  readonly unreadable: boolean;
  /** An issue says the evidence itself is doubtful (an inferred result, an unknown test type, no name). */
  readonly doubtful: boolean;
  /**
   * The decision rests only on fields not found (every issue that sets it is a `missing …`), or a field's
   * caption stood beside a value that could not be read: a field a photo or a scan hides (handwriting,
   * glare, a fold), or one printed under a caption or in a layout the engine does not know, looks the
   * same as one never written, so such an outcome is one a person should confirm.
   */
  readonly absence: boolean;
  /** Every field the decision misses was seen blank: its caption printed with nothing beside it. */
  readonly seenBlank: boolean;
  /** The text was read by OCR. */
  readonly ocr: boolean;
}

/** The most an engine may claim when its own issues say the evidence is doubtful. */
const DOUBTFUL_CAP = 70;
/**
 * The most an engine may claim when it rejects or flags a document only for what it did not find: on a
 * photo or a scan, and (a little more) on a text layer, where the words are exact but their captions may
 * be ones the engine does not know. Both stay under 60, where clients route outcomes to a person.
 */
const ABSENCE_CAP = { ocr: 58, text: 59 } as const;
/** The most it may claim when each field it misses was seen blank under its own caption. */
const BLANK_CAP = 85;

const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, v));

export function confidenceOf(i: ConfidenceInputs): number {
  const read = clamp(i.read / 100, 0, 1);
  // Poor OCR weighs more than its share: below ~70 words are often wrong in ways fields do not reveal.
  const readFactor = read >= 0.9 ? 1 : read >= 0.7 ? 0.9 + (read - 0.7) * 0.5 : 0.6 + (read - 0.4) * 1;
  if (i.otherType) return Math.round(clamp(60 + 35 * (1 - i.support) * readFactor, 0, 99));
  if (i.unreadable) return Math.round(clamp(40 + 30 * (1 - read), 0, 80));
  const score =
    100 *
    clamp(readFactor, 0, 1) *
    (0.55 + 0.25 * i.completeness + 0.1 * i.name.strength + 0.1 * clamp(i.support, 0, 1));
  const cap = i.seenBlank ? BLANK_CAP : ABSENCE_CAP[i.ocr ? 'ocr' : 'text'];
  const capped = i.absence ? Math.min(score, cap) : score;
  return Math.round(clamp(i.doubtful ? Math.min(capped, DOUBTFUL_CAP) : capped, 0, 99));
}
