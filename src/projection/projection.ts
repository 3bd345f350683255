import type { RecordedEvent } from '../eventstore/event-store.port';
import type { SqliteDatabase } from '../storage/sqlite';

/**
 * A read model: its tables and how one event changes them. `apply` runs inside the runner's transaction,
 * together with the checkpoint, and must leave the model unchanged when it sees an event a second time.
 */
export interface Projection {
  readonly name: string;
  /** The tables it owns: a rebuild beside the live read model swaps exactly these. */
  readonly tables: readonly string[];
  readonly eventTypes: readonly string[];
  setup(db: SqliteDatabase): void;
  drop(db: SqliteDatabase): void;
  apply(db: SqliteDatabase, event: RecordedEvent): void;
  /** Applies a batch in order, with the same effect as `apply` on each event, in fewer reads and writes. */
  applyMany?(db: SqliteDatabase, events: readonly RecordedEvent[]): void;
}
