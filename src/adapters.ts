// Config → the event store and bus adapters. The only place that knows which adapter runs.
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import type { Bus } from './bus/bus.port';
import { EmbeddedBus } from './bus/embedded/embedded-bus';
import type * as KafkaAdapter from './bus/kafka/kafka-bus';
import type { Config } from './config';
import type { EventStore } from './eventstore/event-store.port';
import type * as EventStoreDbAdapter from './eventstore/eventstoredb/eventstoredb-event-store';
import { SqliteEventStore } from './eventstore/sqlite/sqlite-event-store';
import type { Logger } from './shared/logger';
import type { SqliteDatabase } from './storage/sqlite';
import { openDatabase } from './storage/sqlite';
import { checkpointOffThread, leaveCheckpoints } from './storage/checkpointer';

export interface Adapters {
  readonly store: EventStore;
  readonly bus: Bus;
  close(): Promise<void>;
}

/* eslint-disable @typescript-eslint/no-require-imports */
// The production clients (kafkajs, the EventStoreDB gRPC client) are loaded only when configured: an
// embedded process is spared their start-up cost.
const kafka = () => require('./bus/kafka/kafka-bus') as typeof KafkaAdapter;
const eventStoreDb = () =>
  require('./eventstore/eventstoredb/eventstoredb-event-store') as typeof EventStoreDbAdapter;
/* eslint-enable @typescript-eslint/no-require-imports */

export async function createAdapters(config: Config, logger: Logger): Promise<Adapters> {
  // The embedded file's connections, one per synchronous setting. Appends follow SQLITE_SYNCHRONOUS:
  // NORMAL (default) keeps every committed append across a process crash; FULL also fsyncs each group
  // commit against power loss. Bus rows never need the fsync: a bus write lost with the OS is redone (the
  // dispatcher publishes again from its checkpoint; a lost acknowledgement is a redelivery). With the
  // default, store and bus share one connection: a connection that finds the file changed by another
  // drops its whole page cache, and two connections taking turns would read every page from the file
  // again on every transaction. Sharing is safe because every transaction on the file begins and
  // commits within one synchronous call.
  const file = path.join(config.dataDir, 'credence.db');
  const connections = new Map<'FULL' | 'NORMAL', SqliteDatabase>();
  const open = (synchronous: 'FULL' | 'NORMAL') => {
    let db = connections.get(synchronous);
    if (!db) {
      db = openDatabase(file, { synchronous });
      connections.set(synchronous, db);
    }
    return db;
  };

  const store: EventStore =
    config.eventStore.kind === 'embedded'
      ? new SqliteEventStore(open(config.sqliteSynchronous), undefined, undefined, config.eventStore.lingerMs)
      : eventStoreDb().createEventStoreDbStore({ connectionString: config.eventStore.url, logger });
  const bus: Bus =
    config.bus.kind === 'embedded'
      ? new EmbeddedBus(open('NORMAL'), { leaseMs: config.bus.leaseMs })
      : await kafka().createKafkaBus({
          brokers: config.bus.brokers,
          clientId: config.bus.clientId,
          idempotent: config.bus.idempotent,
          sessionTimeoutMs: config.bus.sessionTimeoutMs,
          logger,
        });
  // No commit on the file stops to checkpoint its WAL (see checkpointer.ts): the process's main thread
  // runs one checkpointer for the file, and every thread's connections leave checkpoints to it.
  for (const db of connections.values()) leaveCheckpoints(db);
  const [first] = connections.values();
  const checkpointer = first && isMainThread ? checkpointOffThread(first) : undefined;
  return {
    store,
    bus,
    async close() {
      await checkpointer?.stop();
      await bus.close();
      await store.close();
      for (const db of connections.values()) if (db.open) db.close();
    },
  };
}
