// `keys create|list|revoke|rotate`: API keys stored hashed in DATA_DIR/keys.db, beside those of API_KEYS.
import path from 'node:path';
import type { ApiKeyRecord } from '../auth/api-keys';
import { ApiKeyConfigError, ApiKeyStore, LAST_USED_MS, stateOf } from '../auth/api-keys';
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

const EXPIRES_IN = {
  type: 'string',
  display: '--expires-in DURATION',
  description: 'the key stops working after this long: 90d, 12h, 30m, 2w (default: never)',
} as const;

const UNITS: Readonly<Record<string, number>> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };
const MAX_DURATION_MS = 10 * 365 * 86_400_000;

/** `90d`, `12h`, `30m`, `2w` (and `0` where zero is allowed) → milliseconds; anything else is a usage error. */
export function parseDuration(option: string, raw: string, allowZero = false): number {
  const m =
    /^(\d{1,6})([mhdw])$/.exec(raw.trim()) ?? (allowZero && raw.trim() === '0' ? ['0', '0', 'm'] : null);
  const ms = m ? Number(m[1]) * UNITS[m[2]] : NaN;
  if (!m || !Number.isFinite(ms) || ms > MAX_DURATION_MS || (ms === 0 && !allowZero))
    throw new UsageError(
      `${option} must be a duration like 90d, 12h, 30m or 2w${allowZero ? ' (or 0)' : ''}, up to 10 years; got "${raw}"`,
    );
  return ms;
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
    'expires-in': EXPIRES_IN,
  },
  summary: 'create an API key (printed once on stdout, stored as a SHA-256)',
  details: 'The key authenticates at once; nothing but its hash is kept, so save it now.',
  async run(args, io) {
    const account = stringOption(args, 'account')?.trim();
    const mode = stringOption(args, 'mode');
    if (!account) throw new UsageError('--account needs a NAME');
    if (mode !== 'test' && mode !== 'live')
      throw new UsageError(`--mode must be test or live, got "${mode}"`);
    const now = new Date();
    const expiresAt = expiryOf(args, now);
    const { key, record } = withKeys(io, (keys) => {
      try {
        return keys.create(account, mode, now, expiresAt);
      } catch (error) {
        if (error instanceof ApiKeyConfigError) throw new UsageError(error.message);
        throw error;
      }
    });
    io.stdout.write(`${key}\n`);
    io.stderr.write(
      `created ${mode} key ${record.keyId} for account ${account}${expiresAt ? `, valid until ${expiresAt.toISOString()}` : ''}; it is shown only this once\n`,
    );
    return 0;
  },
};

function expiryOf(args: Parameters<Command['run']>[0], now: Date): Date | null {
  const raw = stringOption(args, 'expires-in');
  return raw === undefined ? null : new Date(now.getTime() + parseDuration('--expires-in', raw));
}

function keyJson(k: ApiKeyRecord) {
  return {
    id: k.keyId,
    prefix: k.prefix,
    account: k.accountId,
    mode: k.mode,
    source: k.source,
    state: stateOf(k),
    created_at: k.source === 'env' ? null : k.createdAt,
    expires_at: k.expiresAt,
    last_used_at: k.lastUsedAt,
    rotated_to: k.rotatedTo,
    revoked_at: k.revokedAt,
  };
}

const list: Command = {
  words: ['keys', 'list'],
  positionals: [],
  options: { json: JSON_OPTION },
  summary: 'list keys: id, prefix, account, mode, source, state, expiry, last use (never the key itself)',
  details: `Last use is recorded at most once a minute per key (${LAST_USED_MS / 1000} s granularity); keys of API_KEYS show none.`,
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
      ['ID', 'PREFIX', 'ACCOUNT', 'MODE', 'SOURCE', 'STATE', 'CREATED', 'EXPIRES', 'LAST USED'],
      ...rows.map((r) => [
        r.id,
        `${r.prefix}…`,
        r.account,
        r.mode,
        r.source,
        r.revoked_at ? `revoked ${r.revoked_at}` : r.state,
        r.created_at ?? '(API_KEYS)',
        r.expires_at ?? 'never',
        r.last_used_at ?? '-',
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

const rotate: Command = {
  words: ['keys', 'rotate'],
  positionals: ['KEY_OR_ID'],
  options: {
    grace: {
      type: 'string',
      display: '--grace DURATION',
      description: 'how long the old key keeps working: 24h (default), 7d, 30m, or 0 to end it now',
    },
    'expires-in': EXPIRES_IN,
  },
  summary: 'replace a CLI-created key: prints the new key once; the old one works until the grace ends',
  details: 'Keys of API_KEYS are rotated by changing the variable and restarting.',
  async run(args, io) {
    const target = args.positionals[0];
    const graceRaw = stringOption(args, 'grace');
    const graceMs = graceRaw === undefined ? 24 * 3_600_000 : parseDuration('--grace', graceRaw, true);
    const now = new Date();
    const expiresAt = expiryOf(args, now);
    const rotated = withKeys(io, (keys) => {
      if (keys.isEnvKey(target))
        throw new CommandFailed(
          'keys of API_KEYS are rotated by changing the variable (add the new key, then remove the old)',
        );
      return keys.rotate(target, graceMs, now, expiresAt);
    });
    if (!rotated)
      throw new CommandFailed(`no usable CLI-created key matches ${redact(target)} (see keys list)`);
    io.stdout.write(`${rotated.key}\n`);
    io.stderr.write(
      `rotated ${rotated.old.keyId} → ${rotated.record.keyId} (account ${rotated.record.accountId}, ${rotated.record.mode}); ` +
        `the old key works until ${rotated.old.expiresAt}; the new one is shown only this once\n`,
    );
    return 0;
  },
};

/** A key typed by mistake in the wrong place should not be echoed into logs in full. */
function redact(value: string): string {
  return value.startsWith('sk_') ? `${value.slice(0, 12)}…` : value;
}

export const keysCommands: readonly Command[] = [create, list, revoke, rotate];
