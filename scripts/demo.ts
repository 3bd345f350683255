// `npm run demo`: the service on a fresh data directory, a fictional board file imported, generated sample
// documents served from 127.0.0.1, real (non-sandbox) verifications through the HTTP API, and a table of
// what came back. The service then keeps running with its key printed, so the README's curls work.
//   PORT=N        the service's port (default 3000)
//   DEMO_EXIT=1   (or --exit) stop the service and exit once the table is printed
//   DEMO_TIMEOUT_SECONDS=N   how long one verification may take before it counts as timed out (120)
// Runs on load, like every entry point that scripts/build-then.js starts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareDocuments } from './demo/documents';
import type { FileServer } from './demo/documents';
import { BOARD_FILE, BOARD_SOURCE, licenseCases } from './demo/licenses';
import type { Service } from './demo/processes';
import { assertPortFree, logTail, runCli, startService, waitUntilReady } from './demo/processes';
import { footer, resultsTable } from './demo/report';
import { runAll } from './demo/verify';
import type { Api, CaseResult, DemoCase } from './demo/verify';

// dist/scripts/demo.js → the repository root, where dist/ and examples/ live.
const ROOT = path.resolve(__dirname, '..', '..');
const out = (text = ''): boolean => process.stdout.write(`${text}\n`);

let service: Service | null = null;
let files: FileServer | null = null;
let ready = false;
let stopping = false;
let incomplete = false;

function serviceEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  const allowed = (process.env.FETCH_ALLOWED_HOSTS ?? '').split(',').map((h) => h.trim());
  // The demo is the one-process embedded service (all roles), whatever a shell exported for compose.
  const { ROLES: _roles, ...inherited } = process.env;
  return {
    ...inherited,
    DATA_DIR: dataDir,
    PORT: String(port),
    // The sample documents are served from loopback, which the address guard refuses unless listed.
    FETCH_ALLOWED_HOSTS: [...allowed.filter(Boolean), '127.0.0.1'].join(','),
    EVENT_STORE: 'embedded',
    BUS: 'embedded',
  };
}

async function createKey(env: NodeJS.ProcessEnv): Promise<string> {
  const { stdout } = await runCli(ROOT, ['keys', 'create', '--account', 'demo', '--mode', 'test'], env);
  const key = stdout.trim().split('\n').pop() ?? '';
  if (!key.startsWith('sk_test_')) throw new Error(`keys create printed no test key: ${stdout.trim()}`);
  return key;
}

async function importBoard(env: NodeJS.ProcessEnv): Promise<string> {
  const file = path.join(ROOT, BOARD_FILE);
  const { stdout } = await runCli(ROOT, ['licenses', 'import', file, '--source', BOARD_SOURCE], env);
  const inserted = /inserted\s+(\S+)/.exec(stdout)?.[1] ?? '?';
  const rejected = /rejected\s+(\S+)/.exec(stdout)?.[1] ?? '?';
  return `${inserted} records imported, ${rejected} rejected`;
}

interface Options {
  readonly port: number;
  readonly stayAfter: boolean;
  readonly timeoutMs: number;
}

function options(): Options {
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`PORT must be 1–65535, got ${port}`);
  const seconds = Number(process.env.DEMO_TIMEOUT_SECONDS ?? 120);
  if (!(seconds > 0)) throw new Error(`DEMO_TIMEOUT_SECONDS must be a positive number of seconds`);
  const stayAfter = process.env.DEMO_EXIT !== '1' && !process.argv.includes('--exit');
  return { port, stayAfter, timeoutMs: seconds * 1000 };
}

/** Key, board file, samples and service, in that order: the CLI writes DATA_DIR before the service opens it. */
async function setUp(
  port: number,
  dataDir: string,
  logFile: string,
): Promise<{ key: string; docs: readonly DemoCase[] }> {
  const env = serviceEnv(dataDir, port);
  const key = await createKey(env);
  out(`  API key created for account "demo" (test mode, processed for real: no sandbox)`);
  out(`  ${BOARD_FILE}: ${await importBoard(env)}`);
  // Rendering the samples (scans go through sharp) overlaps with the service's start-up.
  const rendering = prepareDocuments();
  service = startService(ROOT, env, logFile);
  const documents = await rendering;
  files = documents.server;
  out(`  ${documents.cases.length} sample documents generated, served from ${files.baseUrl}`);
  await waitUntilReady(service, `http://127.0.0.1:${port}`);
  out(`  service up on http://localhost:${port} (log: ${logFile})`);
  return { key, docs: documents.cases };
}

async function verifyAll(api: Api, docs: readonly DemoCase[], timeoutMs: number): Promise<CaseResult[]> {
  // License lookups are sent first: they take milliseconds of work, and behind the documents in the
  // worker queue they would show the documents' OCR time as their own.
  const cases = [...licenseCases(path.join(ROOT, BOARD_FILE)), ...docs];
  out(`\nRunning ${cases.length} verifications through the HTTP API at once…`);
  const tty = Boolean(process.stdout.isTTY);
  const results = await runAll(api, cases, timeoutMs, (n) => {
    if (tty) process.stdout.write(`\r  ${n}/${cases.length} final`);
  });
  if (tty) process.stdout.write('\r\x1b[K');
  const documentsFirst = [...results].sort((a, b) =>
    a.demo.kind === b.demo.kind ? 0 : a.demo.kind === 'document' ? -1 : 1,
  );
  out(`\n${resultsTable(documentsFirst, tty)}\n`);
  const cores = os.availableParallelism();
  out(`SECONDS: from the 202 to the final status, queueing included (all sent at once; ${cores} CPU cores).`);
  return results;
}

async function main(): Promise<void> {
  const { port, stayAfter, timeoutMs } = options();
  const started = Date.now();
  await assertPortFree(port);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-demo-'));
  const logFile = path.join(dataDir, 'service.log');
  out(`Credence demo: fresh data directory ${dataDir}`);
  const { key, docs } = await setUp(port, dataDir, logFile);
  const results = await verifyAll({ baseUrl: `http://127.0.0.1:${port}`, key }, docs, timeoutMs);
  incomplete = results.some((r) => r.outcome !== 'completed' && r.outcome !== 'failed');
  if (incomplete) out('Some verifications did not reach a final status: see the table and the log.');
  out(`The demo took ${((Date.now() - started) / 1000).toFixed(0)} s.\n`);
  ready = true;
  out(footer({ port, key, dataDir, logFile, example: docs[0] ?? null, staying: stayAfter }));

  if (!service) return;
  if (!stayAfter) {
    await service.stop();
    await files?.close();
    process.exit(incomplete ? 1 : 0);
  }
  const exit = await service.exited;
  // A signal's stop() below ends the process itself; past here the service stopped on its own.
  if (stopping) return;
  process.stderr.write(
    `\nThe service stopped (${exit.signal ?? `exit code ${exit.code}`}); its log: ${logFile}\n${logTail(logFile)}\n`,
  );
  process.exit(1);
}

/** Ctrl-C or a SIGTERM: the service gets the same signal, and the demo ends when the service has. */
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (service?.isRunning()) await service.stop(signal);
  await files?.close();
  process.exit(ready ? (incomplete ? 1 : 0) : 128 + os.constants.signals[signal]);
}

process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

main().catch(async (error: unknown) => {
  if (stopping) return;
  stopping = true;
  process.stderr.write(`\ndemo failed: ${error instanceof Error ? error.message : String(error)}\n`);
  if (service?.isRunning()) await service.stop();
  process.exit(1);
});
