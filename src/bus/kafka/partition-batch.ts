import type { EachBatchPayload, KafkaMessage, Message } from 'kafkajs';
import { sleep } from '../../shared/sleep';
import type { Logger } from '../../shared/logger';
import type { BusMessage, ConsumerOptions } from '../bus.port';
import { Defer, deadLetterTopic, redeliveryDelay } from '../bus.port';
import { fromKafkaMessage, isGroupMembershipLost, nextOffset, toDeadLetterMessage } from './kafka-messages';

export interface BatchContext {
  readonly options: ConsumerOptions;
  /** Fires when the consumer stops: its signal aborted, or abandoned. */
  readonly stop: AbortSignal;
  /** Fires when handlers still running may be left behind (grace period over, or the bus closed). */
  readonly abandon: AbortSignal;
  readonly heartbeatIntervalMs: number;
  /** 0 commits after every handled record; more coalesces commits within a batch. */
  readonly commitIntervalMs: number;
  readonly publish: (topic: string, messages: Message[]) => Promise<void>;
  readonly logger: Logger;
}

type Outcome = 'handled' | 'dead-lettered' | 'stopped';

/**
 * One fetched batch of one partition, strictly in offset order: a record is handled (retried in process
 * with the port's redelivery delay, then dead-lettered) before the next one starts, which is what keeps
 * per-key order. Its offset is committed only once it is handled; a record left unfinished at shutdown or
 * on a rebalance is not committed, so the partition's next owner delivers it again (attempt 1 there).
 */
export async function processBatch(payload: EachBatchPayload, ctx: BatchContext): Promise<void> {
  const { batch } = payload;
  const membership = new AbortController();
  const beat = () =>
    payload.heartbeat().catch((error: unknown) => {
      if (isGroupMembershipLost(error)) membership.abort();
    });
  const timer = setInterval(() => void beat(), ctx.heartbeatIntervalMs);
  const stop = AbortSignal.any([ctx.stop, membership.signal]);
  let pending: string | null = null;
  let lastCommit = Date.now();
  const commit = async () => {
    if (pending === null) return;
    const offset = pending;
    pending = null;
    lastCommit = Date.now();
    await payload.commitOffsetsIfNecessary({
      topics: [{ topic: batch.topic, partitions: [{ partition: batch.partition, offset }] }],
    });
  };
  try {
    for (const record of batch.messages) {
      if (stop.aborted || !payload.isRunning() || payload.isStale()) break;
      const outcome = await deliver(record, batch.partition, ctx, stop, commit);
      if (outcome === 'stopped') break;
      payload.resolveOffset(record.offset);
      pending = nextOffset(record.offset);
      if (Date.now() - lastCommit >= ctx.commitIntervalMs) await commit();
    }
    await commit();
  } catch (error) {
    // A commit refused because the group moved on: the new owner starts from the last committed offset.
    if (!isGroupMembershipLost(error)) throw error;
    ctx.logger.warn(
      { topic: batch.topic, partition: batch.partition, err: error },
      'partition lost before commit',
    );
  } finally {
    clearInterval(timer);
  }
}

async function deliver(
  record: KafkaMessage,
  partition: number,
  ctx: BatchContext,
  stop: AbortSignal,
  commit: () => Promise<void>,
): Promise<Outcome> {
  const { options } = ctx;
  for (let attempt = 1; ; attempt += 1) {
    let message: BusMessage;
    try {
      message = fromKafkaMessage(options.topic, record, attempt);
    } catch (error) {
      // A record that is not JSON can never succeed: straight to the dead letters.
      return (await deadLetter(record, partition, ctx, error, attempt, stop)) ? 'dead-lettered' : 'stopped';
    }
    const result = await runHandler(options.handle, message, ctx.abandon);
    if (result === 'ok') return 'handled';
    if (result === 'abandoned') return 'stopped';
    if (result.error instanceof Defer) {
      // Not an attempt: the partition waits and offers the same record again.
      await sleep(result.error.delayMs, stop);
      if (stop.aborted) return 'stopped';
      attempt -= 1;
      continue;
    }
    options.onError?.(result.error, message);
    if (attempt >= options.maxAttempts) {
      return (await deadLetter(record, partition, ctx, result.error, attempt, stop))
        ? 'dead-lettered'
        : 'stopped';
    }
    // Commit what came before so a crash during the wait does not replay handled records.
    await commit();
    await sleep(redeliveryDelay(result.error, attempt), stop);
    if (stop.aborted) return 'stopped';
  }
}

async function runHandler(
  handle: ConsumerOptions['handle'],
  message: BusMessage,
  abandon: AbortSignal,
): Promise<'ok' | 'abandoned' | { error: unknown }> {
  if (abandon.aborted) return 'abandoned';
  let onAbandon: (() => void) | undefined;
  const abandoned = new Promise<'abandoned'>((resolve) => {
    onAbandon = () => resolve('abandoned');
    abandon.addEventListener('abort', onAbandon, { once: true });
  });
  const handled = Promise.resolve()
    .then(() => handle(message))
    .then(
      () => 'ok' as const,
      (error: unknown) => ({ error }),
    );
  try {
    return await Promise.race([handled, abandoned]);
  } finally {
    if (onAbandon) abandon.removeEventListener('abort', onAbandon);
  }
}

/** Publishing the dead letter must succeed before the offset moves on: retried until it does or we stop. */
async function deadLetter(
  record: KafkaMessage,
  partition: number,
  ctx: BatchContext,
  error: unknown,
  attempts: number,
  stop: AbortSignal,
): Promise<boolean> {
  const topic = ctx.options.topic;
  const letter = toDeadLetterMessage(topic, partition, record, error, attempts);
  for (let failures = 0; ; failures += 1) {
    try {
      await ctx.publish(deadLetterTopic(topic), [letter]);
      ctx.logger.warn(
        { topic, partition, offset: record.offset, attempts },
        'message moved to the dead-letter topic',
      );
      return true;
    } catch (publishError) {
      ctx.logger.error({ topic, err: publishError }, 'could not publish to the dead-letter topic');
      await sleep(Math.min(30_000, 500 * 2 ** Math.min(failures, 6)), stop);
      if (stop.aborted) return false;
    }
  }
}
