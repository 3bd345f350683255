// Operator commands against a real DATA_DIR: keys, projection replay, event export.
import { runCommand } from '../support/cli';
import { startHarness } from '../support/api-harness';
import type { Harness } from '../support/api-harness';
import { OTHER_KEY, documentBody, eventually } from '../support/api-harness';

const cli = (dataDir: string, ...args: string[]) => runCommand(dataDir, args);

describe('npm run cli', () => {
  let api: Harness;
  beforeAll(async () => {
    api = await startHarness();
  });
  afterAll(async () => api.stop());

  it('creates a live key that works at once, lists it without the secret, and revokes it', async () => {
    const created = await cli(api.dataDir, 'keys', 'create', '--account', 'initech', '--mode', 'live');
    expect(created.code).toBe(0);
    const key = created.stdout.trim();
    expect(key).toMatch(/^sk_live_[A-Za-z0-9]{32,}$/);
    const started = await api.request('POST', '/v1/document-verifications', { key, body: documentBody() });
    expect(started.status).toBe(202);
    expect(started.body.mode).toBe('live');

    const listed = await cli(api.dataDir, 'keys', 'list', '--json');
    expect(listed.stdout).not.toContain(key);
    const id = (JSON.parse(listed.stdout) as Array<{ id: string; account: string }>).find(
      (k) => k.account === 'initech',
    )!.id;

    expect((await cli(api.dataDir, 'keys', 'revoke', id)).code).toBe(0);
    // Each API process remembers a valid key for 5 s, so the revocation applies within that time.
    await eventually(
      async () => (await api.request('GET', '/v1/document-verifications', { key })).status === 401,
      8000,
    );
  });

  it('refuses bad arguments with a usage message', async () => {
    const bad = await cli(api.dataDir, 'keys', 'create', '--account', 'x', '--mode', 'prod');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('usage');
    expect((await cli(api.dataDir, 'frobnicate')).code).toBe(2);
  });

  it('replays the read model to the same rows and exports the event history', async () => {
    for (const decision of ['accepted', 'rejected']) {
      await api.request('POST', '/v1/document-verifications', {
        body: documentBody({ sandbox: { decision } }),
      });
    }
    await eventually(
      async () => (await api.request('GET', '/v1/document-verifications?status=completed')).body.total === 2,
    );
    const before = (await api.request('GET', '/v1/document-verifications?limit=100')).body.items;
    const replay = await cli(api.dataDir, 'projections', 'replay');
    expect(replay.code).toBe(0);
    expect(replay.stdout).toMatch(/rebuilt verifications, event_feed from \d+ events/);
    const after = (await api.request('GET', '/v1/document-verifications?limit=100')).body.items;
    expect(after).toEqual(before);

    const exported = await cli(api.dataDir, 'events', 'export', '--from', '0');
    const events = exported.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(events.length).toBeGreaterThanOrEqual(6);
    expect(events[0]).toMatchObject({
      position: expect.any(Number),
      type: expect.any(String),
      metadata: { schema_version: 1 },
    });
  });

  it('exports a selection (types, account, positions, times) as JSON lines or CSV, and counts it', async () => {
    await api.request('POST', '/v1/document-verifications', {
      key: OTHER_KEY,
      body: documentBody({ sandbox: {} }),
    });
    const all = (await cli(api.dataDir, 'events', 'export')).stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const requested = await cli(
      api.dataDir,
      'events',
      'export',
      '--type',
      'DocumentVerificationRequested',
      '--account',
      'acme',
    );
    const lines = requested.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.length).toBeGreaterThan(0);
    expect(
      lines.every((e) => e.type === 'DocumentVerificationRequested' && e.metadata.account_id === 'acme'),
    ).toBe(true);
    expect(lines.length).toBe(
      all.filter((e) => e.type === 'DocumentVerificationRequested' && e.metadata.account_id === 'acme')
        .length,
    );

    const middle = all[Math.floor(all.length / 2)];
    const upTo = await cli(api.dataDir, 'events', 'export', '--to', String(middle.position));
    expect(
      upTo.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).position)
        .at(-1),
    ).toBe(middle.position);
    const since = await cli(api.dataDir, 'events', 'export', '--from', middle.recordedAt);
    expect(JSON.parse(since.stdout.trim().split('\n')[0]).recordedAt >= middle.recordedAt).toBe(true);

    const csv = await cli(api.dataDir, 'events', 'export', '--format', 'csv', '--limit', '3');
    const rows = csv.stdout.trim().split('\n');
    expect(rows[0]).toBe('position,recorded_at,type,stream_id,verification_id,version,account,mode,data');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toMatch(
      /^\d+,\d{4}-\d\d-\d\dT[^,]+,\w+,\w+_verification-[0-9a-f-]+,[0-9a-f-]+,0,\w+,(test|live),"\{/,
    );

    // Up to the export's last event: verifications of the earlier tests may still append (retries).
    const stats = JSON.parse(
      (await cli(api.dataDir, 'events', 'stats', '--json', '--to', String(all.at(-1).position))).stdout,
    );
    expect(stats.events).toBe(all.length);
    expect(stats.by_type.DocumentVerificationRequested).toBe(
      all.filter((e) => e.type === 'DocumentVerificationRequested').length,
    );
    expect(stats.accounts).toBeGreaterThanOrEqual(2);
    const table = await cli(api.dataDir, 'events', 'stats', '--account', 'globex');
    expect(table.stdout).toMatch(/^TYPE\s+COUNT$/m);
    expect(table.stdout).toMatch(/^total\s+\d+ events in 1 streams?, 1 account\/mode pairs/m);

    for (const bad of [
      ['--type', 'Nope'],
      ['--from', 'yesterday'],
      ['--format', 'xml'],
    ]) {
      const r = await cli(api.dataDir, 'events', 'export', ...bad);
      expect(r.code).toBe(2);
    }
  });
});
