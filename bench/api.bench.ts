// npm run bench:api — what one core of Credence answers, beside a bare Koa server on the same core in the
// same run: sandbox document starts under 50 connections, first with ROLES=api (the start path alone),
// then with every role in one process (the pipeline working behind the API). Runs alternate Credence and
// bare Koa (A B A B) after a warm-up, and a bare run starts only once Credence's pipeline is idle. It also
// reports the projection lag (202 → visible in the list) under load, end-to-end sandbox verifications/s,
// and the RSS after 100,000 verifications.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadResult } from './load';
import { percentile, placement, httpLoad, rssMb, startServer, stopServer } from './load';
import { METRICS_SHARE_MS } from '../src/observability/metrics';

const KEY = 'sk_test_benchTESTkey0001';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const TARGET_TOTAL = Number(process.env.BENCH_TOTAL ?? 100_000);
const HEADERS = { 'content-type': 'application/json', authorization: `Bearer ${KEY}` };
const body = (n: string) =>
  JSON.stringify({
    document: { url: 'https://docs.example.com/tb.pdf', type: 'tuberculosis_test' },
    person: { first_name: 'Ada', last_name: 'Lovelace', dob: '1990-12-10' },
    external_id: `bench-${n}`,
    sandbox: { decision: 'accepted', confidence: 97 },
  });

const root = path.resolve(__dirname, '..', '..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function total(base: string, status?: string): Promise<number> {
  const r = await fetch(`${base}/v1/document-verifications?limit=1${status ? `&status=${status}` : ''}`, {
    headers: HEADERS,
  });
  return ((await r.json()) as { total: number }).total;
}

/** Starts one verification and times until the list shows it. */
async function probeLag(base: string, i: number): Promise<number> {
  const id = `lag-${process.pid}-${i}`;
  const r = await fetch(`${base}/v1/document-verifications`, {
    method: 'POST',
    headers: HEADERS,
    body: body(id).replace(`bench-${id}`, id),
  });
  const accepted = performance.now();
  if (r.status !== 202) throw new Error(`probe got ${r.status}`);
  for (;;) {
    const list = await fetch(`${base}/v1/document-verifications?external_id=${id}`, { headers: HEADERS });
    if (((await list.json()) as { items: unknown[] }).items.length > 0) return performance.now() - accepted;
    await sleep(2); // a pause between polls, so the probe measures the lag rather than adding load
  }
}

const REQUESTED = 'DocumentVerificationRequested';

/**
 * The cumulative buckets of the service's own projection-lag histogram for requests (upper bound in
 * seconds → count), as /metrics shows them. A background thread sends its figures to the API thread
 * every METRICS_SHARE_MS, so a scrape taken that long after the pipeline went idle is complete.
 */
async function lagBuckets(base: string): Promise<Map<number, number>> {
  await sleep(METRICS_SHARE_MS + 300);
  const text = await (await fetch(`${base}/metrics`)).text();
  const buckets = new Map<number, number>();
  for (const m of text.matchAll(
    /^credence_projection_lag_seconds_bucket\{(?=[^}]*type="(\w+)")(?=[^}]*le="([^"]+)")[^}]*\} (\S+)$/gm,
  ))
    if (m[1] === REQUESTED) {
      const le = m[2] === '+Inf' ? Infinity : Number(m[2]);
      buckets.set(le, (buckets.get(le) ?? 0) + Number(m[3]));
    }
  return buckets;
}

/** Adds the difference of two scrapes of the buckets to `into`. */
function addDelta(into: Map<number, number>, before: Map<number, number>, after: Map<number, number>): void {
  for (const [le, n] of after) into.set(le, (into.get(le) ?? 0) + n - (before.get(le) ?? 0));
}

/**
 * A quantile of a cumulative histogram, interpolated linearly inside its bucket (as Prometheus's
 * histogram_quantile does); in ms.
 */
function histogramQuantile(buckets: Map<number, number>, q: number): number {
  const bounds = [...buckets.keys()].sort((a, b) => a - b);
  const total = buckets.get(Infinity) ?? 0;
  if (total === 0) return NaN;
  const rank = q * total;
  let lower = 0;
  let below = 0;
  for (const le of bounds) {
    const count = buckets.get(le)!;
    if (count >= rank) {
      if (le === Infinity) return lower * 1000;
      return (lower + ((le - lower) * (rank - below)) / Math.max(1, count - below)) * 1000;
    }
    lower = le;
    below = count;
  }
  return NaN;
}

/** Waits until every started verification is completed (the pipeline is idle); returns the wait in ms. */
async function settle(base: string, limitMs = 180_000): Promise<number> {
  const started = performance.now();
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if ((await total(base, 'completed')) >= (await total(base))) break;
    await sleep(200);
  }
  return performance.now() - started;
}

const startCredence = (dataDir: string, env: Record<string, string> = {}) =>
  startServer(path.join(root, 'dist', 'src', 'main.js'), {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    API_KEYS: `${KEY}@bench`,
    RATE_LIMIT_PER_SECOND: '0',
    LOG_LEVEL: 'warn',
    ...env,
  });

interface ConfigRun {
  readonly name: string;
  readonly credence: LoadResult[];
  readonly bare: LoadResult[];
  readonly lags: number[];
  /** The service's own lag histogram for the requests started under load (cumulative buckets). */
  readonly committedLag: Map<number, number>;
  /** Verifications that reached `completed` per second while the load ran. */
  readonly completedPerSecond: number[];
}

async function runConfig(name: string, env: Record<string, string>, pipeline: boolean): Promise<ConfigRun> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-bench-'));
  const bare = await startServer(path.join(root, 'dist', 'bench', 'bare-koa.js'), {});
  const credence = await startCredence(dataDir, env);
  const load = (base: string, seconds = SECONDS) =>
    httpLoad({ url: base, seconds, connections: CONNECTIONS, headers: HEADERS, body });
  const run: ConfigRun = {
    name,
    credence: [],
    bare: [],
    lags: [],
    committedLag: new Map(),
    completedPerSecond: [],
  };
  try {
    await load(`${credence.base}/v1/document-verifications`, 2);
    await load(`${bare.base}/`, 2);
    if (pipeline) await settle(credence.base);
    for (let round = 0; round < 2; round += 1) {
      let probing = pipeline;
      const prober = (async () => {
        for (let i = 0; probing; i++) {
          run.lags.push(await probeLag(credence.base, round * 100_000 + i));
          await sleep(50);
        }
      })();
      const lagBefore = pipeline ? await lagBuckets(credence.base) : undefined;
      const completedBefore = pipeline ? await total(credence.base, 'completed') : 0;
      const t0 = performance.now();
      run.credence.push(await load(`${credence.base}/v1/document-verifications`));
      if (pipeline) {
        const seconds = (performance.now() - t0) / 1000;
        run.completedPerSecond.push(((await total(credence.base, 'completed')) - completedBefore) / seconds);
      }
      probing = false;
      await prober;
      if (pipeline) {
        await settle(credence.base);
        addDelta(run.committedLag, lagBefore!, await lagBuckets(credence.base));
      }
      run.bare.push(await load(`${bare.base}/`));
    }
  } finally {
    await stopServer(credence);
    await stopServer(bare);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return run;
}

/** Starts TARGET_TOTAL verifications on the whole service and reads its RSS once they are all completed. */
async function rssAfter(count: number): Promise<{ rss: number; total: number; drainSeconds: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-bench-'));
  const credence = await startCredence(dataDir);
  try {
    const base = `${credence.base}/v1/document-verifications`;
    const chunk = count >= 10_000 ? 5 : 1;
    while ((await total(credence.base)) < count)
      await httpLoad({ url: base, seconds: chunk, connections: CONNECTIONS, headers: HEADERS, body });
    const drainMs = await settle(credence.base, 300_000);
    return {
      rss: rssMb(credence.child.pid!),
      total: await total(credence.base),
      drainSeconds: drainMs / 1000,
    };
  } finally {
    await stopServer(credence);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const f0 = (x: number) => x.toFixed(0);

async function main() {
  console.log(`\nbench:api — ${CONNECTIONS} connections, ${SECONDS} s runs, A B A B; ${placement()}\n`);
  const configs = [
    await runConfig('ROLES=api (the start path alone)', { ROLES: 'api' }, false),
    await runConfig('all roles in one process (npm start)', {}, true),
  ];
  console.log(
    'configuration                           Credence req/s (p99 ms)      bare Koa req/s (p99 ms)     ratio',
  );
  for (const c of configs) {
    const cell = (rs: LoadResult[]) =>
      rs.map((r) => `${f0(r.requestsPerSecond)} (${r.p99.toFixed(0)})`).join(' / ');
    const ratio =
      mean(c.credence.map((r) => r.requestsPerSecond)) / mean(c.bare.map((r) => r.requestsPerSecond));
    const failures = c.credence.reduce((a, r) => a + r.non2xx + r.errors, 0);
    console.log(
      `${c.name.padEnd(39)} ${cell(c.credence).padEnd(28)} ${cell(c.bare).padEnd(27)} ${ratio.toFixed(2)}` +
        (failures > 0 ? `   (${failures} non-2xx or errors)` : ''),
    );
  }
  const [api, all] = configs;
  const apiRatio =
    mean(api.credence.map((r) => r.requestsPerSecond)) / mean(api.bare.map((r) => r.requestsPerSecond));
  const allRatio =
    mean(all.credence.map((r) => r.requestsPerSecond)) / mean(all.bare.map((r) => r.requestsPerSecond));
  console.log(
    `\nROLES=api vs bare Koa      ${apiRatio.toFixed(2)}, p99 ${Math.max(...api.credence.map((r) => r.p99)).toFixed(1)} ms — target ≥ 0.5, p99 < 20 ms`,
  );
  console.log(`all roles vs bare Koa      ${allRatio.toFixed(2)} — target ≥ 0.3`);
  console.log(
    `projection lag, loaded     p50 ${percentile(all.lags, 50).toFixed(1)} ms, p99 ${percentile(all.lags, 99).toFixed(1)} ms over ${all.lags.length} probes — target p99 < 50 ms`,
  );
  console.log(
    `  committed, server-side   p50 ${histogramQuantile(all.committedLag, 0.5).toFixed(1)} ms, p99 ${histogramQuantile(all.committedLag, 0.99).toFixed(1)} ms over ${all.committedLag.get(Infinity) ?? 0} starts (credence_projection_lag_seconds: recorded → read model committed, without the probe's own list request queueing behind the load)`,
  );
  console.log(
    `end-to-end sandbox         ${all.completedPerSecond.map(f0).join(' / ')} verifications/s completed while the load ran`,
  );
  if (TARGET_TOTAL > 0) {
    const filled = await rssAfter(TARGET_TOTAL);
    console.log(
      `RSS after ${filled.total} verifications  ${filled.rss.toFixed(0)} MB (pipeline drained ${filled.drainSeconds.toFixed(1)} s after the last start) — target < 300 MB`,
    );
  }
  console.log('');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
