// One contract for every event-store adapter: each adapter's test file calls this with its factory.
import { randomUUID } from 'node:crypto';
import type { EventStore, NewEvent, RecordedEvent } from '../../src/eventstore/event-store.port';
import { WrongExpectedVersion } from '../../src/eventstore/event-store.port';

export interface EventStoreHarness {
  readonly store: EventStore;
  /** A stream-name prefix unique to this test, so adapters sharing a server do not see each other's streams. */
  readonly prefix: string;
  dispose(): Promise<void>;
}

const event = (type: string, data: Record<string, unknown> = {}): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { account_id: 'acme', mode: 'test', schema_version: 1 },
});

export function describeEventStoreContract(name: string, create: () => Promise<EventStoreHarness>): void {
  describe(`event store contract: ${name}`, () => {
    let h: EventStoreHarness;
    let stream: (suffix: string) => string;
    beforeEach(async () => {
      h = await create();
      stream = (suffix) => `${h.prefix}${suffix}-${randomUUID()}`;
    });
    afterEach(async () => h.dispose());

    it('appends to a new stream with no_stream and reads it back in order', async () => {
      const s = stream('a');
      const result = await h.store.appendToStream(
        s,
        [event('Created', { n: 1 }), event('Changed', { n: 2 })],
        'no_stream',
      );
      expect(result.nextExpectedVersion).toBe(1);
      const read = await h.store.readStream(s);
      expect(read.map((e) => [e.type, e.version, e.data.n])).toEqual([
        ['Created', 0, 1],
        ['Changed', 1, 2],
      ]);
      expect(read[0].metadata).toMatchObject({ account_id: 'acme', mode: 'test', schema_version: 1 });
      expect(read[0].recordedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(read[1].position).toBeGreaterThan(read[0].position);
    });

    it('refuses no_stream on an existing stream', async () => {
      const s = stream('b');
      await h.store.appendToStream(s, [event('Created')], 'no_stream');
      await expect(h.store.appendToStream(s, [event('Created')], 'no_stream')).rejects.toBeInstanceOf(
        WrongExpectedVersion,
      );
      expect(await h.store.readStream(s)).toHaveLength(1);
    });

    it('refuses stream_exists on a missing stream and accepts it on an existing one', async () => {
      const s = stream('c');
      await expect(h.store.appendToStream(s, [event('Changed')], 'stream_exists')).rejects.toBeInstanceOf(
        WrongExpectedVersion,
      );
      await h.store.appendToStream(s, [event('Created')], 'any');
      await expect(h.store.appendToStream(s, [event('Changed')], 'stream_exists')).resolves.toMatchObject({
        nextExpectedVersion: 1,
      });
    });

    it('honours an exact expected version and rejects a stale one', async () => {
      const s = stream('d');
      await h.store.appendToStream(s, [event('Created')], 'no_stream');
      await h.store.appendToStream(s, [event('Changed')], 0);
      const error = await h.store.appendToStream(s, [event('Changed')], 0).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WrongExpectedVersion);
      expect((error as WrongExpectedVersion).actual).toBe(1);
      await expect(h.store.appendToStream(s, [event('Changed')], 5)).rejects.toBeInstanceOf(
        WrongExpectedVersion,
      );
      expect(await h.store.readStream(s)).toHaveLength(2);
    });

    it('lets exactly one of two concurrent writers with the same expected version win', async () => {
      const s = stream('e');
      await h.store.appendToStream(s, [event('Created')], 'no_stream');
      const results = await Promise.allSettled([
        h.store.appendToStream(s, [event('Changed', { by: 1 })], 0),
        h.store.appendToStream(s, [event('Changed', { by: 2 })], 0),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
      expect(await h.store.readStream(s)).toHaveLength(2);
    });

    it('treats a retried append of the same event ids as already done', async () => {
      const s = stream('f');
      const events = [event('Created')];
      const first = await h.store.appendToStream(s, events, 'no_stream');
      const again = await h.store.appendToStream(s, events, 'no_stream');
      expect(again.nextExpectedVersion).toBe(first.nextExpectedVersion);
      expect(await h.store.readStream(s)).toHaveLength(1);
    });

    it('returns an empty list for a stream that does not exist', async () => {
      expect(await h.store.readStream(stream('none'))).toEqual([]);
    });

    it('reads all events after a position in global order', async () => {
      const s1 = stream('g');
      const s2 = stream('h');
      const before = await lastPosition(h.store);
      await h.store.appendToStream(s1, [event('One')], 'no_stream');
      await h.store.appendToStream(s2, [event('Two')], 'no_stream');
      await h.store.appendToStream(s1, [event('Three')], 0);
      const mine = (await h.store.readAll(before, 10_000)).filter(
        (e) => e.streamId === s1 || e.streamId === s2,
      );
      expect(mine.map((e) => e.type)).toEqual(['One', 'Two', 'Three']);
      const positions = mine.map((e) => e.position);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    });

    it('reads events by where they are, in the order asked, leaving out places it does not hold', async () => {
      const s1 = stream('at1');
      const s2 = stream('at2');
      const before = await lastPosition(h.store);
      await h.store.appendToStream(s1, [event('One'), event('Two')], 'no_stream');
      await h.store.appendToStream(s2, [event('Three')], 'no_stream');
      const mine = (await h.store.readAll(before, 10_000)).filter(
        (e) => e.streamId === s1 || e.streamId === s2,
      );
      const refs = [mine[2], mine[0], mine[1]].map(({ position, streamId, version }) => ({
        position,
        streamId,
        version,
      }));
      const missing = { position: mine[2].position + 1_000_000, streamId: stream('none'), version: 0 };
      const read = await h.store.readEvents([refs[0], missing, refs[1], refs[2]]);
      expect(read.map((e) => e.type)).toEqual(['Three', 'One', 'Two']);
      expect(read).toEqual([mine[2], mine[0], mine[1]]);
      expect(await h.store.readEvents([])).toEqual([]);
    });

    it('reports the position of its last event as the head', async () => {
      const s = stream('head');
      const first = await h.store.appendToStream(s, [event('One')], 'no_stream');
      expect(await h.store.headPosition()).toBeGreaterThanOrEqual(first.position);
      const second = await h.store.appendToStream(s, [event('Two')], 0);
      const head = await h.store.headPosition();
      expect(head).toBeGreaterThanOrEqual(second.position);
      expect(second.position).toBeGreaterThan(first.position);
      const after = await h.store.readAll(head, 10);
      expect(after.filter((e) => e.streamId === s)).toEqual([]);
    });

    it('subscribes from a position, catches up, follows live appends and filters by type', async () => {
      const s = stream('i');
      const before = await lastPosition(h.store);
      await h.store.appendToStream(s, [event('Wanted', { n: 1 }), event('Ignored')], 'no_stream');
      const seen: RecordedEvent[] = [];
      const controller = new AbortController();
      const running = h.store.subscribeToAll({
        fromPosition: before,
        eventTypes: ['Wanted'],
        signal: controller.signal,
        handle: async (events) => {
          seen.push(...events.filter((e) => e.streamId === s));
        },
      });
      await h.store.appendToStream(s, [event('Wanted', { n: 2 })], 1);
      await waitFor(() => seen.length >= 2);
      controller.abort();
      await running;
      expect(seen.map((e) => e.data.n)).toEqual([1, 2]);
    });

    it('retries a failing subscription handler without skipping the event', async () => {
      const s = stream('j');
      const before = await lastPosition(h.store);
      await h.store.appendToStream(s, [event('Wanted', { n: 1 })], 'no_stream');
      let calls = 0;
      const seen: number[] = [];
      const controller = new AbortController();
      const running = h.store.subscribeToAll({
        fromPosition: before,
        eventTypes: ['Wanted'],
        signal: controller.signal,
        handle: async (events) => {
          const mine = events.filter((e) => e.streamId === s);
          if (mine.length === 0) return;
          calls += 1;
          if (calls === 1) throw new Error('projection store down');
          seen.push(...mine.map((e) => e.data.n as number));
        },
      });
      await waitFor(() => seen.length >= 1);
      controller.abort();
      await running;
      expect(calls).toBe(2);
      expect(seen).toEqual([1]);
    });

    it('keeps named checkpoints', async () => {
      const name = `${h.prefix}checkpoint-${randomUUID()}`;
      expect(await h.store.readCheckpoint(name)).toBe(0);
      await h.store.storeCheckpoint(name, 42);
      await h.store.storeCheckpoint(name, 43);
      expect(await h.store.readCheckpoint(name)).toBe(43);
    });
  });
}

async function lastPosition(store: EventStore): Promise<number> {
  let position = 0;
  for (;;) {
    const batch = await store.readAll(position, 1000);
    if (batch.length === 0) return position;
    position = batch[batch.length - 1].position;
  }
}

export async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
