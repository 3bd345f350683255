// Rebuilds read models beside the live ones, then swaps them in atomically, so the API keeps answering
// from the old tables until the new ones replace them in one commit:
//   1. replay every event from position 0 into new tables in the live read-model file, named
//      `<table>__b<build>`, each with its own checkpoint; the log is read once for all of them. The
//      tables have the secondary indexes whose keys come in log order from the start (positions,
//      time-ordered ids, times): each insert lands at an index's end, which costs less than sorting the
//      finished table once per index (a full scan of wide rows each). An index of keys in no order
//      (`unordered`: ids the clients chose) is created after this pass instead: inserted throughout, its
//      keys land on random pages, and every commit writes most of the index again;
//   2. catch up again (the log kept growing meanwhile);
//   3. take the file's write lock (the projector's writes wait and retry; readers never wait in WAL
//      mode), catch up the last few events, rename each live table aside and its new one in its place,
//      and move the checkpoint, in one transaction. A rename rewrites no rows: the lock is held for
//      milliseconds whatever the size of the tables. The old tables are dropped after the commit.
// The first pass, which reads nearly all of the log, runs on two threads when every projection has a
// `rebuilder`: this one reads and decodes the log and folds it into prepared writes, a writing thread
// (rebuild-writer.ts) runs them, a few batches behind. On the embedded store, the writing thread attaches
// the store's file and derives the rows that need no fold (the event feed) with SQL from each stretch of
// the log, and this thread decodes only what its folds read. The catch-ups and the swap run here, as before.
// The projector carries on from the swapped checkpoint; events it applies twice change nothing (every
// projection is idempotent), and a checkpoint never moves back. A rebuild that stops half-way leaves
// `__b` tables that the next one drops first.
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { EventStore, LogEvent, RecordedEvent } from '../eventstore/event-store.port';
import type { SqliteDatabase } from '../storage/sqlite';
import { inTransactionAsync, openReadModels } from '../storage/sqlite';
import { checkpointOffThread } from '../storage/checkpointer';
import type { Projection } from './projection';
import { ensureIndexes, tablesOf } from './projection';
import type { WriterBatch, WriterData, WriterReply } from './rebuild-writer';
import { CHECKPOINT_UPSERT, ProjectionRunner } from './runner';

export interface RebuildProgress {
  /** Events of the log read so far (each one goes to every projection rebuilt). */
  readonly read: number;
  readonly position: number;
}

export interface RebuildReport {
  /** Events of the log read while rebuilding (all catch-ups together). */
  readonly read: number;
  /** Events applied, per projection. */
  readonly applied: Readonly<Record<string, number>>;
  /** From the start to the swap, indexes included. */
  readonly rebuildMs: number;
  /** How long the write lock was held for the swap. */
  readonly swapMs: number;
}

// The log is read 2,000 events at a time and committed every 10,000: one transaction for every
// projection rebuilt. A smaller read keeps fewer decoded events alive at once (less garbage-collector
// work); the larger commit writes each table's and index's last pages once per 10,000 events.
const READ = 2_000;
const COMMIT_EVERY = 10_000;
const BUILD_MARK = '__b';
/** The schema under which the writing thread attaches a SQLite log (see Projection.rebuilder). */
export const LOG_SCHEMA = 'log';
/** Batches sent to the writing thread and not written yet, at most: bounds the memory they hold. */
const IN_FLIGHT = 4;

/**
 * A large page cache keeps the new tables' index pages in memory between batches. The WAL is checkpointed
 * by a thread of the rebuild's own (checkpointer.ts), so that no commit of the rebuild stops to copy the
 * WAL into the file and sync it: the writing thread's commits were blocked in those copies and syncs for
 * about a third of its time.
 */
export const REBUILD_PRAGMAS = ['cache_size = -131072'];

/** Drops what an interrupted rebuild left: its tables and its checkpoints. */
function dropLeftovers(db: SqliteDatabase, projections: readonly Projection[]): void {
  for (const projection of projections) {
    const tables = db
      .prepare<[string], { name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name GLOB ?",
      )
      .all(`${projection.table}${BUILD_MARK}*`);
    for (const { name } of tables) db.exec(`DROP TABLE "${name}"`);
    db.prepare('DELETE FROM projection_checkpoints WHERE name GLOB ?').run(
      `${projection.name}${BUILD_MARK}*`,
    );
  }
}

/** Reads the log once from the runners' lowest checkpoint to its end, feeding every runner each batch. */
async function catchUpAll(
  db: SqliteDatabase,
  store: EventStore,
  runners: readonly ProjectionRunner[],
  onBatch: (read: number, position: number) => void = () => undefined,
): Promise<number> {
  let position = Math.min(...runners.map((r) => r.checkpoint()));
  let read = 0;
  for (;;) {
    // Inside the swap's transaction, a savepoint of it.
    const inCommit = await inTransactionAsync(db, async () => {
      let events = 0;
      while (events < COMMIT_EVERY) {
        const batch = await store.readAll(position, READ);
        if (batch.length === 0) break;
        position = batch[batch.length - 1].position;
        for (const runner of runners) runner.applyNew(batch);
        events += batch.length;
      }
      return events;
    });
    if (inCommit === 0) return read;
    read += inCommit;
    onBatch(read, position);
  }
}

export async function rebuildBeside(
  liveFile: string,
  store: EventStore,
  projections: readonly Projection[],
  onProgress: (progress: RebuildProgress) => void = () => undefined,
): Promise<RebuildReport> {
  const db = openReadModels(liveFile);
  for (const pragma of REBUILD_PRAGMAS) db.pragma(pragma);
  const checkpointer = checkpointOffThread(db);
  try {
    const started = Date.now();
    // The live tables exist (and so does the checkpoints' table) before anything is built beside them.
    for (const projection of projections) new ProjectionRunner(db, store, projection);
    dropLeftovers(db, projections);
    const build = `${BUILD_MARK}${started.toString(36)}`;
    const runners = projections.map((p) => new ProjectionRunner(db, store, p, build));

    const progress = (done: number, position: number) => onProgress({ read: done, position });
    const applied = new Map<ProjectionRunner, number>();
    let read = projections.every((p) => p.rebuilder !== undefined)
      ? await firstPassOnTwoThreads(liveFile, store, runners, projections, applied, progress)
      : await catchUpAll(db, store, runners, progress);
    // One sort per unordered index, while the tables are nearly full. It holds the file's write lock
    // for as long as the sort takes (about half a second per million events): the projector's writes
    // wait, as they wait for each of the first pass's commits.
    for (const [i, projection] of projections.entries()) ensureIndexes(db, projection, runners[i].table);
    // Close the gap left by the time the first pass took, before taking the lock.
    read += await catchUpAll(db, store, runners);

    const swapStarted = Date.now();
    db.exec('BEGIN IMMEDIATE');
    try {
      read += await catchUpAll(db, store, runners);
      for (const [i, projection] of projections.entries()) swap(db, projection, runners[i], `${build}old`);
      db.exec('COMMIT');
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      throw error;
    }
    const swapMs = Date.now() - swapStarted;
    // Freeing the old tables' pages takes time in proportion to their size: after the swap, not in it.
    dropLeftovers(db, projections);
    return {
      read,
      applied: Object.fromEntries(
        runners.map((r, i) => [projections[i].name, r.applied + (applied.get(r) ?? 0)]),
      ),
      rebuildMs: swapStarted - started,
      swapMs,
    };
  } finally {
    await checkpointer.stop();
    db.close();
  }
}

/** The compiled writer script: beside this file when compiled, under dist/ when this runs as TypeScript. */
function writerScript(): string {
  if (__filename.endsWith('.js')) return path.join(__dirname, 'rebuild-writer.js');
  let root = __dirname;
  while (!fs.existsSync(path.join(root, 'package.json')) && path.dirname(root) !== root)
    root = path.dirname(root);
  return path.join(root, 'dist', path.relative(root, __dirname), 'rebuild-writer.js');
}

/** One read of the first pass: its events, and where the stretch of the log it covers ends. */
interface FirstPassRead {
  readonly events: readonly LogEvent[];
  readonly upTo: number;
}

/**
 * How the first pass reads the log. From a SQLite log, it reads stretches of READ positions up to the
 * head it found at the start, decoding no more than the folds read (the writing thread derives the rest
 * with SQL from the same stretches); from another store, batches of whole events.
 */
function firstPassReader(
  store: EventStore,
  types: readonly string[],
): {
  /** Whether its reads hold only events of `types`. */
  readonly typesOnly: boolean;
  next(after: number): Promise<FirstPassRead | undefined>;
  /** The whole events of some read, for `applyMany` on the writing thread. */
  whole(events: readonly LogEvent[], from: FirstPassRead): Promise<readonly RecordedEvent[]>;
} {
  const log = store.sqliteLog;
  if (log) {
    const head = store.headPosition();
    return {
      typesOnly: true,
      async next(after) {
        const upTo = Math.min(after + READ, await head);
        return upTo > after ? { events: log.read(after, upTo, types), upTo } : undefined;
      },
      whole: async (events) => log.at(events.map((e) => e.position)),
    };
  }
  // A batch from readAll holds whole events: the ones a fold leaves are found in it by position.
  const read = new WeakMap<FirstPassRead, readonly RecordedEvent[]>();
  return {
    typesOnly: false,
    async next(after) {
      const events = await store.readAll(after, READ);
      if (events.length === 0) return undefined;
      const batch = { events, upTo: events[events.length - 1].position };
      read.set(batch, events);
      return batch;
    },
    async whole(events, from) {
      const byPosition = new Map((read.get(from) ?? []).map((e) => [e.position, e]));
      return events.flatMap((e) => byPosition.get(e.position) ?? []);
    },
  };
}

/**
 * The first pass, from the new tables' checkpoint (0): reads the log, folds each batch into writes here,
 * and has the writing thread run them and commit every COMMIT_EVERY events. Returns how many events it
 * read; `applied` receives each runner's count.
 */
async function firstPassOnTwoThreads(
  file: string,
  store: EventStore,
  runners: readonly ProjectionRunner[],
  projections: readonly Projection[],
  applied: Map<ProjectionRunner, number>,
  onBatch: (read: number, position: number) => void,
): Promise<number> {
  const log = store.sqliteLog?.file;
  const folders = projections.map((p, i) => p.rebuilder!(runners[i].table, log && LOG_SCHEMA));
  const writer = new Worker(writerScript(), { workerData: { file, log } satisfies WriterData });
  const types = [...new Set(runners.flatMap((r) => r.eventTypes))];
  const reader = firstPassReader(store, types);
  // Where the reader reads these types only, a runner that wants all of them takes each batch as it is
  // (both read models do): no filtering.
  const wanted = runners.map((r) =>
    reader.typesOnly && types.every((t) => r.eventTypes.includes(t)) ? undefined : new Set(r.eventTypes),
  );
  const waiting = new Map<number, { resolve(): void; reject(error: Error): void }>();
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    for (const w of waiting.values()) w.reject(failure);
    waiting.clear();
  };
  writer.on('message', (reply: WriterReply) => {
    if (reply.type === 'failed') return fail(new Error(`rebuild writer: ${reply.message}`));
    waiting.get(reply.seq)?.resolve();
    waiting.delete(reply.seq);
  });
  writer.on('error', fail);
  const exited = new Promise<void>((resolve) => writer.once('exit', () => resolve()));
  writer.once('exit', () => fail(new Error('rebuild writer stopped')));

  const inFlight: Promise<void>[] = [];
  let seq = 0;
  const send = (batch: Omit<WriterBatch, 'seq'>) => {
    if (failure) throw failure;
    seq += 1;
    const written = new Promise<void>((resolve, reject) => waiting.set(seq, { resolve, reject }));
    // Awaited in turn below; a failure must not count as unhandled before its turn comes.
    written.catch(() => undefined);
    inFlight.push(written);
    writer.postMessage({ ...batch, seq } satisfies WriterBatch);
  };
  try {
    let position = Math.min(...runners.map((r) => r.checkpoint()));
    let read = 0;
    let sinceCommit = 0;
    for (;;) {
      const batch = await reader.next(position);
      if (!batch) break;
      const stretch = { after: position, upTo: batch.upTo };
      position = batch.upTo;
      read += batch.events.length;
      sinceCommit += batch.events.length;
      const writes: WriterBatch['writes'][number][] = [];
      const apply: Array<WriterBatch['apply'][number]> = [];
      for (const [i, runner] of runners.entries()) {
        const only = wanted[i];
        const relevant = only ? batch.events.filter((e) => only.has(e.type)) : batch.events;
        applied.set(runner, (applied.get(runner) ?? 0) + relevant.length);
        const folded = folders[i].fold(relevant, stretch);
        writes.push(...folded.writes);
        if (folded.apply.length > 0)
          apply.push({
            projection: runner.projectionName,
            table: runner.table,
            events: await reader.whole(folded.apply, batch),
          });
      }
      const commit = sinceCommit >= COMMIT_EVERY;
      send({ writes, apply, checkpoints: runners.map((r) => [r.name, position] as const), commit });
      if (commit) {
        sinceCommit = 0;
        const done = read;
        const at = position;
        void inFlight[inFlight.length - 1].then(
          () => onBatch(done, at),
          () => undefined,
        );
      }
      if (inFlight.length >= IN_FLIGHT) await inFlight.shift();
    }
    send({ writes: [], apply: [], checkpoints: [], commit: true });
    await Promise.all(inFlight);
    if (sinceCommit > 0) onBatch(read, position);
    return read;
  } finally {
    writer.postMessage(null);
    // The writer closes its connection and ends; one that does not within 5 s is stopped.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 5_000)))]);
    clearTimeout(timer);
    await writer.terminate();
  }
}

/**
 * Puts a built table and its companions in place of the live ones (which are renamed aside, to be
 * dropped after the commit), and its checkpoint in place of the live checkpoint.
 */
function swap(db: SqliteDatabase, projection: Projection, built: ProjectionRunner, aside: string): void {
  const live = tablesOf(projection);
  const set = tablesOf(projection, `${projection.table}${aside}`);
  const fresh = tablesOf(projection, built.table);
  for (const [i, table] of live.entries()) {
    db.exec(`ALTER TABLE "${table}" RENAME TO "${set[i]}"`);
    db.exec(`ALTER TABLE "${fresh[i]}" RENAME TO "${table}"`);
  }
  db.prepare(CHECKPOINT_UPSERT).run(projection.name, built.checkpoint());
  db.prepare('DELETE FROM projection_checkpoints WHERE name = ?').run(built.name);
}
