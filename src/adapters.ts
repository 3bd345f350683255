// Config → the event store and bus adapters. The only place that knows which adapter runs.
import path from 'node:path';
import type { Bus } from './bus/bus.port';
import { EmbeddedBus } from './bus/embedded/embedded-bus';
import { createKafkaBus } from './bus/kafka/kafka-bus';
import type { Config } from './config';
import type { EventStore } from './eventstore/event-store.port';
import { createEventStoreDbStore } from './eventstore/eventstoredb/eventstoredb-event-store';
import { SqliteEventStore } from './eventstore/sqlite/sqlite-event-store';
import type { Logger } from './shared/logger';
import type { SqliteDatabase } from './storage/sqlite';
import { openDatabase } from './storage/sqlite';

export interface Adapters {
  readonly store: EventStore;
  readonly bus: Bus;
  close(): Promise<void>;
}

export async function createAdapters(config: Config, logger: Logger): Promise<Adapters> {
  let embedded: SqliteDatabase | null = null;
  const embeddedDb = () =>
    (embedded ??= openDatabase(path.join(config.dataDir, 'credence.db'), {
      synchronous: config.sqliteSynchronous,
    }));

  const store: EventStore =
    config.eventStore.kind === 'embedded'
      ? new SqliteEventStore(embeddedDb())
      : createEventStoreDbStore({ connectionString: config.eventStore.url, logger });
  const bus: Bus =
    config.bus.kind === 'embedded'
      ? new EmbeddedBus(embeddedDb(), { leaseMs: config.bus.leaseMs })
      : await createKafkaBus({ brokers: config.bus.brokers, clientId: config.bus.clientId, logger });
  return {
    store,
    bus,
    async close() {
      await bus.close();
      await store.close();
      if (embedded?.open) embedded.close();
    },
  };
}
