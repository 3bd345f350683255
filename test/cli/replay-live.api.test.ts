// `projections replay` while the service runs: the read models are rebuilt beside the live ones and
// swapped in, so the API answers throughout, never from a half-built table, and ends where it began.
import { runCommand } from '../support/cli';
import type { Harness } from '../support/api-harness';
import { documentBody, eventually, startHarness } from '../support/api-harness';

const N = 150;

const cli = (dataDir: string, ...args: string[]) => runCommand(dataDir, args);

describe('projections replay beside the live read models', () => {
  let api: Harness;
  beforeAll(async () => {
    api = await startHarness({ RATE_LIMIT_PER_SECOND: '0' });
    for (let i = 0; i < N; i += 1)
      await api.request('POST', '/v1/document-verifications', {
        body: documentBody({ external_id: `r-${i}`, sandbox: { decision: i % 2 ? 'accepted' : 'rejected' } }),
      });
    await eventually(
      async () =>
        (await api.request('GET', '/v1/document-verifications?status=completed&limit=1')).body.total === N,
      30_000,
    );
  }, 60_000);
  afterAll(async () => api.stop());

  it('keeps answering with the full list while it rebuilds, and swaps in the same rows', async () => {
    const before = (await api.request('GET', '/v1/document-verifications?limit=100')).body.items;
    const seen: number[] = [];
    let failures = 0;
    let replaying = true;
    const poller = (async () => {
      while (replaying) {
        const r = await api.request('GET', '/v1/document-verifications?limit=1');
        if (r.status !== 200) failures += 1;
        else seen.push(r.body.total);
        const feed = await api.request('GET', '/v1/events?limit=1');
        if (feed.status !== 200 || feed.body.items.length !== 1) failures += 1;
      }
    })();
    const replay = await cli(api.dataDir, 'projections', 'replay');
    replaying = false;
    await poller;
    expect(replay.code).toBe(0);
    expect(replay.stdout).toMatch(
      /^rebuilt verifications, event_feed from [\d,]+ events in [\d,]+ ms \([\d,]+ events\/s\)$/m,
    );
    expect(replay.stdout).toMatch(/^ {2}verifications: [\d,]+ events applied$/m);
    expect(replay.stdout).toMatch(/^ {2}event_feed: [\d,]+ events applied$/m);
    expect(replay.stdout).toMatch(/^swapped in [\d,]+ ms/m);
    expect(failures).toBe(0);
    expect(seen.length).toBeGreaterThan(0);
    expect(Math.min(...seen)).toBe(N);
    expect((await api.request('GET', '/v1/document-verifications?limit=100')).body.items).toEqual(before);

    // The projector carries on after the swap.
    const after = await api.request('POST', '/v1/document-verifications', {
      body: documentBody({ sandbox: {} }),
    });
    await eventually(
      async () =>
        (await api.request('GET', '/v1/document-verifications?limit=1')).body.items[0]?.id === after.body.id,
    );
  }, 60_000);

  it('rebuilds one read model when asked, and refuses an unknown one', async () => {
    const one = await cli(api.dataDir, 'projections', 'replay', '--projection', 'event_feed');
    expect(one.code).toBe(0);
    expect(one.stdout).toMatch(/^rebuilt event_feed from/m);
    expect(one.stdout).not.toMatch(/verifications/);
    expect((await cli(api.dataDir, 'projections', 'replay', '--projection', 'nope')).code).toBe(2);
  });
});
