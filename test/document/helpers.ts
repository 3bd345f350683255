// Builders for document-engine tests: a read document from plain text and a job with effective rules.
import type { DocumentJob, PersonInput } from '../../src/engines/contract';
import type { ReadDocument } from '../../src/engines/document/reading/types';
import type { DocumentType } from '../../src/shared/value-sets';
import { DOCUMENT_RULE_DEFAULTS, effectiveRules } from '../../src/domain/rules';

export const PERSON: PersonInput = {
  first_name: 'Katherine',
  middle_name: 'Anne',
  last_name: "O'Brien",
  dob: '1990-02-28',
};

export function readOf(text: string, confidence = 100): ReadDocument {
  const lines = text.split('\n').map((t) => ({ text: t, confidence }));
  return {
    format: 'pdf',
    pages: [{ index: 0, source: confidence === 100 ? 'text_layer' : 'ocr', text, lines, confidence }],
    text,
    confidence,
    ocr: confidence !== 100,
  };
}

export function jobOf(
  type: DocumentType,
  rules: Record<string, unknown> = {},
  person: PersonInput = PERSON,
): DocumentJob {
  const validOn = (rules.valid_on as string | undefined) ?? '2026-11-15';
  return {
    verificationId: 'v-1',
    accountId: 'a-1',
    document: { url: 'https://docs.example.com/d.pdf', type },
    person,
    rules: effectiveRules(DOCUMENT_RULE_DEFAULTS[type], { ...rules, valid_on: validOn }, validOn),
  };
}

/** Lines joined with newlines, so tables read like the documents they stand for. */
export const doc = (...lines: string[]): string => lines.join('\n');
