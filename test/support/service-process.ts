// The real service as a child process (dist/src/main.js, all roles unless ROLES says otherwise), for
// benchmarks and crash tests: resolves once it prints the port it listens on.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../../src/shared/paths';

/** The project root, wherever this file runs from (dist/ or ts-jest). */
export const PROJECT_ROOT = projectRoot();

export function startServiceProcess(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; base: string }> {
  return spawnListening(process.execPath, [path.join(PROJECT_ROOT, 'dist', 'src', 'main.js')], {
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    RATE_LIMIT_PER_SECOND: '0',
    ...env,
  });
}

/** Runs a command that prints "listening on http://localhost:PORT"; resolves with its base URL then. */
export function spawnListening(
  command: string,
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on http:\/\/localhost:(\d+)/.exec(out);
      if (match) resolve({ child, base: `http://127.0.0.1:${match[1]}` });
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`service exited (${code ?? signal}) before listening`)),
    );
  });
}
