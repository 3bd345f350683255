// Bus throughput: produce and consume 100,000 job messages on Kafka (librdkafka's mock cluster, kafkajs)
// and on the embedded SQLite bus. Run: npm run build --silent && node dist/bench/bus.bench.js [count]
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Bus, OutgoingMessage } from '../src/bus/bus.port';
import { EmbeddedBus } from '../src/bus/embedded/embedded-bus';
import { createKafkaBus } from '../src/bus/kafka/kafka-bus';
import { silentLogger } from '../src/shared/logger';
import { openDatabase } from '../src/storage/sqlite';
import { startMockKafkaCluster } from '../test/support/kafka-mock';

const COUNT = Number(process.argv[2] ?? 100_000);
const PARTITIONS = 12;
const CHUNK = 1000;
const KEYS = 10_000;
const TOPIC = 'bench.verification.requested';
/** Consuming stops after this long; the rate is then over what was consumed (the row says how many). */
const CONSUME_BUDGET_MS = Number(process.env.CONSUME_BUDGET_MS ?? 120_000);

interface Row {
  readonly bus: string;
  readonly produced: number;
  readonly consumed: number;
  readonly 'produce msg/s': number;
  readonly 'consume msg/s': number;
  readonly 'consume incl. group join (s)': number;
}

/** A job as the dispatcher publishes it (~200 bytes), keyed by verification id. */
function job(n: number): OutgoingMessage {
  const id = `00000000-0000-4000-8000-${String(n % KEYS).padStart(12, '0')}`;
  return {
    key: id,
    value: {
      verification_id: id,
      kind: 'document',
      account_id: 'acme',
      mode: 'test',
      n,
      requested_at: new Date().toISOString(),
    },
    headers: { 'x-correlation-id': randomUUID() },
  };
}

async function measure(name: string, bus: Bus, topic: string): Promise<Row> {
  const producing = Date.now();
  for (let start = 0; start < COUNT; start += CHUNK) {
    const chunk: OutgoingMessage[] = [];
    for (let n = start; n < Math.min(COUNT, start + CHUNK); n += 1) chunk.push(job(n));
    await bus.publish(topic, chunk);
  }
  const produceSeconds = (Date.now() - producing) / 1000;

  let received = 0;
  let first = 0;
  const stop = new AbortController();
  const consuming = Date.now();
  const done = new Promise<void>((resolve) => {
    const running = bus.consume({
      group: `bench-${randomUUID().slice(0, 8)}`,
      topic,
      concurrency: PARTITIONS,
      maxAttempts: 3,
      signal: stop.signal,
      handle: async () => {
        if (received === 0) first = Date.now();
        received += 1;
        // Checked here as well as by a timer: a consumer that never yields to the event loop starves timers.
        if (received === COUNT || Date.now() - consuming > CONSUME_BUDGET_MS) {
          stop.abort();
          resolve();
        }
      },
    });
    void running.then(() => resolve());
  });
  const deadline = setTimeout(() => stop.abort(), CONSUME_BUDGET_MS);
  await done;
  const end = Date.now();
  const consumed = received;
  clearTimeout(deadline);
  stop.abort();
  return {
    bus: name,
    produced: COUNT,
    consumed,
    'produce msg/s': Math.round(COUNT / produceSeconds),
    'consume msg/s': Math.round(consumed / Math.max(0.001, (end - (first || end)) / 1000)),
    'consume incl. group join (s)': Number(((end - consuming) / 1000).toFixed(1)),
  };
}

async function kafkaRow(name: string, commitIntervalMs: number): Promise<Row> {
  const topic = `${TOPIC}.${commitIntervalMs}`;
  // The mock keeps ~5 MiB per partition: 100,000 jobs over 12 partitions stay well below it.
  const cluster = await startMockKafkaCluster({ topics: { [topic]: PARTITIONS } });
  const bus = await createKafkaBus({
    brokers: cluster.brokers,
    clientId: 'credence-bench',
    logger: silentLogger,
    // librdkafka 2.0's mock cluster names no controller, which kafkajs needs for a producer id.
    idempotent: false,
    commitIntervalMs,
    maxWaitTimeMs: 200,
    createTopics: false,
  });
  try {
    return await measure(name, bus, topic);
  } finally {
    await bus.close();
    await cluster.stop();
  }
}

async function embeddedRow(): Promise<Row> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-bus-bench-'));
  const db = openDatabase(path.join(dir, 'bus.db'));
  const bus = new EmbeddedBus(db, { pollIntervalMs: 20 });
  try {
    return await measure('embedded (SQLite)', bus, TOPIC);
  } finally {
    await bus.close();
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  for (const run of [
    () => kafkaRow('kafka, commit per message', 0),
    () => kafkaRow('kafka, commits every 100 ms', 100),
    embeddedRow,
  ]) {
    const row = await run();
    console.log(JSON.stringify(row));
    rows.push(row);
  }
  console.log(
    `\nbus throughput, ${COUNT} messages, ${KEYS} keys, ${PARTITIONS} partitions, concurrency ${PARTITIONS}`,
  );
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
