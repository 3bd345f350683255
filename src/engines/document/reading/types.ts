// What the reading stage (fetch → detect format → text layer / OCR) hands to the understanding stage.
//
// Tick boxes: whatever a page shows of a box, ticked or not, reaches the text as one of two tokens,
// `[x]` for a ticked box and `[ ]` for an empty one, placed where the box stands, before its label, e.g.
// "Result: [x] Negative [ ] Positive". Sources: text-layer glyphs (☑ ☒ ✓ ✔ ✗ ■ / ☐ □); small vector
// rectangles of a PDF form (ticked when a mark is drawn or typed inside, or when filled); square frames
// found in a scanned image (ticked when ink is inside); and the usual OCR renderings ("[X]", "X]", "[X",
// "|X|", "IX", "(X)" / "[]", "[1", "LI", "( )"); a pen tick running across a scanned box's frame counts.
// A box far from any text line, or a frame a faint scan has broken, may be missed. Parts of a form row
// that MuPDF splits apart are joined into one line.
export type DocumentFormat = 'pdf' | 'png' | 'jpeg' | 'tiff' | 'webp';

/**
 * A word where it stands on its page, in the page's own units (PDF points for a text layer, pixels of the
 * prepared image for OCR), y growing downwards. Understanding binds labels to values by these boxes.
 */
export interface ReadWord {
  readonly text: string;
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  /** 0–100; 100 for a text layer. */
  readonly confidence: number;
}

export interface ReadLine {
  readonly text: string;
  /** 0–100; 100 for a text layer. */
  readonly confidence: number;
  /**
   * The line's words with their boxes, left to right. On a text layer a tick box is a word too (its glyph,
   * or `[x]` / `[ ]` for a drawn box); boxes found in a scan are in `text` only.
   */
  readonly words?: readonly ReadWord[];
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

/**
 * The failure issues of DOMAIN.md that reading can end in:
 * - `document could not be fetched`: 4xx, refused address or scheme, too many redirects; 5xx, 429,
 *   resets and time-outs only after the fetch retries (then as a TransientFault).
 * - `unsupported file format`: bytes that are not PDF/PNG/JPEG/TIFF/WebP (HTML error pages included),
 *   and files of those formats too damaged to open (a truncated PDF MuPDF cannot repair, a corrupt image).
 * - `file too large`: body over the byte cap, or an image page over the pixel cap.
 * - `document is password protected`: a PDF that needs a user password (owner-only passwords are read).
 * - `document is empty`: no bytes, or every page blank.
 * - `processing error`: a file that opens but breaks while a page is read, or a read over its time-box.
 */
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
