// npm run bench:replay — rebuilding the read models from BENCH_EVENTS events (default 1,000,000) on the
// embedded store, with the API answering throughout.
//  1. Writes the events straight into a fresh embedded store: verifications of three events each
//     (Requested, Started, Completed), as the service writes them.
//  2. Starts the service on it (all roles) and waits until its projector has caught up.
//  3. Runs `projections replay` as a child process (the command an operator types) while a client reads
//     the list and the event feed in a loop. Prints the replay rate, the swap time, the CLI's peak RSS,
//     and the API's answers during the replay: count, errors, p50/p99 latency.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT, startServiceProcess } from '../test/support/service-process';
import { SqliteEventStore } from '../src/eventstore/sqlite/sqlite-event-store';
import type { NewEvent } from '../src/eventstore/event-store.port';
import { openDatabase } from '../src/storage/sqlite';
import { uuidV7 } from '../src/shared/clock';

const KEY = 'sk_test_benchREPLAYkey001';
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

async function writeHistory(dataDir: string): Promise<number> {
  const db = openDatabase(path.join(dataDir, 'credence.db'), { synchronous: 'NORMAL' });
  const store = new SqliteEventStore(db);
  const meta = { account_id: 'bench', mode: 'test' as const, schema_version: 1 };
  const verifications = Math.ceil(EVENTS / 3);
  const started = Date.now();
  const pending: Promise<unknown>[] = [];
  for (let i = 0; i < verifications; i += 1) {
    const id = uuidV7(); // verification ids are UUIDv7, as the service makes them
    const at = new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
    const events: NewEvent[] = [
      {
        id: randomUUID(),
        type: 'DocumentVerificationRequested',
        metadata: meta,
        data: {
          verification_id: id,
          document_id: randomUUID(),
          document: {
            url: `https://docs.example.com/${i}.pdf`,
            type: 'tuberculosis_test',
            external_id: null,
            metadata: {},
          },
          person: {
            first_name: 'Ada',
            last_name: 'Lovelace',
            middle_name: null,
            dob: '1990-12-10',
            external_id: `p-${i}`,
            metadata: {},
            person_id: `p-${i}`,
          },
          external_id: `case-${i}`,
          metadata: {},
          rules: { max_age_days: 365, valid_on: '2026-11-23' },
          sandbox: null,
          scheduled_at: at,
          requested_via: 'document-verifications',
        },
      },
      {
        id: randomUUID(),
        type: 'DocumentVerificationStarted',
        metadata: meta,
        data: { verification_id: id, started_at: at },
      },
      {
        id: randomUUID(),
        type: 'DocumentVerificationCompleted',
        metadata: meta,
        data: {
          verification_id: id,
          completed_at: at,
          decision: i % 3 ? 'accepted' : 'rejected',
          confidence: 90,
          issues: [],
          data: {},
        },
      },
    ];
    pending.push(store.appendToStream(`document_verification-${id}`, events, 'no_stream'));
    // Appends waiting in one event-loop turn share one transaction (group commit).
    if (pending.length >= 500) await Promise.all(pending.splice(0));
  }
  await Promise.all(pending);
  const head = await store.headPosition();
  await store.close();
  db.close();
  console.log(`history: ${fmt(head)} events written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return head;
}

const startService = (dataDir: string) =>
  startServiceProcess({ DATA_DIR: dataDir, API_KEYS: `${KEY}@bench` });

async function get(base: string, url: string): Promise<{ ok: boolean; ms: number; body: any }> {
  const t = performance.now();
  try {
    const r = await fetch(base + url, {
      headers: { authorization: `Bearer ${KEY}` },
      signal: AbortSignal.timeout(10_000),
    });
    const body = await r.json();
    return { ok: r.status === 200, ms: performance.now() - t, body };
  } catch {
    return { ok: false, ms: performance.now() - t, body: null };
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-bench-replay-'));
  const head = await writeHistory(dataDir);
  const verifications = Math.ceil(EVENTS / 3);
  const service = await startService(dataDir);
  try {
    const catchUp = Date.now();
    for (;;) {
      const feed = await get(service.base, `/v1/events?after=${head - 1}`);
      const list = await get(service.base, '/v1/document-verifications?limit=1');
      if (feed.body?.items?.length === 1 && list.body?.total === verifications) break;
      await sleep(250);
    }
    const catchUpS = (Date.now() - catchUp) / 1000;
    console.log(
      `service projector caught up with ${fmt(head)} events in ${catchUpS.toFixed(1)} s (${fmt(head / catchUpS)} events/s, both read models)`,
    );

    const cli = spawn(
      process.execPath,
      [path.join(PROJECT_ROOT, 'dist', 'src', 'cli', 'main.js'), 'projections', 'replay'],
      {
        env: { ...process.env, DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    cli.stdout!.on('data', (c: Buffer) => (out += c.toString()));
    let err = '';
    cli.stderr!.on('data', (c: Buffer) => (err += c.toString()));
    let peakKb = 0;
    // User + system time of the replay process, all its threads (the last reading before it ended).
    let cpuTicks = 0;
    const rss = setInterval(() => {
      try {
        const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${cli.pid}/status`, 'utf8'));
        if (m) peakKb = Math.max(peakKb, Number(m[1]));
        const fields = fs.readFileSync(`/proc/${cli.pid}/stat`, 'utf8').split(') ')[1].split(' ');
        cpuTicks = Number(fields[11]) + Number(fields[12]);
      } catch {
        // The process has ended.
      }
    }, 100);
    const exited = new Promise<number | null>((r) => cli.once('exit', (code) => r(code)));
    let running = true;
    void exited.then(() => (running = false));
    const latencies: number[] = [];
    let errors = 0;
    let wrongTotals = 0;
    while (running) {
      const list = await get(service.base, '/v1/document-verifications?limit=25');
      const feed = await get(service.base, '/v1/events?limit=100');
      for (const r of [list, feed]) {
        latencies.push(r.ms);
        if (!r.ok) errors += 1;
      }
      if (list.ok && list.body.total !== verifications) wrongTotals += 1;
    }
    clearInterval(rss);
    const code = await exited;
    const sorted = latencies.sort((a, b) => a - b);
    if (code !== 0) console.log(`projections replay failed:\n${err.slice(-2000)}`);
    const rebuilt = /rebuilt (.+) from ([\d,]+) events in ([\d,]+) ms/.exec(out);
    const read = Number(rebuilt?.[2].replace(/,/g, '') ?? NaN);
    const ms = Number(rebuilt?.[3].replace(/,/g, '') ?? NaN);
    const swap = /swapped in ([\d,]+) ms/.exec(out)?.[1] ?? '?';
    console.log(
      `\nprojections replay (exit ${code}), beside the live read models, ${os.availableParallelism()} cores:`,
    );
    console.log(
      `  ${rebuilt?.[1] ?? '?'}: ${fmt(read)} events of the log in ${(ms / 1000).toFixed(1)} s = ${fmt(read / (ms / 1000))} events/s (each event to every read model)`,
    );
    for (const m of out.matchAll(/^ {2}(\w+): ([\d,]+) events applied$/gm))
      console.log(`    ${m[1].padEnd(14)} ${m[2]} events applied`);
    console.log(`  swap (live write lock held) ${swap} ms; replay process peak RSS ${fmt(peakKb / 1024)} MB`);
    // Clock ticks are 1/100 s on Linux.
    const cpuS = cpuTicks / 100;
    console.log(
      `  replay process CPU ${cpuS.toFixed(1)} s (user + system, all threads) = ${((cpuS * 1e6) / read).toFixed(1)} µs per event`,
    );
    console.log(
      `API during the replay: ${fmt(latencies.length)} answers, errors ${errors}, wrong totals ${wrongTotals}, p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms`,
    );
  } finally {
    service.child.kill('SIGTERM');
    await new Promise((r) => service.child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
