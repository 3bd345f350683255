// The worker's fault handling, through the API with engines that misbehave on purpose.
import path from 'node:path';
import type { DocumentEngine, DocumentJob, EngineOutcome } from '../../src/engines/contract';
import { TransientFault } from '../../src/engines/contract';
import { SqliteEventStore } from '../../src/eventstore/sqlite/sqlite-event-store';
import { openDatabase } from '../../src/storage/sqlite';
import type { Harness } from '../support/api-harness';
import { LIVE_KEY, documentBody, eventually, startHarness } from '../support/api-harness';

type Script = (job: DocumentJob, call: number) => Promise<EngineOutcome>;

function scriptedEngine(scripts: Record<string, Script>): DocumentEngine & { calls: Map<string, number> } {
  const calls = new Map<string, number>();
  return {
    calls,
    async verify(job) {
      const url = new URL(job.document.url);
      const n = (calls.get(url.pathname) ?? 0) + 1;
      calls.set(url.pathname, n);
      return scripts[url.pathname](job, n);
    },
  };
}

const accepted: EngineOutcome = {
  kind: 'completed',
  decision: 'accepted',
  confidence: 93,
  issues: [],
  data: { tests: [] },
};

describe('processing faults', () => {
  let api: Harness;
  const engine = scriptedEngine({
    '/flaky': async (_job, call) => {
      if (call < 3) throw new TransientFault('connection reset', 'document could not be fetched');
      return accepted;
    },
    '/down': async () => {
      throw new TransientFault('503 from origin', 'document could not be fetched');
    },
    '/gone': async () => ({ kind: 'failed', issues: ['unsupported file format'], reason: 'html' }),
    '/bug': async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'x')");
    },
  });

  beforeAll(async () => {
    api = await startHarness({ JOB_MAX_ATTEMPTS: '3', JOB_RETRY_BASE_MS: '10' }, { documents: engine });
  });
  afterAll(async () => api.stop());

  async function run(pathname: string) {
    const start = await api.request('POST', '/v1/document-verifications', {
      key: LIVE_KEY,
      body: {
        ...documentBody(),
        document: { url: `https://docs.example.com${pathname}`, type: 'tuberculosis_test' },
      },
    });
    expect(start.status).toBe(202);
    return eventually(async () => {
      const r = await api.request('GET', `/v1/document-verifications/${start.body.id}`, { key: LIVE_KEY });
      return ['completed', 'failed'].includes(r.body.status) ? r.body : null;
    });
  }

  async function eventTypes(id: string): Promise<string[]> {
    const db = openDatabase(path.join(api.dataDir, 'credence.db'));
    try {
      const events = await new SqliteEventStore(db).readStream(`document_verification-${id}`);
      return events.map((e) => e.type);
    } finally {
      db.close();
    }
  }

  it('retries a transient fault with backoff and completes once, recording each failed attempt', async () => {
    const v = await run('/flaky');
    expect(v).toMatchObject({ status: 'completed', decision: 'accepted', confidence: 93 });
    expect(engine.calls.get('/flaky')).toBe(3);
    expect(await eventTypes(v.id)).toEqual([
      'DocumentVerificationRequested',
      'DocumentVerificationStarted',
      'DocumentVerificationAttemptFailed',
      'DocumentVerificationAttemptFailed',
      'DocumentVerificationCompleted',
    ]);
  });

  it('fails with the fault’s issue once the attempts are exhausted', async () => {
    const v = await run('/down');
    expect(v).toMatchObject({
      status: 'failed',
      decision: 'failed',
      issues: ['document could not be fetched'],
      confidence: null,
    });
    expect(engine.calls.get('/down')).toBe(3);
    expect((await eventTypes(v.id)).filter((t) => t.endsWith('Failed'))).toHaveLength(4);
  });

  it('fails at once on a permanent failure, without retrying', async () => {
    const v = await run('/gone');
    expect(v).toMatchObject({ status: 'failed', issues: ['unsupported file format'] });
    expect(engine.calls.get('/gone')).toBe(1);
  });

  it('fails an engine bug as processing error without leaking its message', async () => {
    const v = await run('/bug');
    expect(v).toMatchObject({ status: 'failed', decision: 'failed', issues: ['processing error'] });
    expect(JSON.stringify(v)).not.toContain('Cannot read');
  });
});

describe('the real document engine behind the worker', () => {
  it('refuses a loopback document URL and fails the verification with a clear issue', async () => {
    const api = await startHarness({ JOB_RETRY_BASE_MS: '10' });
    try {
      const start = await api.request('POST', '/v1/document-verifications', {
        key: LIVE_KEY,
        body: {
          ...documentBody(),
          document: { url: 'http://127.0.0.1:9/secret.pdf', type: 'tuberculosis_test' },
        },
      });
      const v = await eventually(async () => {
        const r = await api.request('GET', `/v1/document-verifications/${start.body.id}`, { key: LIVE_KEY });
        return ['completed', 'failed'].includes(r.body.status) ? r.body : null;
      }, 20_000);
      expect(v).toMatchObject({
        status: 'failed',
        decision: 'failed',
        issues: ['document could not be fetched'],
      });
    } finally {
      await api.stop();
    }
  });
});
