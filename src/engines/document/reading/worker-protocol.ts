// Messages between the reader (main thread) and its reading threads. Failures travel as plain data because
// class instances do not survive the structured clone between threads.
import type { DocumentFormat, ReadFailureIssue, ReadPage } from './types';

export interface PageLimits {
  /** Pages read at most; later pages are skipped and the result marked truncated. */
  readonly maxPages: number;
  /** Decoded pixels allowed for one image page. */
  readonly maxInputPixels: number;
}

export interface PagesRead {
  readonly pages: readonly ReadPage[];
  readonly truncated: boolean;
  /** What the reader did to the pages (turned, deskewed, scaled), for the operator's logs. */
  readonly notes: readonly string[];
}

export interface ReadJobRequest {
  readonly type: 'read';
  readonly id: number;
  readonly format: DocumentFormat;
  readonly bytes: Uint8Array;
  readonly limits: PageLimits;
}

export interface CloseRequest {
  readonly type: 'close';
}

export type WorkerRequest = ReadJobRequest | CloseRequest;

export type JobReply =
  | { readonly type: 'result'; readonly id: number; readonly ok: true; readonly result: PagesRead }
  | {
      readonly type: 'result';
      readonly id: number;
      readonly ok: false;
      readonly issue: ReadFailureIssue;
      readonly message: string;
    };

/** Sent after each page is read: the time-box starts again for the next page. */
export interface PageReply {
  readonly type: 'page';
  readonly id: number;
}

/** Sent once MuPDF and tesseract are loaded, so start-up time never counts against a job's time-box. */
export interface ReadyReply {
  readonly type: 'ready';
}

export type WorkerReply = JobReply | PageReply | ReadyReply;
