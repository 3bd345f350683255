// WAL checkpoints off a writing thread whose pauses clients feel. SQLite's automatic checkpoint runs in
// the connection whose commit crossed the threshold (1,000 pages): that commit then copies the WAL's
// pages into the file and syncs it before it returns, a pause of milliseconds to tens of milliseconds.
// On the projector's connection that pause is projection lag: every request of the batch waits for it
// before a list shows it. A connection handed to a checkpointer raises its threshold to a backstop, and a
// thread of its own runs passive checkpoints of the file at a short interval. A passive checkpoint never
// blocks writers or readers; it copies what no reader still needs, and SQLite starts the WAL over from
// its beginning once all of it has been copied. Should that thread stop, the backstop still bounds the WAL.
import { Worker } from 'node:worker_threads';
import type { SqliteDatabase } from './sqlite';

/** Pages a connection handed to a checkpointer lets its WAL reach before it checkpoints itself. */
export const BACKSTOP_PAGES = 16_384;
const INTERVAL_MS = 200;

// Plain JavaScript run as the thread's script: it needs no compiled file, so the same code runs from
// the sources (tests) and from dist. `module` is better-sqlite3's path, resolved here.
const SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 0');
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // A checkpoint refused for now (the file busy) is tried again at the next tick.
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/** Raises `db`'s automatic checkpoint to the backstop: a checkpointer's thread takes the file's checkpoints. */
export function leaveCheckpoints(db: SqliteDatabase): void {
  db.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
}

export interface Checkpointer {
  /** Stops the thread; the connection's own automatic checkpoint (at the backstop) stays. */
  stop(): Promise<void>;
}

/**
 * Checkpoints `db`'s file from a thread of its own every INTERVAL_MS and raises `db`'s automatic
 * checkpoint to the backstop. For files written by a thread whose pauses clients feel.
 */
export function checkpointOffThread(db: SqliteDatabase, intervalMs = INTERVAL_MS): Checkpointer {
  leaveCheckpoints(db);
  const worker = new Worker(SCRIPT, {
    eval: true,
    workerData: { module: require.resolve('better-sqlite3'), file: db.name, intervalMs },
  });
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  // A thread that fails leaves the backstop in charge; nothing else depends on it.
  worker.on('error', () => undefined);
  return {
    async stop() {
      worker.postMessage('stop');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 2_000)))]);
      clearTimeout(timer);
      await worker.terminate();
    },
  };
}
