// npm run bench:graphql — a 100-item GraphQL connection beside the REST list of the same items, under the
// same load (BENCH_CONNECTIONS connections, BENCH_SECONDS per run, REST and GraphQL alternating twice
// after a warm-up), against the real service in a child process. As in bench:api, the service is pinned
// to one core and the load runs on another (wrk when installed, see load.ts), so that the load generator
// does not take the service's CPU in different measure for the two kinds of request. Prints requests/s,
// p50 and p99 of each, and the GraphQL/REST ratios.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadOptions, LoadResult } from './load';
import { httpLoad, placement, startServer, stopServer } from './load';

const KEY = 'sk_test_benchGRAPHQLkey01';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ITEMS = 100;

const FIELDS = `id object status mode scheduled_at started_at completed_at failed_at external_id metadata
  decision confidence issues data rules document_id document_type`;
const QUERY = `query { documentVerifications(first: ${ITEMS}) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${FIELDS} } } } }`;

const startService = (dataDir: string) =>
  startServer(path.join(__dirname, '..', 'src', 'main.js'), {
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    RATE_LIMIT_PER_SECOND: '0',
    DATA_DIR: dataDir,
    API_KEYS: `${KEY}@bench`,
  });

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-bench-graphql-'));
  const service = await startService(dataDir);
  const headers = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };
  try {
    for (let i = 0; i < ITEMS + 20; i += 1)
      await fetch(`${service.base}/v1/document-verifications`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          document: { url: `https://docs.example.com/${i}.pdf`, type: 'tuberculosis_test' },
          person: { first_name: 'Ada', last_name: 'Lovelace', external_id: `p-${i}` },
          external_id: `case-${i}`,
          metadata: { shift: 'night', site: i % 7 },
          sandbox: {
            decision: i % 3 ? 'accepted' : 'rejected',
            confidence: 90,
            issues: i % 3 ? [] : ['document expired'],
          },
        }),
      });
    for (;;) {
      const r = await fetch(`${service.base}/v1/document-verifications?status=completed&limit=1`, {
        headers,
      });
      if (((await r.json()) as { total: number }).total >= ITEMS + 20) break;
      await new Promise((r2) => setTimeout(r2, 100));
    }
    const check = await fetch(`${service.base}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: QUERY }),
    });
    const checked = (await check.json()) as {
      data?: { documentVerifications: { edges: unknown[] } };
      errors?: unknown;
    };
    if (checked.errors || checked.data?.documentVerifications.edges.length !== ITEMS)
      throw new Error(`the GraphQL query did not answer ${ITEMS} items: ${JSON.stringify(checked.errors)}`);

    const rest: LoadOptions = {
      url: `${service.base}/v1/document-verifications?limit=${ITEMS}`,
      method: 'GET',
      connections: CONNECTIONS,
      seconds: SECONDS,
      headers,
    };
    const graphql: LoadOptions = {
      url: `${service.base}/graphql`,
      method: 'POST',
      body: JSON.stringify({ query: QUERY }),
      connections: CONNECTIONS,
      seconds: SECONDS,
      headers,
    };
    await httpLoad({ ...rest, seconds: Math.max(1, SECONDS / 2) });
    await httpLoad({ ...graphql, seconds: Math.max(1, SECONDS / 2) });
    const runs: Array<{ name: string; r: LoadResult }> = [];
    for (let round = 0; round < 2; round += 1) {
      runs.push({ name: 'REST list', r: await httpLoad(rest) });
      runs.push({ name: 'GraphQL connection', r: await httpLoad(graphql) });
    }
    console.log(
      `\n${ITEMS} document verifications per answer, ${CONNECTIONS} connections, ${SECONDS} s runs; ${placement()}`,
    );
    console.log('run                   req/s     p50 ms   p99 ms   non-2xx   errors');
    for (const { name, r } of runs)
      console.log(
        `${name.padEnd(20)} ${r.requestsPerSecond.toFixed(0).padStart(6)}   ${r.p50.toFixed(1).padStart(6)}   ${r.p99.toFixed(1).padStart(6)}   ${String(r.non2xx).padStart(7)}   ${r.errors}`,
      );
    const mean = (name: string, pick: (r: LoadResult) => number) => {
      const picked = runs.filter((x) => x.name === name).map((x) => pick(x.r));
      return picked.reduce((a, b) => a + b, 0) / picked.length;
    };
    const ratio = (pick: (r: LoadResult) => number) =>
      (mean('GraphQL connection', pick) / mean('REST list', pick)).toFixed(2);
    console.log(
      `GraphQL / REST: p50 ${ratio((r) => r.p50)}×, p99 ${ratio((r) => r.p99)}×, throughput ${ratio((r) => r.requestsPerSecond)}×`,
    );
  } finally {
    await stopServer(service);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
