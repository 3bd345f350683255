// The `event_feed` read model: every verification event indexed by account and mode, so the history
// feed of one key (GET /v1/events, SPEC.md §8) pages through its own events in log order without
// scanning other accounts'. A row is the event's place and what the feed filters on (account, mode,
// position, type, time, verification, version); the event's data stays in the event store, which is
// read by position for the page served, and is upcast to the current schema there. A copy of the data
// made the feed the largest thing a replay writes (about 470 bytes per event against about 110 now).
// Tables made by earlier versions also hold `stream_id` and the data (`event`): they are read the same
// way, written with those columns filled, and replaced by the narrow table at the next replay.
import type { EventRef, EventStore, LogEvent, RecordedEvent } from '../src/eventstore/event-store.port';
import { dataJson } from '../src/eventstore/event-store.port';
import type { VerificationEventType } from '../src/domain/verification/events';
import { VERIFICATION_EVENT_TYPES, stepOf, streamName } from '../src/domain/verification/events';
import { toDomainEvent } from '../src/domain/verification/upcast';
import type { PreparedWrite, Projection } from '../src/projection/projection';
import { inGroupsOf, placeholders, runWrites } from '../src/projection/projection';
import type { SqliteDatabase } from '../src/storage/sqlite';
import { perTable, perTableAndRows, statement } from '../src/storage/sqlite';
import type { Scope } from './verifications.projection';

// Keyed by scope and position, so a scope's page is one range of the table itself (no second index to
// write per event); applying an event a second time changes nothing.
const createTable = (db: SqliteDatabase, table: string) =>
  db.exec(`
CREATE TABLE IF NOT EXISTS "${table}" (
  account_id TEXT NOT NULL, mode TEXT NOT NULL, position INTEGER NOT NULL, type TEXT NOT NULL,
  verification_id TEXT NOT NULL, version INTEGER NOT NULL, recorded_at TEXT NOT NULL,
  PRIMARY KEY (account_id, mode, position)
) WITHOUT ROWID;`);

const COLUMNS = 'account_id, mode, position, type, verification_id, version, recorded_at';
// Rows go in ROWS at a time (see inGroupsOf).
const ROWS = 50;
const WIDTH = 7;
const insertSql = perTableAndRows(
  (table, rows) => `INSERT OR IGNORE INTO "${table}" (${COLUMNS}) VALUES ${placeholders(rows, WIDTH)}`,
);
const insertWithDataSql = perTable(
  (table) =>
    `INSERT OR IGNORE INTO "${table}" (${COLUMNS}, stream_id, event) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);
/** The narrow table's rows for these events, as writes of ROWS rows at a time. */
function narrowWrites(events: readonly LogEvent[], table: string): PreparedWrite[] {
  const params: unknown[] = [];
  for (const event of events)
    params.push(
      event.metadata.account_id,
      event.metadata.mode,
      event.position,
      event.type,
      String(event.data.verification_id ?? ''),
      event.version,
      event.recordedAt,
    );
  return inGroupsOf(ROWS, (rows) => insertSql(table, rows), WIDTH, params);
}

/** Whether the table is one made by an earlier version, which holds each event's stream and data too. */
const holdsData = (db: SqliteDatabase, table: string): boolean =>
  statement<[string], unknown>(db, "SELECT 1 FROM pragma_table_info(?) WHERE name = 'event'").get(table) !==
  undefined;

function insertAll(db: SqliteDatabase, events: readonly RecordedEvent[], table: string): void {
  // Asked every batch: a replay run by another process may swap a narrow table in under this one.
  if (!holdsData(db, table)) return runWrites(db, narrowWrites(events, table));
  const insert = statement(db, insertWithDataSql(table));
  for (const event of events)
    insert.run(
      event.metadata.account_id,
      event.metadata.mode,
      event.position,
      event.type,
      String(event.data.verification_id ?? ''),
      event.version,
      event.recordedAt,
      event.streamId,
      `{"data":${dataJson(event)},"schema_version":${Number(event.metadata.schema_version ?? 1)}}`,
    );
}

/**
 * The same rows derived in SQL from a SQLite log attached as `log` (see SqliteLog), for a stretch of
 * positions: nothing of the events crosses into JavaScript, or between threads.
 */
const fromLogSql = (table: string, log: string) =>
  `INSERT OR IGNORE INTO "${table}" (${COLUMNS})
   SELECT metadata ->> '$.account_id', metadata ->> '$.mode', position, type,
          COALESCE(data ->> '$.verification_id', ''), version, recorded_at
     FROM "${log}".events
    WHERE position > ? AND position <= ?
      AND type IN (${VERIFICATION_EVENT_TYPES.map((type) => `'${type}'`).join(', ')})
    ORDER BY position`;

export const eventFeedProjection: Projection = {
  name: 'event_feed',
  table: 'event_feed',
  // Tables made by earlier versions (rowid tables) also have an index named `scope` on
  // (account_id, mode, position); the narrow table is keyed by those columns.
  indexes: [{ suffix: 'verification', columns: 'verification_id, position' }],
  eventTypes: VERIFICATION_EVENT_TYPES,
  createTable,
  apply: (db, event, table) => insertAll(db, [event], table),
  applyMany: insertAll,
  // A rebuilt table is always the narrow one; every event is placed from the event alone.
  rebuilder(table, log) {
    if (log === undefined) return { fold: (events) => ({ writes: narrowWrites(events, table), apply: [] }) };
    const sql = fromLogSql(table, log);
    return {
      fold: (_events, { after, upTo }) => ({ writes: [{ sql, width: 2, params: [after, upTo] }], apply: [] }),
    };
  },
};

/** One event as the history API shows it (SPEC.md §8): its data upcast to the current schema version. */
export interface HistoryEvent {
  readonly position: number;
  readonly type: string;
  readonly stream_id: string;
  readonly verification_id: string;
  readonly version: number;
  readonly recorded_at: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/** The envelope with the data upcast from its schema version to the current one. */
function presented(
  envelope: Omit<HistoryEvent, 'data'>,
  data: Record<string, unknown>,
  schemaVersion: number,
): HistoryEvent {
  const current = toDomainEvent({
    type: envelope.type,
    data,
    metadata: { schema_version: schemaVersion },
  } as RecordedEvent);
  return { ...envelope, data: (current?.data ?? data) as Readonly<Record<string, unknown>> };
}

export function historyEvent(event: RecordedEvent): HistoryEvent {
  return presented(
    {
      position: event.position,
      type: event.type,
      stream_id: event.streamId,
      verification_id: String(event.data.verification_id ?? ''),
      version: event.version,
      recorded_at: event.recordedAt,
    },
    event.data,
    Number(event.metadata.schema_version ?? 1),
  );
}

/** A stored row: where the event is (its stream is its verification's). */
interface FeedRow {
  readonly position: number;
  readonly type: string;
  readonly verification_id: string;
  readonly version: number;
}

const FEED_COLUMNS = 'position, type, verification_id, version';

const refOf = (row: FeedRow): EventRef => ({
  position: row.position,
  streamId: streamName(stepOf(row.type as VerificationEventType).kind, row.verification_id),
  version: row.version,
});

export interface FeedQuery {
  /** Events with a position strictly greater than this. */
  readonly after: number;
  readonly types?: readonly string[];
  /** recorded_at bounds, RFC 3339, inclusive. */
  readonly from?: string;
  readonly to?: string;
  readonly limit: number;
}

export interface FeedPage {
  readonly items: HistoryEvent[];
  /** Where the next page starts: the last position returned, or `after` when there was none. */
  readonly nextAfter: number;
}

export async function readFeed(
  db: SqliteDatabase,
  store: EventStore,
  scope: Scope,
  query: FeedQuery,
): Promise<FeedPage> {
  const where = ['account_id = ?', 'mode = ?', 'position > ?'];
  const params: unknown[] = [scope.accountId, scope.mode, query.after];
  if (query.types && query.types.length > 0) {
    where.push(`type IN (${query.types.map(() => '?').join(', ')})`);
    params.push(...query.types);
  }
  if (query.from) {
    where.push('recorded_at >= ?');
    params.push(query.from);
  }
  if (query.to) {
    where.push('recorded_at <= ?');
    params.push(query.to);
  }
  const rows = statement<unknown[], FeedRow>(
    db,
    `SELECT ${FEED_COLUMNS} FROM event_feed WHERE ${where.join(' AND ')} ORDER BY position LIMIT ?`,
  ).all(...params, query.limit);
  const items = (await store.readEvents(rows.map(refOf))).map(historyEvent);
  return { items, nextAfter: rows.length > 0 ? rows[rows.length - 1].position : query.after };
}

/** The events of several verifications of one scope, in stream order: one query for a whole page. */
export async function readEventsOf(
  db: SqliteDatabase,
  store: EventStore,
  scope: Scope,
  verificationIds: readonly string[],
): Promise<Map<string, HistoryEvent[]>> {
  const found = new Map<string, HistoryEvent[]>(verificationIds.map((id) => [id, []]));
  if (verificationIds.length === 0) return found;
  const rows = statement<unknown[], FeedRow>(
    db,
    `SELECT ${FEED_COLUMNS} FROM event_feed WHERE account_id = ? AND mode = ?
       AND verification_id IN (${verificationIds.map(() => '?').join(', ')}) ORDER BY position`,
  ).all(scope.accountId, scope.mode, ...verificationIds);
  for (const event of await store.readEvents(rows.map(refOf))) {
    const shown = historyEvent(event);
    found.get(shown.verification_id)?.push(shown);
  }
  return found;
}
