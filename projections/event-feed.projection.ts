// The `event_feed` read model: every verification event indexed by account and mode, so the history
// feed of one key (GET /v1/events, SPEC.md §8) pages through its own events in log order without
// scanning other accounts'. A row's columns hold the event's envelope and its `event` column the rest:
// `{"data": …, "schema_version": n}` (rows written by earlier versions hold the whole event there, and
// read the same). Readers upcast the data to the current schema.
import type { RecordedEvent } from '../src/eventstore/event-store.port';
import { dataJson } from '../src/eventstore/event-store.port';
import { VERIFICATION_EVENT_TYPES } from '../src/domain/verification/events';
import { toDomainEvent } from '../src/domain/verification/upcast';
import type { Projection } from '../src/projection/projection';
import type { SqliteDatabase } from '../src/storage/sqlite';
import { perTable, statement } from '../src/storage/sqlite';
import type { Scope } from './verifications.projection';

const createTable = (db: SqliteDatabase, table: string) =>
  db.exec(`
CREATE TABLE IF NOT EXISTS "${table}" (
  position INTEGER PRIMARY KEY, account_id TEXT NOT NULL, mode TEXT NOT NULL, type TEXT NOT NULL,
  stream_id TEXT NOT NULL, verification_id TEXT NOT NULL, version INTEGER NOT NULL, recorded_at TEXT NOT NULL,
  event TEXT NOT NULL
);`);

// Keyed by position: applying an event a second time changes nothing.
const insertSql = perTable(
  (table) =>
    `INSERT OR IGNORE INTO "${table}" (position, account_id, mode, type, stream_id, verification_id, version, recorded_at, event)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);

function insertAll(db: SqliteDatabase, events: readonly RecordedEvent[], table: string): void {
  const insert = statement(db, insertSql(table));
  for (const event of events)
    insert.run(
      event.position,
      event.metadata.account_id,
      event.metadata.mode,
      event.type,
      event.streamId,
      String(event.data.verification_id ?? ''),
      event.version,
      event.recordedAt,
      `{"data":${dataJson(event)},"schema_version":${Number(event.metadata.schema_version ?? 1)}}`,
    );
}

export const eventFeedProjection: Projection = {
  name: 'event_feed',
  table: 'event_feed',
  indexes: [
    { suffix: 'scope', columns: 'account_id, mode, position' },
    { suffix: 'verification', columns: 'verification_id, position' },
  ],
  eventTypes: VERIFICATION_EVENT_TYPES,
  createTable,
  apply: (db, event, table) => insertAll(db, [event], table),
  applyMany: insertAll,
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

/** A stored row: the envelope's columns, and the event's data with its schema version as JSON. */
type FeedRow = Omit<HistoryEvent, 'data'> & { readonly event: string };

const FEED_COLUMNS = 'position, type, stream_id, verification_id, version, recorded_at, event';

/** A row as the history API shows it: the envelope from its columns, the data upcast. */
function historyEventOf(row: FeedRow): HistoryEvent {
  const { event, ...envelope } = row;
  const stored = JSON.parse(event) as {
    data: Record<string, unknown>;
    schema_version?: number;
    metadata?: { schema_version?: number };
  };
  return presented(envelope, stored.data, stored.schema_version ?? stored.metadata?.schema_version ?? 1);
}

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

export function readFeed(db: SqliteDatabase, scope: Scope, query: FeedQuery): FeedPage {
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
  const items = rows.map(historyEventOf);
  return { items, nextAfter: items.length > 0 ? items[items.length - 1].position : query.after };
}

/** The events of several verifications of one scope, in stream order: one query for a whole page. */
export function readEventsOf(
  db: SqliteDatabase,
  scope: Scope,
  verificationIds: readonly string[],
): Map<string, HistoryEvent[]> {
  const found = new Map<string, HistoryEvent[]>(verificationIds.map((id) => [id, []]));
  if (verificationIds.length === 0) return found;
  const rows = statement<unknown[], FeedRow>(
    db,
    `SELECT ${FEED_COLUMNS} FROM event_feed WHERE account_id = ? AND mode = ?
       AND verification_id IN (${verificationIds.map(() => '?').join(', ')}) ORDER BY position`,
  ).all(scope.accountId, scope.mode, ...verificationIds);
  for (const row of rows) {
    const event = historyEventOf(row);
    found.get(event.verification_id)?.push(event);
  }
  return found;
}
