import type { RecordedEvent, SubscriptionOptions } from './event-store.port';
import { sleep } from '../shared/sleep';

/** A subscriber woken this soon after its previous batch is following a busy log. */
const BUSY_WITHIN_MS = 10;

/**
 * A catch-up subscription built on `readAll` plus a wake-up signal: the embedded store's subscribeToAll.
 * The position only advances after the handler succeeded, so a failing handler is retried, never skipped.
 * Woken from idle, it reads at once; woken right after a batch (the log is busy), it waits `lingerMs`
 * first: each batch costs a read and a transaction whatever its size, and on a busy log waiting a moment
 * turns many small batches into a few larger ones.
 */
export async function runPollingSubscription(
  options: SubscriptionOptions,
  readAll: (from: number, limit: number) => Promise<readonly RecordedEvent[]>,
  waitForNew: (afterPosition: number, signal: AbortSignal) => Promise<void>,
  lingerMs = 0,
): Promise<void> {
  const { signal, handle, eventTypes } = options;
  const batchSize = options.batchSize ?? 500;
  const wanted = eventTypes ? new Set(eventTypes) : null;
  let position = options.fromPosition;
  let failures = 0;
  let lastBatchAt = -Infinity;
  while (!signal.aborted) {
    const batch = await readAll(position, batchSize);
    if (batch.length === 0) {
      await waitForNew(position, signal);
      if (lingerMs > 0 && performance.now() - lastBatchAt < BUSY_WITHIN_MS) await sleep(lingerMs, signal);
      continue;
    }
    const relevant = wanted ? batch.filter((e) => wanted.has(e.type)) : batch;
    try {
      if (relevant.length > 0) await handle(relevant);
      position = batch[batch.length - 1].position;
      failures = 0;
      lastBatchAt = performance.now();
    } catch (error) {
      failures += 1;
      options.onError?.(error, failures);
      await sleep(Math.min(30_000, 100 * 2 ** Math.min(failures, 9)), signal);
    }
  }
}
