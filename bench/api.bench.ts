// npm run bench:api — start throughput and latency of Credence against a bare Koa server, projection lag
// under load, and RSS after 100,000 verifications. Both servers run as child processes; the load comes
// from autocannon in this process (50 connections).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const KEY = 'sk_test_benchTESTkey0001';
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_TOTAL = Number(process.env.BENCH_TOTAL ?? 100_000);
const body = (i: number | string) =>
  JSON.stringify({
    document: { url: 'https://docs.example.com/tb.pdf', type: 'tuberculosis_test' },
    person: { first_name: 'Ada', last_name: 'Lovelace', dob: '1990-12-10' },
    external_id: `bench-${i}`,
    sandbox: { decision: 'accepted', confidence: 97 },
  });

function start(script: string, env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /listening on http:\/\/localhost:(\d+)/i.exec(out);
      if (m) resolve({ child, base: `http://127.0.0.1:${m[1]}` });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited ${code}`)));
  });
}

function load(url: string, seconds: number, amount?: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    let n = 0;
    const instance = autocannon(
      {
        url,
        method: 'POST',
        connections: 50,
        ...(amount ? { amount } : { duration: seconds }),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
        setupClient: (client) => client.setBody(body(n++)),
        requests: [{ setupRequest: (req) => ({ ...req, body: body(`${process.pid}-${n++}`) }) }],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    autocannon.track(instance, {
      renderProgressBar: false,
      renderResultsTable: false,
      renderLatencyTable: false,
    });
  });
}

/** Starts one verification with a unique external_id and times until the list shows it. */
async function probeLag(base: string, i: number): Promise<number> {
  const id = `lag-${i}-${Date.now()}`;
  const r = await fetch(`${base}/v1/document-verifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
    body: body(id).replace(`bench-${id}`, id),
  });
  const accepted = performance.now();
  if (r.status !== 202) throw new Error(`probe got ${r.status}`);
  for (;;) {
    const list = await fetch(`${base}/v1/document-verifications?external_id=${id}`, {
      headers: { authorization: `Bearer ${KEY}` },
    });
    const page = (await list.json()) as { items: unknown[] };
    if (page.items.length > 0) return performance.now() - accepted;
    // A pause between polls, so the probe measures the lag rather than adding load of its own.
    await new Promise((r) => setTimeout(r, 5));
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
};

interface Measured {
  readonly result: autocannon.Result;
  readonly lags: number[];
  readonly total: number;
  readonly rss: number;
}

/** Drives one Credence instance: load with lag probes, then (optionally) fill up to `fillTo` and read RSS. */
async function measureCredence(root: string, env: Record<string, string>, fillTo: number): Promise<Measured> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-bench-'));
  const credence = await start(path.join(root, 'dist', 'src', 'main.js'), {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    API_KEYS: `${KEY}@bench`,
    RATE_LIMIT_PER_SECOND: '0',
    LOG_LEVEL: 'warn',
    ...env,
  });
  try {
    await load(`${credence.base}/v1/document-verifications`, 2);
    const lags: number[] = [];
    let probing = true;
    const prober = (async () => {
      for (let i = 0; probing; i++) {
        lags.push(await probeLag(credence.base, i));
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const result = await load(`${credence.base}/v1/document-verifications`, DURATION);
    probing = false;
    await prober;
    const count = async () =>
      (
        (await (
          await fetch(`${credence.base}/v1/document-verifications?limit=1`, {
            headers: { authorization: `Bearer ${KEY}` },
          })
        ).json()) as { total: number }
      ).total;
    const remaining = fillTo - (await count());
    if (remaining > 0) await load(`${credence.base}/v1/document-verifications`, 0, remaining);
    const deadline = Date.now() + 120_000;
    while ((await count()) < fillTo && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
    return { result, lags, total: await count(), rss: rssMb(credence.child.pid!) };
  } finally {
    credence.child.kill('SIGTERM');
    await new Promise((r) => credence.child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const root = path.resolve(__dirname, '..', '..');
  const bare = await start(path.join(root, 'dist', 'bench', 'bare-koa.js'), {});
  let bareResult: autocannon.Result;
  try {
    await load(`${bare.base}/`, 2);
    bareResult = await load(`${bare.base}/`, DURATION);
  } finally {
    bare.child.kill('SIGTERM');
  }
  const normal = await measureCredence(root, {}, TARGET_TOTAL);
  const full = await measureCredence(root, { SQLITE_SYNCHRONOUS: 'FULL' }, 0);

  const row = (name: string, r: autocannon.Result) =>
    `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;
  const ratio = (r: autocannon.Result) =>
    `${((r.requests.average / bareResult.requests.average) * 100).toFixed(1)} %`;
  const lag = (m: Measured) =>
    `p50 ${percentile(m.lags, 50).toFixed(1)} ms   p99 ${percentile(m.lags, 99).toFixed(1)} ms over ${m.lags.length} probes`;
  console.log(
    `\nbench:api — 50 connections, ${DURATION} s per run, ${os.availableParallelism()} cores, load average ${os.loadavg()[0].toFixed(2)}\n`,
  );
  console.log(row('bare Koa (202)', bareResult));
  console.log(row('Credence start (default, NORMAL)', normal.result));
  console.log(row('Credence start (SQLITE_SYNCHRONOUS=FULL)', full.result));
  console.log(
    `\nthroughput vs bare Koa   ${ratio(normal.result)} (FULL: ${ratio(full.result)}) — target ≥ 50 %`,
  );
  console.log(
    `start p99                ${normal.result.latency.p99} ms (FULL: ${full.result.latency.p99} ms) — target < 50 ms`,
  );
  console.log(`projection lag, loaded   ${lag(normal)} (FULL: ${lag(full)}) — target p99 < 100 ms`);
  console.log(`RSS after ${normal.total} verifications: ${normal.rss.toFixed(0)} MB — target < 300 MB\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
