// Builders for document-engine tests: a read document from plain text and a job with effective rules.
import type { DocumentJob, PersonInput } from '../../src/engines/contract';
import type { ReadDocument, ReadLine } from '../../src/engines/document/reading/types';
import type { DocumentType } from '../../src/shared/value-sets';
import { DOCUMENT_RULE_DEFAULTS, effectiveRules } from '../../src/domain/rules';

export const PERSON: PersonInput = {
  first_name: 'Katherine',
  middle_name: 'Anne',
  last_name: "O'Brien",
  dob: '1990-02-28',
};

export function readOf(text: string, confidence = 100): ReadDocument {
  return ocrLinesOf(
    text.split('\n').map((t) => ({ text: t, confidence })),
    confidence,
  );
}

/** A one-page document of lines each read with its own confidence (all 100: a text layer). */
export function ocrLinesOf(
  lines: ReadonlyArray<{ text: string; confidence: number }>,
  confidence = Math.min(...lines.map((l) => l.confidence)),
): ReadDocument {
  const text = lines.map((l) => l.text).join('\n');
  const ocr = lines.some((l) => l.confidence !== 100);
  return {
    format: 'pdf',
    pages: [{ index: 0, source: ocr ? 'ocr' : 'text_layer', text, lines: [...lines], confidence }],
    text,
    confidence,
    ocr,
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

/** A cell of text at (x, y): 6 units per character, `size` tall (a script signature stands taller). */
export type Cell = readonly [x: number, y: number, text: string, size?: number];

/** A text-layer page whose lines are the rows of cells, top to bottom, each word with its box. */
export function placed(cells: readonly Cell[]): ReadDocument {
  const rows = new Map<number, Cell[]>();
  for (const c of cells) rows.set(c[1], [...(rows.get(c[1]) ?? []), c]);
  const lines: ReadLine[] = [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, row]) => {
      const words = row
        .sort((a, b) => a[0] - b[0])
        .flatMap(([x, y, text, size = 10]) => {
          let at = x;
          return text.split(' ').map((w) => {
            const word = { text: w, x0: at, x1: at + w.length * 6, y0: y, y1: y + size, confidence: 100 };
            at += (w.length + 1) * 6;
            return word;
          });
        });
      return { text: row.map((c) => c[2]).join('   '), confidence: 100, words };
    });
  const text = lines.map((l) => l.text).join('\n');
  return {
    format: 'pdf',
    pages: [{ index: 0, source: 'text_layer', text, lines, confidence: 100 }],
    text,
    confidence: 100,
    ocr: false,
  };
}
