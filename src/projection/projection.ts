import type { RecordedEvent } from '../eventstore/event-store.port';
import type { SqliteDatabase } from '../storage/sqlite';

/** A secondary index: named `<table>_<suffix>` when created, found again by its suffix after a rename. */
export interface IndexSpec {
  readonly suffix: string;
  readonly columns: string;
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
}

/** Creates the secondary indexes a table lacks (one of the same suffix counts, whatever its table was called). */
export function ensureIndexes(db: SqliteDatabase, projection: Projection, table = projection.table): void {
  for (const index of projection.indexes) {
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
export function setUp(db: SqliteDatabase, projection: Projection, table = projection.table): void {
  projection.createTable(db, table);
  ensureIndexes(db, projection, table);
}
