import type { LogEvent, RecordedEvent } from '../eventstore/event-store.port';
import type { SqliteDatabase } from '../storage/sqlite';
import { statement } from '../storage/sqlite';

/** A secondary index: named `<table>_<suffix>` when created, found again by its suffix after a rename. */
export interface IndexSpec {
  readonly suffix: string;
  readonly columns: string;
  /**
   * Its keys do not come in log order (a value the client chose, such as an external id). A rebuild
   * creates it after reading the log, in one sort: inserted from the start, each key lands on a random
   * page of a growing index, so every commit writes most of the index's pages again.
   */
  readonly unordered?: boolean;
}

/**
 * A read model: one table and how one event changes it. `apply` runs inside the runner's transaction,
 * together with the checkpoint, and must leave the model unchanged when it sees an event a second time.
 * Every method takes the table's name: the live one, or another while a rebuild builds it beside.
 */
export interface Projection {
  readonly name: string;
  /** Its table's live name. */
  readonly table: string;
  readonly indexes: readonly IndexSpec[];
  /**
   * Suffixes of the tables that belong with the main one (`<table><suffix>`: summaries kept in step with
   * it). `createTable` creates them too; a rebuild builds and swaps them with it.
   */
  readonly companions?: readonly string[];
  readonly eventTypes: readonly string[];
  /** Creates the table (primary key and unique constraints only) unless it exists. */
  createTable(db: SqliteDatabase, table: string): void;
  apply(db: SqliteDatabase, event: RecordedEvent, table: string): void;
  /** Applies a batch in order, with the same effect as `apply` on each event, in fewer reads and writes. */
  applyMany?(db: SqliteDatabase, events: readonly RecordedEvent[], table: string): void;
  /**
   * For a rebuild into a new, empty table: folds batches of the log into prepared writes, so that the
   * thread reading the log does the decoding and folding and another thread only writes (see rebuild.ts).
   * `log` names the schema under which the writing thread's connection has attached the store's SQLite
   * log (see SqliteLog), when it has: writes may then derive rows from it with SQL.
   */
  rebuilder?(table: string, log?: string): RebuildFolder;
}

/** One SQL statement run once per `width` parameters of `params`. */
export interface PreparedWrite {
  readonly sql: string;
  readonly width: number;
  readonly params: unknown[];
}

/** A stretch of the log: positions in (after, upTo]. */
export interface LogStretch {
  readonly after: number;
  readonly upTo: number;
}

/** A rebuild's view of one projection: it remembers what it folded, the table does not answer it. */
export interface RebuildFolder {
  /**
   * The writes with the effect of `applyMany` on these events (this projection's types in the stretch,
   * in log order, each seen once), and the events it cannot place from memory, left for `applyMany` on
   * the writing thread. Both are applied in one transaction.
   */
  fold(
    events: readonly LogEvent[],
    stretch: LogStretch,
  ): {
    readonly writes: readonly PreparedWrite[];
    readonly apply: readonly LogEvent[];
  };
}

/** `count` rows of `width` placeholders each, for a multi-row VALUES clause. */
export const placeholders = (count: number, width: number): string =>
  Array.from({ length: count }, () => `(${Array.from({ length: width }, () => '?').join(', ')})`).join(', ');

/**
 * Rows of `width` values as writes of at most `rows` rows per statement (one call into SQLite binds a few
 * hundred values for about the cost of binding a handful): whole groups of `rows`, then the rest in
 * halving powers of two (19 rows: 16, 2 and 1), so a batch of any size takes a few calls, from a few
 * statements per table. `sqlOf(n)` is the statement for n rows.
 */
export function inGroupsOf(
  rows: number,
  sqlOf: (count: number) => string,
  width: number,
  params: unknown[],
): PreparedWrite[] {
  const total = params.length / width;
  const whole = Math.floor(total / rows) * rows;
  const writes: PreparedWrite[] = [];
  if (whole > 0)
    writes.push({
      sql: sqlOf(rows),
      width: width * rows,
      params: whole === total ? params : params.slice(0, whole * width),
    });
  let at = whole;
  for (let size = 2 ** Math.floor(Math.log2(Math.max(1, rows - 1))); size >= 1; size /= 2) {
    if (total - at < size) continue;
    writes.push({
      sql: sqlOf(size),
      width: width * size,
      params: params.slice(at * width, (at + size) * width),
    });
    at += size;
  }
  return writes;
}

/** Which of a projection's indexes to create: all of them, or those whose keys come in log order. */
export type IndexChoice = 'all' | 'inLogOrder';

/**
 * Creates the secondary indexes a table lacks (one of the same suffix counts, whatever its table was
 * called); with 'inLogOrder', not the unordered ones.
 */
export function ensureIndexes(
  db: SqliteDatabase,
  projection: Projection,
  table = projection.table,
  choice: IndexChoice = 'all',
): void {
  for (const index of projection.indexes) {
    if (choice === 'inLogOrder' && index.unordered) continue;
    const present = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND name GLOB ?")
      .get(table, `*_${index.suffix}`);
    if (!present) db.exec(`CREATE INDEX "${table}_${index.suffix}" ON "${table}" (${index.columns})`);
  }
}

/** The main table's name and its companions'. */
export const tablesOf = (projection: Projection, table = projection.table): string[] => [
  table,
  ...(projection.companions ?? []).map((suffix) => `${table}${suffix}`),
];

/** The table and its indexes. */
export function setUp(
  db: SqliteDatabase,
  projection: Projection,
  table = projection.table,
  choice: IndexChoice = 'all',
): void {
  projection.createTable(db, table);
  ensureIndexes(db, projection, table, choice);
}

/** Runs prepared writes in order on this connection. */
export function runWrites(db: SqliteDatabase, writes: readonly PreparedWrite[]): void {
  for (const { sql, width, params } of writes) {
    const prepared = statement(db, sql);
    if (params.length === width) prepared.run(params);
    else for (let i = 0; i < params.length; i += width) prepared.run(params.slice(i, i + width));
  }
}
