import type { Harness } from '../support/api-harness';
import { LIVE_KEY, OTHER_KEY, documentBody, startHarness } from '../support/api-harness';

describe('Idempotency-Key', () => {
  let api: Harness;
  beforeAll(async () => {
    api = await startHarness();
  });
  afterAll(async () => api.stop());

  const total = async () =>
    (await api.request('GET', '/v1/document-verifications?limit=100')).body.total as number;
  const post = (key: string, body: unknown, apiKey?: string) =>
    api.request('POST', '/v1/document-verifications', {
      body,
      key: apiKey,
      headers: { 'idempotency-key': key },
    });

  it('returns the first response for the same key and body, starting nothing new', async () => {
    const body = documentBody({ sandbox: { status: 'scheduled' }, external_id: 'idem-1' });
    const first = await post('key-1', body);
    const before = await total();
    const again = await post('key-1', body);
    expect(again.status).toBe(202);
    expect(again.body).toEqual(first.body);
    expect(await total()).toBe(before);
  });

  it('answers 409 idempotency_key_reused for the same key with a different body', async () => {
    await post('key-2', documentBody({ sandbox: { status: 'scheduled' } }));
    const r = await post(
      'key-2',
      documentBody({ sandbox: { status: 'scheduled' }, external_id: 'different' }),
    );
    expect(r.status).toBe(409);
    expect(r.body.error).toBe('idempotency_key_reused');
  });

  it('scopes keys to the account and mode of the API key', async () => {
    const body = documentBody({ sandbox: {} });
    const a = await post('shared-key', body);
    const b = await post('shared-key', body, OTHER_KEY);
    const c = await post('shared-key', { ...body, sandbox: undefined }, LIVE_KEY);
    expect(new Set([a.body.id, b.body.id, c.body.id]).size).toBe(3);
  });

  it('gives racing requests with one key a single verification', async () => {
    const body = documentBody({ sandbox: { status: 'scheduled' }, external_id: 'race' });
    const results = await Promise.all(Array.from({ length: 8 }, () => post('race-key', body)));
    expect(results.every((r) => r.status === 202)).toBe(true);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    const listed = await api.request('GET', '/v1/document-verifications?external_id=race');
    expect(listed.body.total).toBe(1);
  });

  it('replays the deprecated start response and refuses a bad key', async () => {
    const body = {
      verification_type: 'resume',
      document: { url: 'https://x.example/cv.pdf' },
      person: { first_name: 'A', last_name: 'B' },
    };
    const first = await api.request('POST', '/v1/verifications', {
      body,
      headers: { 'idempotency-key': 'dep-1' },
    });
    const again = await api.request('POST', '/v1/verifications', {
      body,
      headers: { 'idempotency-key': 'dep-1' },
    });
    expect(again.body).toEqual(first.body);
    const bad = await post('has space', documentBody());
    expect(bad.status).toBe(400);
  });
});
