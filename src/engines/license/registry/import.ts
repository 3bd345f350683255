// CSV import of board data files into the registry. Rows stream through csv-parse (bounded memory for
// any file size) into a TEMP staging table in batched transactions; one final transaction merges the
// staging table into `licenses`. A crash or kill before that commit leaves the registry exactly as it
// was: the temp table dies with the connection and `licenses` was never touched.
import { parse } from 'csv-parse';
import Database from 'better-sqlite3';
import type { Database as Db } from 'better-sqlite3';
import { createReadStream, statSync } from 'node:fs';
import type { Readable } from 'node:stream';
import type { Clock } from '../types';
import { CSV_COLUMNS, validateRow } from './rows';
import type { CsvColumn } from './rows';
import type { LicenseRegistry } from './registry';
import { mergeStaging } from './merge';
import { LICENSE_COLUMNS } from './schema';
import type { LicenseRow } from './schema';

export interface ImportProgress {
  readonly phase: 'reading' | 'merging' | 'done';
  /** Data rows read so far (header excluded). */
  readonly rows: number;
  readonly rejected: number;
  readonly bytes: number;
  /** File size when importing a file; null for a stream. */
  readonly totalBytes: number | null;
}

export interface RejectedRow {
  readonly line: number;
  readonly reasons: readonly string[];
}

export interface ImportSummary {
  readonly rows: number;
  readonly inserted: number;
  readonly updated: number;
  /** Rows whose key appeared again later in the same file (the later row wins). */
  readonly duplicates: number;
  /** The first `maxRejectedListed` rejected rows; `rejectedCount` counts them all. */
  readonly rejected: readonly RejectedRow[];
  readonly rejectedCount: number;
}

export interface ImportOptions {
  /** Replaces the file's `source` column (the CLI's `--source`). */
  readonly source?: string;
  readonly batchSize?: number;
  readonly maxRejectedListed?: number;
  /** Called after every batch and at each phase change. */
  readonly onProgress?: (progress: ImportProgress) => void;
  readonly clock?: Clock;
}

/** The file cannot be imported at all (unreadable, wrong header); nothing was changed. */
export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportError';
  }
}

const STAGING = `CREATE TEMP TABLE staging (seq INTEGER PRIMARY KEY, ${LICENSE_COLUMNS.join(', ')})`;

function headerIndex(header: readonly string[]): Record<CsvColumn, number> {
  const names = header.map((name) => name.trim().toLowerCase());
  const missing = CSV_COLUMNS.filter((column) => !names.includes(column));
  const unknown = names.filter((name) => !(CSV_COLUMNS as readonly string[]).includes(name));
  const repeated = names.filter((name, i) => names.indexOf(name) !== i);
  if (missing.length > 0 || unknown.length > 0 || repeated.length > 0) {
    const problems = [
      missing.length > 0 ? `missing columns: ${missing.join(', ')}` : '',
      unknown.length > 0 ? `unknown columns: ${unknown.join(', ')}` : '',
      repeated.length > 0 ? `repeated columns: ${repeated.join(', ')}` : '',
    ].filter(Boolean);
    throw new ImportError(`bad header (${problems.join('; ')}); expected ${CSV_COLUMNS.join(',')}`);
  }
  return Object.fromEntries(CSV_COLUMNS.map((column) => [column, names.indexOf(column)])) as Record<
    CsvColumn,
    number
  >;
}

function openStaging(file: string): Db {
  const db = new Database(file);
  db.pragma('busy_timeout = 30000');
  // Staging lives in a temp file, not memory: a 1,000,000-row import must not grow the heap.
  db.pragma('temp_store = FILE');
  db.pragma('cache_size = -65536');
  db.exec(STAGING);
  return db;
}

interface ParsedRecord {
  readonly record: string[];
  readonly info: { readonly lines: number };
}

/**
 * Feeds every record (and every unparseable one) to the handlers in file order. Handlers run
 * synchronously inside 'data' events, so the stream advances only as fast as rows are staged.
 */
function readRecords(
  stream: Readable,
  onRecord: (item: ParsedRecord) => void,
  onSkip: (line: number, message: string) => void,
): Promise<void> {
  const parser = parse({
    bom: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    skip_records_with_error: true,
    max_record_size: 64 * 1024,
    info: true,
  });
  const skipped = new Set<number>();
  return new Promise<void>((resolve, reject) => {
    parser.on('skip', (error: Error & { lines?: number }) => {
      const line = error.lines ?? 0;
      // csv-parse may report one broken record several times while it resynchronises.
      if (skipped.has(line)) return;
      skipped.add(line);
      onSkip(line, error.message);
    });
    parser.on('data', (item: ParsedRecord) => {
      try {
        onRecord(item);
      } catch (error) {
        parser.destroy(error as Error);
      }
    });
    parser.on('end', resolve);
    parser.on('error', reject);
    stream.on('error', (error: Error) => parser.destroy(error));
    stream.pipe(parser);
  });
}

export async function importLicenseCsv(
  registry: LicenseRegistry,
  input: string | Readable,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const batchSize = options.batchSize ?? 5000;
  const maxListed = options.maxRejectedListed ?? 1000;
  const clock = options.clock ?? { now: () => new Date() };
  const startedAt = clock.now().toISOString();
  const totalBytes = typeof input === 'string' ? statOrFail(input) : null;
  const stream = typeof input === 'string' ? createReadStream(input, { highWaterMark: 1 << 20 }) : input;
  const db = openStaging(registry.file);
  try {
    const stage = db.prepare(
      `INSERT INTO staging (${LICENSE_COLUMNS.join(', ')}) VALUES (${LICENSE_COLUMNS.map(() => '?').join(', ')})`,
    );
    const stageBatch = db.transaction((batch: readonly LicenseRow[]) => {
      for (const row of batch) stage.run(LICENSE_COLUMNS.map((column) => row[column]));
    });
    const rejected: RejectedRow[] = [];
    let rejectedCount = 0;
    const reject = (line: number, reasons: readonly string[]): void => {
      rejectedCount += 1;
      if (rejected.length < maxListed) rejected.push({ line, reasons });
    };
    let bytes = 0;
    let rows = 0;
    let batch: LicenseRow[] = [];
    let index: Record<CsvColumn, number> | null = null;
    const progress = (phase: ImportProgress['phase']): void =>
      options.onProgress?.({ phase, rows, rejected: rejectedCount, bytes, totalBytes });

    stream.on('data', (chunk: Buffer | string) => {
      bytes += chunk.length;
    });
    await readRecords(
      stream,
      ({ record, info }) => {
        if (index === null) {
          index = headerIndex(record);
          return;
        }
        rows += 1;
        if (record.length !== CSV_COLUMNS.length) {
          reject(info.lines, [`expected ${CSV_COLUMNS.length} columns, got ${record.length}`]);
          return;
        }
        const columns = index;
        const fields = Object.fromEntries(CSV_COLUMNS.map((c) => [c, record[columns[c]]])) as Record<
          CsvColumn,
          string
        >;
        const result = validateRow(fields, options.source);
        if (!result.ok) reject(info.lines, result.reasons);
        else batch.push(result.row);
        if (batch.length >= batchSize) {
          stageBatch(batch);
          batch = [];
          progress('reading');
        }
      },
      (line, message) => {
        rows += 1;
        reject(line, [`malformed CSV: ${message}`]);
      },
    );
    if (index === null) throw new ImportError('the file is empty (no header row)');
    if (batch.length > 0) stageBatch(batch);
    progress('merging');
    const times = { startedAt, finishedAt: clock.now().toISOString() };
    const counts = mergeStaging(db, times, options.source ?? null, rows, rejectedCount);
    registry.invalidate();
    progress('done');
    return { rows, ...counts, rejected, rejectedCount };
  } finally {
    stream.destroy();
    db.close();
  }
}

function statOrFail(file: string): number {
  try {
    return statSync(file).size;
  } catch (error) {
    throw new ImportError(`cannot read ${file}: ${(error as Error).message}`);
  }
}
