// npm run bench:replay — rebuilding the read models from BENCH_EVENTS events (default 1,000,000) on the
// embedded store, with the API answering throughout.
//  1. Writes the events straight into a fresh embedded store: verifications of three events each
//     (Requested, Started, Completed), shaped as the service writes them (the request with its rules, a
//     sandbox outcome with its person checks, metadata with correlation and causation ids), and the
//     dispatcher's checkpoint at the head, as the service that wrote them would have left it.
//  2. Starts the service on it (all roles) and waits until its projector has caught up.
//  3. Runs `projections replay` as a child process (the command an operator types) three times: while a
//     client reads the list and the event feed back to back on one connection, as fast as the service
//     answers; while it reads them at a steady BENCH_PROBE_RATE requests/s (default 100, a busy
//     dashboard); and back to back again. The first run meets a cold page cache. Prints, for each, the
//     replay rate, the swap time, the replay's peak RSS and CPU, and the API's answers during the
//     replay: count, errors, p50/p99 latency.
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
import { DISPATCHER_CHECKPOINT } from '../src/dispatcher/dispatcher';

const KEY = 'sk_test_benchREPLAYkey001';
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const PROBE_RATE = Number(process.env.BENCH_PROBE_RATE ?? 100);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

async function writeHistory(dataDir: string): Promise<number> {
  const db = openDatabase(path.join(dataDir, 'credence.db'), { synchronous: 'NORMAL' });
  const store = new SqliteEventStore(db);
  const scope = { account_id: 'bench', mode: 'test' as const, schema_version: 1 };
  const verifications = Math.ceil(EVENTS / 3);
  const started = Date.now();
  const pending: Promise<unknown>[] = [];
  for (let i = 0; i < verifications; i += 1) {
    const id = uuidV7(); // verification ids are UUIDv7, as the service makes them
    const at = new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
    // The start's metadata carries its request's correlation id; the worker's outcome events carry the
    // verification as correlation and the dispatched message as causation.
    const requested = { ...scope, correlation_id: randomUUID() };
    const processed = { ...scope, correlation_id: id, causation_id: uuidV7() };
    const events: NewEvent[] = [
      {
        id: randomUUID(),
        type: 'DocumentVerificationRequested',
        metadata: requested,
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
          rules: {
            valid_on: '2026-11-23',
            require_name_match: true,
            require_dob_match: true,
            max_age_days: 365,
            accept_xray: true,
          },
          sandbox: null,
          scheduled_at: at,
          requested_via: 'document-verifications',
        },
      },
      {
        id: randomUUID(),
        type: 'DocumentVerificationStarted',
        metadata: processed,
        data: { verification_id: id, started_at: at },
      },
      {
        id: randomUUID(),
        type: 'DocumentVerificationCompleted',
        metadata: processed,
        data: {
          verification_id: id,
          completed_at: at,
          decision: i % 3 ? 'accepted' : 'rejected',
          confidence: 90,
          issues: i % 3 ? [] : ['test too old'],
          data: {
            person: {
              name: { source: 'Ada Lovelace', extracted: 'Ada Lovelace', status: 'match' },
              dob: { source: '1990-12-10', extracted: '1990-12-10', status: 'match' },
            },
          },
        },
      },
    ];
    pending.push(store.appendToStream(`document_verification-${id}`, events, 'no_stream'));
    // Appends waiting in one event-loop turn share one transaction (group commit).
    if (pending.length >= 500) await Promise.all(pending.splice(0));
  }
  await Promise.all(pending);
  const head = await store.headPosition();
  // Every one of these verifications is long finished: the service that wrote them dispatched each event
  // as it came. Without its checkpoint the service would dispatch the whole history again when it
  // starts (hundreds of thousands of bus messages, and the worker's answers to them) while the replays
  // run.
  await store.storeCheckpoint(DISPATCHER_CHECKPOINT, head);
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

/**
 * Runs `projections replay` as an operator types it while a client reads the list and the event feed:
 * at PROBE_RATE requests/s ('steady'), or back to back ('flat-out'). Prints the replay's and the API's
 * figures.
 */
async function replayWhileProbing(
  base: string,
  dataDir: string,
  verifications: number,
  probe: 'steady' | 'flat-out',
): Promise<void> {
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
  // A steady probe sends a list and a feed read every 2 / PROBE_RATE seconds, on time whatever the
  // answers' latency (a late pair is sent at once, not skipped).
  const interval = probe === 'steady' ? 2000 / PROBE_RATE : 0;
  const probing = performance.now();
  for (let pair = 0; running; pair += 1) {
    if (interval > 0) {
      const due = probing + pair * interval - performance.now();
      if (due > 0) await sleep(due);
      if (!running) break;
    }
    const list = await get(base, '/v1/document-verifications?limit=25');
    const feed = await get(base, '/v1/events?limit=100');
    for (const r of [list, feed]) {
      latencies.push(r.ms);
      if (!r.ok) errors += 1;
    }
    if (list.ok && list.body.total !== verifications) wrongTotals += 1;
  }
  const probedS = (performance.now() - probing) / 1000;
  clearInterval(rss);
  const code = await exited;
  const sorted = latencies.sort((a, b) => a - b);
  if (code !== 0) console.log(`projections replay failed:\n${err.slice(-2000)}`);
  const rebuilt = /rebuilt (.+) from ([\d,]+) events in ([\d,]+) ms/.exec(out);
  const read = Number(rebuilt?.[2].replace(/,/g, '') ?? NaN);
  const ms = Number(rebuilt?.[3].replace(/,/g, '') ?? NaN);
  const swap = /swapped in ([\d,]+) ms/.exec(out)?.[1] ?? '?';
  const probeWords =
    probe === 'steady'
      ? `the API read at a steady ${PROBE_RATE} requests/s`
      : 'the API read back to back, as fast as it answers';
  console.log(
    `\nprojections replay (exit ${code}), beside the live read models, ${os.availableParallelism()} cores, ${probeWords}:`,
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
    `API during the replay: ${fmt(latencies.length)} answers (${fmt(latencies.length / probedS)}/s), errors ${errors}, wrong totals ${wrongTotals}, p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms`,
  );
}

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

    // The first replay reads the log and the read models' file cold from the page cache; the figures
    // compare from the second on.
    await replayWhileProbing(service.base, dataDir, verifications, 'flat-out');
    await replayWhileProbing(service.base, dataDir, verifications, 'steady');
    await replayWhileProbing(service.base, dataDir, verifications, 'flat-out');
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
