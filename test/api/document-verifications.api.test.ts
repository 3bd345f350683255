import type { Harness } from '../support/api-harness';
import { LIVE_KEY, OTHER_KEY, documentBody, eventually, startHarness } from '../support/api-harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[47][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('document verifications over HTTP', () => {
  let api: Harness;
  beforeAll(async () => {
    api = await startHarness();
  });
  afterAll(async () => api.stop());

  const completed = (id: string) =>
    eventually(async () => {
      const r = await api.request('GET', `/v1/document-verifications/${id}`);
      return r.body.status === 'completed' || r.body.status === 'failed' ? r.body : null;
    });

  it('answers 202 with the start response and a Location', async () => {
    const r = await api.request('POST', '/v1/document-verifications', {
      body: documentBody({ external_id: 'case-1', metadata: { shift: 'night' }, sandbox: {} }),
    });
    expect(r.status).toBe(202);
    expect(Object.keys(r.body).sort()).toEqual([
      'external_id',
      'id',
      'metadata',
      'mode',
      'object',
      'scheduled_at',
    ]);
    expect(r.body).toMatchObject({
      object: 'document_verification',
      mode: 'test',
      external_id: 'case-1',
      metadata: { shift: 'night' },
    });
    expect(r.body.id).toMatch(UUID);
    expect(r.body.scheduled_at).toMatch(TIMESTAMP);
    expect(r.headers.get('location')).toBe(`/v1/document-verifications/${r.body.id}`);
    expect(r.headers.get('request-id')).toBeTruthy();
  });

  it('defaults external_id to null and metadata to {}', async () => {
    const r = await api.request('POST', '/v1/document-verifications', {
      body: documentBody({ sandbox: { status: 'scheduled' } }),
    });
    expect(r.body.external_id).toBeNull();
    expect(r.body.metadata).toEqual({});
  });

  it('completes a sandbox verification through the real flow with every field present', async () => {
    const start = await api.request('POST', '/v1/document-verifications', {
      body: documentBody({
        sandbox: {
          decision: 'rejected',
          confidence: 42.5,
          issues: ['document expired'],
          data: { note: 'x' },
        },
      }),
    });
    const v = await completed(start.body.id);
    expect(Object.keys(v).sort()).toEqual(
      [
        'completed_at',
        'confidence',
        'data',
        'decision',
        'document_id',
        'document_type',
        'external_id',
        'failed_at',
        'id',
        'issues',
        'metadata',
        'mode',
        'object',
        'rules',
        'scheduled_at',
        'started_at',
        'status',
      ].sort(),
    );
    expect(v).toMatchObject({
      status: 'completed',
      decision: 'rejected',
      confidence: 42.5,
      issues: ['document expired'],
      document_type: 'tuberculosis_test',
      failed_at: null,
      mode: 'test',
    });
    expect(v.data.note).toBe('x');
    expect(v.data.person.name).toEqual({
      source: 'Ada Lovelace',
      extracted: 'Ada Lovelace',
      status: 'match',
    });
    expect(v.document_id).toMatch(UUID);
    expect(v.started_at).toMatch(TIMESTAMP);
    expect(v.completed_at >= v.started_at && v.started_at >= v.scheduled_at).toBe(true);
  });

  it('defaults a sandbox outcome to completed and accepted', async () => {
    const start = await api.request('POST', '/v1/document-verifications', {
      body: documentBody({ sandbox: { status: 'completed' } }),
    });
    const v = await completed(start.body.id);
    expect(v).toMatchObject({ status: 'completed', decision: 'accepted', issues: [] });
    expect(typeof v.confidence).toBe('number');
  });

  it('ends a sandbox failure as failed with decision failed and the cause in issues', async () => {
    const start = await api.request('POST', '/v1/document-verifications', {
      body: documentBody({ sandbox: { status: 'failed', issues: ['document could not be fetched'] } }),
    });
    const v = await completed(start.body.id);
    expect(v).toMatchObject({
      status: 'failed',
      decision: 'failed',
      confidence: null,
      data: null,
      issues: ['document could not be fetched'],
    });
    expect(v.failed_at).toMatch(TIMESTAMP);
    expect(v.completed_at).toBeNull();
  });

  it('holds a sandbox verification in scheduled or processing, with decision flagged and nulls', async () => {
    const held = await api.request('POST', '/v1/document-verifications', {
      body: documentBody({ sandbox: { status: 'scheduled' } }),
    });
    const processing = await api.request('POST', '/v1/document-verifications', {
      body: documentBody({ sandbox: { status: 'processing' } }),
    });
    const p = await eventually(async () => {
      const r = await api.request('GET', `/v1/document-verifications/${processing.body.id}`);
      return r.body.status === 'processing' ? r.body : null;
    });
    expect(p).toMatchObject({
      decision: 'flagged',
      confidence: null,
      issues: null,
      data: null,
      completed_at: null,
      failed_at: null,
    });
    expect(p.started_at).toMatch(TIMESTAMP);
    await new Promise((r) => setTimeout(r, 200));
    const s = await api.request('GET', `/v1/document-verifications/${held.body.id}`);
    expect(s.body).toMatchObject({
      status: 'scheduled',
      decision: 'flagged',
      started_at: null,
      issues: null,
      data: null,
      confidence: null,
    });
  });

  it('echoes the effective rules: defaults merged with the client rules, valid_on resolved to today', async () => {
    const start = await api.request('POST', '/v1/document-verifications', {
      body: documentBody({ rules: { max_age_days: 90 }, sandbox: { status: 'scheduled' } }),
    });
    const v = await api.request('GET', `/v1/document-verifications/${start.body.id}`);
    expect(v.body.rules).toEqual({
      valid_on: new Date().toISOString().slice(0, 10),
      require_name_match: true,
      require_dob_match: true,
      max_age_days: 90,
      accept_xray: true,
    });
  });

  it('can be read right after the 202 (read-model fallback to the event store)', async () => {
    const start = await api.request('POST', '/v1/document-verifications', {
      body: documentBody({ sandbox: { status: 'scheduled' } }),
    });
    const r = await api.request('GET', `/v1/document-verifications/${start.body.id}`);
    expect(r.status).toBe(200);
    expect(r.body.id).toBe(start.body.id);
  });

  it('hides verifications of another account or another mode behind 404', async () => {
    const start = await api.request('POST', '/v1/document-verifications', {
      body: documentBody({ sandbox: { status: 'scheduled' } }),
    });
    for (const key of [LIVE_KEY, OTHER_KEY]) {
      const r = await api.request('GET', `/v1/document-verifications/${start.body.id}`, { key });
      expect(r.status).toBe(404);
      expect(r.body.error).toBe('not_found');
    }
    const asLicense = await api.request('GET', `/v1/license-verifications/${start.body.id}`);
    expect(asLicense.status).toBe(404);
  });

  it('starts live-mode verifications with a live key, refusing a sandbox there', async () => {
    const refused = await api.request('POST', '/v1/document-verifications', {
      key: LIVE_KEY,
      body: documentBody({ sandbox: { decision: 'accepted' } }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toContainEqual({
      field: 'sandbox',
      problem: 'is only allowed with a test-mode key',
    });
    const emptySandbox = await api.request('POST', '/v1/document-verifications', {
      key: LIVE_KEY,
      body: documentBody({ sandbox: {} }),
    });
    expect(emptySandbox.status).toBe(202);
    expect(emptySandbox.body.mode).toBe('live');
  });
});

describe('listing document verifications', () => {
  let api: Harness;
  const ids: string[] = [];
  beforeAll(async () => {
    api = await startHarness();
    const specs = [
      { type: 'tuberculosis_test', external_id: 'p-1', sandbox: { status: 'scheduled' } },
      { type: 'flu_vaccination', external_id: 'p-2', sandbox: { status: 'completed' } },
      { type: 'tuberculosis_test', external_id: 'p-2', sandbox: { status: 'failed' } },
      { type: 'resume', external_id: 'p-3', sandbox: { status: 'completed' } },
    ];
    for (const s of specs) {
      const r = await api.request('POST', '/v1/document-verifications', {
        body: {
          ...documentBody({ external_id: s.external_id, sandbox: s.sandbox }),
          document: { url: 'https://x.example/d.pdf', type: s.type },
        },
      });
      ids.push(r.body.id);
    }
    await eventually(async () => {
      const r = await api.request('GET', '/v1/document-verifications?status=completed');
      return r.body.items.length === 2;
    });
  });
  afterAll(async () => api.stop());

  it('lists newest first in the list envelope', async () => {
    const r = await api.request('GET', '/v1/document-verifications');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ object: 'list', total: 4, has_more: false });
    expect(r.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.body.items.map((i: { id: string }) => i.id)).toEqual([...ids].reverse());
  });

  it('filters by external_id, document_type and status, combined with AND', async () => {
    const byExternal = await api.request('GET', '/v1/document-verifications?external_id=p-2');
    expect(byExternal.body.items).toHaveLength(2);
    const both = await api.request(
      'GET',
      '/v1/document-verifications?external_id=p-2&document_type=tuberculosis_test',
    );
    expect(both.body.items.map((i: { id: string }) => i.id)).toEqual([ids[2]]);
    const failed = await api.request('GET', '/v1/document-verifications?status=failed');
    expect(failed.body.items.map((i: { id: string }) => i.id)).toEqual([ids[2]]);
  });

  it('pages with limit and offset, and treats empty parameters as defaults', async () => {
    const page = await api.request('GET', '/v1/document-verifications?limit=2&offset=1');
    expect(page.body.items.map((i: { id: string }) => i.id)).toEqual([ids[2], ids[1]]);
    expect(page.body.has_more).toBe(true);
    const empty = await api.request('GET', '/v1/document-verifications?limit=&offset=&status=');
    expect(empty.status).toBe(200);
    expect(empty.body.items).toHaveLength(4);
  });

  it('refuses bad query values with 400 naming the parameter', async () => {
    for (const q of [
      'limit=0',
      'limit=101',
      'limit=abc',
      'offset=-1',
      'status=done',
      'document_type=passport',
      'limit=1&limit=2',
      'colour=red',
    ]) {
      const r = await api.request('GET', `/v1/document-verifications?${q}`);
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('invalid_request');
      expect(r.body.details[0].field).toBe(q.split('=')[0]);
    }
  });

  it('shows each key only its own account and mode', async () => {
    const other = await api.request('GET', '/v1/document-verifications', { key: OTHER_KEY });
    expect(other.body.items).toEqual([]);
    const live = await api.request('GET', '/v1/document-verifications', { key: LIVE_KEY });
    expect(live.body.items).toEqual([]);
  });
});
