// The reading stage as a library: fetch (guarded, retried) → detect the format by its bytes → read the
// text layer or OCR in a pool of reading threads. Permanent failures are DocumentReadFailure, faults that
// may pass are TransientFault (the caller retries the whole job later).
import os from 'node:os';
import { silentLogger } from '../../../shared/logger';
import type { Logger } from '../../../shared/logger';
import { assembleDocument } from './assemble';
import { fetchDocument } from './fetch-document';
import type { FetchPolicy } from './fetch-document';
import { detectFormat } from './format';
import { ReadingPool } from './reading-pool';
import { DocumentReadFailure } from './types';
import type { DocumentReader, ReadDocument } from './types';
import { compiledWorkerScript } from './worker-script';
import type { PageLimits } from './worker-protocol';

export interface DocumentReaderOptions {
  /** FETCH_ALLOWED_HOSTS entries (see parseAllowedHosts). */
  readonly allowedHosts?: readonly string[];
  readonly maxBytes?: number;
  readonly connectTimeoutMs?: number;
  readonly readTimeoutMs?: number;
  readonly totalTimeoutMs?: number;
  readonly maxRedirects?: number;
  /** Fetch attempts for transient faults, the first one included. */
  readonly fetchAttempts?: number;
  readonly retryBaseDelayMs?: number;
  readonly retryMaxDelayMs?: number;
  /** Reading threads; defaults to the number of cores. */
  readonly poolSize?: number;
  /**
   * Time-box of reading one page (parsing, rendering, OCR); it starts again at each page, so a document
   * of n pages may take up to n boxes.
   */
  readonly jobTimeoutMs?: number;
  readonly maxPages?: number;
  /** Decoded pixels allowed for one image page. */
  readonly maxImagePixels?: number;
  readonly logger?: Logger;
  /** Hears how long each stage of a read took (fetch; read: format detection, text layer, OCR). */
  readonly onStage?: (stage: 'fetch' | 'read', seconds: number) => void;
}

export const READER_DEFAULTS = {
  maxBytes: 20 * 1024 * 1024,
  connectTimeoutMs: 10_000,
  readTimeoutMs: 15_000,
  totalTimeoutMs: 60_000,
  maxRedirects: 5,
  fetchAttempts: 3,
  retryBaseDelayMs: 500,
  retryMaxDelayMs: 5_000,
  jobTimeoutMs: 45_000,
  maxPages: 20,
  maxImagePixels: 50_000_000,
} as const;

export function createDocumentReader(options: DocumentReaderOptions = {}): DocumentReader {
  const settings = { ...READER_DEFAULTS, ...definedOnly(options) };
  const logger = options.logger ?? silentLogger;
  const policy: FetchPolicy = {
    fetch: {
      allowedHosts: options.allowedHosts ?? [],
      maxBytes: settings.maxBytes,
      connectTimeoutMs: settings.connectTimeoutMs,
      readTimeoutMs: settings.readTimeoutMs,
      totalTimeoutMs: settings.totalTimeoutMs,
      maxRedirects: settings.maxRedirects,
      headers: { accept: 'application/pdf, image/*;q=0.9, */*;q=0.1' },
    },
    attempts: settings.fetchAttempts,
    baseDelayMs: settings.retryBaseDelayMs,
    maxDelayMs: settings.retryMaxDelayMs,
  };
  const limits: PageLimits = { maxPages: settings.maxPages, maxInputPixels: settings.maxImagePixels };
  const pool = new ReadingPool({
    size: Math.max(1, options.poolSize ?? os.availableParallelism()),
    jobTimeoutMs: settings.jobTimeoutMs,
    scriptPath: compiledWorkerScript('read-worker'),
    logger,
  });

  async function readBytes(bytes: Buffer, signal?: AbortSignal): Promise<ReadDocument> {
    if (bytes.length > settings.maxBytes) {
      throw new DocumentReadFailure('file too large', `${bytes.length} bytes, cap ${settings.maxBytes}`);
    }
    const format = detectFormat(bytes);
    if (format === 'empty') throw new DocumentReadFailure('document is empty', 'no bytes');
    if (format === 'unknown')
      throw new DocumentReadFailure('unsupported file format', 'not a PDF or a supported image');
    const started = Date.now();
    const read = await pool.run(format, bytes, limits, signal);
    const document = assembleDocument(format, read.pages, read.truncated);
    logger.debug(
      {
        format,
        pages: document.pages.length,
        ocr: document.ocr,
        ms: Date.now() - started,
        notes: read.notes,
      },
      'document read',
    );
    return document;
  }

  return {
    async read(url, signal) {
      const fetchStarted = performance.now();
      const bytes = await fetchDocument(url, policy, logger, signal);
      const readStarted = performance.now();
      options.onStage?.('fetch', (readStarted - fetchStarted) / 1000);
      const document = await readBytes(bytes, signal);
      options.onStage?.('read', (performance.now() - readStarted) / 1000);
      return document;
    },
    readBytes,
    close: () => pool.close(),
  };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
