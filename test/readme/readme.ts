// The README's shell commands, read from README.md itself, and a way to run one exactly as a user types
// it: through bash, from a directory inside the project, so `npm run …` finds package.json the way it
// does for a person. Tests take their commands from here, so a README edit that a test does not follow
// fails the suite instead of drifting.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

export interface ReadmeCommand {
  /** The command as typed, continuation lines joined, the trailing comment removed. */
  readonly text: string;
  readonly section: string;
  readonly line: number;
}

/**
 * Splits a shell block into commands as bash reads them: a line ends a command unless a quote is still
 * open (the text goes on, newline kept) or it ends in a backslash (joined with a space); `#` after a blank
 * and outside quotes starts a comment.
 */
function shellCommands(
  block: ReadonlyArray<{ text: string; line: number }>,
): Array<{ text: string; line: number }> {
  const out: Array<{ text: string; line: number }> = [];
  let current = '';
  let startLine = 0;
  let quote: string | null = null;
  for (const { text, line } of block) {
    let code = '';
    for (let i = 0; i < text.length; i += 1) {
      const c = text[i];
      if (quote) {
        if (c === quote) quote = null;
      } else if (c === "'" || c === '"') quote = c;
      else if (c === '#' && (i === 0 || /\s/.test(text[i - 1]))) break;
      code += c;
    }
    if (!current && !quote && code.trim() === '') continue;
    if (!current) startLine = line;
    if (quote) {
      current += `${code}\n`;
      continue;
    }
    const trimmed = code.trimEnd();
    if (trimmed.endsWith('\\')) {
      current += `${trimmed.slice(0, -1).trimEnd()} `;
      continue;
    }
    current += trimmed;
    out.push({ text: current.trim(), line: startLine });
    current = '';
  }
  return out;
}

export function readmeCommands(file = path.join(ROOT, 'README.md')): ReadmeCommand[] {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const commands: ReadmeCommand[] = [];
  let section = '';
  let block: Array<{ text: string; line: number }> | null = null;
  lines.forEach((raw, index) => {
    if (block === null && raw.startsWith('#')) section = raw.replace(/^#+\s*/, '');
    if (raw.startsWith('```')) {
      if (block) {
        for (const c of shellCommands(block)) commands.push({ ...c, section });
        block = null;
      } else if (/^```(sh|bash|shell)\s*$/.test(raw)) block = [];
      return;
    }
    block?.push({ text: raw, line: index + 1 });
  });
  return commands;
}

/** The README's lines in a section (for the shown responses next to a command). */
export function readmeText(file = path.join(ROOT, 'README.md')): string {
  return fs.readFileSync(file, 'utf8');
}

/** Tracks which README commands the tests ran; `find` fails when the README no longer shows the text. */
export class ReadmeCoverage {
  private readonly commands = readmeCommands();
  private readonly covered = new Map<string, string>();

  /** The README command whose text starts with `prefix` (exactly one must). */
  find(prefix: string): string {
    const texts = new Set(this.commands.map((c) => c.text));
    const matches = texts.has(prefix) ? [prefix] : [...texts].filter((t) => t.startsWith(prefix));
    if (matches.length !== 1) {
      throw new Error(
        `README.md shows ${matches.length} commands starting with "${prefix}": ${matches.join(' | ')}`,
      );
    }
    this.covered.set(matches[0], 'test');
    return matches[0];
  }

  /** A command this suite does not run itself, with the reason; the reason is part of the record. */
  coveredElsewhere(prefix: string, reason: string): void {
    const text = this.find(prefix);
    this.covered.set(text, reason);
  }

  uncovered(): ReadmeCommand[] {
    return this.commands.filter((c) => !this.covered.has(c.text));
  }
}

export interface Typed {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface TypeOptions {
  readonly env?: NodeJS.ProcessEnv;
  readonly cwd?: string;
  readonly timeoutMs?: number;
}

/** A scratch directory inside the project (so `npm run` finds package.json above it), removed by the caller. */
export function scratchDir(name: string): string {
  const base = path.join(ROOT, 'dist', 'readme-tests');
  fs.mkdirSync(base, { recursive: true });
  return fs.mkdtempSync(path.join(base, `${name}-`));
}

function environment(env: NodeJS.ProcessEnv | undefined): NodeJS.ProcessEnv {
  // Jest's own variables must not leak into the commands: a user's shell does not have them.
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('JEST')));
  return { ...clean, NODE_ENV: undefined, LOG_LEVEL: 'warn', ...env };
}

/** Runs a command line through bash as typed and waits for it. */
export function type(command: string, options: TypeOptions = {}): Promise<Typed> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', command], {
      cwd: options.cwd ?? ROOT,
      env: environment(options.env),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const timer = setTimeout(() => {
      killGroup(child);
      reject(
        new Error(`"${command}" did not finish in ${options.timeoutMs ?? 60_000} ms\n${stdout}\n${stderr}`),
      );
    }, options.timeoutMs ?? 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

export interface Background {
  readonly child: ChildProcess;
  output(): string;
  /** Resolves with the output once `pattern` appears in it. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  stop(): Promise<void>;
}

/** Starts a long-running command (the service, the demo) in its own process group. */
export function typeInBackground(command: string, options: TypeOptions = {}): Background {
  const child = spawn('bash', ['-c', command], {
    cwd: options.cwd ?? ROOT,
    env: environment(options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (c: Buffer) => {
    output += c.toString();
    for (const l of listeners) l();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  return {
    child,
    output: () => output,
    waitFor(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output);
          if (match) {
            cleanup();
            resolve(match);
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`"${command}" did not print ${String(pattern)} in ${timeoutMs} ms:\n${output}`));
        }, timeoutMs);
        const onClose = () => {
          cleanup();
          reject(new Error(`"${command}" exited before printing ${String(pattern)}:\n${output}`));
        };
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
          child.off('close', onClose);
        };
        listeners.add(check);
        child.once('close', onClose);
        check();
      });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        killGroup(child, 'SIGTERM');
        const forced = setTimeout(() => killGroup(child, 'SIGKILL'), 10_000);
        await exited;
        clearTimeout(forced);
      }
    },
  };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The README talks to localhost:3000; a test's service listens elsewhere. */
export function onPort(command: string, port: number): string {
  return command.replaceAll('localhost:3000', `localhost:${port}`);
}
