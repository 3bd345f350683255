import type { Clock } from '../../shared/clock';
import { systemClock } from '../../shared/clock';
import type Database from 'better-sqlite3';
import type { SqliteDatabase } from '../../storage/sqlite';
import type {
  AppendResult,
  EventRef,
  EventStore,
  ExpectedVersion,
  LogEvent,
  NewEvent,
  RecordedEvent,
  SqliteLog,
  SubscriptionOptions,
} from '../event-store.port';
import { DATA_JSON, EventStoreUnavailable, WrongExpectedVersion } from '../event-store.port';
import { runPollingSubscription } from '../subscription-loop';
import { Wakeup } from '../../storage/wakeup';
import { acquireWriteLock } from '../../storage/write-lock';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id TEXT NOT NULL UNIQUE,
  stream_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  type TEXT NOT NULL,
  data TEXT NOT NULL,
  metadata TEXT NOT NULL,
  recorded_at TEXT NOT NULL,
  UNIQUE (stream_id, version)
);
CREATE TABLE IF NOT EXISTS checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL) WITHOUT ROWID;
`;

/** How many of the latest events read stay decoded for the process's other subscribers. */
const RECENT = 4096;

interface PendingAppend {
  readonly streamId: string;
  readonly events: readonly NewEvent[];
  readonly expected: ExpectedVersion;
  readonly resolve: (result: AppendResult) => void;
  readonly reject: (error: unknown) => void;
}

/** Where an event already stored is (a retried append is recognised by its first and last event ids). */
interface StoredAt {
  position: number;
  stream_id: string;
  version: number;
}

/**
 * Embedded event store on one SQLite file. Appends are group-committed: every append queued during one
 * turn of the event loop is written in a single transaction (one fsync); a version conflict or a failed
 * write fails only its own append. A promise resolves only after the commit, so an acknowledged append is
 * durable.
 */
export class SqliteEventStore implements EventStore {
  private queue: PendingAppend[] = [];
  /**
   * The log's most recent stretch as the last reads found it: every event with a position in
   * (`recentFrom`, `recentTo`], decoded. The subscribers of one process (dispatcher, projector, update
   * feed) read the same new events one after another; the second one is served from here. A position
   * once seen committed has no later-committed event before it (one writer at a time, positions
   * assigned in commit order), so the stretch stays true.
   */
  private recent: RecordedEvent[] = [];
  private recentFrom = 0;
  private recentTo = 0;
  private flushScheduled = false;
  private readonly appended: Wakeup;
  private readonly statements;
  /** Another connection can attach the file; an in-memory database has none. */
  readonly sqliteLog?: SqliteLog;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly clock: Clock = systemClock,
    private readonly pollIntervalMs = 100,
    /** How long a subscriber woken on a busy log waits before reading (see runPollingSubscription). */
    private readonly lingerMs = 0,
  ) {
    db.exec(SCHEMA);
    this.appended = new Wakeup(`${db.name}:events`);
    this.statements = {
      // A stream's version is its last event's, found on the (stream_id, version) index.
      version: db.prepare<[string], { version: number | null }>(
        'SELECT MAX(version) AS version FROM events WHERE stream_id = ?',
      ),
      insert: db.prepare(
        'INSERT INTO events (event_id, stream_id, version, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      byEventId: db.prepare<[string], StoredAt>(
        'SELECT position, stream_id, version FROM events WHERE event_id = ?',
      ),
      // Rows as arrays (EVENT_COLUMNS' order): much cheaper to make than objects with named properties.
      stream: db
        .prepare<[string], EventTuple>(
          `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ? ORDER BY version`,
        )
        .raw(true),
      all: db
        .prepare<[number, number], EventTuple>(
          `SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`,
        )
        .raw(true),
      // One statement for any number of positions: they come as a JSON array.
      at: db
        .prepare<[string], EventTuple>(
          `SELECT ${EVENT_COLUMNS} FROM events WHERE position IN (SELECT value FROM json_each(?))`,
        )
        .raw(true),
      lastPosition: db.prepare<[], { position: number | null }>(
        'SELECT MAX(position) AS position FROM events',
      ),
      checkpoint: db.prepare<[string], { position: number }>(
        'SELECT position FROM checkpoints WHERE name = ?',
      ),
      begin: db.prepare('BEGIN IMMEDIATE'),
      commit: db.prepare('COMMIT'),
      savepoint: db.prepare('SAVEPOINT append'),
      release: db.prepare('RELEASE append'),
      rollbackTo: db.prepare('ROLLBACK TO append'),
      setCheckpoint: db.prepare(
        'INSERT INTO checkpoints (name, position) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET position = excluded.position',
      ),
    };
    if (!db.memory) this.sqliteLog = sqliteLogOf(db, this.statements.at);
  }

  appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
  ): Promise<AppendResult> {
    if (events.length === 0) return Promise.reject(new Error('appendToStream needs at least one event'));
    return new Promise((resolve, reject) => {
      this.queue.push({ streamId, events, expected, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    const batch = this.queue;
    this.queue = [];
    this.flushScheduled = false;
    let outcomes: Array<{ ok: AppendResult } | { error: unknown }>;
    // The other threads of the process that write this file wait their turn outside SQLite (write-lock.ts).
    const lock = acquireWriteLock(this.db.name, this.db.memory);
    try {
      outcomes = this.writeBatch(batch);
    } catch (error) {
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
      const failure = new EventStoreUnavailable('the event store could not commit', { cause: error });
      for (const pending of batch) pending.reject(failure);
      return;
    } finally {
      lock.release();
    }
    batch.forEach((pending, i) => {
      const outcome = outcomes[i];
      if ('ok' in outcome) pending.resolve(outcome.ok);
      else pending.reject(outcome.error);
    });
    this.appended.notify('appended');
  }

  /**
   * One transaction for the batch. A version conflict is found before its append writes anything, so the
   * common path needs no savepoints; any other failure rolls the batch back and writes it again with a
   * savepoint per append, so only the failing append fails.
   */
  private writeBatch(batch: readonly PendingAppend[]): Array<{ ok: AppendResult } | { error: unknown }> {
    const st = this.statements;
    st.begin.run();
    try {
      const outcomes = batch.map((pending) => {
        try {
          return { ok: this.appendNow(pending) };
        } catch (error) {
          if (error instanceof WrongExpectedVersion) return { error };
          throw error;
        }
      });
      st.commit.run();
      return outcomes;
    } catch {
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
    }
    st.begin.run();
    const outcomes = batch.map((pending) => {
      st.savepoint.run();
      try {
        const ok = this.appendNow(pending);
        st.release.run();
        return { ok };
      } catch (error) {
        st.rollbackTo.run();
        st.release.run();
        return { error };
      }
    });
    st.commit.run();
    return outcomes;
  }

  private appendNow({ streamId, events, expected }: PendingAppend): AppendResult {
    const current = this.statements.version.get(streamId)?.version ?? undefined;
    // The same append may already be committed (a caller retried after a lost acknowledgement). Not when
    // the expected version is the stream's current one: having written them would have moved it.
    if (current !== undefined && expected !== current) {
      const retried = this.statements.byEventId.get(events[0].id);
      const last =
        retried?.stream_id === streamId
          ? this.statements.byEventId.get(events[events.length - 1].id)
          : undefined;
      if (last) return { nextExpectedVersion: last.version, position: last.position };
    }
    const actual = current ?? 'no_stream';
    const ok =
      expected === 'any' ||
      (expected === 'no_stream' && current === undefined) ||
      (expected === 'stream_exists' && current !== undefined) ||
      (typeof expected === 'number' && current === expected);
    if (!ok) throw new WrongExpectedVersion(streamId, expected, actual);
    let version = current ?? -1;
    let position = 0;
    const recordedAt = this.clock.now().toISOString();
    for (const event of events) {
      version += 1;
      const info = this.statements.insert.run(
        event.id,
        streamId,
        version,
        event.type,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata),
        recordedAt,
      );
      position = Number(info.lastInsertRowid);
    }
    return { nextExpectedVersion: version, position };
  }

  async readStream(streamId: string): Promise<readonly RecordedEvent[]> {
    return this.statements.stream.all(streamId).map(toRecorded);
  }

  async readEvents(refs: readonly EventRef[]): Promise<readonly RecordedEvent[]> {
    if (refs.length === 0) return [];
    const found = new Map<number, RecordedEvent>();
    for (const row of this.statements.at.all(JSON.stringify(refs.map((r) => r.position))))
      found.set(row[0], toRecorded(row));
    return refs.flatMap((r) => found.get(r.position) ?? []);
  }

  async readAll(fromPosition: number, limit: number): Promise<readonly RecordedEvent[]> {
    if (fromPosition < this.recentFrom || fromPosition > this.recentTo)
      return this.remember(fromPosition, this.statements.all.all(fromPosition, limit).map(toRecorded));
    const start = firstAfter(this.recent, fromPosition);
    const cached = this.recent.slice(start, start + limit);
    if (cached.length === limit) return cached;
    const fresh = this.statements.all.all(this.recentTo, limit - cached.length).map(toRecorded);
    this.remember(this.recentTo, fresh);
    return cached.length === 0 ? fresh : cached.concat(fresh);
  }

  /** Makes what a read found after `from` part of the recent stretch (its last RECENT events). */
  private remember(from: number, events: RecordedEvent[]): RecordedEvent[] {
    if (events.length === 0) return events;
    if (from === this.recentTo && this.recent.length > 0) this.recent = this.recent.concat(events);
    else {
      this.recent = events;
      this.recentFrom = from;
    }
    if (this.recent.length > RECENT) {
      this.recent = this.recent.slice(this.recent.length - RECENT);
      this.recentFrom = this.recent[0].position - 1;
    }
    this.recentTo = events[events.length - 1].position;
    return events;
  }

  async headPosition(): Promise<number> {
    return this.statements.lastPosition.get()?.position ?? 0;
  }

  subscribeToAll(options: SubscriptionOptions): Promise<void> {
    return runPollingSubscription(
      options,
      (from, limit) => this.readAll(from, limit),
      (after, signal) => this.waitForNew(after, signal),
      this.lingerMs,
    );
  }

  /** Wakes on an in-process append at once, or after the poll interval (another process may append). */
  private waitForNew(afterPosition: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      if ((this.statements.lastPosition.get()?.position ?? 0) > afterPosition || signal.aborted)
        return resolve();
      const done = () => {
        clearTimeout(timer);
        this.appended.off('appended', done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, this.pollIntervalMs);
      this.appended.once('appended', done);
      signal.addEventListener('abort', done, { once: true });
    });
  }

  async readCheckpoint(name: string): Promise<number> {
    return this.statements.checkpoint.get(name)?.position ?? 0;
  }

  async storeCheckpoint(name: string, position: number): Promise<void> {
    this.statements.setCheckpoint.run(name, position);
  }

  async ping(): Promise<void> {
    this.statements.lastPosition.get();
  }

  async close(): Promise<void> {
    if (this.queue.length > 0) this.flush();
    this.appended.close();
  }
}

/** Index of the first event with a position above `position` (events in position order). */
function firstAfter(events: readonly RecordedEvent[], position: number): number {
  let low = 0;
  let high = events.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (events[mid].position > position) high = mid;
    else low = mid + 1;
  }
  return low;
}

/**
 * The log for a rebuild: events read without their id and stream (two strings a fold never reads, about
 * a third of the cost of reading an event), one statement per set of types.
 */
function sqliteLogOf(db: SqliteDatabase, at: Database.Statement<[string], EventTuple>): SqliteLog {
  const byTypes = new Map<string, Database.Statement<unknown[], LogTuple>>();
  return {
    file: db.name,
    read(after, upTo, types) {
      const key = types.join(',');
      let read = byTypes.get(key);
      if (!read) {
        read = db
          .prepare<unknown[], LogTuple>(
            `SELECT position, version, type, data, metadata, recorded_at FROM events
              WHERE position > ? AND position <= ? AND type IN (${types.map(() => '?').join(', ')})
              ORDER BY position`,
          )
          .raw(true);
        byTypes.set(key, read);
      }
      return read.all(after, upTo, ...types).map(toLogEvent);
    },
    at: (positions) =>
      at
        .all(JSON.stringify(positions))
        .map(toRecorded)
        .sort((a, b) => a.position - b.position),
  };
}

type LogTuple = [number, number, string, string, string, string];

function toLogEvent(row: LogTuple): LogEvent {
  return {
    position: row[0],
    version: row[1],
    type: row[2],
    data: JSON.parse(row[3]) as Record<string, unknown>,
    metadata: JSON.parse(row[4]) as RecordedEvent['metadata'],
    recordedAt: row[5],
    [DATA_JSON]: row[3],
  };
}

const EVENT_COLUMNS = 'position, event_id, stream_id, version, type, data, metadata, recorded_at';
type EventTuple = [number, string, string, number, string, string, string, string];

function toRecorded(row: EventTuple): RecordedEvent {
  return {
    id: row[1],
    streamId: row[2],
    version: row[3],
    position: row[0],
    type: row[4],
    data: JSON.parse(row[5]) as Record<string, unknown>,
    metadata: JSON.parse(row[6]) as RecordedEvent['metadata'],
    recordedAt: row[7],
    [DATA_JSON]: row[5],
  };
}
