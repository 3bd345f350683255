// One contract for every bus adapter: each adapter's test file calls this with its factory.
import { randomUUID } from 'node:crypto';
import type { Bus, BusMessage } from '../../src/bus/bus.port';
import { Defer, RetryLater, deadLetterTopic } from '../../src/bus/bus.port';
import { waitFor } from './event-store.contract';

export interface BusHarness {
  readonly bus: Bus;
  /** A second connection to the same broker/store, as another process would have. */
  readonly other: () => Promise<Bus>;
  dispose(): Promise<void>;
}

export interface BusContractOptions {
  /** How long a dead consumer's messages take to come back (lease or session time-out). */
  readonly redeliveryTimeoutMs: number;
}

export function describeBusContract(
  name: string,
  create: () => Promise<BusHarness>,
  options: BusContractOptions,
): void {
  describe(`bus contract: ${name}`, () => {
    let h: BusHarness;
    let topic: string;
    const stops: AbortController[] = [];
    const consumers: Promise<void>[] = [];
    beforeEach(async () => {
      h = await create();
      topic = `test.${randomUUID().slice(0, 8)}`;
    });
    afterEach(async () => {
      stops.forEach((s) => s.abort());
      await Promise.all(consumers.splice(0));
      stops.length = 0;
      await h.dispose();
    });

    function consume(
      bus: Bus,
      group: string,
      handle: (m: BusMessage) => Promise<void>,
      t = topic,
      maxAttempts = 3,
    ) {
      const stop = new AbortController();
      stops.push(stop);
      const running = bus.consume({
        group,
        topic: t,
        concurrency: 4,
        maxAttempts,
        handle,
        signal: stop.signal,
      });
      consumers.push(running);
      return { stop, running };
    }

    it('delivers every message to each consumer group, in order per key', async () => {
      await h.bus.publish(topic, [
        { key: 'a', value: { n: 1 } },
        { key: 'b', value: { n: 1 } },
        { key: 'a', value: { n: 2 } },
        { key: 'a', value: { n: 3 }, headers: { 'x-trace': 't1' } },
      ]);
      const workers: BusMessage[] = [];
      const auditors: BusMessage[] = [];
      consume(h.bus, 'workers', async (m) => void workers.push(m));
      consume(h.bus, 'auditors', async (m) => void auditors.push(m));
      await waitFor(() => workers.length === 4 && auditors.length === 4, 20_000);
      const aValues = workers.filter((m) => m.key === 'a').map((m) => m.value.n);
      expect(aValues).toEqual([1, 2, 3]);
      expect(workers.find((m) => m.value.n === 3)?.headers['x-trace']).toBe('t1');
      expect(workers.every((m) => m.attempt === 1)).toBe(true);
    });

    it('delivers messages published before the group first consumed (nothing is lost)', async () => {
      await h.bus.publish(topic, [{ key: 'k', value: { early: true } }]);
      const seen: BusMessage[] = [];
      consume(h.bus, 'late-group', async (m) => void seen.push(m));
      await waitFor(() => seen.length === 1, 20_000);
      expect(seen[0].value).toEqual({ early: true });
    });

    it('redelivers a message whose handler failed, with the attempt count', async () => {
      const attempts: number[] = [];
      consume(h.bus, 'workers', async (m) => {
        attempts.push(m.attempt);
        if (m.attempt < 2) throw new RetryLater(50);
      });
      await h.bus.publish(topic, [{ key: 'k', value: {} }]);
      await waitFor(() => attempts.length === 2, 20_000);
      expect(attempts).toEqual([1, 2]);
    });

    it('offers a deferred message again without counting an attempt, so deferring never dead-letters it', async () => {
      const seen: number[] = [];
      const dead: BusMessage[] = [];
      consume(
        h.bus,
        'workers',
        async (m) => {
          seen.push(m.attempt);
          if (seen.length <= 4) throw new Defer(20);
        },
        topic,
        2,
      );
      consume(h.bus, 'dlq-readers', async (m) => void dead.push(m), deadLetterTopic(topic));
      await h.bus.publish(topic, [{ key: 'k', value: {} }]);
      await waitFor(() => seen.length === 5, 20_000);
      expect(seen).toEqual([1, 1, 1, 1, 1]);
      expect(dead).toEqual([]);
    });

    it('moves a message to the dead-letter topic after maxAttempts', async () => {
      const dead: BusMessage[] = [];
      consume(h.bus, 'workers', async () => {
        throw new RetryLater(10, 'always failing');
      });
      consume(h.bus, 'dlq-readers', async (m) => void dead.push(m), deadLetterTopic(topic));
      await h.bus.publish(topic, [{ key: 'k', value: { poison: true } }]);
      await waitFor(() => dead.length === 1, 30_000);
      expect(dead[0].value).toEqual({ poison: true });
      expect(dead[0].headers['x-original-topic']).toBe(topic);
    });

    it('redelivers to another consumer of the group when the first one died mid-message', async () => {
      const second = await h.other();
      let firstGotIt = false;
      const crashed = consume(h.bus, 'workers', async () => {
        firstGotIt = true;
        await new Promise(() => undefined);
      });
      await h.bus.publish(topic, [{ key: 'k', value: { job: 1 } }]);
      await waitFor(() => firstGotIt, 20_000);
      await h.bus.close();
      crashed.stop.abort();
      const seen: BusMessage[] = [];
      consume(second, 'workers', async (m) => void seen.push(m));
      await waitFor(() => seen.length === 1, options.redeliveryTimeoutMs);
      expect(seen[0].value).toEqual({ job: 1 });
      consumers.splice(consumers.indexOf(crashed.running), 1);
      await second.close();
    });
  });
}
