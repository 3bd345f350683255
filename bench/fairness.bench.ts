// npm run bench:fairness — one account floods, another's single verification still finishes in about its
// normal time. Real document verifications (text PDFs served from 127.0.0.1, read and decided by the real
// engine) through the real service (a child process, all roles). Account B's time to completion is
// measured on an idle service, then while account A has BENCH_FLOOD documents queued, with the
// per-account cap (ACCOUNT_MAX_CONCURRENT_DOCUMENTS, default) and without it (0).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startServiceProcess } from '../test/support/service-process';
import { textPdf } from '../test/support/text-pdf';

const KEY_A = 'sk_test_benchFLOODaccount1';
const KEY_B = 'sk_test_benchQUIETaccount1';
const FLOOD = Number(process.env.BENCH_FLOOD ?? 500);
const TIMEOUT_S = Number(process.env.BENCH_FAIRNESS_TIMEOUT_S ?? 300);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const startService = (dataDir: string, env: Record<string, string>) =>
  startServiceProcess({
    DATA_DIR: dataDir,
    API_KEYS: `${KEY_A}@flood,${KEY_B}@quiet`,
    FETCH_ALLOWED_HOSTS: '127.0.0.1',
    NPI_REGISTRY_URL: 'http://127.0.0.1:9/',
    ...env,
  });

async function post(base: string, key: string, url: string): Promise<string> {
  for (;;) {
    const r = await fetch(`${base}/v1/document-verifications`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        document: { url, type: 'resume' },
        person: { first_name: 'Grace', last_name: 'Hopper' },
      }),
    });
    if (r.status === 202) return ((await r.json()) as { id: string }).id;
    await sleep(50);
  }
}

async function finishedIn(base: string, key: string, id: string, started: number): Promise<number> {
  const deadline = started + TIMEOUT_S * 1000;
  while (Date.now() < deadline) {
    const r = await fetch(`${base}/v1/document-verifications/${id}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    const { status } = (await r.json()) as { status: string };
    if (status === 'completed' || status === 'failed') return (Date.now() - started) / 1000;
    await sleep(25);
  }
  return Number.POSITIVE_INFINITY;
}

async function completedCount(base: string, key: string): Promise<number> {
  const r = await fetch(`${base}/v1/document-verifications?status=completed&limit=1`, {
    headers: { authorization: `Bearer ${key}` },
  });
  return ((await r.json()) as { total: number }).total;
}

async function run(docs: string, label: string, env: Record<string, string>, flood: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-bench-fairness-'));
  const service = await startService(dataDir, env);
  try {
    // Warm the reading threads so the first measured document does not pay for their start.
    await finishedIn(service.base, KEY_B, await post(service.base, KEY_B, `${docs}/warm.pdf`), Date.now());
    const floodStarted = Date.now();
    let n = 0;
    const senders = Array.from({ length: 8 }, async () => {
      while (n < flood) await post(service.base, KEY_A, `${docs}/a-${n++}.pdf`);
    });
    await Promise.all(senders);
    const started = Date.now();
    const id = await post(service.base, KEY_B, `${docs}/b.pdf`);
    const seconds = await finishedIn(service.base, KEY_B, id, started);
    const floodDone = flood > 0 ? await completedCount(service.base, KEY_A) : 0;
    // What the cap costs the flooding account: the time its whole flood takes.
    const deadline = Date.now() + TIMEOUT_S * 1000;
    while (flood > 0 && (await completedCount(service.base, KEY_A)) < flood && Date.now() < deadline)
      await sleep(100);
    return { label, seconds, floodDone, floodSeconds: (Date.now() - floodStarted) / 1000 };
  } finally {
    service.child.kill('SIGKILL');
    await new Promise((r) => service.child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const pdf = textPdf([
    'Grace Hopper',
    'Registered Nurse',
    'Experience',
    'Staff Nurse, 2019 - 2024',
    'Education',
    'BSN, 2018',
  ]);
  const server = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const docs = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const idle = await run(docs, 'idle service', {}, 0);
    const capped = await run(docs, `A floods ${FLOOD}, cap on (default)`, {}, FLOOD);
    const uncapped = await run(
      docs,
      `A floods ${FLOOD}, cap off (0)`,
      { ACCOUNT_MAX_CONCURRENT_DOCUMENTS: '0' },
      FLOOD,
    );
    console.log(
      `\nAccount B: one document verification, time from 202 to completed (${os.availableParallelism()} cores)`,
    );
    console.log(
      'configuration                          B seconds   vs idle   A done by then   A whole flood',
    );
    for (const r of [idle, capped, uncapped]) {
      const seconds = Number.isFinite(r.seconds) ? r.seconds.toFixed(2) : `>${TIMEOUT_S}`;
      const ratio = Number.isFinite(r.seconds) ? (r.seconds / idle.seconds).toFixed(1) : '—';
      const flooded = r === idle ? ['—', '—'] : [`${r.floodDone}/${FLOOD}`, `${r.floodSeconds.toFixed(1)} s`];
      console.log(
        `${r.label.padEnd(38)} ${seconds.padStart(9)}   ${ratio.padStart(6)}×   ${flooded[0].padStart(14)}   ${flooded[1].padStart(13)}`,
      );
    }
  } finally {
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
