import { randomUUID } from 'node:crypto';
import { EventStoreUnavailable } from '../../src/eventstore/event-store.port';
import { createEventStoreDbStore } from '../../src/eventstore/eventstoredb/eventstoredb-event-store';
import { silentLogger } from '../../src/shared/logger';
import { describeEventStoreContract } from '../contracts/event-store.contract';

const url = process.env.EVENTSTORE_URL;

if (url) {
  describeEventStoreContract('EventStoreDB', async () => {
    const store = createEventStoreDbStore({ connectionString: url, logger: silentLogger });
    return {
      store,
      // The server is shared between runs: every test writes under its own stream-name prefix.
      prefix: `credence-test-${randomUUID().slice(0, 8)}-`,
      dispose: () => store.close(),
    };
  });
} else {
  describe.skip('event store contract: EventStoreDB (skipped: EVENTSTORE_URL not set)', () => {
    it.skip('runs the event store contract against the server in EVENTSTORE_URL — EVENTSTORE_URL not set', () =>
      undefined);
  });
}

// Nothing listens on port 1 of the loopback address: every call must fail fast as the port's error.
describe('EventStoreDB adapter without a reachable server', () => {
  const unreachable = 'esdb://127.0.0.1:1?tls=false&defaultDeadline=3000&maxDiscoverAttempts=1';
  const event = {
    id: randomUUID(),
    type: 'Created',
    data: {},
    metadata: { account_id: 'a', mode: 'test' as const, schema_version: 1 },
  };

  it('reports appends, reads and pings as EventStoreUnavailable', async () => {
    const store = createEventStoreDbStore({ connectionString: unreachable, logger: silentLogger });
    try {
      await expect(store.appendToStream('s-1', [event], 'no_stream')).rejects.toBeInstanceOf(
        EventStoreUnavailable,
      );
      await expect(store.readStream('s-1')).rejects.toBeInstanceOf(EventStoreUnavailable);
      await expect(store.readAll(0, 10)).rejects.toBeInstanceOf(EventStoreUnavailable);
      await expect(store.readCheckpoint('projector')).rejects.toBeInstanceOf(EventStoreUnavailable);
      await expect(store.ping()).rejects.toBeInstanceOf(EventStoreUnavailable);
    } finally {
      await store.close();
    }
  }, 20_000);

  it('keeps resubscribing with backoff and stops when the signal aborts', async () => {
    const store = createEventStoreDbStore({ connectionString: unreachable, logger: silentLogger });
    const controller = new AbortController();
    const attempts: number[] = [];
    const running = store.subscribeToAll({
      fromPosition: 0,
      signal: controller.signal,
      handle: async () => undefined,
      onError: (_error, attempt) => {
        attempts.push(attempt);
        if (attempt === 2) controller.abort();
      },
    });
    await running;
    await store.close();
    expect(attempts).toEqual([1, 2]);
  }, 20_000);
});
