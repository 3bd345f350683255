// Bus throughput: produce and consume 100,000 job messages on Kafka (librdkafka's mock cluster, kafkajs)
// and on the embedded SQLite bus. Run: npm run bench:bus [-- COUNT]; sizes also from BENCH_MESSAGES and FLOW_COUNT.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
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

const COUNT = Number(process.argv[2] ?? process.env.BENCH_MESSAGES ?? 100_000);
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

const FLOW_COUNT = Number(process.env.FLOW_COUNT ?? 3000);
const FLOW_KEY = 'sk_test_busBenchKey00001';

/** Starts the whole service (all roles, one process) as a child and resolves its base URL. */
function startService(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [path.resolve(__dirname, '..', 'src', 'main.js')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      API_KEYS: `${FLOW_KEY}@bench`,
      RATE_LIMIT_PER_SECOND: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /listening on http:\/\/localhost:(\d+)/.exec(out);
      if (m) resolve({ child, base: `http://127.0.0.1:${m[1]}` });
    });
    child.once('exit', (code) => reject(new Error(`service exited ${code}`)));
  });
}

/** End to end: FLOW_COUNT sandbox verifications started by 50 clients, timed until all are completed. */
async function flowRow(
  name: string,
  env: Record<string, string>,
): Promise<{ flow: string; verifications: number; 'start→completed /s': number; seconds: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-flow-bench-'));
  const service = await startService({ DATA_DIR: dataDir, ...env });
  const headers = { authorization: `Bearer ${FLOW_KEY}`, 'content-type': 'application/json' };
  try {
    const began = Date.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < FLOW_COUNT) {
          next += 1;
          const r = await fetch(`${service.base}/v1/document-verifications`, {
            method: 'POST',
            headers,
            body: JSON.stringify({
              document: { url: 'https://docs.example.com/a.pdf', type: 'resume' },
              person: { first_name: 'Grace', last_name: 'Hopper' },
              sandbox: { decision: 'accepted' },
            }),
          });
          if (r.status !== 202) throw new Error(`start answered ${r.status}`);
          await r.arrayBuffer();
        }
      }),
    );
    for (;;) {
      const r = await fetch(`${service.base}/v1/document-verifications?status=completed&limit=1`, {
        headers,
      });
      const { total } = (await r.json()) as { total: number };
      if (total >= FLOW_COUNT) break;
      if (Date.now() - began > 300_000) throw new Error(`only ${total} completed after 300 s`);
      await new Promise((res) => setTimeout(res, 50));
    }
    const seconds = (Date.now() - began) / 1000;
    return {
      flow: name,
      verifications: FLOW_COUNT,
      'start→completed /s': Math.round(FLOW_COUNT / seconds),
      seconds,
    };
  } finally {
    service.child.kill('SIGTERM');
    await new Promise((r) => service.child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function flows(): Promise<void> {
  const cluster = await startMockKafkaCluster({
    topics: { 'verification.requested': PARTITIONS, 'verification.completed': 6, 'verification.failed': 6 },
  });
  try {
    const rows = [
      await flowRow('BUS=embedded', {}),
      await flowRow('BUS=kafka (mock cluster)', {
        BUS: 'kafka',
        KAFKA_BROKERS: cluster.brokers.join(','),
        KAFKA_IDEMPOTENT: 'false',
      }),
    ];
    console.log(`\nend to end, ${FLOW_COUNT} sandbox verifications, 50 clients, all roles in one process`);
    console.table(rows);
  } finally {
    await cluster.stop();
  }
}

async function main(): Promise<void> {
  if (process.env.BENCH_FLOWS_ONLY !== '1') await messages();
  await flows();
}

async function messages(): Promise<void> {
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
