// Builds the ReadDocument handed to the understanding stage from the pages a reading thread returned.
import type { DocumentFormat, ReadDocument, ReadPage } from './types';

/** Document confidence: page confidences weighted by how much text each page carries. */
export function assembleDocument(
  format: DocumentFormat,
  pages: readonly ReadPage[],
  truncated: boolean,
): ReadDocument {
  let weighted = 0;
  let characters = 0;
  for (const page of pages) {
    const length = page.text.replace(/\s/g, '').length;
    weighted += page.confidence * length;
    characters += length;
  }
  return {
    format,
    pages,
    text: pages.map((page) => page.text).join('\f'),
    confidence: characters ? Math.round((weighted / characters) * 10) / 10 : 0,
    ocr: pages.some((page) => page.source === 'ocr'),
    ...(truncated ? { truncated } : {}),
  };
}
