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
  /** When the key stops authenticating (set at creation or by a rotation's grace period). */
  readonly expiresAt: string | null;
  /** The key that replaced this one in a rotation. */
  readonly rotatedTo: string | null;
  /** Last successful authentication, to the minute (see LAST_USED_MS). */
  readonly lastUsedAt: string | null;
  readonly source: 'env' | 'cli';
}

export type KeyState = 'active' | 'rotating' | 'expired' | 'revoked';

export function stateOf(k: ApiKeyRecord, now = new Date()): KeyState {
  if (k.revokedAt) return 'revoked';
  if (k.expiresAt && Date.parse(k.expiresAt) <= now.getTime()) return 'expired';
  return k.rotatedTo ? 'rotating' : 'active';
}

const SCHEMA = `CREATE TABLE IF NOT EXISTS api_keys (
  id TEXT PRIMARY KEY, hash TEXT NOT NULL UNIQUE, prefix TEXT NOT NULL, account_id TEXT NOT NULL, mode TEXT NOT NULL,
  created_at TEXT NOT NULL, revoked_at TEXT
)`;
/** Columns added after the first release: a keys.db created before them is migrated when opened. */
const ADDED_COLUMNS: ReadonlyArray<[string, string]> = [
  ['expires_at', 'TEXT'],
  ['rotated_to', 'TEXT'],
  ['last_used_at', 'TEXT'],
];
/** Last-used times are written at most this often per key, so authenticating costs no write per request. */
export const LAST_USED_MS = 60_000;

export const KEY_PATTERN = /^sk_(test|live)_[A-Za-z0-9]{8,128}$/;
const ACCOUNT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');
const modeOf = (key: string): Mode => (key.startsWith('sk_live_') ? 'live' : 'test');

export class ApiKeyConfigError extends Error {}

/** Why a key was refused, for the 401's message. */
export type Refusal = 'invalid' | 'expired';

type KeyRow = {
  id: string;
  prefix: string;
  account_id: string;
  mode: Mode;
  created_at: string;
  revoked_at: string | null;
  expires_at: string | null;
  rotated_to: string | null;
  last_used_at: string | null;
};

const toRecord = (r: KeyRow): ApiKeyRecord => ({
  keyId: r.id,
  accountId: r.account_id,
  mode: r.mode,
  prefix: r.prefix,
  createdAt: r.created_at,
  revokedAt: r.revoked_at,
  expiresAt: r.expires_at,
  rotatedTo: r.rotated_to,
  lastUsedAt: r.last_used_at,
  source: 'cli',
});

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
  private readonly recent = new Map<string, { principal: Principal; at: number; expiresAt: number | null }>();
  private readonly lastUsedWritten = new Map<string, number>();

  constructor(
    private readonly db: SqliteDatabase,
    envValue?: string,
  ) {
    db.exec(SCHEMA);
    const columns = new Set(
      db
        .prepare<[], { name: string }>('PRAGMA table_info(api_keys)')
        .all()
        .map((c) => c.name),
    );
    for (const [name, type] of ADDED_COLUMNS)
      if (!columns.has(name)) db.exec(`ALTER TABLE api_keys ADD COLUMN ${name} ${type}`);
    for (const { key, accountId } of parseApiKeysEnv(envValue)) {
      const hash = hashKey(key);
      this.envKeys.set(hash, {
        keyId: `env_${hash.slice(0, 12)}`,
        accountId,
        mode: modeOf(key),
        prefix: key.slice(0, 12),
        createdAt: new Date(0).toISOString(),
        revokedAt: null,
        expiresAt: null,
        rotatedTo: null,
        lastUsedAt: null,
        source: 'env',
      });
    }
  }

  /** The principal a key acts as, or why it is refused. */
  check(key: string, now = Date.now()): Principal | Refusal {
    if (!KEY_PATTERN.test(key)) return 'invalid';
    const cached = this.recent.get(key);
    if (cached && now - cached.at < CACHE_MS) {
      if (cached.expiresAt !== null && cached.expiresAt <= now) return 'expired';
      this.touch(cached.principal, now);
      return cached.principal;
    }
    const found = this.lookup(key);
    if (!found) return 'invalid';
    const expiresAt = found.expiresAt ? Date.parse(found.expiresAt) : null;
    if (expiresAt !== null && expiresAt <= now) return 'expired';
    const principal = { keyId: found.keyId, accountId: found.accountId, mode: found.mode };
    if (this.recent.size > 10_000) this.recent.clear();
    this.recent.set(key, { principal, at: now, expiresAt });
    this.touch(principal, now);
    return principal;
  }

  authenticate(key: string, now = Date.now()): Principal | null {
    const result = this.check(key, now);
    return typeof result === 'string' ? null : result;
  }

  /** Records the last use, at most once per LAST_USED_MS per key (stored keys only). */
  private touch(principal: Principal, now: number): void {
    if (principal.keyId.startsWith('env_')) return;
    const written = this.lastUsedWritten.get(principal.keyId) ?? 0;
    if (now - written < LAST_USED_MS) return;
    this.lastUsedWritten.set(principal.keyId, now);
    this.db
      .prepare('UPDATE api_keys SET last_used_at = ? WHERE id = ?')
      .run(new Date(now).toISOString(), principal.keyId);
  }

  private lookup(key: string): ApiKeyRecord | null {
    const hash = hashKey(key);
    const fromEnv = this.envKeys.get(hash);
    if (fromEnv) return fromEnv;
    const row = this.db
      .prepare<[string], KeyRow>('SELECT * FROM api_keys WHERE hash = ? AND revoked_at IS NULL')
      .get(hash);
    return row ? toRecord(row) : null;
  }

  create(
    accountId: string,
    mode: Mode,
    now = new Date(),
    expiresAt: Date | null = null,
  ): { key: string; record: ApiKeyRecord } {
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
      expiresAt: expiresAt ? expiresAt.toISOString() : null,
      rotatedTo: null,
      lastUsedAt: null,
      source: 'cli',
    };
    this.db
      .prepare(
        'INSERT INTO api_keys (id, hash, prefix, account_id, mode, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(record.keyId, hashKey(key), record.prefix, accountId, mode, record.createdAt, record.expiresAt);
    return { key, record };
  }

  list(): ApiKeyRecord[] {
    const rows = this.db.prepare<[], KeyRow>('SELECT * FROM api_keys ORDER BY created_at').all();
    return [...this.envKeys.values(), ...rows.map(toRecord)];
  }

  private findActive(keyOrId: string): KeyRow | undefined {
    return this.db
      .prepare<[string, string], KeyRow>(
        'SELECT * FROM api_keys WHERE (id = ? OR hash = ?) AND revoked_at IS NULL',
      )
      .get(keyOrId, hashKey(keyOrId));
  }

  /** Whether a key or id names one of API_KEYS (those change only with the variable). */
  isEnvKey(keyOrId: string): boolean {
    return this.envKeys.has(hashKey(keyOrId)) || [...this.envKeys.values()].some((k) => k.keyId === keyOrId);
  }

  /**
   * Revokes a CLI key named by its id or by the key itself; answers the revoked key's id, or null when no
   * active CLI key matches. Env keys are revoked by removing them from API_KEYS.
   */
  revoke(keyOrId: string, now = new Date()): string | null {
    this.recent.clear();
    const row = this.findActive(keyOrId);
    if (!row) return null;
    this.db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ?').run(now.toISOString(), row.id);
    return row.id;
  }

  /**
   * Replaces a CLI key with a new one for the same account and mode. The old key keeps working for
   * `graceMs` (never longer than its own expiry), then answers 401; null when no usable CLI key matches.
   */
  rotate(
    keyOrId: string,
    graceMs: number,
    now = new Date(),
    newExpiresAt: Date | null = null,
  ): { key: string; record: ApiKeyRecord; old: ApiKeyRecord } | null {
    const row = this.findActive(keyOrId);
    if (!row || (row.expires_at && Date.parse(row.expires_at) <= now.getTime())) return null;
    const graceEnd = new Date(now.getTime() + graceMs);
    const oldExpiry =
      row.expires_at && Date.parse(row.expires_at) < graceEnd.getTime()
        ? row.expires_at
        : graceEnd.toISOString();
    const created = this.create(row.account_id, row.mode, now, newExpiresAt);
    this.db
      .prepare('UPDATE api_keys SET expires_at = ?, rotated_to = ? WHERE id = ?')
      .run(oldExpiry, created.record.keyId, row.id);
    this.recent.clear();
    return { ...created, old: toRecord({ ...row, expires_at: oldExpiry, rotated_to: created.record.keyId }) };
  }

  count(): number {
    const stored = this.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM api_keys').get()?.n ?? 0;
    return stored + this.envKeys.size;
  }
}
