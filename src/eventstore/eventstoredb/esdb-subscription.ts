import type { EventStoreDBClient, ReadPosition } from '@eventstore/db-client';
import { eventTypeFilter } from '@eventstore/db-client';
import type { Logger } from '../../shared/logger';
import { sleep } from '../../shared/sleep';
import type { SubscriptionOptions } from '../event-store.port';
import { eventTypeRegex, positionOf, toReadPosition, toRecordedEvent } from './esdb-mapping';

/** Capped exponential backoff between resubscriptions: 100 ms doubling to 30 s. */
export const resubscribeDelay = (failures: number): number =>
  Math.min(30_000, 100 * 2 ** Math.min(failures, 9));

/**
 * The port's subscribeToAll on an EventStoreDB catch-up subscription over $all, filtered on the server to
 * our event types. Each event reaches the handler on its own, in $all order, and the position advances only
 * after the handler resolved. Any failure (the handler, the connection, the server dropping a slow
 * subscriber) ends the subscription; after a capped backoff a new one starts from the last handled event,
 * so the failed event is delivered again and nothing is skipped.
 */
export async function runEsdbSubscription(
  client: EventStoreDBClient,
  options: SubscriptionOptions,
  logger: Logger,
): Promise<void> {
  const { signal, handle } = options;
  const wanted = options.eventTypes ? new Set(options.eventTypes) : null;
  // The exact position of the last handled event resumes the subscription; the start is inclusive, so
  // events at or before `handledUpTo` are skipped.
  let resumeFrom: ReadPosition = toReadPosition(options.fromPosition);
  let handledUpTo = options.fromPosition;
  let failures = 0;
  while (!signal.aborted) {
    const subscription = client.subscribeToAll({
      fromPosition: resumeFrom,
      resolveLinkTos: false,
      filter: eventTypeFilter({ regex: eventTypeRegex(options.eventTypes) }),
    });
    const stop = () => void subscription.unsubscribe().catch(() => undefined);
    signal.addEventListener('abort', stop, { once: true });
    try {
      for await (const resolved of subscription) {
        const event = resolved.event;
        if (!event) continue;
        const position = positionOf(event.position);
        if (position <= handledUpTo) continue;
        const recorded = toRecordedEvent(event);
        if (recorded && (!wanted || wanted.has(recorded.type))) await handle([recorded]);
        handledUpTo = position;
        resumeFrom = event.position;
        failures = 0;
        if (signal.aborted) break;
      }
    } catch (error) {
      if (signal.aborted) break;
      failures += 1;
      options.onError?.(error, failures);
      logger.warn(
        { err: error, position: handledUpTo, failures },
        'subscription to $all failed; resubscribing',
      );
    } finally {
      signal.removeEventListener('abort', stop);
      stop();
    }
    if (!signal.aborted) await sleep(resubscribeDelay(failures), signal);
  }
}
