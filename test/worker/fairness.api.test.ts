// One account's flood does not starve another: with the per-account cap, a later verification of another
// account is processed while the flood is still queued; without the cap it waits behind all of it.
import type { DocumentEngine, EngineOutcome } from '../../src/engines/contract';
import { OTHER_KEY, documentBody, eventually, startHarness } from '../support/api-harness';

const FLOOD = 16;

/** An engine that takes a while per document and records the order it finished them in. */
function slowEngine(): DocumentEngine & { finished: string[] } {
  const finished: string[] = [];
  return {
    finished,
    async verify(job): Promise<EngineOutcome> {
      await new Promise((r) => setTimeout(r, 60));
      finished.push(job.accountId);
      return { kind: 'completed', decision: 'accepted', confidence: 90, issues: [], data: {} };
    },
  };
}

async function flood(cap: string): Promise<{ quietAt: number; finished: string[] }> {
  const engine = slowEngine();
  const api = await startHarness(
    { WORKER_CONCURRENCY: '2', ACCOUNT_MAX_CONCURRENT_DOCUMENTS: cap },
    { documents: engine },
  );
  try {
    for (let i = 0; i < FLOOD; i += 1)
      expect((await api.request('POST', '/v1/document-verifications', { body: documentBody() })).status).toBe(
        202,
      );
    const quiet = await api.request('POST', '/v1/document-verifications', {
      key: OTHER_KEY,
      body: documentBody(),
    });
    await eventually(
      async () =>
        (await api.request('GET', `/v1/document-verifications/${quiet.body.id}`, { key: OTHER_KEY })).body
          .status === 'completed',
      20_000,
    );
    await eventually(async () => engine.finished.length === FLOOD + 1, 20_000);
    return { quietAt: engine.finished.indexOf('globex'), finished: engine.finished };
  } finally {
    await api.stop();
  }
}

describe('per-account processing cap', () => {
  it('lets another account through while one account floods, and still processes the whole flood', async () => {
    const capped = await flood('1');
    expect(capped.finished.filter((a) => a === 'acme')).toHaveLength(FLOOD);
    expect(capped.quietAt).toBeLessThan(FLOOD / 2);
  }, 60_000);

  it('without the cap, the other account waits behind the flood', async () => {
    const uncapped = await flood('0');
    expect(uncapped.quietAt).toBeGreaterThanOrEqual(FLOOD - 2);
  }, 60_000);
});
