import type { EventStore, RecordedEvent } from '../eventstore/event-store.port';
import type { Logger } from '../shared/logger';
import type { SqliteDatabase } from '../storage/sqlite';
import { inTransaction, statement } from '../storage/sqlite';
import type { Projection } from './projection';
import { setUp, tablesOf } from './projection';

/** Moves a projection's checkpoint forward to a position (name, position); never back. */
export const CHECKPOINT_UPSERT =
  'INSERT INTO projection_checkpoints (name, position) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET position = MAX(position, excluded.position)';

const CHECKPOINTS = `CREATE TABLE IF NOT EXISTS projection_checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL) WITHOUT ROWID`;

/**
 * Applies events to one projection and stores its checkpoint in the same SQLite transaction as the change,
 * so each event takes effect exactly once even across crashes.
 */
export class ProjectionRunner {
  private readonly wanted: ReadonlySet<string>;
  private appliedCount = 0;

  /** The table written: the projection's live table, or the one a rebuild builds beside it. */
  readonly table: string;
  /** The checkpoint's name: the projection's, or the rebuild's. */
  readonly name: string;

  /**
   * `build` names a rebuild: the runner then writes `<table><build>` with its own checkpoint, and
   * creates only the indexes whose keys come in log order (the rebuild adds the others once it has read
   * the log; see `rebuild.ts`).
   */
  constructor(
    private readonly db: SqliteDatabase,
    private readonly store: EventStore,
    private readonly projection: Projection,
    build?: string,
  ) {
    this.table = `${projection.table}${build ?? ''}`;
    this.name = `${projection.name}${build ?? ''}`;
    db.exec(CHECKPOINTS);
    setUp(db, projection, this.table, build === undefined ? 'all' : 'inLogOrder');
    this.wanted = new Set(projection.eventTypes);
  }

  /** Events this runner has applied through `applyRead` (catch-ups and rebuilds). */
  get applied(): number {
    return this.appliedCount;
  }

  checkpoint(): number {
    const row = statement<[string], { position: number }>(
      this.db,
      'SELECT position FROM projection_checkpoints WHERE name = ?',
    ).get(this.name);
    return row?.position ?? 0;
  }

  /** The projection's name (the runner's `name` is its checkpoint's). */
  get projectionName(): string {
    return this.projection.name;
  }

  get eventTypes(): readonly string[] {
    return this.projection.eventTypes;
  }

  /**
   * Applies everything up to the store's current end, then returns (used by replay). `onBatch` hears the
   * events applied so far and the position reached after each batch.
   */
  async catchUp(batchSize = 1000, onBatch?: (applied: number, position: number) => void): Promise<number> {
    let position = this.checkpoint();
    let applied = 0;
    for (;;) {
      const batch = await this.store.readAll(position, batchSize);
      if (batch.length === 0) return applied;
      position = batch[batch.length - 1].position;
      applied += this.applyRead(batch);
      onBatch?.(applied, position);
    }
  }

  /**
   * Applies the events of a batch read from the log (this projection's types only) and moves the
   * checkpoint to the batch's end, in one transaction; returns how many events it applied.
   */
  applyRead(batch: readonly RecordedEvent[]): number {
    const relevant = batch.filter((e) => this.wanted.has(e.type));
    this.applyBatch(relevant, batch[batch.length - 1]?.position);
    this.appliedCount += relevant.length;
    return relevant.length;
  }

  /**
   * Applies the part of a batch read from the log that lies past this projection's checkpoint (a
   * projection another run already carried further skips what it holds); returns how many it applied.
   */
  applyNew(batch: readonly RecordedEvent[]): number {
    const reached = this.checkpoint();
    return this.applyRead(reached >= batch[0].position ? batch.filter((e) => e.position > reached) : batch);
  }

  /** Drops the read model and its checkpoint, then rebuilds it from position 0. */
  async replay(onBatch?: (applied: number, position: number) => void): Promise<number> {
    inTransaction(this.db, () => {
      for (const table of tablesOf(this.projection, this.table))
        this.db.exec(`DROP TABLE IF EXISTS "${table}"`);
      setUp(this.db, this.projection, this.table);
      statement(this.db, 'DELETE FROM projection_checkpoints WHERE name = ?').run(this.name);
    });
    return this.catchUp(1000, onBatch);
  }

  private applyBatch(events: readonly RecordedEvent[], upTo?: number): void {
    const position = upTo ?? events[events.length - 1]?.position;
    if (position === undefined) return;
    inTransaction(this.db, () => {
      if (this.projection.applyMany) this.projection.applyMany(this.db, events, this.table);
      else for (const event of events) this.projection.apply(this.db, event, this.table);
      statement(this.db, CHECKPOINT_UPSERT).run(this.name, position);
    });
  }
}

/**
 * Follows the store for several projections of one database on a single subscription: each batch is read
 * and decoded once and applied to every projection in one transaction. A projection whose checkpoint is
 * ahead (a rebuild swapped in) skips the events it already holds. `onCommitted` hears each batch once
 * its changes are committed.
 */
export function runProjections(
  db: SqliteDatabase,
  store: EventStore,
  runners: readonly ProjectionRunner[],
  logger: Logger,
  signal: AbortSignal,
  onCommitted: (events: readonly RecordedEvent[]) => void = () => undefined,
): Promise<void> {
  return store.subscribeToAll({
    fromPosition: Math.min(...runners.map((r) => r.checkpoint())),
    eventTypes: [...new Set(runners.flatMap((r) => r.eventTypes))],
    signal,
    handle: async (events) => {
      inTransaction(db, () => {
        for (const runner of runners) runner.applyNew(events);
      });
      onCommitted(events);
    },
    onError: (error, attempt) =>
      logger.error(
        { err: error, projections: runners.map((r) => r.name), attempt },
        'projection batch failed',
      ),
  });
}
