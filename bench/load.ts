// Load and placement for the HTTP benchmarks: servers are started pinned to one core and the load runs on
// another, so a run measures what one core of the service clears. The load comes from wrk when it is
// installed (`apt-get install wrk`; a C load generator that never becomes the bottleneck) and from
// autocannon otherwise, with a warning that the load generator may then cap the figures.
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnListening } from '../test/support/service-process';

export interface LoadResult {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly non2xx: number;
  readonly errors: number;
}

export interface LoadOptions {
  readonly url: string;
  readonly seconds: number;
  readonly connections: number;
  readonly headers: Record<string, string>;
  /** POST (the default) or GET. */
  readonly method?: 'GET' | 'POST';
  /**
   * The body of request n: a function gives every request its own (so external ids stay distinct), a
   * string is sent as it is each time. A GET has none.
   */
  readonly body?: string | ((n: string) => string);
}

const has = (command: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

export const cores = os.availableParallelism();
const canPin = cores >= 2 && has('taskset');
export const loadTool = has('wrk') ? 'wrk' : 'autocannon';
export const SERVER_CORE = '0';
const LOAD_CORE = '1';

/** Pinning and load generator, said once at the top of a report. */
export function placement(): string {
  const pin = canPin
    ? `servers pinned to core ${SERVER_CORE}, load on core ${LOAD_CORE}`
    : 'not pinned (needs taskset and 2 cores)';
  const tool =
    loadTool === 'wrk'
      ? 'load from wrk'
      : 'load from autocannon (install wrk for figures the load generator does not cap)';
  return `${cores} cores, ${pin}, ${tool}, load average ${os.loadavg()[0].toFixed(2)}`;
}

/** A command line run on the server core (as it is when pinning is not possible). */
export function onServerCore(command: string, args: readonly string[]): [string, string[]] {
  return canPin ? ['taskset', ['-c', SERVER_CORE, command, ...args]] : [command, [...args]];
}

/** Starts a Node script on the server core; resolves with its base URL once it prints where it listens. */
export function startServer(
  script: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; base: string }> {
  return spawnListening(...onServerCore(process.execPath, [script]), env);
}

export async function stopServer(server: { child: ChildProcess }): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await exited;
}

/** Sends the requests for `seconds` (a fresh body per request when `body` is a function). */
export function httpLoad(options: LoadOptions): Promise<LoadResult> {
  return loadTool === 'wrk' ? wrk(options) : viaAutocannon(options);
}

function wrk(options: LoadOptions): Promise<LoadResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-wrk-'));
  const script = path.join(dir, 'load.lua');
  const lua = (s: string) => JSON.stringify(s); // a JSON string literal is a valid Lua string literal here
  const method = options.method ?? 'POST';
  const { body } = options;
  // A body per request is built around its number; a fixed one (or none) is set once.
  const perRequest =
    typeof body === 'function'
      ? (() => {
          const [before, after] = body('%N%').split('%N%');
          return [
            'local n = 0',
            `local prefix = ${lua(`${process.pid}-${Date.now()}-`)}`,
            'request = function()',
            '  n = n + 1',
            `  return wrk.format(nil, nil, nil, ${lua(before)} .. prefix .. n .. ${lua(after ?? '')})`,
            'end',
          ];
        })()
      : body !== undefined
        ? [`wrk.body = ${lua(body)}`]
        : [];
  fs.writeFileSync(
    script,
    [
      `wrk.method = ${lua(method)}`,
      ...Object.entries(options.headers).map(([k, v]) => `wrk.headers[${lua(k)}] = ${lua(v)}`),
      ...perRequest,
      'done = function(summary, latency, requests)',
      '  io.write(string.format("RESULT %d %f %f %f %d %d\\n", summary.requests, summary.duration,',
      '    latency:percentile(50), latency:percentile(99), summary.errors.status,',
      '    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))',
      'end',
    ].join('\n'),
  );
  const args = [
    '-t1',
    `-c${options.connections}`,
    `-d${Math.max(1, Math.round(options.seconds))}s`,
    '-s',
    script,
    options.url,
  ];
  const [command, argv] = canPin ? ['taskset', ['-c', LOAD_CORE, 'wrk', ...args]] : ['wrk', args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) => {
      fs.rmSync(dir, { recursive: true, force: true });
      const m = /RESULT (\d+) ([\d.]+) ([\d.]+) ([\d.]+) (\d+) (\d+)/.exec(out);
      if (code !== 0 || !m) return reject(new Error(`wrk failed (${code}): ${out}`));
      resolve({
        requestsPerSecond: Number(m[1]) / (Number(m[2]) / 1e6),
        p50: Number(m[3]) / 1000,
        p99: Number(m[4]) / 1000,
        non2xx: Number(m[5]),
        errors: Number(m[6]),
      });
    });
  });
}

function viaAutocannon(options: LoadOptions): Promise<LoadResult> {
  const method = options.method ?? 'POST';
  const { body } = options;
  let n = 0;
  const next = typeof body === 'function' ? () => body(`${process.pid}-${n++}`) : () => body;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        method,
        connections: options.connections,
        duration: options.seconds,
        headers: options.headers,
        ...(body === undefined
          ? {}
          : {
              setupClient: (client: autocannon.Client) => client.setBody(next()!),
              requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, body: next() }) }],
            }),
      },
      (err, r) =>
        err
          ? reject(err)
          : resolve({
              requestsPerSecond: r.requests.average,
              p50: r.latency.p50,
              p99: r.latency.p99,
              non2xx: r.non2xx,
              errors: r.errors,
            }),
    );
    autocannon.track(instance, {
      renderProgressBar: false,
      renderResultsTable: false,
      renderLatencyTable: false,
    });
  });
}

export const percentile = (values: readonly number[], p: number): number => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

export const rssMb = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
};

/**
 * CPU seconds (user + system, all threads) a process has used so far. On a shared machine the wall time
 * of a stage depends on what else runs; the CPU it spends per verification does much less.
 */
export const cpuSeconds = (pid: number): number => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
};
/** USER_HZ: 100 on Linux, whatever the kernel's own tick rate. */
const CLOCK_TICKS = 100;
