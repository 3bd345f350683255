// The demo's child processes: the CLI (key, board import) and the service itself. Both run the compiled
// entry points as separate processes, exactly as a user's `npm run cli` / `npm start` would, so the demo
// shows the product as shipped rather than an in-process assembly of it.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `dist/src/cli/main.js ARGS` to completion; a failure becomes an error carrying the CLI's own words. */
export function runCli(root: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'dist/src/cli/main.js'), ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve({ code, stdout, stderr });
      else reject(new Error(`cli ${args.slice(0, 2).join(' ')} exited with ${code}: ${stderr.trim()}`));
    });
  });
}

export interface Exit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

export interface Service {
  readonly child: ChildProcess;
  readonly logFile: string;
  /** Resolves when the service process has exited, for whatever reason. */
  readonly exited: Promise<Exit>;
  isRunning(): boolean;
  stop(signal?: NodeJS.Signals): Promise<Exit>;
}

/**
 * Binding the port first turns "something else listens there" into a clear message. Without it, an old
 * service on the same port would answer /readyz and the demo would talk to the wrong process.
 */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `port ${port} is already in use: stop what listens there or run with PORT=<another port>`
            : `cannot listen on port ${port}: ${error.message}`,
        ),
      ),
    );
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

/** Starts `dist/src/main.js`; its JSON logs go to a file so they do not bury the demo's table. */
export function startService(root: string, env: NodeJS.ProcessEnv, logFile: string): Service {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(root, 'dist/src/main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const isRunning = (): boolean => child.exitCode === null && child.signalCode === null;
  return {
    child,
    logFile,
    exited,
    isRunning,
    async stop(signal = 'SIGTERM') {
      if (isRunning()) child.kill(signal);
      // The service drains its workers on SIGTERM; past that, it is stuck and is killed outright.
      const forced = setTimeout(() => isRunning() && child.kill('SIGKILL'), 40_000);
      const exit = await exited;
      clearTimeout(forced);
      return exit;
    },
  };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function logTail(logFile: string, lines = 15): string {
  try {
    return fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log written)';
  }
}

/** Polls /readyz until it answers 200; the service dying or the deadline passing is an error. */
export async function waitUntilReady(service: Service, baseUrl: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (!service.isRunning()) {
      const { code, signal } = await service.exited;
      throw new Error(
        `the service exited during start-up (${signal ?? `code ${code}`}); its log ends:\n${logTail(service.logFile)}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
      last = `/readyz answered ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(250);
  }
  throw new Error(`the service was not ready after ${timeoutMs / 1000} s (${last}); log: ${service.logFile}`);
}
