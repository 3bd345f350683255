import type { Harness } from '../support/api-harness';
import { OTHER_KEY, eventually, licenseBody, startHarness } from '../support/api-harness';

describe('license verifications over HTTP (sandbox)', () => {
  let api: Harness;
  beforeAll(async () => {
    api = await startHarness();
  });
  afterAll(async () => api.stop());

  const final = (id: string) =>
    eventually(async () => {
      const r = await api.request('GET', `/v1/license-verifications/${id}`);
      return ['completed', 'failed'].includes(r.body.status) ? r.body : null;
    });

  it('starts with 202 and completes with license-shaped data', async () => {
    const start = await api.request('POST', '/v1/license-verifications', {
      body: licenseBody({ external_id: 'nurse-9', sandbox: { decision: 'accepted' } }),
    });
    expect(start.status).toBe(202);
    expect(start.body).toMatchObject({
      object: 'license_verification',
      mode: 'test',
      external_id: 'nurse-9',
    });
    const v = await final(start.body.id);
    expect(v).toMatchObject({
      object: 'license_verification',
      status: 'completed',
      decision: 'accepted',
      issues: [],
    });
    expect(v.data.person.name).toEqual({
      source: 'Florence Nightingale',
      extracted: 'Florence Nightingale',
      status: 'match',
    });
    expect(v.data.licenses[0]).toMatchObject({ jurisdiction: 'CA', number: 'RN123456', status: 'active' });
    expect(v.rules).toMatchObject({ allow_probation: false, require_name_match: true });
    expect(v.license).toMatchObject({ type: 'RN', number: 'RN123456', jurisdiction: 'CA' });
  });

  it('lists license verifications apart from document ones', async () => {
    const start = await api.request('POST', '/v1/license-verifications', {
      body: licenseBody({ sandbox: { status: 'scheduled' } }),
    });
    await eventually(async () => {
      const r = await api.request('GET', '/v1/license-verifications?status=scheduled');
      return r.body.items.some((i: { id: string }) => i.id === start.body.id);
    });
    const docs = await api.request('GET', '/v1/document-verifications');
    expect(docs.body.items.some((i: { id: string }) => i.id === start.body.id)).toBe(false);
    const other = await api.request('GET', `/v1/license-verifications/${start.body.id}`, { key: OTHER_KEY });
    expect(other.status).toBe(404);
  });

  it('refuses missing license fields and bad codes', async () => {
    const r = await api.request('POST', '/v1/license-verifications', {
      body: { license: { type: 'R N!', jurisdiction: 'C' }, person: { first_name: 'A', last_name: 'B' } },
    });
    expect(r.status).toBe(400);
    expect(r.body.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['license.number', 'license.type', 'license.jurisdiction']),
    );
  });

  it('fails a sandbox license verification with the given cause', async () => {
    const start = await api.request('POST', '/v1/license-verifications', {
      body: licenseBody({ sandbox: { status: 'failed', issues: ['license source unavailable'] } }),
    });
    expect(await final(start.body.id)).toMatchObject({
      status: 'failed',
      decision: 'failed',
      issues: ['license source unavailable'],
    });
  });
});
