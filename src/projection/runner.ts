import type { EventStore, RecordedEvent } from '../eventstore/event-store.port';
import type { Logger } from '../shared/logger';
import type { SqliteDatabase } from '../storage/sqlite';
import { inTransaction, statement } from '../storage/sqlite';
import type { Projection } from './projection';

const CHECKPOINTS = `CREATE TABLE IF NOT EXISTS projection_checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL) WITHOUT ROWID`;

/**
 * Applies events to one projection and stores its checkpoint in the same SQLite transaction as the change,
 * so each event takes effect exactly once even across crashes.
 */
export class ProjectionRunner {
  constructor(
    private readonly db: SqliteDatabase,
    private readonly store: EventStore,
    private readonly projection: Projection,
    private readonly logger: Logger,
  ) {
    db.exec(CHECKPOINTS);
    projection.setup(db);
  }

  get name(): string {
    return this.projection.name;
  }

  checkpoint(): number {
    const row = statement<[string], { position: number }>(
      this.db,
      'SELECT position FROM projection_checkpoints WHERE name = ?',
    ).get(this.projection.name);
    return row?.position ?? 0;
  }

  /** Follows the store until the signal aborts. */
  run(signal: AbortSignal): Promise<void> {
    return this.store.subscribeToAll({
      fromPosition: this.checkpoint(),
      eventTypes: this.projection.eventTypes,
      signal,
      handle: async (events) => this.applyBatch(events),
      onError: (error, attempt) =>
        this.logger.error(
          { err: error, projection: this.projection.name, attempt },
          'projection batch failed',
        ),
    });
  }

  /**
   * Applies everything up to the store's current end, then returns (used by replay). `onBatch` hears the
   * events applied so far and the position reached after each batch.
   */
  async catchUp(batchSize = 1000, onBatch?: (applied: number, position: number) => void): Promise<number> {
    const wanted = new Set(this.projection.eventTypes);
    let position = this.checkpoint();
    let applied = 0;
    for (;;) {
      const batch = await this.store.readAll(position, batchSize);
      if (batch.length === 0) return applied;
      const relevant = batch.filter((e) => wanted.has(e.type));
      position = batch[batch.length - 1].position;
      this.applyBatch(relevant, position);
      applied += relevant.length;
      onBatch?.(applied, position);
    }
  }

  /** Drops the read model and its checkpoint, then rebuilds it from position 0. */
  async replay(onBatch?: (applied: number, position: number) => void): Promise<number> {
    inTransaction(this.db, () => {
      this.projection.drop(this.db);
      this.projection.setup(this.db);
      statement(this.db, 'DELETE FROM projection_checkpoints WHERE name = ?').run(this.projection.name);
    });
    return this.catchUp(1000, onBatch);
  }

  private applyBatch(events: readonly RecordedEvent[], upTo?: number): void {
    const position = upTo ?? events[events.length - 1]?.position;
    if (position === undefined) return;
    inTransaction(this.db, () => {
      if (this.projection.applyMany) this.projection.applyMany(this.db, events);
      else for (const event of events) this.projection.apply(this.db, event);
      statement(
        this.db,
        'INSERT INTO projection_checkpoints (name, position) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET position = MAX(position, excluded.position)',
      ).run(this.projection.name, position);
    });
  }
}
