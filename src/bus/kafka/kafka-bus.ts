import { setMaxListeners } from 'node:events';
import type { Admin, Consumer, Message, Producer } from 'kafkajs';
import { Kafka, Partitioners } from 'kafkajs';
import type { Logger } from '../../shared/logger';
import { createLogger } from '../../shared/logger';
import { sleep } from '../../shared/sleep';
import type { Bus, ConsumerOptions, OutgoingMessage } from '../bus.port';
import { kafkaLevelFor, kafkaLogCreator } from './kafka-log';
import { isTopicAdminUnavailable, toKafkaMessage } from './kafka-messages';
import { processBatch } from './partition-batch';
import { credenceTopics } from './topics';

export interface KafkaBusOptions {
  readonly brokers: readonly string[];
  readonly clientId: string;
  readonly logger?: Logger;
  /** Idempotent producer (default true): broker-side de-duplication of retried sends, in order. */
  readonly idempotent?: boolean;
  /** A consumer whose heartbeats stop for this long is presumed dead and its partitions move on. */
  readonly sessionTimeoutMs?: number;
  readonly heartbeatIntervalMs?: number;
  readonly rebalanceTimeoutMs?: number;
  /** Longest fetch long-poll; also bounds how long a stopping consumer waits for its last fetch. */
  readonly maxWaitTimeMs?: number;
  /** After the consume signal aborts, how long in-flight handlers may run before they are left behind. */
  readonly shutdownGraceMs?: number;
  /** 0 (default) commits after every handled message; more coalesces commits within a fetched batch. */
  readonly commitIntervalMs?: number;
  /** Create the topics of topics.ts at start-up (default true; skipped where the cluster refuses). */
  readonly createTopics?: boolean;
}

/** Connects the producer and the admin client and declares Credence's topics before returning the bus. */
export async function createKafkaBus(options: KafkaBusOptions): Promise<KafkaBus> {
  const bus = new KafkaBus(options);
  await bus.start();
  return bus;
}

interface RunningConsumer {
  readonly abandon: AbortController;
  readonly done: Promise<void>;
}

/**
 * The bus on Kafka. Keys pick the partition (murmur2, as Java clients do), so one key's messages stay in
 * order; a consumer group shares the partitions of a topic; each partition is handled one record at a
 * time (see partition-batch.ts) and `concurrency` partitions at once. `attempt` is counted in process:
 * Kafka keeps no delivery count, so a record redelivered after a crash or a rebalance starts at 1 again.
 */
export class KafkaBus implements Bus {
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly admin: Admin;
  private readonly logger: Logger;
  private readonly running = new Set<RunningConsumer>();
  private closing: Promise<void> | undefined;

  constructor(private readonly options: KafkaBusOptions) {
    this.logger = (options.logger ?? createLogger()).child({ component: 'kafka-bus' });
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: [...options.brokers],
      logLevel: kafkaLevelFor(this.logger),
      logCreator: kafkaLogCreator(this.logger),
    });
    this.producer = this.kafka.producer({
      idempotent: options.idempotent ?? true,
      // One request in flight per broker keeps retried sends in order even without idempotence.
      maxInFlightRequests: 1,
      allowAutoTopicCreation: true,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    this.admin = this.kafka.admin();
  }

  async start(): Promise<void> {
    await this.producer.connect();
    await this.admin.connect();
    if (this.options.createTopics ?? true) await this.ensureTopics();
  }

  private async ensureTopics(): Promise<void> {
    try {
      const { brokers } = await this.admin.describeCluster();
      const topics = credenceTopics(Math.min(3, brokers.length)).map((spec) => ({ ...spec }));
      const created = await this.admin.createTopics({ topics, waitForLeaders: true });
      this.logger.info({ created }, 'topics declared');
    } catch (error) {
      if (!isTopicAdminUnavailable(error)) throw error;
      this.logger.warn(
        { err: error },
        'the cluster does not create topics on request; relying on auto-creation',
      );
    }
  }

  async publish(topic: string, messages: readonly OutgoingMessage[]): Promise<void> {
    if (messages.length === 0) return;
    await this.send(topic, messages.map(toKafkaMessage));
  }

  private async send(topic: string, messages: Message[]): Promise<void> {
    // acks -1: the send resolves once every in-sync replica has the records.
    await this.producer.send({ topic, acks: -1, messages });
  }

  consume(options: ConsumerOptions): Promise<void> {
    if (this.closing) return Promise.resolve();
    const abandon = new AbortController();
    const entry: RunningConsumer = { abandon, done: this.runConsumer(options, abandon) };
    this.running.add(entry);
    return entry.done.finally(() => this.running.delete(entry));
  }

  /** Runs one group member until the signal aborts; (re)starts it with capped backoff when it fails. */
  private async runConsumer(options: ConsumerOptions, abandonController: AbortController): Promise<void> {
    const abandon = abandonController.signal;
    const stop = AbortSignal.any([options.signal, abandon]);
    // Every partition being handled listens on these two.
    setMaxListeners(0, stop, abandon);
    // A stop lets in-flight handlers finish; past the grace period they are left behind (not committed).
    let graceTimer: NodeJS.Timeout | undefined;
    const startGrace = () => {
      graceTimer = setTimeout(() => abandonController.abort(), this.options.shutdownGraceMs ?? 30_000);
    };
    if (options.signal.aborted) startGrace();
    else options.signal.addEventListener('abort', startGrace, { once: true });
    const log = this.logger.child({ group: options.group, topic: options.topic });
    for (let failures = 0; !stop.aborted; failures += 1) {
      const consumer = this.createConsumer(options.group);
      try {
        await consumer.connect();
        await consumer.subscribe({ topics: [options.topic], fromBeginning: true });
        const crashed = new Promise<unknown>((resolve) =>
          consumer.on(consumer.events.CRASH, ({ payload }) => !payload.restart && resolve(payload.error)),
        );
        await consumer.run({
          autoCommit: false,
          eachBatchAutoResolve: false,
          partitionsConsumedConcurrently: Math.max(1, options.concurrency),
          eachBatch: (payload) =>
            processBatch(payload, {
              options,
              stop,
              abandon,
              heartbeatIntervalMs: this.heartbeatIntervalMs(),
              commitIntervalMs: this.options.commitIntervalMs ?? 0,
              publish: (topic, messages) => this.send(topic, messages),
              logger: log,
            }),
        });
        failures = 0;
        const crash = await Promise.race([crashed, abortedPromise(stop)]);
        if (!stop.aborted) log.error({ err: crash }, 'consumer stopped after an error; restarting');
      } catch (error) {
        if (!stop.aborted) log.error({ err: error }, 'consumer could not start; retrying');
      } finally {
        await consumer
          .disconnect()
          .catch((error: unknown) => log.warn({ err: error }, 'consumer disconnect failed'));
      }
      if (!stop.aborted) await sleep(Math.min(30_000, 500 * 2 ** Math.min(failures, 6)), stop);
    }
    clearTimeout(graceTimer);
    options.signal.removeEventListener('abort', startGrace);
  }

  private createConsumer(groupId: string): Consumer {
    return this.kafka.consumer({
      groupId,
      sessionTimeout: this.options.sessionTimeoutMs ?? 30_000,
      heartbeatInterval: this.heartbeatIntervalMs(),
      rebalanceTimeout: this.options.rebalanceTimeoutMs ?? 60_000,
      maxWaitTimeInMs: this.options.maxWaitTimeMs ?? 1000,
      allowAutoTopicCreation: true,
      retry: { retries: 8, restartOnFailure: async () => true },
    });
  }

  private heartbeatIntervalMs(): number {
    return this.options.heartbeatIntervalMs ?? Math.floor((this.options.sessionTimeoutMs ?? 30_000) / 10);
  }

  async ping(): Promise<void> {
    await this.admin.describeCluster();
  }

  /** Leaves running handlers behind at once (a clean stop aborts the consume signals first). */
  close(): Promise<void> {
    this.closing ??= (async () => {
      const consumers = [...this.running];
      consumers.forEach((c) => c.abandon.abort());
      await Promise.allSettled(consumers.map((c) => c.done));
      await Promise.allSettled([this.producer.disconnect(), this.admin.disconnect()]);
    })();
    return this.closing;
  }
}

function abortedPromise(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    signal.addEventListener('abort', () => resolve(), { once: true });
  });
}
