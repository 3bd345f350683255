// A group member killed outright (no LeaveGroup, heartbeats just stop) must lose its partitions once the
// session times out, and its unfinished message must reach the next member, with attempt 1 again.
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { BusMessage } from '../../src/bus/bus.port';
import type { KafkaBusOptions } from '../../src/bus/kafka/kafka-bus';
import { createKafkaBus } from '../../src/bus/kafka/kafka-bus';
import { silentLogger } from '../../src/shared/logger';
import { waitFor } from '../contracts/event-store.contract';
import { startMockKafkaCluster } from '../support/kafka-mock';
import { describeWithMockKafka } from './kafka-mock-suite';

const SESSION_TIMEOUT_MS = 6000;
const compiledBus = path.resolve(__dirname, '..', '..', 'dist', 'src', 'bus', 'kafka', 'kafka-bus.js');

/** A separate process that consumes, reports the message it got, and then hangs in its handler. */
const memberScript = `
const { createKafkaBus } = require(process.env.BUS_MODULE);
const { silentLogger } = require(process.env.BUS_MODULE.replace(/bus[\\\\/]kafka[\\\\/]kafka-bus\\.js$/, 'shared/logger.js'));
(async () => {
  const bus = await createKafkaBus({ ...JSON.parse(process.env.BUS_OPTIONS), logger: silentLogger });
  await bus.consume({
    group: 'workers', topic: process.env.TOPIC, concurrency: 1, maxAttempts: 3, signal: new AbortController().signal,
    handle: async (m) => { process.stdout.write('got ' + JSON.stringify(m.value) + '\\n'); await new Promise(() => {}); },
  });
})();
`;

describeWithMockKafka('Kafka consumer killed mid-message', () => {
  it('redelivers to another member after the session time-out', async () => {
    const cluster = await startMockKafkaCluster();
    const options: KafkaBusOptions = {
      brokers: cluster.brokers,
      clientId: 'credence-test',
      idempotent: false,
      sessionTimeoutMs: SESSION_TIMEOUT_MS,
      heartbeatIntervalMs: 500,
      maxWaitTimeMs: 200,
      shutdownGraceMs: 1000,
    };
    const topic = 'jobs.crash';
    const member = spawn(process.execPath, ['-e', memberScript], {
      env: { ...process.env, BUS_MODULE: compiledBus, BUS_OPTIONS: JSON.stringify(options), TOPIC: topic },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const bus = await createKafkaBus({ ...options, logger: silentLogger });
    const stop = new AbortController();
    try {
      let output = '';
      member.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await bus.publish(topic, [{ key: 'ver-1', value: { job: 1 } }]);
      await waitFor(() => output.includes('got {"job":1}'), 20_000);
      member.kill('SIGKILL');
      const killedAt = Date.now();

      const seen: BusMessage[] = [];
      const running = bus.consume({
        group: 'workers',
        topic,
        concurrency: 1,
        maxAttempts: 3,
        signal: stop.signal,
        handle: async (m) => void seen.push(m),
      });
      await waitFor(() => seen.length === 1, SESSION_TIMEOUT_MS + 15_000);
      expect(seen[0]).toMatchObject({ value: { job: 1 }, key: 'ver-1', attempt: 1 });
      // The dead member kept the partition until its session expired.
      expect(Date.now() - killedAt).toBeGreaterThanOrEqual(SESSION_TIMEOUT_MS - 1000);
      stop.abort();
      await running;
    } finally {
      member.kill('SIGKILL');
      stop.abort();
      await bus.close();
      await cluster.stop();
    }
  }, 60_000);
});
