import type { Bus, OutgoingMessage } from '../bus/bus.port';
import { TOPICS } from '../bus/bus.port';
import type { EventStore, RecordedEvent } from '../eventstore/event-store.port';
import { EVENT_TYPES, VERIFICATION_KINDS, stepOf } from '../domain/verification/events';
import type { VerificationEventType } from '../domain/verification/events';
import type { Logger } from '../shared/logger';

const CHECKPOINT = 'dispatcher';

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
  await store.subscribeToAll({
    fromPosition: await store.readCheckpoint(CHECKPOINT),
    eventTypes: DISPATCHED,
    signal,
    handle: async (events) => {
      const byTopic = new Map<string, OutgoingMessage[]>();
      for (const event of events) {
        const [topic, message] = toMessage(event);
        byTopic.set(topic, [...(byTopic.get(topic) ?? []), message]);
      }
      for (const [topic, messages] of byTopic) await bus.publish(topic, messages);
      await store.storeCheckpoint(CHECKPOINT, events[events.length - 1].position);
    },
    onError: (error, attempt) => logger.error({ err: error, attempt }, 'dispatch failed; retrying'),
  });
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
