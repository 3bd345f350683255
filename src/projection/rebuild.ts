// Rebuilds read models beside the live ones, then swaps them in atomically, so the API keeps answering
// from the old tables until the new ones replace them in one commit:
//   1. replay every event from position 0 into a fresh file next to the live read-model file;
//   2. catch up again (the log kept growing meanwhile);
//   3. take the live file's write lock (the projector's writes wait and retry; readers never wait in
//      WAL mode), catch up the last few events, and replace each table and its checkpoint in one
//      transaction.
// The projector carries on from the swapped checkpoint; events it applies twice change nothing (every
// projection is idempotent), and a checkpoint never moves back.
import fs from 'node:fs';
import type { EventStore } from '../eventstore/event-store.port';
import type { Logger } from '../shared/logger';
import type { SqliteDatabase } from '../storage/sqlite';
import { openDatabase } from '../storage/sqlite';
import type { Projection } from './projection';
import { ProjectionRunner } from './runner';

export interface RebuildProgress {
  readonly projection: string;
  readonly applied: number;
  readonly position: number;
}

export interface RebuildReport {
  readonly projection: string;
  /** Events applied while rebuilding (all catch-ups together). */
  readonly applied: number;
  readonly rebuildMs: number;
  /** How long the live file's write lock was held for the swap. */
  readonly swapMs: number;
}

const BATCH = 5000;

function removeFile(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
}

export async function rebuildBeside(
  liveFile: string,
  store: EventStore,
  projections: readonly Projection[],
  logger: Logger,
  onProgress: (progress: RebuildProgress) => void = () => undefined,
): Promise<RebuildReport[]> {
  const besideFile = `${liveFile.replace(/\.db$/, '')}.rebuild.db`;
  removeFile(besideFile);
  const beside = openDatabase(besideFile, { synchronous: 'NORMAL' });
  const live = openDatabase(liveFile, { synchronous: 'NORMAL' });
  try {
    const reports: Array<{ projection: string; applied: number; rebuildMs: number }> = [];
    const runners = projections.map((p) => new ProjectionRunner(beside, store, p, logger));
    for (const [i, runner] of runners.entries()) {
      const started = Date.now();
      const applied = await runner.catchUp(BATCH, (done, position) =>
        onProgress({ projection: projections[i].name, applied: done, position }),
      );
      reports.push({ projection: projections[i].name, applied, rebuildMs: Date.now() - started });
    }
    // Close the gap left by the time the first pass took, before taking the live lock.
    for (const [i, runner] of runners.entries()) reports[i].applied += await runner.catchUp(BATCH);

    // The live tables exist (and so do their checkpoints' table) before they are replaced.
    for (const projection of projections) new ProjectionRunner(live, store, projection, logger);
    live.prepare('ATTACH DATABASE ? AS beside').run(besideFile);
    const swapStarted = Date.now();
    live.exec('BEGIN IMMEDIATE');
    try {
      for (const [i, runner] of runners.entries()) reports[i].applied += await runner.catchUp(BATCH);
      for (const projection of projections) swapTables(live, projection);
      live.exec('COMMIT');
    } catch (error) {
      if (live.inTransaction) live.exec('ROLLBACK');
      throw error;
    } finally {
      live.exec('DETACH DATABASE beside');
    }
    const swapMs = Date.now() - swapStarted;
    return reports.map((r) => ({ ...r, swapMs }));
  } finally {
    beside.close();
    live.close();
    removeFile(besideFile);
  }
}

/** Replaces the live tables of one projection (schema, indexes, rows) and its checkpoint. */
function swapTables(live: SqliteDatabase, projection: Projection): void {
  for (const table of projection.tables) {
    const ddl = live
      .prepare<[string], { type: string; sql: string }>(
        "SELECT type, sql FROM beside.sqlite_master WHERE tbl_name = ? AND sql IS NOT NULL ORDER BY type = 'index'",
      )
      .all(table);
    live.exec(`DROP TABLE IF EXISTS main."${table}"`);
    for (const { type, sql } of ddl) {
      live.exec(sql);
      if (type === 'table') live.exec(`INSERT INTO main."${table}" SELECT * FROM beside."${table}"`);
    }
  }
  live
    .prepare(
      `INSERT INTO main.projection_checkpoints (name, position)
         SELECT name, position FROM beside.projection_checkpoints WHERE name = ?
       ON CONFLICT (name) DO UPDATE SET position = MAX(position, excluded.position)`,
    )
    .run(projection.name);
}
