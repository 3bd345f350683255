// npm run bench:pipeline — how many queued sandbox verifications per second the pipeline clears on the
// embedded store with the API idle, stage by stage and as a whole. N verifications are started through the
// API (ROLES=api, so nothing processes them); then each stage runs alone, pinned to one core, on a copy of
// that data directory: the dispatcher (store → bus), the worker (bus → outcome events), the projector
// (events → read models), and last the whole pipeline in one process from the same starting point. Progress
// is read from the SQLite files while the stage runs; a stage's rate is measured from its first progress
// to its last, so process start-up is not counted.
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { cores, cpuSeconds, onServerCore, placement, rssMb, startServer, stopServer } from './load';

const KEY = 'sk_test_benchTESTkey0001';
const COUNT = Number(process.env.BENCH_COUNT ?? 50_000);
const HEADERS = { 'content-type': 'application/json', authorization: `Bearer ${KEY}` };
const root = path.resolve(__dirname, '..', '..');
const mainJs = path.join(root, 'dist', 'src', 'main.js');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ENV = { API_KEYS: `${KEY}@bench`, RATE_LIMIT_PER_SECOND: '0', LOG_LEVEL: 'warn', HOST: '127.0.0.1' };

/** Starts COUNT sandbox verifications through the API with nothing behind it, then stops the API. */
async function seed(dataDir: string): Promise<void> {
  const api = await startServer(mainJs, { ...ENV, PORT: '0', DATA_DIR: dataDir, ROLES: 'api' });
  let next = 0;
  const client = async () => {
    while (next < COUNT) {
      const n = next++;
      const r = await fetch(`${api.base}/v1/document-verifications`, {
        method: 'POST',
        headers: HEADERS,
        body: JSON.stringify({
          document: { url: 'https://docs.example.com/tb.pdf', type: 'tuberculosis_test' },
          person: { first_name: 'Ada', last_name: 'Lovelace', dob: '1990-12-10' },
          external_id: `pipeline-${n}`,
          sandbox: { decision: n % 10 === 0 ? 'flagged' : 'accepted', confidence: 90 },
        }),
      });
      if (r.status !== 202) throw new Error(`seeding got ${r.status}`);
    }
  };
  try {
    await Promise.all(Array.from({ length: 32 }, client));
  } finally {
    await stopServer(api);
  }
}

function copyDir(from: string): string {
  const to = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-pipeline-'));
  for (const name of fs.readdirSync(from)) fs.copyFileSync(path.join(from, name), path.join(to, name));
  return to;
}

const query = <T>(file: string, sql: string): T | undefined => {
  if (!fs.existsSync(file)) return undefined;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get() as T | undefined;
  } catch {
    return undefined; // the table does not exist yet
  } finally {
    db.close();
  }
};

interface StageResult {
  readonly name: string;
  readonly cleared: number;
  readonly seconds: number;
  /** CPU seconds the stage's process spent over the same span. */
  readonly cpu: number;
  readonly rss: number;
}

/**
 * Runs the given roles on `dataDir` until `progress` reaches `COUNT`; the rate is measured between the
 * first sample with progress and the first sample at COUNT.
 */
async function stage(
  name: string,
  dataDir: string,
  roles: string,
  progress: (dir: string) => number,
  pinned = true,
): Promise<StageResult> {
  const [command, args] = pinned ? onServerCore(process.execPath, [mainJs]) : [process.execPath, [mainJs]];
  const child = spawn(command, args, {
    env: { ...process.env, ...ENV, DATA_DIR: dataDir, ROLES: roles },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const spawned = performance.now();
  let first: { t: number; done: number; cpu: number } | null = null;
  let rss = 0;
  const deadline = Date.now() + 600_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${name}: the service exited ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error(`${name}: not done after 10 minutes`);
      const done = progress(dataDir);
      const t = performance.now();
      if (done > 0 && first === null) first = { t, done, cpu: cpuSeconds(child.pid!) };
      if (done >= COUNT) {
        rss = rssMb(child.pid!);
        const cpu = cpuSeconds(child.pid!);
        // A stage done by its first sample (a small COUNT) is timed from its start, start-up included.
        const f = first!.done >= COUNT ? { t: spawned, done: 0, cpu: 0 } : first!;
        return { name, cleared: COUNT - f.done, seconds: (t - f.t) / 1000, cpu: cpu - f.cpu, rss };
      }
      await sleep(25);
    }
  } finally {
    await stopServer({ child });
  }
}

const head = (dir: string) =>
  query<{ p: number | null }>(path.join(dir, 'credence.db'), 'SELECT MAX(position) AS p FROM events')?.p ?? 0;

async function main() {
  console.log(
    `\nbench:pipeline — ${COUNT} queued sandbox document verifications, the API idle; ${placement()}\n`,
  );
  const seeded = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-pipeline-'));
  const dirs: string[] = [seeded];
  try {
    const t0 = performance.now();
    await seed(seeded);
    console.log(`seeded ${COUNT} starts in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
    const startHead = head(seeded);
    const results: StageResult[] = [];

    // Each stage starts from where the previous one left off, on its own copy.
    const d1 = copyDir(seeded);
    dirs.push(d1);
    results.push(
      await stage(
        'dispatcher (store → bus)',
        d1,
        'dispatcher',
        (dir) =>
          query<{ n: number }>(
            path.join(dir, 'credence.db'),
            "SELECT COUNT(*) AS n FROM bus_messages WHERE topic = 'verification.requested'",
          )?.n ?? 0,
      ),
    );
    const d2 = copyDir(d1);
    dirs.push(d2);
    let perVerification = 2;
    results.push(
      await stage('worker (bus → outcome events)', d2, 'worker', (dir) =>
        Math.floor((head(dir) - startHead) / perVerification),
      ),
    );
    await sleep(200);
    perVerification = (head(d2) - startHead) / COUNT;
    const d3 = copyDir(d2);
    dirs.push(d3);
    const finalHead = head(d3);
    const eventsPerVerification = finalHead / COUNT;
    results.push(
      await stage('projector (events → read models)', d3, 'projector', (dir) => {
        const row = query<{ p: number | null }>(
          path.join(dir, 'read-models.db'),
          'SELECT MIN(position) AS p FROM projection_checkpoints',
        );
        return Math.floor((row?.p ?? 0) / eventsPerVerification);
      }),
    );
    const completed = (dir: string) =>
      query<{ n: number }>(
        path.join(dir, 'read-models.db'),
        "SELECT COUNT(*) AS n FROM verifications WHERE status = 'completed'",
      )?.n ?? 0;
    const whole = 'dispatcher,worker,projector,webhooks';
    const d4 = copyDir(seeded);
    dirs.push(d4);
    results.push(await stage('whole pipeline (one process)', d4, whole, completed));
    const d5 = copyDir(seeded);
    dirs.push(d5);
    results.push(await stage(`whole pipeline (one process, ${cores} cores)`, d5, whole, completed, false));

    console.log(
      'stage                                  verifications/s   cleared   seconds   CPU µs/verification   RSS MB',
    );
    for (const r of results)
      console.log(
        `${r.name.padEnd(38)} ${(r.cleared / r.seconds).toFixed(0).padStart(15)}   ${String(r.cleared).padStart(7)}   ${r.seconds.toFixed(2).padStart(7)}   ${((r.cpu / r.cleared) * 1e6).toFixed(0).padStart(19)}   ${r.rss.toFixed(0).padStart(6)}`,
      );
    console.log(
      "\nCPU µs/verification: user + system time of the stage's process per verification cleared, all its threads;\n" +
        'on a busy machine it moves much less than the rate (1,000,000 / it is the rate a free core would allow).',
    );
    console.log(
      `\n${eventsPerVerification.toFixed(1)} events per verification; whole pipeline target ≥ 5,000 verifications/s\n`,
    );
  } finally {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
