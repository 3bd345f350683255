// `npm run cli -- <command>`: operator commands against DATA_DIR (keys, license registry, projections, events).
import path from 'node:path';
import { verificationsProjection } from '../../projections/verifications.projection';
import { createAdapters } from '../adapters';
import { ApiKeyStore } from '../auth/api-keys';
import { loadConfig } from '../config';
import { ProjectionRunner } from '../projection/runner';
import { createLogger } from '../shared/logger';
import { openDatabase } from '../storage/sqlite';
import { runLicensesCommand } from './licenses.command';

const USAGE = `usage: npm run cli -- <command>

  keys create --account NAME --mode test|live   create an API key (printed once, stored hashed)
  keys list                                     list keys (prefix, account, mode, state)
  keys revoke KEY_ID                            revoke a key created with the CLI
  licenses import FILE --source NAME            import license records from a CSV file
  licenses stats                                counts per jurisdiction, type and status
  projections replay                            drop the read models and rebuild them from event 0
  events export [--from POSITION] [--limit N]   print stored events as JSON lines (for analysts)
`;

type Io = { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream };

export async function runCli(args: string[], io: Io = process): Promise<number> {
  const [group, command, ...rest] = args;
  const config = loadConfig({ ...process.env, ROLES: 'api' });
  if (group === 'keys') return keysCommand(command, rest, config.dataDir, io);
  if (group === 'licenses') {
    return runLicensesCommand(
      [command, ...rest].filter((a) => a !== undefined),
      {
        stdout: io.stdout,
        stderr: io.stderr,
        isTTY: Boolean((io.stderr as NodeJS.WriteStream).isTTY),
        env: process.env,
      },
    );
  }
  if (group === 'projections' && command === 'replay') {
    const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');
    const adapters = await createAdapters(config, logger);
    const db = openDatabase(path.join(config.dataDir, 'read-models.db'), { synchronous: 'NORMAL' });
    try {
      const started = Date.now();
      const applied = await new ProjectionRunner(
        db,
        adapters.store,
        verificationsProjection,
        logger,
      ).replay();
      io.stdout.write(`verifications: rebuilt from ${applied} events in ${Date.now() - started} ms\n`);
      return 0;
    } finally {
      db.close();
      await adapters.close();
    }
  }
  if (group === 'events' && command === 'export') {
    const from = Number(flag(rest, '--from') ?? 0);
    const limit = Number(flag(rest, '--limit') ?? Number.MAX_SAFE_INTEGER);
    if (!Number.isInteger(from) || from < 0 || !(limit > 0))
      return usage(io, '--from and --limit must be non-negative integers');
    const adapters = await createAdapters(config, createLogger('warn'));
    try {
      let position = from;
      let written = 0;
      while (written < limit) {
        const batch = await adapters.store.readAll(position, Math.min(1000, limit - written));
        if (batch.length === 0) break;
        for (const e of batch) io.stdout.write(JSON.stringify(e) + '\n');
        written += batch.length;
        position = batch[batch.length - 1].position;
      }
      return 0;
    } finally {
      await adapters.close();
    }
  }
  return usage(io, group ? `unknown command: ${[group, command].filter(Boolean).join(' ')}` : undefined);
}

function keysCommand(command: string | undefined, rest: string[], dataDir: string, io: Io): number {
  const db = openDatabase(path.join(dataDir, 'keys.db'));
  try {
    const keys = new ApiKeyStore(db, process.env.API_KEYS);
    if (command === 'create') {
      const account = flag(rest, '--account');
      const mode = flag(rest, '--mode');
      if (!account || (mode !== 'test' && mode !== 'live'))
        return usage(io, 'keys create needs --account NAME and --mode test|live');
      const { key, record } = keys.create(account, mode);
      io.stdout.write(`${key}\n`);
      io.stderr.write(
        `created ${mode} key ${record.keyId} for account ${account}; it is shown only this once\n`,
      );
      return 0;
    }
    if (command === 'list') {
      for (const k of keys.list()) {
        io.stdout.write(
          `${k.keyId}\t${k.prefix}…\t${k.accountId}\t${k.mode}\t${k.source}\t${k.revokedAt ? `revoked ${k.revokedAt}` : 'active'}\n`,
        );
      }
      return 0;
    }
    if (command === 'revoke') {
      const id = rest[0];
      if (!id) return usage(io, 'keys revoke needs a key id (see keys list)');
      if (!keys.revoke(id)) {
        io.stderr.write(`no active CLI key with id ${id}\n`);
        return 1;
      }
      io.stdout.write(`revoked ${id}\n`);
      return 0;
    }
    return usage(io, `unknown keys command: ${command ?? '(none)'}`);
  } finally {
    db.close();
  }
}

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function usage(io: Io, problem?: string): number {
  if (problem) io.stderr.write(`${problem}\n\n`);
  io.stderr.write(USAGE);
  return 2;
}

if (require.main === module) {
  runCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
