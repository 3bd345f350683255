// `keys create|list|revoke`: API keys stored hashed in DATA_DIR/keys.db, beside those of API_KEYS.
import path from 'node:path';
import type { ApiKeyRecord } from '../auth/api-keys';
import { ApiKeyConfigError, ApiKeyStore } from '../auth/api-keys';
import { openDatabase } from '../storage/sqlite';
import type { Command, CommandIo } from './command';
import { CommandFailed, JSON_OPTION, UsageError, dataDirOf, stringOption } from './command';

function withKeys<T>(io: CommandIo, use: (keys: ApiKeyStore) => T): T {
  const db = openDatabase(path.join(dataDirOf(io), 'keys.db'));
  try {
    return use(new ApiKeyStore(db, io.env.API_KEYS));
  } finally {
    db.close();
  }
}

const create: Command = {
  words: ['keys', 'create'],
  positionals: [],
  options: {
    account: {
      type: 'string',
      display: '--account NAME',
      description: 'account the key acts for',
      required: true,
    },
    mode: {
      type: 'string',
      display: '--mode test|live',
      description: 'a test-mode or live-mode key',
      required: true,
    },
  },
  summary: 'create an API key (printed once on stdout, stored as a SHA-256)',
  details: 'The key authenticates at once; nothing but its hash is kept, so save it now.',
  async run(args, io) {
    const account = stringOption(args, 'account')?.trim();
    const mode = stringOption(args, 'mode');
    if (!account) throw new UsageError('--account needs a NAME');
    if (mode !== 'test' && mode !== 'live')
      throw new UsageError(`--mode must be test or live, got "${mode}"`);
    const { key, record } = withKeys(io, (keys) => {
      try {
        return keys.create(account, mode);
      } catch (error) {
        if (error instanceof ApiKeyConfigError) throw new UsageError(error.message);
        throw error;
      }
    });
    io.stdout.write(`${key}\n`);
    io.stderr.write(
      `created ${mode} key ${record.keyId} for account ${account}; it is shown only this once\n`,
    );
    return 0;
  },
};

function keyJson(k: ApiKeyRecord) {
  return {
    id: k.keyId,
    prefix: k.prefix,
    account: k.accountId,
    mode: k.mode,
    source: k.source,
    state: k.revokedAt ? 'revoked' : 'active',
    created_at: k.source === 'env' ? null : k.createdAt,
    revoked_at: k.revokedAt,
  };
}

const list: Command = {
  words: ['keys', 'list'],
  positionals: [],
  options: { json: JSON_OPTION },
  summary: 'list keys: id, prefix, account, mode, source, state (never the key itself)',
  async run(args, io) {
    const rows = withKeys(io, (keys) => keys.list()).map(keyJson);
    if (args.values.json) {
      io.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
      return 0;
    }
    if (rows.length === 0) {
      io.stderr.write(
        'no keys yet: create one with `npm run cli -- keys create --account NAME --mode test`\n',
      );
      return 0;
    }
    const table = [
      ['ID', 'PREFIX', 'ACCOUNT', 'MODE', 'SOURCE', 'STATE', 'CREATED'],
      ...rows.map((r) => [
        r.id,
        `${r.prefix}…`,
        r.account,
        r.mode,
        r.source,
        r.revoked_at ? `revoked ${r.revoked_at}` : r.state,
        r.created_at ?? '(API_KEYS)',
      ]),
    ];
    const widths = table[0].map((_, c) => Math.max(...table.map((row) => row[c].length)));
    for (const row of table)
      io.stdout.write(
        `${row
          .map((cell, c) => cell.padEnd(widths[c]))
          .join('  ')
          .trimEnd()}\n`,
      );
    return 0;
  },
};

const revoke: Command = {
  words: ['keys', 'revoke'],
  positionals: ['KEY_OR_ID'],
  options: {},
  summary: 'revoke a CLI-created key, named by its id (see keys list) or by the key itself',
  details: 'API processes remember a valid key for up to 5 s, so the key answers 401 within 5 s.',
  async run(args, io) {
    const target = args.positionals[0];
    const revoked = withKeys(io, (keys) => keys.revoke(target));
    if (!revoked)
      throw new CommandFailed(`no active CLI-created key matches ${redact(target)} (see keys list)`);
    io.stdout.write(`revoked ${revoked}\n`);
    return 0;
  },
};

/** A key typed by mistake in the wrong place should not be echoed into logs in full. */
function redact(value: string): string {
  return value.startsWith('sk_') ? `${value.slice(0, 12)}…` : value;
}

export const keysCommands: readonly Command[] = [create, list, revoke];
