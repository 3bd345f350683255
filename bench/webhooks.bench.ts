// npm run bench:webhooks — webhooks under faults, with figures.
//  1. Crash: live document verifications (real text PDFs and missing documents, served from 127.0.0.1)
//     with a webhook endpoint; the service is killed with SIGKILL three times while they process and
//     restarted each time. Every verification must end with exactly one terminal event, and the receiver
//     must hold exactly one distinct, correctly signed webhook-id per outcome (duplicates of one id are
//     allowed by at-least-once and counted).
//  2. Receiver faults: endpoints that answer 500, hang past the time-out, or drop the connection for a
//     while, then recover: each must receive everything it missed, in the order the outcomes were logged.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { SqliteEventStore } from '../src/eventstore/sqlite/sqlite-event-store';
import { openDatabase } from '../src/storage/sqlite';
import { textPdf } from '../test/support/text-pdf';
import { startServiceProcess } from '../test/support/service-process';

const KEY = 'sk_live_benchWEBHOOKkey01';
const COUNT = Number(process.env.BENCH_WEBHOOK_COUNT ?? 200);
const KILLS = Number(process.env.BENCH_WEBHOOK_KILLS ?? 3);
const FAULT_COUNT = Number(process.env.BENCH_WEBHOOK_FAULT_COUNT ?? 20);
const FAULT_SECONDS = Number(process.env.BENCH_WEBHOOK_FAULT_SECONDS ?? 6);
const RETRY_BASE_MS = 1000;

async function listen(handler: http.RequestListener): Promise<{ server: http.Server; base: string }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

type Fault = 'ok' | 'error' | 'hang' | 'drop';

interface Receiver {
  readonly url: string;
  secret: string;
  fault: Fault;
  /** webhook-id → times received with a valid signature. */
  readonly ids: Map<string, number>;
  /** Verification ids in the order they were first accepted (2xx). */
  readonly acceptedOrder: string[];
  /** verification id → the distinct webhook-ids its outcome arrived under (one, if all is well). */
  readonly idsByVerification: Map<string, Set<string>>;
  badSignatures: number;
  attempts: number;
  close(): void;
}

async function startReceiver(): Promise<Receiver> {
  const receiver = {
    secret: '',
    fault: 'ok' as Fault,
    ids: new Map<string, number>(),
    acceptedOrder: [] as string[],
    idsByVerification: new Map<string, Set<string>>(),
    badSignatures: 0,
    attempts: 0,
  };
  const { server, base } = await listen((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      receiver.attempts += 1;
      const body = Buffer.concat(chunks).toString('utf8');
      if (receiver.fault === 'error') return void res.writeHead(500).end();
      if (receiver.fault === 'drop') return void req.socket.destroy();
      if (receiver.fault === 'hang') return;
      try {
        new Webhook(receiver.secret).verify(body, req.headers as Record<string, string>);
      } catch {
        receiver.badSignatures += 1;
        return void res.writeHead(400).end();
      }
      const id = String(req.headers['webhook-id']);
      const seen = receiver.ids.get(id) ?? 0;
      receiver.ids.set(id, seen + 1);
      const verificationId = (JSON.parse(body) as { data: { id: string } }).data.id;
      if (seen === 0) receiver.acceptedOrder.push(verificationId);
      const ids = receiver.idsByVerification.get(verificationId) ?? new Set<string>();
      receiver.idsByVerification.set(verificationId, ids.add(id));
      res.writeHead(200).end();
    });
  });
  server.keepAliveTimeout = 1000;
  return Object.assign(receiver, {
    url: `${base}/hook`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  });
}

const startService = (dataDir: string) =>
  startServiceProcess({
    DATA_DIR: dataDir,
    API_KEYS: `${KEY}@bench`,
    FETCH_ALLOWED_HOSTS: '127.0.0.1',
    NPI_REGISTRY_URL: 'http://127.0.0.1:9/',
    BUS_LEASE_MS: '1000',
    WEBHOOK_RETRY_BASE_MS: String(RETRY_BASE_MS),
    WEBHOOK_MAX_RETRY_MS: '4000',
    WEBHOOK_TIMEOUT_MS: '2000',
  });

async function api(base: string, method: string, url: string, body?: unknown): Promise<any> {
  const r = await fetch(base + url, {
    method,
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (r.status >= 300) throw new Error(`${method} ${url} → ${r.status} ${await r.text()}`);
  return r.status === 204 ? null : r.json();
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs)
      throw new Error(`${what}: not reached within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
  return Date.now() - started;
}

async function finalStatuses(base: string, ids: readonly string[]): Promise<number> {
  let final = 0;
  for (const id of ids) {
    const v = (await api(base, 'GET', `/v1/document-verifications/${id}`)) as { status: string };
    if (v.status === 'completed' || v.status === 'failed') final += 1;
  }
  return final;
}

async function crashRun(docs: string): Promise<boolean> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-bench-webhooks-'));
  const receiver = await startReceiver();
  let service = await startService(dataDir);
  const endpoint = (await api(service.base, 'POST', '/v1/webhook-endpoints', {
    url: receiver.url,
    events: ['document_verification.completed', 'document_verification.failed'],
  })) as { id: string; secret: string };
  receiver.secret = endpoint.secret;

  const acknowledged: string[] = [];
  let next = 0;
  let restarting: Promise<void> | null = null;
  const send = async () => {
    while (next < COUNT) {
      const i = next++;
      for (;;) {
        if (restarting) await restarting;
        try {
          const v = (await api(service.base, 'POST', '/v1/document-verifications', {
            document: { url: `${docs}/${i % 5 === 0 ? 'missing' : 'resume'}-${i}.pdf`, type: 'resume' },
            person: { first_name: 'Grace', last_name: `Hopper` },
            external_id: `webhook-bench-${i}`,
          })) as { id: string };
          acknowledged.push(v.id);
          break;
        } catch {
          await sleep(50);
        }
      }
      await sleep(20);
    }
  };
  const senders = Promise.all(Array.from({ length: 4 }, send));
  const started = Date.now();
  for (let k = 0; k < KILLS; k += 1) {
    await until(
      'verifications accepted before a kill',
      () => acknowledged.length >= ((k + 1) * COUNT) / (KILLS + 1),
      120_000,
    );
    service.child.kill('SIGKILL');
    let done = (): void => undefined;
    restarting = new Promise<void>((r) => (done = r));
    await new Promise((r) => service.child.once('exit', r));
    service = await startService(dataDir);
    restarting = null;
    done();
  }
  await senders;
  const settleMs = await until(
    'every verification final and delivered',
    async () =>
      acknowledged.every((id) => receiver.idsByVerification.has(id)) &&
      (await finalStatuses(service.base, acknowledged)) === acknowledged.length,
    300_000,
  );
  await sleep(2000);
  service.child.kill('SIGTERM');
  await new Promise((r) => service.child.once('exit', r));

  const db = openDatabase(path.join(dataDir, 'credence.db'));
  const store = new SqliteEventStore(db);
  let terminalOk = 0;
  for (const id of acknowledged) {
    const types = (await store.readStream(`document_verification-${id}`)).map((e) => e.type);
    if (
      types.filter((t) => t === 'DocumentVerificationCompleted' || t === 'DocumentVerificationFailed')
        .length === 1
    )
      terminalOk += 1;
  }
  db.close();
  receiver.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const duplicates = [...receiver.ids.values()].reduce((n, c) => n + c - 1, 0);
  const delivered = new Set(receiver.acceptedOrder);
  const lost = acknowledged.filter((id) => !delivered.has(id)).length;
  // A kill between an append and its 202 leaves a verification the sender never heard of: it is
  // processed and delivered like any other, and counted apart.
  const acknowledgedSet = new Set(acknowledged);
  const unacknowledged = [...delivered].filter((id) => !acknowledgedSet.has(id)).length;
  const oneIdEach = [...receiver.idsByVerification.values()].every((ids) => ids.size === 1);
  console.log('\n== crash: SIGKILL during processing, restart');
  console.log(
    `verifications acknowledged     ${acknowledged.length} (live, real documents; every 5th missing)`,
  );
  console.log(`kills                          ${KILLS}`);
  console.log(`exactly one terminal event     ${terminalOk}/${acknowledged.length}`);
  console.log(
    `outcomes delivered             ${acknowledged.length - lost}/${acknowledged.length} (lost: ${lost}; one webhook-id each: ${oneIdEach ? 'yes' : 'NO'})`,
  );
  console.log(`accepted, 202 lost in a kill   ${unacknowledged} (processed and delivered too)`);
  console.log(`re-sent duplicates (same id)   ${duplicates}`);
  console.log(`invalid signatures             ${receiver.badSignatures}`);
  console.log(
    `total time                     ${((Date.now() - started) / 1000).toFixed(1)} s (settling after the last start: ${(settleMs / 1000).toFixed(1)} s)`,
  );
  return terminalOk === acknowledged.length && lost === 0 && oneIdEach && receiver.badSignatures === 0;
}

async function faultRun(docs: string): Promise<boolean> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-bench-webhooks-'));
  const service = await startService(dataDir);
  const faults: Fault[] = ['error', 'hang', 'drop'];
  const receivers: Receiver[] = [];
  const endpointIds: string[] = [];
  for (const fault of faults) {
    const receiver = await startReceiver();
    const endpoint = (await api(service.base, 'POST', '/v1/webhook-endpoints', {
      url: receiver.url,
      events: ['document_verification.completed', 'document_verification.failed'],
    })) as { id: string; secret: string };
    receiver.secret = endpoint.secret;
    receiver.fault = fault;
    receivers.push(receiver);
    endpointIds.push(endpoint.id);
  }
  const ids: string[] = [];
  for (let i = 0; i < FAULT_COUNT; i += 1) {
    const v = (await api(service.base, 'POST', '/v1/document-verifications', {
      document: { url: `${docs}/resume-f${i}.pdf`, type: 'resume' },
      person: { first_name: 'Grace', last_name: 'Hopper' },
    })) as { id: string };
    ids.push(v.id);
  }
  const faultStarted = Date.now();
  await sleep(FAULT_SECONDS * 1000);
  for (const r of receivers) r.fault = 'ok';
  const recoveredAt = Date.now();
  await until('every endpoint caught up', () => receivers.every((r) => r.ids.size >= ids.length), 120_000);
  const caughtUpMs = Date.now() - recoveredAt;

  console.log(
    `\n== receiver faults for ${FAULT_SECONDS} s, then recovery (first retry after ~${RETRY_BASE_MS} ms, growing ×4)`,
  );
  console.log('fault    attempts  delivered  in log order  caught up after recovery');
  let ok = true;
  for (const [i, r] of receivers.entries()) {
    const log = (await api(
      service.base,
      'GET',
      `/v1/webhook-endpoints/${endpointIds[i]}/deliveries?limit=100`,
    )) as {
      items: Array<{ verification_id: string }>;
    };
    const logOrder = log.items.map((d) => d.verification_id).reverse();
    const inOrder = JSON.stringify(logOrder) === JSON.stringify(r.acceptedOrder);
    ok &&= inOrder && r.ids.size === ids.length && r.badSignatures === 0;
    console.log(
      `${faults[i].padEnd(8)} ${String(r.attempts).padStart(8)}  ${String(r.ids.size).padStart(5)}/${ids.length}  ${inOrder ? 'yes' : 'NO'}          ${(caughtUpMs / 1000).toFixed(1)} s`,
    );
    r.close();
  }
  console.log(`fault window                   ${((recoveredAt - faultStarted) / 1000).toFixed(1)} s`);
  service.child.kill('SIGTERM');
  await new Promise((r) => service.child.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
  return ok;
}

async function main(): Promise<void> {
  const { server: docServer, base: docs } = await listen((req, res) => {
    if (req.url?.includes('/missing-')) return void res.writeHead(404).end();
    res
      .writeHead(200, { 'content-type': 'application/pdf' })
      .end(
        textPdf([
          'Grace Hopper',
          'Registered Nurse',
          'Experience',
          'Staff Nurse, General Hospital, 2019 - 2024',
          'Education',
          'BSN, 2018',
        ]),
      );
  });
  try {
    const crash = await crashRun(docs);
    const faults = await faultRun(docs);
    console.log(
      `\nresult: ${crash && faults ? 'PASS' : 'FAIL'} (crash ${crash ? 'ok' : 'FAILED'}, receiver faults ${faults ? 'ok' : 'FAILED'})`,
    );
    process.exitCode = crash && faults ? 0 : 1;
  } finally {
    docServer.closeAllConnections();
    docServer.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
