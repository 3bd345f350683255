import type { RecordedEvent, SubscriptionOptions } from './event-store.port';
import { sleep } from '../shared/sleep';

/**
 * A catch-up subscription built on `readAll` plus a wake-up signal: the embedded store's subscribeToAll.
 * The position only advances after the handler succeeded, so a failing handler is retried, never skipped.
 */
export async function runPollingSubscription(
  options: SubscriptionOptions,
  readAll: (from: number, limit: number) => Promise<readonly RecordedEvent[]>,
  waitForNew: (afterPosition: number, signal: AbortSignal) => Promise<void>,
): Promise<void> {
  const { signal, handle, eventTypes } = options;
  const batchSize = options.batchSize ?? 500;
  const wanted = eventTypes ? new Set(eventTypes) : null;
  let position = options.fromPosition;
  let failures = 0;
  while (!signal.aborted) {
    const batch = await readAll(position, batchSize);
    if (batch.length === 0) {
      await waitForNew(position, signal);
      continue;
    }
    const relevant = wanted ? batch.filter((e) => wanted.has(e.type)) : batch;
    try {
      if (relevant.length > 0) await handle(relevant);
      position = batch[batch.length - 1].position;
      failures = 0;
    } catch (error) {
      failures += 1;
      options.onError?.(error, failures);
      await sleep(Math.min(30_000, 100 * 2 ** Math.min(failures, 9)), signal);
    }
  }
}
