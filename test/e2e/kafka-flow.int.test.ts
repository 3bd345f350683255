// The whole flow with BUS=kafka against librdkafka's mock cluster, in separate processes per role as in
// production: start → processed → completed; and a worker killed mid-job is replaced without losing or
// doubling the outcome.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SqliteEventStore } from '../../src/eventstore/sqlite/sqlite-event-store';
import { openDatabase } from '../../src/storage/sqlite';
import { describeWithMockKafka } from '../bus/kafka-mock-suite';
import type { MockKafkaCluster } from '../support/kafka-mock';
import { startMockKafkaCluster } from '../support/kafka-mock';

const ROOT = path.resolve(__dirname, '..', '..');
const KEY = 'sk_live_kafkaE2Ekey0001';

interface Service {
  readonly child: ChildProcess;
  readonly base: string | null;
}

function startRoles(roles: string, env: Record<string, string>): Promise<Service> {
  const child = spawn(process.execPath, [path.join(ROOT, 'dist', 'src', 'main.js')], {
    env: { ...process.env, ...env, ROLES: roles, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => (roles.includes('api') ? reject(new Error(`no start: ${out}`)) : resolve({ child, base: null })),
      roles.includes('api') ? 30_000 : 3000,
    );
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /listening on http:\/\/localhost:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, base: `http://127.0.0.1:${m[1]}` });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${roles} exited ${code}: ${out}`));
    });
  });
}

async function stop(service: Service, signal: NodeJS.Signals = 'SIGTERM') {
  if (service.child.exitCode !== null || service.child.signalCode !== null) return;
  const exited = new Promise((r) => service.child.once('exit', r));
  service.child.kill(signal);
  await exited;
}

describeWithMockKafka('the flow on Kafka', () => {
  let cluster: MockKafkaCluster;
  let dataDir: string;
  let documents: http.Server;
  let documentRequests = 0;
  let hold = true;
  const services: Service[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    cluster = await startMockKafkaCluster({
      topics: {
        'verification.requested': 4,
        'verification.completed': 2,
        'verification.failed': 2,
        'verification.requested.dead-letter': 1,
      },
    });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-kafka-e2e-'));
    // A document server whose first answer hangs (the worker is killed meanwhile), then answers HTML.
    documents = http.createServer((_req, res) => {
      documentRequests += 1;
      if (hold) return;
      res.writeHead(200, { 'content-type': 'application/pdf' }).end('<html>not a pdf</html>');
    });
    await new Promise<void>((r) => documents.listen(0, '127.0.0.1', () => r()));
    env = {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      API_KEYS: `${KEY}@acme,sk_test_kafkaE2Ekey0002@acme`,
      BUS: 'kafka',
      KAFKA_BROKERS: cluster.brokers.join(','),
      KAFKA_IDEMPOTENT: 'false',
      KAFKA_SESSION_TIMEOUT_MS: '6000',
      FETCH_ALLOWED_HOSTS: '127.0.0.1',
      RATE_LIMIT_PER_SECOND: '0',
    };
    services.push(await startRoles('api,dispatcher,projector', env));
  }, 60_000);

  afterAll(async () => {
    for (const s of services) await stop(s);
    documents?.close();
    await cluster?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const api = () => services[0].base!;
  const start = async (body: unknown, key = KEY) => {
    const r = await fetch(`${api()}/v1/document-verifications`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(r.status).toBe(202);
    return ((await r.json()) as { id: string }).id;
  };
  const read = async (id: string) =>
    (await (
      await fetch(`${api()}/v1/document-verifications/${id}`, { headers: { authorization: `Bearer ${KEY}` } })
    ).json()) as {
      status: string;
      issues: string[] | null;
    };
  const final = async (id: string, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const v = await read(id);
      if (v.status === 'completed' || v.status === 'failed') return v;
      if (Date.now() > deadline) throw new Error(`verification ${id} still ${v.status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  it('replaces a worker killed mid-job: one outcome, nothing lost', async () => {
    const first = await startRoles('worker', env);
    services.push(first);
    const id = await start({
      document: {
        url: `http://127.0.0.1:${(documents.address() as AddressInfo).port}/card.pdf`,
        type: 'life_support_certification',
      },
      person: { first_name: 'Ada', last_name: 'Lovelace' },
    });
    const deadline = Date.now() + 30_000;
    while (documentRequests === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(documentRequests).toBe(1);
    while ((await read(id)).status !== 'processing' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect((await read(id)).status).toBe('processing');

    await stop(first, 'SIGKILL');
    hold = false;
    services.push(await startRoles('worker', env));
    const v = await final(id, 60_000);
    expect(v).toMatchObject({ status: 'failed', issues: ['unsupported file format'] });
    expect(documentRequests).toBeGreaterThanOrEqual(2);

    const db = openDatabase(path.join(dataDir, 'credence.db'));
    try {
      const types = (await new SqliteEventStore(db).readStream(`document_verification-${id}`)).map(
        (e) => e.type,
      );
      expect(
        types.filter(
          (t) => t.endsWith('Completed') || (t.endsWith('Failed') && !t.endsWith('AttemptFailed')),
        ),
      ).toHaveLength(1);
      expect(types.filter((t) => t.endsWith('Started'))).toHaveLength(1);
    } finally {
      db.close();
    }
  }, 120_000);

  it('takes sandbox verifications from start to completed through Kafka', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) {
      ids.push(
        await start(
          {
            document: { url: 'https://docs.example.com/x.pdf', type: 'resume' },
            person: { first_name: 'Grace', last_name: 'Hopper' },
            sandbox: { decision: i % 2 ? 'accepted' : 'rejected' },
          },
          'sk_test_kafkaE2Ekey0002',
        ),
      );
    }
    for (const [i, id] of ids.entries()) {
      const r = await fetch(`${api()}/v1/document-verifications/${id}`, {
        headers: { authorization: 'Bearer sk_test_kafkaE2Ekey0002' },
      });
      expect(r.status).toBe(200);
      const deadline = Date.now() + 30_000;
      let body = (await r.json()) as { status: string; decision: string };
      while (body.status !== 'completed' && Date.now() < deadline) {
        await new Promise((res) => setTimeout(res, 100));
        body = (await (
          await fetch(`${api()}/v1/document-verifications/${id}`, {
            headers: { authorization: 'Bearer sk_test_kafkaE2Ekey0002' },
          })
        ).json()) as typeof body;
      }
      expect(body).toMatchObject({ status: 'completed', decision: i % 2 ? 'accepted' : 'rejected' });
    }
  }, 90_000);
});
