import type { Harness } from '../support/api-harness';
import { documentBody, eventually, startHarness } from '../support/api-harness';

describe('deprecated /v1/verifications', () => {
  let api: Harness;
  beforeAll(async () => {
    api = await startHarness();
  });
  afterAll(async () => api.stop());

  const deprecatedBody = () => ({
    verification_type: 'flu_vaccination',
    document: { url: 'https://docs.example.com/flu.pdf' },
    person: { first_name: 'Mary', last_name: 'Seacole', external_id: 'person-77' },
    external_id: 'legacy-1',
  });

  it('starts with 202, the deprecated resource in status scheduled, and deprecation headers', async () => {
    const r = await api.request('POST', '/v1/verifications', { body: deprecatedBody() });
    expect(r.status).toBe(202);
    expect(Object.keys(r.body).sort()).toEqual(
      [
        'created_at',
        'document_id',
        'external_id',
        'id',
        'metadata',
        'mode',
        'object',
        'person_id',
        'status',
        'updated_at',
        'uri',
        'verification_type',
      ].sort(),
    );
    expect(r.body).toMatchObject({
      object: 'verification',
      uri: `/verifications/${r.body.id}`,
      status: 'scheduled',
      mode: 'test',
      verification_type: 'flu_vaccination',
      person_id: 'person-77',
      external_id: 'legacy-1',
      metadata: {},
    });
    expect(r.body.updated_at).toBe(r.body.created_at);
    expect(r.headers.get('deprecation')).toBeTruthy();
    expect(r.headers.get('link')).toBe('</v1/document-verifications>; rel="successor-version"');
  });

  it('is readable on both endpoints; the deprecated read maps the fields and adds the decision', async () => {
    const start = await api.request('POST', '/v1/verifications', { body: deprecatedBody() });
    const current = await api.request('GET', `/v1/document-verifications/${start.body.id}`);
    expect(current.status).toBe(200);
    expect(current.body.document_type).toBe('flu_vaccination');
    const old = await api.request('GET', `/v1/verifications/${start.body.id}`);
    expect(old.status).toBe(200);
    expect(old.body).toMatchObject({
      object: 'verification',
      decision: 'flagged',
      decision_confidence: null,
      issues: null,
      data: null,
    });
    expect(old.body.rules.season).toBe('current');
    expect(old.headers.get('link')).toBe(
      `</v1/document-verifications/${start.body.id}>; rel="successor-version"`,
    );
  });

  it('shows a verification started on the current endpoint as complete, with decision fields', async () => {
    const start = await api.request('POST', '/v1/document-verifications', {
      body: documentBody({ sandbox: { decision: 'flagged', confidence: 61, issues: ['name not present'] } }),
    });
    const old = await eventually(async () => {
      const r = await api.request('GET', `/v1/verifications/${start.body.id}`);
      return r.body.status === 'complete' ? r.body : null;
    });
    expect(old).toMatchObject({
      decision: 'flagged',
      decision_confidence: 61,
      issues: ['name not present'],
      verification_type: 'tuberculosis_test',
    });
    expect(old.updated_at >= old.created_at).toBe(true);
    expect(old.person_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes the type from document.type, and refuses a missing or conflicting type and a sandbox', async () => {
    const inner = await api.request('POST', '/v1/verifications', {
      body: {
        ...deprecatedBody(),
        verification_type: undefined,
        document: { url: 'https://x.example/a.pdf', type: 'resume' },
      },
    });
    expect(inner.status).toBe(202);
    expect(inner.body.verification_type).toBe('resume');
    const missing = await api.request('POST', '/v1/verifications', {
      body: { ...deprecatedBody(), verification_type: undefined },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.details[0].field).toBe('verification_type');
    const conflict = await api.request('POST', '/v1/verifications', {
      body: { ...deprecatedBody(), document: { url: 'https://x.example/a.pdf', type: 'resume' } },
    });
    expect(conflict.status).toBe(400);
    const sandbox = await api.request('POST', '/v1/verifications', {
      body: { ...deprecatedBody(), sandbox: { status: 'scheduled' } },
    });
    expect(sandbox.status).toBe(400);
    expect(sandbox.body.details).toContainEqual({ field: 'sandbox', problem: 'is not a known field' });
  });

  it('does not show license verifications', async () => {
    const start = await api.request('POST', '/v1/license-verifications', {
      body: {
        license: { type: 'RN', number: '1' },
        person: { first_name: 'A', last_name: 'B' },
        sandbox: { status: 'scheduled' },
      },
    });
    expect((await api.request('GET', `/v1/verifications/${start.body.id}`)).status).toBe(404);
  });
});
