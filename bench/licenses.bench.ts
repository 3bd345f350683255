// npm run build --silent && node dist/bench/licenses.bench.js — the license registry and engine:
// a generated 1,000,000-row board file imported (rows/s, peak RSS), 100,000 random registry lookups in
// process (p50/p99, target p99 < 2 ms), and engine verifications per second on the embedded registry
// (each one writes its evidence with a durable commit). Sizes: BENCH_ROWS, BENCH_LOOKUPS, BENCH_VERIFICATIONS.
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createLicenseEngine, importLicenseCsv, openLicenseRegistry } from '../src/engines/license';
import { normaliseLicenseNumber } from '../src/engines/license/numbers';
import type { SourceFetch } from '../src/engines/license';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 100_000);
const VERIFICATIONS = Number(process.env.BENCH_VERIFICATIONS ?? 20_000);

const JURISDICTIONS = ['CA', 'TX', 'FL', 'NY', 'PA', 'IL', 'OH', 'GA', 'NC', 'MI'];
const TYPES = ['RN', 'LPN', 'NP', 'CNA', 'PT'];
const FIRST = ['Jane', 'John', 'Maria', 'David', 'Aisha', 'Wei', 'José', 'Emily', 'Robert', 'Fatima'];
const LAST = [
  'Doe',
  'Smith',
  'García-López',
  "O'Brien",
  'Nguyen',
  'Okafor',
  'Kowalski',
  'Johnson',
  'Lee',
  'Patel',
];
const STATUSES = [
  'Active',
  'Active',
  'Active',
  'Active',
  'Clear/Active',
  'Expired',
  'Inactive',
  'Probation',
  'Delinquent',
  'Revoked',
];

/** Row i, the same every time; numbers are spread so the file is not in key order. */
function row(i: number): { jurisdiction: string; type: string; number: string; first: string; last: string } {
  const spread = (i * 7_919) % ROWS;
  return {
    jurisdiction: JURISDICTIONS[i % JURISDICTIONS.length],
    type: TYPES[Math.floor(i / JURISDICTIONS.length) % TYPES.length],
    number: `${TYPES[Math.floor(i / JURISDICTIONS.length) % TYPES.length]} ${String(spread).padStart(7, '0')}`,
    first: FIRST[i % FIRST.length],
    last: LAST[Math.floor(i / 7) % LAST.length],
  };
}

async function writeBoardFile(file: string): Promise<void> {
  const out = createWriteStream(file);
  out.write(
    'jurisdiction,license_type,number,first_name,middle_name,last_name,status,issue_date,expiration_date,discipline,source,source_url\n',
  );
  for (let i = 0; i < ROWS; i += 1) {
    const r = row(i);
    const year = 2015 + (Math.floor(i / 3) % 10);
    const line = `${r.jurisdiction},${r.type},${r.number},${r.first},,"${r.last}",${STATUSES[i % STATUSES.length]},${year}-03-15,${year + 8}-03-31,${i % 50 === 0},bench board,https://board.example.gov/\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'credence-license-bench-'));
  try {
    const file = path.join(dir, 'board.csv');
    let started = performance.now();
    await writeBoardFile(file);
    console.log(
      `generated ${ROWS.toLocaleString()} rows (${mib(statSync(file).size)}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const registry = openLicenseRegistry(dir);
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
    started = performance.now();
    const summary = await importLicenseCsv(registry, file, {
      onProgress: () => (peakRss = Math.max(peakRss, process.memoryUsage().rss)),
    });
    const importSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    console.log(
      `import: ${summary.inserted.toLocaleString()} inserted, ${summary.rejectedCount} rejected in ${importSeconds.toFixed(1)} s` +
        ` = ${Math.round(ROWS / importSeconds).toLocaleString()} rows/s; peak RSS ${mib(peakRss)}` +
        ` (process max ${mib(process.resourceUsage().maxRSS * 1024)}), licenses.db ${mib(statSync(path.join(dir, 'licenses.db')).size)}`,
    );

    const timings = new Float64Array(LOOKUPS);
    let found = 0;
    for (let n = 0; n < LOOKUPS; n += 1) {
      const r = row(Math.floor(Math.random() * ROWS));
      const t0 = performance.now();
      const key = normaliseLicenseNumber(r.number);
      if (registry.holds(r.jurisdiction, r.type))
        found += registry.findByNumber(key, r.jurisdiction).length > 0 ? 1 : 0;
      timings[n] = performance.now() - t0;
    }
    timings.sort();
    console.log(
      `lookups: ${LOOKUPS.toLocaleString()} random (${found.toLocaleString()} found) p50 ${percentile(timings, 50).toFixed(3)} ms,` +
        ` p99 ${percentile(timings, 99).toFixed(3)} ms, max ${timings[timings.length - 1].toFixed(3)} ms (target p99 < 2 ms)`,
    );
    registry.close();

    // The engine never needs NPI here: every pair is held by the registry.
    const noNetwork: SourceFetch = () => Promise.reject(new Error('no network in this benchmark'));
    const engine = createLicenseEngine({ dataDir: dir, fetch: noNetwork });
    started = performance.now();
    const cpuBefore = process.cpuUsage();
    const decisions: Record<string, number> = {};
    for (let n = 0; n < VERIFICATIONS; n += 1) {
      const r = row(Math.floor(Math.random() * ROWS));
      const outcome = await engine.verify({
        verificationId: `bench-${n}`,
        accountId: 'bench',
        license: { type: r.type, number: r.number, jurisdiction: r.jurisdiction },
        person: { first_name: r.first, last_name: r.last },
        rules: { valid_on: '2026-11-21', allow_probation: false, require_name_match: true },
      });
      const key = outcome.kind === 'completed' ? outcome.decision : 'failed';
      decisions[key] = (decisions[key] ?? 0) + 1;
    }
    const engineSeconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    await engine.close();
    console.log(
      `engine: ${VERIFICATIONS.toLocaleString()} verifications in ${engineSeconds.toFixed(1)} s = ` +
        `${Math.round(VERIFICATIONS / engineSeconds).toLocaleString()} verifications/s (${JSON.stringify(decisions)});` +
        ` CPU ${cpuSeconds.toFixed(1)} s; the rest is waiting (durable evidence commits, shared CPUs)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
