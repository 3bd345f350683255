// What every CLI command declares: its words, its options and how to run it. Help text, option parsing
// and usage errors are derived from these declarations in `cli.ts`, so a command cannot forget them.
import path from 'node:path';
import type { ParseArgsConfig } from 'node:util';

export interface CommandIo {
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
  /** Whether stderr is a terminal: progress is then redrawn in place instead of printed as lines. */
  readonly isTTY: boolean;
  readonly env: NodeJS.ProcessEnv;
}

export type OptionSpec = NonNullable<ParseArgsConfig['options']>[string] & {
  /** Shown in the help, e.g. "--mode test|live". */
  readonly display: string;
  readonly description: string;
  /** A missing required option is a usage error naming it. */
  readonly required?: boolean;
};

export interface ParsedArgs {
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
  readonly positionals: readonly string[];
}

export interface Command {
  /** The words that name it, e.g. ['keys', 'create']. */
  readonly words: readonly string[];
  /** Positional arguments as shown in the usage line, e.g. ['FILE']; a trailing '?' marks optional ones. */
  readonly positionals: readonly string[];
  readonly options: Readonly<Record<string, OptionSpec>>;
  readonly summary: string;
  /** Further lines of help: formats, effects, examples. */
  readonly details?: string;
  run(args: ParsedArgs, io: CommandIo): Promise<number>;
}

/** A bad or missing argument: the CLI prints the message as one line, then the command's usage, and exits 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** The command ran and failed: one line on stderr, exit 1. */
export class CommandFailed extends Error {
  override readonly name = 'CommandFailed';
}

/**
 * A path the user typed, resolved against the directory they typed it in: `npm run` moves to the project
 * root before running the script and leaves the original directory in INIT_CWD.
 */
export function userPath(io: CommandIo, typed: string): string {
  return path.resolve(io.env.INIT_CWD ?? process.cwd(), typed);
}

export function dataDirOf(io: CommandIo): string {
  return io.env.DATA_DIR?.trim() || './data';
}

export function stringOption(args: ParsedArgs, name: string): string | undefined {
  const value = args.values[name];
  return typeof value === 'string' ? value : undefined;
}

/** A non-negative integer option, or its default; anything else is a usage error. */
export function integerOption(args: ParsedArgs, name: string, fallback: number): number {
  const raw = stringOption(args, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw.trim()))
    throw new UsageError(`--${name} must be a non-negative integer, got "${raw}"`);
  return Number(raw);
}

export const fmt = (n: number): string => n.toLocaleString('en-US');

/** The `--json` switch of listing commands. */
export const JSON_OPTION: OptionSpec = {
  type: 'boolean',
  display: '--json',
  description: 'print JSON instead of a table',
};
