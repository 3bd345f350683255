import type { Bus, OutgoingMessage } from '../bus/bus.port';
import { TOPICS } from '../bus/bus.port';
import type { EventStore, RecordedEvent } from '../eventstore/event-store.port';
import { EVENT_TYPES, VERIFICATION_KINDS, stepOf } from '../domain/verification/events';
import type { VerificationEventType } from '../domain/verification/events';
import type { Logger } from '../shared/logger';

/** The dispatcher's checkpoint in the store: the position up to which every event was dispatched. */
export const DISPATCHER_CHECKPOINT = 'dispatcher';
const CHECKPOINT_EVERY_MS = 250;

const DISPATCHED: readonly string[] = VERIFICATION_KINDS.flatMap((k) => [
  EVENT_TYPES[k].requested,
  EVENT_TYPES[k].completed,
  EVENT_TYPES[k].failed,
]);

/**
 * Turns stored events into bus messages from a checkpointed subscription: Requested → a job on
 * `verification.requested`; Completed / Failed → `verification.completed` / `verification.failed` for
 * downstream consumers. The checkpoint moves only after the bus accepted the batch, so nothing appended is
 * lost between store and bus; a crash may publish a batch twice, which the consumers tolerate.
 */
export async function runDispatcher(
  store: EventStore,
  bus: Bus,
  logger: Logger,
  signal: AbortSignal,
): Promise<void> {
  // The checkpoint is written at most every CHECKPOINT_EVERY_MS: after a crash the batches since then are
  // published again, which at-least-once consumers absorb, and the store is spared a write per batch.
  let lastStored = 0;
  let pending: number | null = null;
  const flush = async () => {
    if (pending === null) return;
    const position = pending;
    pending = null;
    await store.storeCheckpoint(DISPATCHER_CHECKPOINT, position);
    lastStored = Date.now();
  };
  const timer = setInterval(
    () => void flush().catch((err: unknown) => logger.error({ err }, 'dispatcher checkpoint failed')),
    CHECKPOINT_EVERY_MS,
  );
  try {
    await store.subscribeToAll({
      fromPosition: await store.readCheckpoint(DISPATCHER_CHECKPOINT),
      eventTypes: DISPATCHED,
      signal,
      handle: async (events) => {
        const byTopic = new Map<string, OutgoingMessage[]>();
        for (const event of events) {
          const [topic, message] = toMessage(event);
          const messages = byTopic.get(topic);
          if (messages) messages.push(message);
          else byTopic.set(topic, [message]);
        }
        for (const [topic, messages] of byTopic) await bus.publish(topic, messages);
        pending = events[events.length - 1].position;
        if (Date.now() - lastStored >= CHECKPOINT_EVERY_MS) await flush();
      },
      onError: (error, attempt) => logger.error({ err: error, attempt }, 'dispatch failed; retrying'),
    });
  } finally {
    clearInterval(timer);
    await flush();
  }
}

function toMessage(event: RecordedEvent): [string, OutgoingMessage] {
  const { kind, step } = stepOf(event.type as VerificationEventType);
  const key = String(event.data.verification_id);
  const headers = { 'x-event-id': event.id, 'x-event-type': event.type };
  const base = {
    verification_id: key,
    kind,
    account_id: event.metadata.account_id,
    mode: event.metadata.mode,
  };
  if (step === 'requested') return [TOPICS.requested, { key, headers, value: base }];
  if (step === 'completed') {
    const { completed_at, decision, confidence, issues } = event.data;
    return [
      TOPICS.completed,
      { key, headers, value: { ...base, completed_at, decision, confidence, issues } },
    ];
  }
  const { failed_at, issues } = event.data;
  return [TOPICS.failed, { key, headers, value: { ...base, failed_at, issues } }];
}
