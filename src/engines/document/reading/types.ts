// What the reading stage (fetch → detect format → text layer / OCR) hands to the understanding stage.
//
// Tick boxes: whatever a page shows of a box, ticked or not, reaches the text as one of two tokens,
// `[x]` for a ticked box and `[ ]` for an empty one, followed by a space and the box's label, e.g.
// "Result: [x] Negative [ ] Positive". Text-layer glyphs (☑ ☒ ✓ ✔ ✗ ■ / ☐ □) and the usual OCR renderings
// ("[X]", "X]", "[X", "|X|", "IX", "(X)" / "[]", "[1", "LI", "( )") are rewritten to these tokens; a box
// that is only drawn as vector lines in a PDF with a text layer is not seen (nothing in the text marks it).
export type DocumentFormat = 'pdf' | 'png' | 'jpeg' | 'tiff' | 'webp';

export interface ReadLine {
  readonly text: string;
  /** 0–100; 100 for a text layer. */
  readonly confidence: number;
}

export interface ReadPage {
  readonly index: number;
  readonly source: 'text_layer' | 'ocr';
  readonly text: string;
  readonly lines: readonly ReadLine[];
  /** 0–100: mean word confidence for OCR, 100 for a text layer. */
  readonly confidence: number;
}

export interface ReadDocument {
  readonly format: DocumentFormat;
  readonly pages: readonly ReadPage[];
  /** All pages' text joined with a form feed between pages. */
  readonly text: string;
  /** 0–100 over the whole document, weighted by text length. */
  readonly confidence: number;
  readonly ocr: boolean;
  /** Present and true when the document had more pages than the reader reads; only the first were read. */
  readonly truncated?: boolean;
}

/** The failure issues of DOMAIN.md that reading can end in. */
export type ReadFailureIssue =
  | 'document could not be fetched'
  | 'unsupported file format'
  | 'file too large'
  | 'document is password protected'
  | 'document is empty'
  | 'processing error';

/** A permanent reading failure; transient ones are thrown as TransientFault (engines/contract.ts). */
export class DocumentReadFailure extends Error {
  constructor(
    readonly issue: ReadFailureIssue,
    message: string,
  ) {
    super(message);
    this.name = 'DocumentReadFailure';
  }
}

export interface DocumentReader {
  read(url: string, signal?: AbortSignal): Promise<ReadDocument>;
  /** Reads bytes already in hand (the corpus evaluation uses it). */
  readBytes(bytes: Buffer, signal?: AbortSignal): Promise<ReadDocument>;
  close(): Promise<void>;
}
