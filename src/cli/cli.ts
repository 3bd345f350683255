// The operator's command line (`npm run cli -- …`): finds the command named by the first words, parses its
// options strictly, and turns usage errors into one line plus the command's usage (exit 2) and failures
// into one line (exit 1). Help for every group and command is generated from the declarations.
import { parseArgs } from 'node:util';
import type { Command, CommandIo, ParsedArgs } from './command';
import { CommandFailed, UsageError } from './command';
import { historyCommands } from './history.command';
import { keysCommands } from './keys.command';
import { licensesCommands } from './licenses.command';

export type { CommandIo } from './command';

const PROGRAM = 'npm run cli --';

export const COMMANDS: readonly Command[] = [...keysCommands, ...licensesCommands, ...historyCommands];

const HELP_FLAGS = new Set(['--help', '-h']);

function usageLine(command: Command): string {
  const options = Object.values(command.options).map((o) => (o.required ? o.display : `[${o.display}]`));
  const positionals = command.positionals.map((p) => (p.endsWith('?') ? `[${p.slice(0, -1)}]` : p));
  return [PROGRAM, ...command.words, ...positionals, ...options].join(' ');
}

function commandHelp(command: Command): string {
  const lines = [`usage: ${usageLine(command)}`, '', `${command.summary}.`];
  const options = Object.values(command.options);
  if (options.length > 0) {
    const width = Math.max(...options.map((o) => o.display.length), 10);
    lines.push('', 'options:');
    for (const o of options)
      lines.push(`  ${o.display.padEnd(width)}  ${o.description}${o.required ? ' (required)' : ''}`);
    lines.push(`  ${'--help'.padEnd(width)}  show this help`);
  }
  if (command.details) lines.push('', command.details);
  lines.push(
    '',
    'DATA_DIR sets the data directory (default ./data); EVENT_STORE and its settings as for the service.',
  );
  return `${lines.join('\n')}\n`;
}

function overview(commands: readonly Command[], title: string): string {
  const width = Math.max(...commands.map((c) => [...c.words, ...c.positionals].join(' ').length));
  const lines = [`usage: ${title}`, '', 'commands:'];
  for (const c of commands)
    lines.push(`  ${[...c.words, ...c.positionals].join(' ').padEnd(width)}  ${c.summary}`);
  lines.push('', `Run \`${PROGRAM} COMMAND --help\` for a command's options.`);
  return `${lines.join('\n')}\n`;
}

const fullOverview = () => overview(COMMANDS, `${PROGRAM} COMMAND [options]`);

function parse(command: Command, argv: readonly string[]): ParsedArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: Object.fromEntries(
        Object.entries(command.options).map(([name, o]) => [name, { type: o.type }]),
      ),
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    const code = (error as { code?: string }).code;
    const message = (error as Error).message;
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      throw new UsageError(`unknown option ${/'([^']+)'/.exec(message)?.[1] ?? message}`);
    }
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      const option = /'(--?[\w-]+)/.exec(message)?.[1];
      throw new UsageError(option ? `${option} needs a value` : message);
    }
    throw new UsageError(message);
  }
  const required = command.positionals.filter((p) => !p.endsWith('?'));
  if (parsed.positionals.length < required.length) {
    throw new UsageError(`missing ${required.slice(parsed.positionals.length).join(' ')}`);
  }
  if (parsed.positionals.length > command.positionals.length) {
    throw new UsageError(`unexpected argument "${parsed.positionals[command.positionals.length]}"`);
  }
  for (const [name, o] of Object.entries(command.options)) {
    if (o.required && parsed.values[name] === undefined) throw new UsageError(`missing ${o.display}`);
  }
  return { values: parsed.values, positionals: parsed.positionals };
}

function fail(io: CommandIo, problem: string, usage: string): number {
  io.stderr.write(`credence: ${problem}\n\n${usage}`);
  return 2;
}

export async function runCli(argv: readonly string[], io: CommandIo): Promise<number> {
  const args = argv[0] === 'help' ? [...argv.slice(1), '--help'] : [...argv];
  const words = args.filter((a) => !a.startsWith('-'));
  const wantsHelp = args.some((a) => HELP_FLAGS.has(a));
  const command = COMMANDS.find((c) => c.words.every((w, i) => words[i] === w));

  if (!command) {
    const group = COMMANDS.filter((c) => c.words[0] === words[0]);
    if (group.length > 0) {
      const groupHelp = overview(group, `${PROGRAM} ${words[0]} COMMAND [options]`);
      if (wantsHelp && words.length === 1) return write(io.stdout, groupHelp, 0);
      const problem = words[1] ? `unknown command "${words[0]} ${words[1]}"` : `${words[0]} needs a command`;
      return fail(io, problem, groupHelp);
    }
    if (wantsHelp && words.length === 0) return write(io.stdout, fullOverview(), 0);
    return fail(io, words[0] ? `unknown command "${words[0]}"` : 'a command is needed', fullOverview());
  }
  if (wantsHelp) return write(io.stdout, commandHelp(command), 0);

  const rest = args.slice(args.indexOf(command.words[command.words.length - 1]) + 1);
  try {
    return await command.run(parse(command, rest), io);
  } catch (error) {
    if (error instanceof UsageError) return fail(io, error.message, `usage: ${usageLine(command)}\n`);
    if (error instanceof CommandFailed) {
      io.stderr.write(`credence: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

function write(stream: NodeJS.WritableStream, text: string, code: number): number {
  stream.write(text);
  return code;
}
