import Database from 'better-sqlite3';
import path from 'node:path';
import { canonicalBytes, sha256Hex } from '../../src/engines/license/evidence/canonical';
import { EvidenceOwnershipError, openEvidenceStore } from '../../src/engines/license/evidence/sqlite-store';
import type { EvidenceRecord } from '../../src/engines/license/evidence/types';
import { tempDir } from './support/csv';

const record = (over: Partial<EvidenceRecord> = {}): EvidenceRecord => ({
  source: 'license registry',
  captured_at: '2026-11-21T10:00:00.000Z',
  request: { number_key: '100001', jurisdiction: 'CA' },
  response: { records: [{ number: '100001', status: 'Active' }] },
  ...over,
});

describe('evidence store', () => {
  let dir: ReturnType<typeof tempDir>;
  beforeEach(() => (dir = tempDir()));
  afterEach(() => dir.cleanup());

  it('numbers records per verification, hashes their canonical bytes and serves them back', async () => {
    const store = openEvidenceStore(dir.dir);
    expect(await store.put('acme', 'v-1', record())).toBe(1);
    expect(await store.put('acme', 'v-1', record({ captured_at: '2026-11-21T10:05:00.000Z' }))).toBe(2);
    expect(await store.put('acme', 'v-2', record())).toBe(1);
    const stored = await store.get('acme', 'v-1', 1);
    expect(stored?.record).toEqual(record());
    expect(stored?.sha256).toBe(sha256Hex(canonicalBytes(record())));
    expect(stored?.bytes.toString()).toBe(
      '{"captured_at":"2026-11-21T10:00:00.000Z","request":{"jurisdiction":"CA","number_key":"100001"},' +
        '"response":{"records":[{"number":"100001","status":"Active"}]},"source":"license registry"}',
    );
    expect((await store.list('acme', 'v-1')).map((e) => e.n)).toEqual([1, 2]);
    await store.close();
  });

  it('stores a byte-identical record once when a verification re-runs', async () => {
    const store = openEvidenceStore(dir.dir);
    expect(await store.put('acme', 'v-1', record())).toBe(1);
    const reordered = {
      response: record().response,
      request: record().request,
      captured_at: record().captured_at,
      source: 'license registry',
    };
    expect(await store.put('acme', 'v-1', reordered)).toBe(1);
    expect(await store.list('acme', 'v-1')).toHaveLength(1);
    await store.close();
  });

  it('serves a record only to the owning account and refuses to mix accounts in one verification', async () => {
    const store = openEvidenceStore(dir.dir);
    await store.put('acme', 'v-1', record());
    expect(await store.get('globex', 'v-1', 1)).toBeNull();
    expect(await store.get('acme', 'v-1', 2)).toBeNull();
    expect(await store.get('acme', 'v-1', 0)).toBeNull();
    expect(await store.list('globex', 'v-1')).toEqual([]);
    await expect(store.put('globex', 'v-1', record({ captured_at: 'x' }))).rejects.toThrow(
      EvidenceOwnershipError,
    );
    await store.close();
  });

  it('is append-only on disk: rows cannot be updated or deleted, and tampering is detected on read', async () => {
    const store = openEvidenceStore(dir.dir);
    await store.put('acme', 'v-1', record());
    const raw = new Database(path.join(dir.dir, 'evidence.db'));
    expect(() =>
      raw.prepare("UPDATE evidence SET body = x'7b7d' WHERE verification_id = 'v-1'").run(),
    ).toThrow(/append-only/);
    expect(() => raw.prepare('DELETE FROM evidence').run()).toThrow(/append-only/);
    // Someone with file access could drop the trigger; the stored hash still gives the change away.
    raw.exec('DROP TRIGGER evidence_no_update');
    raw
      .prepare(
        'UPDATE evidence SET body = CAST(\'{"source":"forged"}\' AS BLOB) WHERE verification_id = \'v-1\'',
      )
      .run();
    raw.close();
    await expect(store.get('acme', 'v-1', 1)).rejects.toThrow(/fails its hash/);
    await store.close();
  });

  it('keeps records across reopening the file', async () => {
    const first = openEvidenceStore(dir.dir);
    await first.put('acme', 'v-1', record());
    await first.close();
    const second = openEvidenceStore(dir.dir);
    expect((await second.get('acme', 'v-1', 1))?.record).toEqual(record());
    expect(await second.put('acme', 'v-1', record({ captured_at: 'later' }))).toBe(2);
    await second.close();
  });
});
