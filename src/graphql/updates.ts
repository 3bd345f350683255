// Live verification updates for GraphQL subscriptions: one subscription to the event store per API
// process, from the head when the first subscriber arrives until the last one leaves, fanned out to the
// subscribers whose key's account and mode own the event. Each subscriber has a bounded queue: one that
// stops reading is ended rather than growing memory.
import { loadVerification } from '../application/command-handler';
import { VERIFICATION_EVENT_TYPES } from '../domain/verification/events';
import type { VerificationKind } from '../domain/verification/events';
import type { EventStore, RecordedEvent } from '../eventstore/event-store.port';
import { decisionOf } from '../http/representations';
import type { Logger } from '../shared/logger';
import type { Mode } from '../shared/value-sets';

export interface VerificationUpdate {
  readonly id: string;
  readonly object: string;
  readonly status: string;
  readonly decision: string;
  readonly confidence: number | null;
  readonly issues: readonly string[] | null;
  /** The event that caused this update, and where it sits in the log. */
  readonly event_type: string;
  readonly position: number;
  readonly recorded_at: string;
}

interface Subscriber {
  readonly accountId: string;
  readonly mode: Mode;
  readonly verificationId: string | null;
  push(update: VerificationUpdate): void;
}

/** Updates a subscriber may have waiting before it is ended as too slow. */
const MAX_QUEUED = 1000;

export class UpdateHub {
  private readonly subscribers = new Set<Subscriber>();
  /** The store subscription, followed only while someone listens (an idle hub reads nothing). */
  private following: { readonly stop: AbortController; readonly done: Promise<void> } | null = null;
  private closed = false;

  constructor(
    private readonly store: EventStore,
    private readonly logger: Logger,
  ) {}

  async close(): Promise<void> {
    this.closed = true;
    await this.unfollow();
  }

  private follow(): void {
    if (this.following || this.closed) return;
    const stop = new AbortController();
    const done = (async () => {
      const from = await this.store.headPosition();
      if (stop.signal.aborted) return;
      await this.store.subscribeToAll({
        fromPosition: from,
        eventTypes: VERIFICATION_EVENT_TYPES,
        signal: stop.signal,
        handle: async (events) => {
          if (this.subscribers.size > 0) for (const event of events) await this.publish(event);
        },
        onError: (error, attempt) =>
          this.logger.warn({ err: error, attempt }, 'update feed failed; retrying'),
      });
    })().catch((error: unknown) => this.logger.warn({ err: error }, 'update feed stopped'));
    this.following = { stop, done };
  }

  private async unfollow(): Promise<void> {
    const following = this.following;
    this.following = null;
    if (!following) return;
    following.stop.abort();
    await following.done;
  }

  private async publish(event: RecordedEvent): Promise<void> {
    const { account_id, mode } = event.metadata;
    const id = String(event.data.verification_id ?? '');
    const interested = [...this.subscribers].filter(
      (s) =>
        s.accountId === account_id &&
        s.mode === mode &&
        (s.verificationId === null || s.verificationId === id),
    );
    if (interested.length === 0) return;
    const kind: VerificationKind = event.streamId.startsWith('license_') ? 'license' : 'document';
    const state = await loadVerification(this.store, kind, id);
    if (!state.exists) return;
    const outcome = state.status === 'completed' ? state.outcome : null;
    const update: VerificationUpdate = {
      id,
      object: kind === 'document' ? 'document_verification' : 'license_verification',
      status: state.status,
      decision: decisionOf(state),
      confidence: outcome ? outcome.confidence : null,
      issues: state.status === 'failed' ? (state.failure?.issues ?? []) : (outcome?.issues ?? null),
      event_type: event.type,
      position: event.position,
      recorded_at: event.recordedAt,
    };
    for (const subscriber of interested) subscriber.push(update);
  }

  /** The updates of one scope (all its verifications, or one), as an async iterator GraphQL can drain. */
  subscribe(
    scope: { accountId: string; mode: Mode },
    verificationId: string | null,
  ): AsyncIterableIterator<VerificationUpdate> {
    const queue: VerificationUpdate[] = [];
    let wake: (() => void) | null = null;
    let ended = false;
    const subscriber: Subscriber = {
      ...scope,
      verificationId,
      push: (update) => {
        if (queue.length >= MAX_QUEUED) end();
        else queue.push(update);
        wake?.();
      },
    };
    const end = () => {
      ended = true;
      this.subscribers.delete(subscriber);
      if (this.subscribers.size === 0) void this.unfollow();
      wake?.();
    };
    this.subscribers.add(subscriber);
    this.follow();
    const iterator: AsyncIterableIterator<VerificationUpdate> = {
      next: async () => {
        while (queue.length === 0 && !ended) await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        const value = queue.shift();
        return value ? { value, done: false } : { value: undefined, done: true };
      },
      return: async () => {
        end();
        return { value: undefined, done: true };
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }
}
