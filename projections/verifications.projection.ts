// The `verifications` read model: one row per verification (both kinds), holding the folded state that
// the REST and GraphQL reads render, plus the columns the list filters and sorts on. Each filter has an
// index that also yields the list order, so a filtered page never scans the account's other rows.
import type { LogEvent } from '../src/eventstore/event-store.port';
import { DATA_JSON } from '../src/eventstore/event-store.port';
import { VERIFICATION_EVENT_TYPES } from '../src/domain/verification/events';
import type { VerificationKind } from '../src/domain/verification/events';
import type { ExistingVerification, VerificationState } from '../src/domain/verification/state';
import { evolve, initialState, isDocumentRequest, isFinal } from '../src/domain/verification/state';
import { toDomainEvent } from '../src/domain/verification/upcast';
import type { PreparedWrite, Projection, RebuildFolder } from '../src/projection/projection';
import { inGroupsOf, placeholders, runWrites } from '../src/projection/projection';
import type { SqliteDatabase } from '../src/storage/sqlite';
import { inTransaction, perTable, perTableAndRows, statement } from '../src/storage/sqlite';
import type { Decision, DocumentType, Mode, Status } from '../src/shared/value-sets';

export interface VerificationRow {
  readonly version: number;
  readonly state: ExistingVerification;
}

/** Pure: the row after one event, or the same row when the event was already applied (stream version). */
export function evolveRow(row: VerificationRow | null, event: LogEvent): VerificationRow | null {
  if (row && event.version <= row.version) return row;
  const domainEvent = toDomainEvent(event);
  if (!domainEvent) return row;
  const state: VerificationState = evolve(row?.state ?? initialState, domainEvent);
  return state.exists ? { version: event.version, state } : row;
}

// A rowid table: each row carries its state document (about 1 KB), which a WITHOUT ROWID table would
// spill into overflow pages. Databases made before keep their table until `projections replay` rebuilds it.
// The indexes ascend: SQLite walks them backwards for the lists' newest-first order, and new
// verifications (later scheduled_at, later time-ordered ids) land at each scope's end, where a full page
// is split by starting a new one. Descending indexes put them at the start, where every split leaves two
// half-empty pages (twice the pages to write). Files made before keep their descending indexes, which
// answer the same queries, until a replay builds the new ones.
const INDEXES = [
  { suffix: 'list', columns: 'account_id, mode, kind, scheduled_at, id' },
  // The client's own ids, in no particular order: a rebuild sorts them once (see IndexSpec).
  {
    suffix: 'by_external_id',
    columns: 'account_id, mode, kind, external_id, scheduled_at, id',
    unordered: true,
  },
  { suffix: 'by_status', columns: 'account_id, mode, kind, status, scheduled_at, id' },
  { suffix: 'by_type', columns: 'account_id, mode, kind, document_type, scheduled_at, id' },
];

// The companion `<table>_counts` holds how many rows each scope has per status, decision and document
// type, kept in step with the rows in the same transaction, so a list's total is a few summed rows
// instead of a count over every row of the account (hundreds of milliseconds at a few hundred thousand
// verifications).
const COUNTS = '_counts';

const createTable = (db: SqliteDatabase, table: string) =>
  inTransaction(db, () => {
    db.exec(`
CREATE TABLE IF NOT EXISTS "${table}" (
  id TEXT NOT NULL UNIQUE, kind TEXT NOT NULL, account_id TEXT NOT NULL, mode TEXT NOT NULL, status TEXT NOT NULL,
  document_type TEXT, external_id TEXT, scheduled_at TEXT NOT NULL, version INTEGER NOT NULL, state TEXT NOT NULL
);
DROP INDEX IF EXISTS verifications_external;`);
    const counts = `${table}${COUNTS}`;
    const present = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(counts);
    if (present) return;
    db.exec(`
CREATE TABLE "${counts}" (
  account_id TEXT NOT NULL, mode TEXT NOT NULL, kind TEXT NOT NULL, status TEXT NOT NULL, decision TEXT NOT NULL,
  document_type TEXT NOT NULL, n INTEGER NOT NULL,
  PRIMARY KEY (account_id, mode, kind, status, decision, document_type)
) WITHOUT ROWID;
INSERT INTO "${counts}" (account_id, mode, kind, status, decision, document_type, n)
  SELECT account_id, mode, kind, status, COALESCE(json_extract(state, '$.outcome.decision'), ''),
    COALESCE(document_type, ''), COUNT(*)
  FROM "${table}" GROUP BY 1, 2, 3, 4, 5, 6;`);
  });

// The rows of a batch's verifications in one statement: the ids come as a JSON array.
const loadSql = perTable(
  (table) => `SELECT id, version, state FROM "${table}" WHERE id IN (SELECT value FROM json_each(?))`,
);
const SAVE_WIDTH = 10;
const SAVE_ROWS = 25;
const saveSql = perTableAndRows(
  (table, rows) =>
    `INSERT INTO "${table}" (id, kind, account_id, mode, status, document_type, external_id, scheduled_at, version, state)
     VALUES ${placeholders(rows, SAVE_WIDTH)}
     ON CONFLICT (id) DO UPDATE SET status = excluded.status, version = excluded.version, state = excluded.state`,
);

/** The rows of these verifications that the table holds, by id. */
function loadRows(db: SqliteDatabase, table: string, ids: readonly string[]): Map<string, VerificationRow> {
  const found = statement<[string], { id: string; version: number; state: string }>(db, loadSql(table)).all(
    JSON.stringify(ids),
  );
  return new Map(
    found.map((row) => [
      row.id,
      { version: row.version, state: JSON.parse(row.state) as ExistingVerification },
    ]),
  );
}

/** How a state is written: JSON.stringify, unless its request's stored text is known (see requestTexts). */
type StateText = (state: ExistingVerification) => string;

const REQUEST_KEY = '"request":';

/**
 * The state as JSON.stringify writes it, with the request's part taken from `requestJson`, the text the
 * request was parsed from as the store holds it. The store wrote that text with JSON.stringify, which
 * writes it again for the parsed value (key order, escapes and numbers come out the same), so only the
 * rest of the state is written: the request is about two thirds of it. The first `"request":0` in the
 * text is the key's: the keys before it are other names, and a quote inside a string value is escaped.
 */
function stateJson(state: ExistingVerification, requestJson: string): string {
  const rest = JSON.stringify({ ...state, request: 0 });
  const at = rest.indexOf(`${REQUEST_KEY}0`) + REQUEST_KEY.length;
  return rest.slice(0, at) + requestJson + rest.slice(at + 1);
}

/**
 * How states are written when some of their requests' stored texts are known: a request is remembered
 * with its text when its stream's first event is folded (the data object the state then holds as its
 * request), and a state holding it is written with that text (see stateJson). An upcast request is a new
 * object, not found here, and is written afresh, as is a request read back from the table.
 */
function requestTexts(): { remember(event: LogEvent): void; stateText: StateText } {
  const texts = new WeakMap<object, string>();
  return {
    remember: (event) => {
      const text = event[DATA_JSON];
      if (event.version === 0 && text !== undefined) texts.set(event.data, text);
    },
    stateText: (state) => {
      const text = texts.get(state.request);
      return text === undefined ? JSON.stringify(state) : stateJson(state, text);
    },
  };
}

/** A row's values in saveSql's order. */
function saveParams(row: VerificationRow, into: unknown[], stateText: StateText): void {
  const s = row.state;
  into.push(
    s.id,
    s.kind,
    s.accountId,
    s.mode,
    s.status,
    isDocumentRequest(s.request) ? s.request.document.type : null,
    s.request.external_id,
    s.scheduledAt,
    row.version,
    stateText(s),
  );
}

const countSql = perTable(
  (table) =>
    `INSERT INTO "${table}${COUNTS}" (account_id, mode, kind, status, decision, document_type, n)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (account_id, mode, kind, status, decision, document_type) DO UPDATE SET n = n + excluded.n`,
);

/** The counts row a verification is counted in. */
const countKey = (s: ExistingVerification): string =>
  [
    s.accountId,
    s.mode,
    s.kind,
    s.status,
    s.outcome?.decision ?? '',
    isDocumentRequest(s.request) ? s.request.document.type : '',
  ].join('\u0000');

/** The counts' changes from rows' old status and decision to their new ones, as writes. */
function countWrites(
  changed: Iterable<{ before: VerificationRow | null; after: VerificationRow }>,
  table: string,
): PreparedWrite[] {
  const deltas = new Map<string, number>();
  const move = (key: string, by: number) => deltas.set(key, (deltas.get(key) ?? 0) + by);
  for (const { before, after } of changed) {
    if (before) move(countKey(before.state), -1);
    move(countKey(after.state), 1);
  }
  const params: unknown[] = [];
  for (const [key, by] of deltas) if (by !== 0) params.push(...key.split('\u0000'), by);
  return params.length > 0 ? [{ sql: countSql(table), width: 7, params }] : [];
}

/** Each changed row written once, SAVE_ROWS to a statement, and the counts moved with them. */
function changeWrites(
  changed: ReadonlyArray<{ before: VerificationRow | null; after: VerificationRow }>,
  table: string,
  stateText: StateText,
): PreparedWrite[] {
  const params: unknown[] = [];
  for (const { after } of changed) saveParams(after, params, stateText);
  return [
    ...inGroupsOf(SAVE_ROWS, (rows) => saveSql(table, rows), SAVE_WIDTH, params),
    ...countWrites(changed, table),
  ];
}

type Change = { before: VerificationRow | null; after: VerificationRow | null };
const changedOnly = (rows: Iterable<Change>) =>
  [...rows].filter(
    (r): r is { before: VerificationRow | null; after: VerificationRow } =>
      r.after !== null && r.after !== r.before,
  );

const verificationOf = (event: LogEvent): string => String(event.data.verification_id ?? '');

/**
 * Folds a batch in memory, reading the rows of its verifications in one statement and writing each
 * changed row once however many of its events the batch holds, and moves the counts from each row's old
 * status and decision to its new ones. A verification requested in the batch is written with its
 * request's stored text.
 */
function applyAll(db: SqliteDatabase, events: readonly LogEvent[], table: string): void {
  const stored = loadRows(db, table, [...new Set(events.map(verificationOf))]);
  const requests = requestTexts();
  const rows = new Map<string, Change>();
  for (const event of events) {
    requests.remember(event);
    const id = verificationOf(event);
    let entry = rows.get(id);
    if (!entry) {
      const before = stored.get(id) ?? null;
      entry = { before, after: before };
      rows.set(id, entry);
    }
    entry.after = evolveRow(entry.after, event);
  }
  runWrites(db, changeWrites(changedOnly(rows.values()), table, requests.stateText));
}

/** Rows a rebuild keeps in memory between batches at most (verifications not final yet). */
const OPEN_ROWS = 20_000;

/**
 * A rebuild's fold: the table starts empty and the log comes in order, once, so a verification whose
 * first event (version 0) is folded here has no row yet, and one still open (not final) is the row this
 * fold last wrote, kept in memory. A final row is forgotten: a later event of it, or of a verification
 * forgotten because too many were open, is left for `applyMany` on the writing thread, which reads
 * the row. A request read with its JSON text (the embedded store's) is written back as that text.
 */
function rebuilder(table: string): RebuildFolder {
  const open = new Map<string, VerificationRow>();
  // Kept across batches: an open row folded later still holds the request remembered here.
  const requests = requestTexts();
  return {
    fold(events) {
      const rows = new Map<string, Change>();
      const apply: LogEvent[] = [];
      const unknown = new Set<string>();
      for (const event of events) {
        requests.remember(event);
        const id = verificationOf(event);
        let entry = rows.get(id);
        if (!entry) {
          const known = open.get(id) ?? null;
          if (unknown.has(id) || (!known && event.version > 0)) {
            unknown.add(id);
            apply.push(event);
            continue;
          }
          entry = { before: known, after: known };
          rows.set(id, entry);
        }
        entry.after = evolveRow(entry.after, event);
      }
      for (const [id, { after }] of rows) {
        open.delete(id);
        if (after && !isFinal(after.state)) open.set(id, after);
      }
      for (const id of open.keys()) {
        if (open.size <= OPEN_ROWS) break;
        open.delete(id);
      }
      return { writes: changeWrites(changedOnly(rows.values()), table, requests.stateText), apply };
    },
  };
}

export const verificationsProjection: Projection = {
  name: 'verifications',
  table: 'verifications',
  indexes: INDEXES,
  companions: [COUNTS],
  eventTypes: VERIFICATION_EVENT_TYPES,
  createTable,
  apply: (db, event, table) => applyAll(db, [event], table),
  applyMany: (db, events, table) => applyAll(db, events, table),
  rebuilder,
};

export interface Scope {
  readonly accountId: string;
  readonly mode: Mode;
}

export interface ListFilter {
  readonly kind: VerificationKind;
  readonly limit: number;
  readonly offset: number;
  readonly externalId?: string;
  readonly documentType?: DocumentType;
  readonly status?: Status;
  /** As the API shows it: `flagged` also matches verifications not decided yet. */
  readonly decision?: Decision;
  readonly personExternalId?: string;
  /** scheduled_at strictly after / before these ISO 8601 UTC times. */
  readonly scheduledAfter?: string;
  readonly scheduledBefore?: string;
  /** Keyset cursor: only rows after this one in list order (the total ignores it). */
  readonly after?: { readonly scheduledAt: string; readonly id: string };
}

/** A decision filter as SQL on a table whose outcome decision is the expression `decision`. */
const decisionConditions = (decision: string): Readonly<Record<Decision, string>> => ({
  failed: "status = 'failed'",
  accepted: `status = 'completed' AND ${decision} = 'accepted'`,
  rejected: `status = 'completed' AND ${decision} = 'rejected'`,
  flagged: `(status IN ('scheduled', 'processing') OR (status = 'completed' AND ${decision} = 'flagged'))`,
});

const DECISION_CONDITION = decisionConditions("json_extract(state, '$.outcome.decision')");
/** The same conditions on the counts' columns. */
const COUNTED_DECISION = decisionConditions('decision');

export interface ListPage {
  readonly items: ExistingVerification[];
  readonly total: number;
}

/** Newest first (scheduled_at desc, then id desc); filters combine with AND. */
export function listVerifications(db: SqliteDatabase, scope: Scope, filter: ListFilter): ListPage {
  const where = ['account_id = ?', 'mode = ?', 'kind = ?'];
  const params: unknown[] = [scope.accountId, scope.mode, filter.kind];
  const conditions: Array<[string, unknown]> = [
    ['external_id = ?', filter.externalId],
    ['document_type = ?', filter.documentType],
    ['status = ?', filter.status],
    ["json_extract(state, '$.request.person.external_id') = ?", filter.personExternalId],
    ['scheduled_at > ?', filter.scheduledAfter],
    ['scheduled_at < ?', filter.scheduledBefore],
  ];
  for (const [condition, value] of conditions) {
    if (value === undefined) continue;
    where.push(condition);
    params.push(value);
  }
  if (filter.decision) where.push(DECISION_CONDITION[filter.decision]);
  const clause = where.join(' AND ');
  const total = countedTotal(db, scope, filter) ?? countRows(db, clause, params);
  const page = filter.after
    ? {
        clause: `${clause} AND (scheduled_at < ? OR (scheduled_at = ? AND id < ?))`,
        params: [...params, filter.after.scheduledAt, filter.after.scheduledAt, filter.after.id],
      }
    : { clause, params };
  const rows = statement<unknown[], { state: string }>(
    db,
    `SELECT state FROM verifications WHERE ${page.clause} ORDER BY scheduled_at DESC, id DESC LIMIT ? OFFSET ?`,
  ).all(...page.params, filter.limit, filter.offset);
  return { items: rows.map((r) => JSON.parse(r.state) as ExistingVerification), total };
}

const countRows = (db: SqliteDatabase, clause: string, params: unknown[]): number =>
  statement<unknown[], { n: number }>(db, `SELECT COUNT(*) AS n FROM verifications WHERE ${clause}`).get(
    ...params,
  )?.n ?? 0;

/** The total from the counts, when the filter is by status, decision and document type only (else undefined). */
function countedTotal(db: SqliteDatabase, scope: Scope, filter: ListFilter): number | undefined {
  const other = [filter.externalId, filter.personExternalId, filter.scheduledAfter, filter.scheduledBefore];
  if (other.some((value) => value !== undefined)) return undefined;
  const where = ['account_id = ?', 'mode = ?', 'kind = ?'];
  const params: unknown[] = [scope.accountId, scope.mode, filter.kind];
  if (filter.status !== undefined) {
    where.push('status = ?');
    params.push(filter.status);
  }
  if (filter.documentType !== undefined) {
    where.push('document_type = ?');
    params.push(filter.documentType);
  }
  if (filter.decision) where.push(COUNTED_DECISION[filter.decision]);
  return (
    statement<unknown[], { n: number | null }>(
      db,
      `SELECT SUM(n) AS n FROM verifications${COUNTS} WHERE ${where.join(' AND ')}`,
    ).get(...params)?.n ?? 0
  );
}

export function findVerification(db: SqliteDatabase, id: string): ExistingVerification | null {
  const row = statement<[string], { state: string }>(db, 'SELECT state FROM verifications WHERE id = ?').get(
    id,
  );
  return row ? (JSON.parse(row.state) as ExistingVerification) : null;
}
