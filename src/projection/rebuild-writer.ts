// The writing thread of a rebuild (see rebuild.ts). It owns a connection to the read-model file, with the
// embedded store's log attached when there is one, and runs what the reading thread prepared from each
// batch of the log, in the order sent: the build's checkpoints, the writes, and the events left for a
// projection's `applyMany`, all in one transaction that is committed where the reading thread says. A
// failure rolls back the open transaction and ends the thread; the rebuild then fails and the next one
// starts again from its leftovers.
import { parentPort, workerData } from 'node:worker_threads';
import { PROJECTIONS } from '../../projections/index';
import type { RecordedEvent } from '../eventstore/event-store.port';
import { openReadModels, statement } from '../storage/sqlite';
import { leaveCheckpoints } from '../storage/checkpointer';
import type { PreparedWrite } from './projection';
import { runWrites } from './projection';
import { LOG_SCHEMA, REBUILD_PRAGMAS } from './rebuild';
import { CHECKPOINT_UPSERT } from './runner';

export interface WriterData {
  /** The read-model file. */
  readonly file: string;
  /** A SQLite log to attach, read-only, as LOG_SCHEMA (see SqliteLog). */
  readonly log?: string;
}

export interface WriterBatch {
  readonly seq: number;
  readonly writes: readonly PreparedWrite[];
  readonly apply: ReadonlyArray<{
    readonly projection: string;
    readonly table: string;
    readonly events: readonly RecordedEvent[];
  }>;
  /** Checkpoint name and position, per table built. */
  readonly checkpoints: ReadonlyArray<readonly [string, number]>;
  readonly commit: boolean;
}

export type WriterReply =
  { readonly type: 'done'; readonly seq: number } | { readonly type: 'failed'; readonly message: string };

if (parentPort) {
  const port = parentPort;
  const { file, log } = workerData as WriterData;
  const db = openReadModels(file);
  for (const pragma of REBUILD_PRAGMAS) db.pragma(pragma);
  // The rebuild's checkpointer thread copies the WAL into the file; this connection's commits do not.
  leaveCheckpoints(db);
  if (log !== undefined) db.prepare(`ATTACH DATABASE ? AS ${LOG_SCHEMA}`).run(log);
  port.on('message', (batch: WriterBatch | null) => {
    if (batch === null) {
      db.close();
      port.close();
      return;
    }
    try {
      // Not BEGIN IMMEDIATE, which would take the write lock of every attached file, the log's too (the
      // service's appends would wait): the checkpoints are written first, which takes the read models'
      // lock alone before anything is read, as BEGIN IMMEDIATE would. The log is only ever read.
      if (!db.inTransaction) db.exec('BEGIN');
      for (const [name, position] of batch.checkpoints) statement(db, CHECKPOINT_UPSERT).run(name, position);
      runWrites(db, batch.writes);
      for (const { projection, table, events } of batch.apply) {
        const found = PROJECTIONS.find((p) => p.name === projection);
        if (!found) throw new Error(`no projection named ${projection}`);
        if (found.applyMany) found.applyMany(db, events, table);
        else for (const event of events) found.apply(db, event, table);
      }
      if (batch.commit) db.exec('COMMIT');
      port.postMessage({ type: 'done', seq: batch.seq } satisfies WriterReply);
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      port.postMessage({
        type: 'failed',
        message: error instanceof Error ? error.message : String(error),
      } satisfies WriterReply);
      db.close();
      port.close();
    }
  });
}
