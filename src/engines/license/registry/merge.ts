// The one write an import makes to `licenses`: the TEMP staging table merged in a single IMMEDIATE
// transaction, so readers see the registry before or after the whole file, never part of it.
import type { Database as Db } from 'better-sqlite3';
import { LICENSE_COLUMNS } from './schema';

export interface MergeCounts {
  readonly inserted: number;
  readonly updated: number;
  /** Staged rows whose key appeared again later in the file (the later row wins). */
  readonly duplicates: number;
}

const UPDATE_COLUMNS = LICENSE_COLUMNS.filter(
  (c) => c !== 'number_key' && c !== 'jurisdiction' && c !== 'license_type',
);

/** Counts come from the import id the touched rows carry. */
export function mergeStaging(
  db: Db,
  times: { readonly startedAt: string; readonly finishedAt: string },
  source: string | null,
  rows: number,
  rejected: number,
): MergeCounts {
  const run = db.transaction(() => {
    const count = (): number => (db.prepare('SELECT count(*) AS n FROM licenses').get() as { n: number }).n;
    const before = count();
    const importId = Number(
      db
        .prepare(
          `INSERT INTO license_imports (source, started_at, finished_at, rows, inserted, updated, rejected)
           VALUES (?, ?, ?, ?, 0, 0, ?)`,
        )
        .run(source, times.startedAt, times.finishedAt, rows, rejected).lastInsertRowid,
    );
    // Ordered by key so the B-tree fills sequentially; within one key the later file row wins.
    db.prepare(
      `INSERT INTO licenses (${LICENSE_COLUMNS.join(', ')}, imported_at, import_id)
       SELECT ${LICENSE_COLUMNS.join(', ')}, @now, @importId FROM staging WHERE true
       ORDER BY number_key, jurisdiction, license_type, seq
       ON CONFLICT (number_key, jurisdiction, license_type) DO UPDATE SET
       ${UPDATE_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')},
       imported_at = excluded.imported_at, import_id = excluded.import_id`,
    ).run({ now: times.finishedAt, importId });
    db.exec(
      'INSERT OR IGNORE INTO license_coverage (jurisdiction, license_type) SELECT DISTINCT jurisdiction, license_type FROM staging',
    );
    const staged = (db.prepare('SELECT count(*) AS n FROM staging').get() as { n: number }).n;
    const touched = (
      db.prepare('SELECT count(*) AS n FROM licenses WHERE import_id = ?').get(importId) as { n: number }
    ).n;
    const inserted = count() - before;
    const updated = touched - inserted;
    db.prepare('UPDATE license_imports SET inserted = ?, updated = ? WHERE id = ?').run(
      inserted,
      updated,
      importId,
    );
    return { inserted, updated, duplicates: staged - touched };
  });
  return run.immediate();
}
