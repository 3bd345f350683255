// The understanding stage: normalised text → classification, holder and the requested type's fields.
import type { DocumentType } from '../../../shared/value-sets';
import type { ReadDocument } from '../reading/types';
import type { TextDoc } from './normalize';
import { toTextDoc } from './normalize';
import type { Classification } from './classify';
import { classify } from './classify';
import { extractDob, extractHolderName } from './names';
import { extractTuberculosis } from './extractors/tuberculosis';
import type { TbExtraction } from './extractors/tuberculosis';
import { extractCovid } from './extractors/covid';
import { extractFlu } from './extractors/flu';
import { extractLifeSupport } from './extractors/life-support';
import { extractHandler } from './extractors/handler';
import { extractPhysical } from './extractors/physical';
import { extractBadge } from './extractors/badge';
import { extractResume } from './extractors/resume';
import type {
  BadgeData,
  CovidData,
  FluData,
  HandlerData,
  LifeSupportData,
  PhysicalData,
  ResumeData,
} from './types';
import { completeness } from './completeness';
import { holderRowsOnly } from './roster';
import { inMonthFirstOrder } from './date-order';
import { findDates, toIso } from './dates';
import { BIRTH_WORD } from './name-match';
import type { PersonInput } from '../../contract';

export type Extracted =
  | { readonly type: 'tuberculosis_test'; readonly tb: TbExtraction }
  | { readonly type: 'covid_vaccination'; readonly data: CovidData }
  | { readonly type: 'flu_vaccination'; readonly data: FluData }
  | { readonly type: 'life_support_certification'; readonly data: LifeSupportData }
  | {
      readonly type: 'food_handler_certification' | 'alcohol_handler_certification';
      readonly data: HandlerData;
    }
  | { readonly type: 'physical_exam'; readonly data: PhysicalData }
  | { readonly type: 'partner_health_badge'; readonly data: BadgeData }
  | { readonly type: 'resume'; readonly data: ResumeData };

export interface Understanding {
  readonly doc: TextDoc;
  readonly readConfidence: number;
  readonly ocr: boolean;
  readonly classification: Classification;
  readonly holder: { readonly name: string | null; readonly dob: string | null };
  readonly extracted: Extracted;
  /** 0–1: share of the type's key fields found. */
  readonly completeness: number;
}

export interface UnderstandOptions {
  /** `valid_on`: stands in for "Present" in resumes. */
  readonly validOn: string;
  /** The rule `default_validity_years` for handler certificates without a printed end. */
  readonly defaultValidityYears: number;
  /** Whose document it should be: in a list of people, the row naming them is the one read. */
  readonly person?: PersonInput;
}

export function extract(doc: TextDoc, type: DocumentType, options: UnderstandOptions): Extracted {
  switch (type) {
    case 'tuberculosis_test':
      return { type, tb: extractTuberculosis(doc) };
    case 'covid_vaccination':
      return { type, data: extractCovid(doc) };
    case 'flu_vaccination':
      return { type, data: extractFlu(doc) };
    case 'life_support_certification':
      return { type, data: extractLifeSupport(doc) };
    case 'food_handler_certification':
      return { type, data: extractHandler(doc, 'food', options.defaultValidityYears) };
    case 'alcohol_handler_certification':
      return { type, data: extractHandler(doc, 'alcohol', options.defaultValidityYears) };
    case 'physical_exam':
      return { type, data: extractPhysical(doc) };
    case 'partner_health_badge':
      return { type, data: extractBadge(doc, options.person) };
    case 'resume':
      return { type, data: extractResume(doc, options.validOn.slice(0, 7), options.person) };
    default: {
      const never: never = type;
      throw new Error(`unknown document type ${String(never)}`);
    }
  }
}

export function understand(
  read: ReadDocument,
  type: DocumentType,
  options: UnderstandOptions,
): Understanding {
  const raw = read.pages.some((p) => p.lines.length > 0)
    ? read.pages.flatMap((p) =>
        p.lines.length > 0
          ? p.lines.map((line) => ({ ...line, page: p.index }))
          : [{ text: p.text, confidence: p.confidence, page: p.index }],
      )
    : [{ text: read.text, confidence: read.confidence }];
  const doc = holderRowsOnly(inMonthFirstOrder(toTextDoc(raw)), options.person);
  // The holder's birth date is no event of the document: a roster row's DOB cell is not the day of its
  // dose, test or course. Fields are read without it where no caption says what it is (a captioned birth
  // date is left to the readers, which skip it by its caption); the holder's own block still reads it.
  const extracted = extract(withoutDate(doc, options.person?.dob), type, options);
  return {
    doc,
    readConfidence: read.confidence,
    ocr: read.ocr,
    classification: classify(doc.text),
    holder: {
      name: extractHolderName(doc.lines, type === 'resume', doc.words),
      dob: birthDate(extractDob(doc.lines, doc.words), options.validOn),
    },
    extracted,
    completeness: completeness(extracted),
  };
}

/**
 * A "birth date" after the day checked is another date read under the caption (a badge's "valid through"
 * below a blank birth-date cell). A recent one stays: a child's record is someone else's.
 */
function birthDate(iso: string | null, validOn: string): string | null {
  return iso !== null && iso <= validOn ? iso : null;
}

/**
 * The document with every writing of one day (a full date) blanked out, in its lines and its words, save
 * on lines that caption a birth date.
 */
export function withoutDate(doc: TextDoc, iso: string | undefined): TextDoc {
  if (!iso) return doc;
  const blank = (text: string): string => {
    if (BIRTH_WORD.test(text)) return text;
    let out = text;
    for (const d of findDates(text))
      if (d.precision === 'day' && toIso(d) === iso)
        out = out.slice(0, d.index) + ' '.repeat(d.length) + out.slice(d.index + d.length);
    return out;
  };
  const lines = doc.lines.map(blank);
  if (lines.every((line, i) => line === doc.lines[i])) return doc;
  return {
    ...doc,
    lines,
    text: lines.join('\n'),
    words: doc.words.filter(
      (w) => w.line === undefined || lines[w.line] === doc.lines[w.line] || blank(w.text).trim().length > 0,
    ),
  };
}
