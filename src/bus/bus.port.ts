// The bus port: durable topics with keyed messages and consumer groups, at-least-once.
// Adapters: embedded (SQLite, default) and Kafka (kafkajs).

export interface OutgoingMessage {
  /** Messages with the same key are delivered in publish order (a verification id). */
  readonly key: string;
  readonly value: Readonly<Record<string, unknown>>;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface BusMessage {
  readonly topic: string;
  readonly key: string;
  readonly value: Readonly<Record<string, unknown>>;
  readonly headers: Readonly<Record<string, string>>;
  /** 1 on first delivery; counts redeliveries of this message to this group. */
  readonly attempt: number;
  readonly publishedAt: string;
}

export interface ConsumerOptions {
  readonly group: string;
  readonly topic: string;
  /** Messages handled at once (different keys only). */
  readonly concurrency: number;
  /** After this many failed attempts the message goes to `<topic>.dead-letter` and is acknowledged. */
  readonly maxAttempts: number;
  /**
   * Resolving acknowledges the message. Throwing redelivers it later (RetryLater sets the delay;
   * otherwise capped exponential backoff), until maxAttempts.
   */
  readonly handle: (message: BusMessage) => Promise<void>;
  readonly signal: AbortSignal;
  readonly onError?: (error: unknown, message: BusMessage) => void;
}

export interface Backlog {
  readonly group: string;
  readonly topic: string;
  /** Messages of the topic the group has not acknowledged yet (waiting, in flight or to be retried). */
  readonly pending: number;
}

export interface Bus {
  publish(topic: string, messages: readonly OutgoingMessage[]): Promise<void>;
  /** Per consumer group and topic, what is still to be handled (for queue-depth metrics), where known. */
  backlog?(): Promise<readonly Backlog[]>;
  /** Consumes until the signal aborts; resolves once in-flight handlers have finished. */
  consume(options: ConsumerOptions): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Thrown by a handler to be called again for the same message after `delayMs`. */
export class RetryLater extends Error {
  constructor(
    readonly delayMs: number,
    message = 'retry later',
  ) {
    super(message);
    this.name = 'RetryLater';
  }
}

/**
 * Thrown by a handler that cannot take the message yet (a fairness cap, say): it is offered again after
 * `delayMs`, and this does not count as an attempt, so deferring never dead-letters a message. The
 * embedded bus hands other keys' messages out meanwhile; Kafka waits on that partition.
 */
export class Defer extends Error {
  constructor(readonly delayMs: number) {
    super('deferred');
    this.name = 'Defer';
  }
}

export const deadLetterTopic = (topic: string): string => `${topic}.dead-letter`;

/** Redelivery delay after a failed attempt: RetryLater's delay, else 0.5 s doubling up to 5 min. */
export function redeliveryDelay(error: unknown, attempt: number): number {
  if (error instanceof RetryLater) return Math.max(0, error.delayMs);
  return Math.min(300_000, 500 * 2 ** Math.max(0, attempt - 1));
}

export const TOPICS = {
  requested: 'verification.requested',
  completed: 'verification.completed',
  failed: 'verification.failed',
} as const;
