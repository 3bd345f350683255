// The `webhooks` role's bus consumer: each outcome on `verification.completed` / `verification.failed`
// becomes one recorded delivery per subscribed endpoint of the verification's account and mode. Recording
// is idempotent (delivery ids derive from endpoint, event type and verification), so a redelivered
// message adds nothing; the message is acknowledged only once the deliveries are durable.
import { loadVerification } from '../application/command-handler';
import type { BusMessage } from '../bus/bus.port';
import type { VerificationKind } from '../domain/verification/events';
import type { EventStore } from '../eventstore/event-store.port';
import type { Clock } from '../shared/clock';
import type { Logger } from '../shared/logger';
import type { Mode } from '../shared/value-sets';
import type { Outcome } from './webhook-events';
import { deliveryId, eventTypesOf, webhookPayload } from './webhook-events';
import type { NewDelivery, WebhookStore } from './webhook-store';

export interface OutcomeConsumerDeps {
  readonly store: EventStore;
  readonly webhooks: WebhookStore;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Called after deliveries were recorded, to wake the delivery loop. */
  readonly recorded: () => void;
}

export function createOutcomeHandler(deps: OutcomeConsumerDeps, outcome: Outcome) {
  return async (message: BusMessage): Promise<void> => {
    const { verification_id, kind, account_id, mode } = message.value as {
      verification_id: string;
      kind: VerificationKind;
      account_id: string;
      mode: Mode;
    };
    const subscriptions = deps.webhooks.subscriptions({ accountId: account_id, mode });
    const types = eventTypesOf(kind, outcome);
    const wanted = subscriptions.flatMap(({ endpointId, events }) =>
      types.filter((type) => events.includes(type)).map((type) => ({ endpointId, type })),
    );
    if (wanted.length === 0) return;
    const verification = await loadVerification(deps.store, kind, verification_id);
    if (!verification.exists || verification.status !== outcome) {
      deps.logger.warn(
        { verificationId: verification_id, outcome },
        'outcome message without that outcome; skipped',
      );
      return;
    }
    const deliveries: NewDelivery[] = wanted.map(({ endpointId, type }) => ({
      id: deliveryId(endpointId, type, verification_id),
      endpointId,
      eventType: type,
      verificationId: verification_id,
      payload: webhookPayload(type, verification),
    }));
    if (deps.webhooks.recordDeliveries(deliveries, deps.clock.now()) > 0) deps.recorded();
  };
}
