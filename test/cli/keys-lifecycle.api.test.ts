// API keys over their life: expiry, last use, rotation with a grace period, and a keys.db created before
// those existed; the CLI against the service's DATA_DIR, the effect seen through HTTP.
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiKeyStore } from '../../src/auth/api-keys';
import { runCommand } from '../support/cli';
import { openDatabase } from '../../src/storage/sqlite';
import type { Harness } from '../support/api-harness';
import { TEST_KEY, eventually, startHarness } from '../support/api-harness';

const cli = (dataDir: string, ...args: string[]) =>
  runCommand(dataDir, args, { API_KEYS: `${TEST_KEY}@acme` });

type Listed = {
  id: string;
  account: string;
  state: string;
  expires_at: string | null;
  last_used_at: string | null;
  rotated_to: string | null;
};
const listed = async (dataDir: string) =>
  JSON.parse((await cli(dataDir, 'keys', 'list', '--json')).stdout) as Listed[];

describe('key lifecycle', () => {
  let api: Harness;
  beforeAll(async () => {
    api = await startHarness();
  });
  afterAll(async () => api.stop());

  it('records the last use and shows the expiry', async () => {
    const created = await cli(
      api.dataDir,
      'keys',
      'create',
      '--account',
      'umbrella',
      '--mode',
      'test',
      '--expires-in',
      '90d',
    );
    expect(created.code).toBe(0);
    expect(created.stderr).toMatch(/valid until \d{4}-/);
    const key = created.stdout.trim();
    expect((await api.request('GET', '/v1/document-verifications', { key })).status).toBe(200);
    const row = (await listed(api.dataDir)).find((k) => k.account === 'umbrella')!;
    expect(row.state).toBe('active');
    expect(Date.parse(row.expires_at!) - Date.now()).toBeGreaterThan(89 * 86_400_000);
    expect(Date.parse(row.last_used_at!)).toBeGreaterThan(Date.now() - 60_000);
    const table = await cli(api.dataDir, 'keys', 'list');
    expect(table.stdout).toMatch(/EXPIRES\s+LAST USED/);
  });

  it('stops a key when it expires, with a 401 that says so', async () => {
    const created = await cli(
      api.dataDir,
      'keys',
      'create',
      '--account',
      'soon',
      '--mode',
      'test',
      '--expires-in',
      '1m',
    );
    const key = created.stdout.trim();
    expect((await api.request('GET', '/v1/document-verifications', { key })).status).toBe(200);
    // Move its expiry into the past, as a minute passing would.
    const db = openDatabase(path.join(api.dataDir, 'keys.db'));
    db.prepare("UPDATE api_keys SET expires_at = ? WHERE account_id = 'soon'").run(
      new Date(Date.now() - 1000).toISOString(),
    );
    db.close();
    const refused = await eventually(async () => {
      const r = await api.request('GET', '/v1/document-verifications', { key });
      return r.status === 401 ? r : undefined;
    }, 8000);
    expect(refused.body.message).toMatch(/expired/);
    expect((await listed(api.dataDir)).find((k) => k.account === 'soon')!.state).toBe('expired');
  });

  it('rotates a key: the new one works at once, the old one until its grace ends', async () => {
    const old = (
      await cli(api.dataDir, 'keys', 'create', '--account', 'rotor', '--mode', 'live')
    ).stdout.trim();
    const rotated = await cli(api.dataDir, 'keys', 'rotate', old, '--grace', '1h');
    expect(rotated.code).toBe(0);
    const fresh = rotated.stdout.trim();
    expect(fresh).toMatch(/^sk_live_/);
    expect(fresh).not.toBe(old);
    for (const key of [old, fresh]) {
      const r = await api.request('GET', '/v1/document-verifications', { key });
      expect(r.status).toBe(200);
    }
    const rows = (await listed(api.dataDir)).filter((k) => k.account === 'rotor');
    const oldRow = rows.find((k) => k.rotated_to)!;
    expect(oldRow.state).toBe('rotating');
    expect(Date.parse(oldRow.expires_at!) - Date.now()).toBeLessThanOrEqual(3_600_000);
    expect(rows.find((k) => k.id === oldRow.rotated_to)!.state).toBe('active');

    // --grace 0 ends the old key at once (within the 5 s an API process remembers a key).
    const again = await cli(api.dataDir, 'keys', 'rotate', oldRow.rotated_to!, '--grace', '0');
    expect(again.code).toBe(0);
    await eventually(
      async () => (await api.request('GET', '/v1/document-verifications', { key: fresh })).status === 401,
      8000,
    );
    expect(
      (await api.request('GET', '/v1/document-verifications', { key: again.stdout.trim() })).status,
    ).toBe(200);
  });

  it.each([
    [
      ['keys', 'create', '--account', 'a', '--mode', 'test', '--expires-in', 'soon'],
      2,
      /--expires-in must be a duration/,
    ],
    [
      ['keys', 'create', '--account', 'a', '--mode', 'test', '--expires-in', '0'],
      2,
      /--expires-in must be a duration/,
    ],
    [['keys', 'rotate', 'nope', '--grace', '3 days'], 2, /--grace must be a duration/],
    [['keys', 'rotate', 'no-such-key'], 1, /no usable CLI-created key/],
    [['keys', 'rotate', TEST_KEY], 1, /API_KEYS/],
  ])('refuses %j (exit %i)', async (args, code, message) => {
    const r = await cli(api.dataDir, ...(args as string[]));
    expect(r.code).toBe(code);
    expect(r.stderr).toMatch(message as RegExp);
    expect(r.stderr).not.toContain(TEST_KEY.slice(12));
  });
});

describe('a keys.db from before expiry and rotation', () => {
  it('is migrated when opened, and its keys keep working', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-keys-'));
    const file = path.join(dir, 'keys.db');
    const old = new Database(file);
    old.exec(`CREATE TABLE api_keys (id TEXT PRIMARY KEY, hash TEXT NOT NULL UNIQUE, prefix TEXT NOT NULL,
      account_id TEXT NOT NULL, mode TEXT NOT NULL, created_at TEXT NOT NULL, revoked_at TEXT)`);
    const legacyKey = 'sk_test_legacyKEY00000001';
    old
      .prepare('INSERT INTO api_keys VALUES (?, ?, ?, ?, ?, ?, NULL)')
      .run(
        'k1',
        createHash('sha256').update(legacyKey).digest('hex'),
        legacyKey.slice(0, 12),
        'legacy',
        'test',
        '2026-01-01T00:00:00.000Z',
      );
    old.close();
    const db = openDatabase(file);
    const store = new ApiKeyStore(db);
    expect(store.authenticate(legacyKey)).toMatchObject({ keyId: 'k1', accountId: 'legacy', mode: 'test' });
    expect(new ApiKeyStore(db).list()[0]).toMatchObject({ expiresAt: null, rotatedTo: null });
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
