// Starts librdkafka's mock Kafka cluster (see mock-cluster.c) for protocol tests and the bus benchmark.
// The helper is compiled on first use into the temp directory, keyed by a hash of its source, so a change
// to the C file recompiles it and parallel test workers share one binary.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface MockKafkaCluster {
  /** `host:port` of every mock broker, all on 127.0.0.1. */
  readonly brokers: string[];
  stop(): Promise<void>;
}

export interface MockClusterOptions {
  readonly brokers?: number;
  /** Topics created up front with these partition counts; others are auto-created with 4 partitions. */
  readonly topics?: Readonly<Record<string, number>>;
  readonly startTimeoutMs?: number;
}

export type MockClusterAvailability =
  { readonly available: true } | { readonly available: false; reason: string };

/** Compiles the helper if needed; says why it cannot when gcc or librdkafka-dev is missing. */
export function mockClusterAvailability(): MockClusterAvailability {
  try {
    compiledHelper();
    return { available: true };
  } catch (error) {
    return { available: false, reason: (error as Error).message };
  }
}

export async function startMockKafkaCluster(options: MockClusterOptions = {}): Promise<MockKafkaCluster> {
  const binary = compiledHelper();
  const topics = Object.entries(options.topics ?? {}).map(([topic, partitions]) => `${topic}:${partitions}`);
  const child = spawn(binary, [String(options.brokers ?? 3), ...topics], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const bootstrap = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error('mock Kafka cluster did not start in time')),
      options.startTimeoutMs ?? 10_000,
    );
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const newline = out.indexOf('\n');
      if (newline >= 0) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        resolve(out.slice(0, newline).trim());
      }
    };
    function fail(error: Error) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    }
    child.stdout.on('data', onData);
    child.once('exit', (code) => fail(new Error(`mock Kafka cluster exited (${String(code)}): ${stderr}`)));
    child.once('error', fail);
  });
  return {
    brokers: bootstrap.split(',').filter(Boolean),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.stdin.end();
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

let cachedBinary: string | undefined;

function compiledHelper(): string {
  if (cachedBinary) return cachedBinary;
  const source = findSource();
  const hash = createHash('sha256').update(fs.readFileSync(source)).digest('hex').slice(0, 16);
  const binary = path.join(os.tmpdir(), `credence-kafka-mock-${hash}`);
  if (!fs.existsSync(binary)) {
    // Compile under a unique name, then rename: concurrent workers never run a half-written binary.
    const partial = `${binary}.${process.pid}.tmp`;
    const result = spawnSync(process.env.CC || 'gcc', ['-O1', '-o', partial, source, '-lrdkafka'], {
      encoding: 'utf8',
    });
    if (result.error || result.status !== 0) {
      fs.rmSync(partial, { force: true });
      const detail = result.error ? result.error.message : result.stderr.split('\n').slice(0, 3).join(' ');
      throw new Error(
        `cannot build the mock Kafka cluster (needs a C compiler and librdkafka-dev): ${detail}`,
      );
    }
    fs.renameSync(partial, binary);
  }
  cachedBinary = binary;
  return binary;
}

/** The C source sits beside this file in the repository; from dist/ it is found from the package root. */
function findSource(): string {
  let dir = __dirname;
  for (;;) {
    const beside = path.join(dir, 'mock-cluster.c');
    if (fs.existsSync(beside)) return beside;
    const inRepo = path.join(dir, 'test', 'support', 'kafka-mock', 'mock-cluster.c');
    if (fs.existsSync(inRepo)) return inRepo;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('mock-cluster.c not found');
    dir = parent;
  }
}
