import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { SqliteDatabase } from '../storage/sqlite';
import type { Mode } from '../shared/value-sets';

export interface Principal {
  readonly keyId: string;
  readonly accountId: string;
  readonly mode: Mode;
}

export interface ApiKeyRecord extends Principal {
  readonly prefix: string;
  readonly createdAt: string;
  readonly revokedAt: string | null;
  readonly source: 'env' | 'cli';
}

const SCHEMA = `CREATE TABLE IF NOT EXISTS api_keys (
  id TEXT PRIMARY KEY, hash TEXT NOT NULL UNIQUE, prefix TEXT NOT NULL, account_id TEXT NOT NULL, mode TEXT NOT NULL,
  created_at TEXT NOT NULL, revoked_at TEXT
)`;

export const KEY_PATTERN = /^sk_(test|live)_[A-Za-z0-9]{8,128}$/;
const ACCOUNT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');
const modeOf = (key: string): Mode => (key.startsWith('sk_live_') ? 'live' : 'test');

export class ApiKeyConfigError extends Error {}

/** Parses API_KEYS (`KEY@ACCOUNT,…`), refusing any entry that is not a well-formed key and account. */
export function parseApiKeysEnv(value: string | undefined): Array<{ key: string; accountId: string }> {
  if (!value || value.trim() === '') return [];
  return value.split(',').map((entry, i) => {
    const at = entry.trim().lastIndexOf('@');
    const key = entry.trim().slice(0, at);
    const accountId = entry.trim().slice(at + 1);
    if (at <= 0 || !KEY_PATTERN.test(key) || !ACCOUNT_PATTERN.test(accountId)) {
      throw new ApiKeyConfigError(
        `API_KEYS entry ${i + 1} must look like sk_test_<8+ letters/digits>@account or sk_live_…@account`,
      );
    }
    return { key, accountId };
  });
}

/**
 * API keys: those of API_KEYS (kept in memory) and those created with the CLI (stored in SQLite). Only a
 * SHA-256 of each key is kept; the key itself is shown once, when it is created.
 */
/** Valid keys seen in the last few seconds are answered from memory; a revocation applies within this time. */
const CACHE_MS = 5000;

export class ApiKeyStore {
  private readonly envKeys = new Map<string, ApiKeyRecord>();
  private readonly recent = new Map<string, { principal: Principal; at: number }>();

  constructor(
    private readonly db: SqliteDatabase,
    envValue?: string,
  ) {
    db.exec(SCHEMA);
    for (const { key, accountId } of parseApiKeysEnv(envValue)) {
      const hash = hashKey(key);
      this.envKeys.set(hash, {
        keyId: `env_${hash.slice(0, 12)}`,
        accountId,
        mode: modeOf(key),
        prefix: key.slice(0, 12),
        createdAt: new Date(0).toISOString(),
        revokedAt: null,
        source: 'env',
      });
    }
  }

  authenticate(key: string, now = Date.now()): Principal | null {
    if (!KEY_PATTERN.test(key)) return null;
    const cached = this.recent.get(key);
    if (cached && now - cached.at < CACHE_MS) return cached.principal;
    const principal = this.lookup(key);
    if (!principal) return null;
    if (this.recent.size > 10_000) this.recent.clear();
    this.recent.set(key, { principal, at: now });
    return principal;
  }

  private lookup(key: string): Principal | null {
    const hash = hashKey(key);
    const fromEnv = this.envKeys.get(hash);
    if (fromEnv) return { keyId: fromEnv.keyId, accountId: fromEnv.accountId, mode: fromEnv.mode };
    const row = this.db
      .prepare<[string], { id: string; account_id: string; mode: Mode }>(
        'SELECT id, account_id, mode FROM api_keys WHERE hash = ? AND revoked_at IS NULL',
      )
      .get(hash);
    return row ? { keyId: row.id, accountId: row.account_id, mode: row.mode } : null;
  }

  create(accountId: string, mode: Mode, now = new Date()): { key: string; record: ApiKeyRecord } {
    if (!ACCOUNT_PATTERN.test(accountId)) {
      throw new ApiKeyConfigError('account names are 1–64 letters, digits, dots, dashes or underscores');
    }
    const bytes = randomBytes(32);
    const secret = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
    const key = `sk_${mode}_${secret}`;
    const record: ApiKeyRecord = {
      keyId: randomUUID(),
      accountId,
      mode,
      prefix: key.slice(0, 12),
      createdAt: now.toISOString(),
      revokedAt: null,
      source: 'cli',
    };
    this.db
      .prepare(
        'INSERT INTO api_keys (id, hash, prefix, account_id, mode, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(record.keyId, hashKey(key), record.prefix, accountId, mode, record.createdAt);
    return { key, record };
  }

  list(): ApiKeyRecord[] {
    const rows = this.db
      .prepare<
        [],
        {
          id: string;
          prefix: string;
          account_id: string;
          mode: Mode;
          created_at: string;
          revoked_at: string | null;
        }
      >('SELECT id, prefix, account_id, mode, created_at, revoked_at FROM api_keys ORDER BY created_at')
      .all();
    return [
      ...this.envKeys.values(),
      ...rows.map((r) => ({
        keyId: r.id,
        accountId: r.account_id,
        mode: r.mode,
        prefix: r.prefix,
        createdAt: r.created_at,
        revokedAt: r.revoked_at,
        source: 'cli' as const,
      })),
    ];
  }

  /**
   * Revokes a CLI key named by its id or by the key itself; answers the revoked key's id, or null when no
   * active CLI key matches. Env keys are revoked by removing them from API_KEYS.
   */
  revoke(keyOrId: string, now = new Date()): string | null {
    this.recent.clear();
    const row = this.db
      .prepare<[string, string], { id: string }>(
        'SELECT id FROM api_keys WHERE (id = ? OR hash = ?) AND revoked_at IS NULL',
      )
      .get(keyOrId, hashKey(keyOrId));
    if (!row) return null;
    this.db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ?').run(now.toISOString(), row.id);
    return row.id;
  }

  count(): number {
    const stored = this.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM api_keys').get()?.n ?? 0;
    return stored + this.envKeys.size;
  }
}
