import type { Harness } from '../support/api-harness';
import { OTHER_KEY } from '../support/api-harness';
import { documentBody, licenseBody, startHarness } from '../support/api-harness';

describe('the error table of SPEC.md', () => {
  let api: Harness;
  beforeAll(async () => {
    api = await startHarness({ RATE_LIMIT_PER_SECOND: '0' });
  });
  afterAll(async () => api.stop());

  const count = async () =>
    (await api.request('GET', '/v1/document-verifications?limit=100')).body.total as number;

  function expectError(r: { status: number; body: any; headers: Headers }, status: number, code: string) {
    expect(r.status).toBe(status);
    expect(r.body.error).toBe(code);
    expect(typeof r.body.message).toBe('string');
    expect(r.body.message.length).toBeGreaterThan(0);
    expect(r.body.request_id).toBe(r.headers.get('request-id'));
  }

  it('400 invalid_json for bodies that are not a JSON object, and nothing is created', async () => {
    const before = await count();
    for (const raw of ['{', 'null', '[1,2]', '"text"', '42', '', '{"a":1}}']) {
      const r = await api.request('POST', '/v1/document-verifications', {
        rawBody: raw,
        headers: { 'content-type': 'application/json' },
      });
      expectError(r, 400, 'invalid_json');
    }
    expect(await count()).toBe(before);
  });

  it('400 invalid_request names each field: missing, wrong type, out of set, unknown, too long', async () => {
    const r = await api.request('POST', '/v1/document-verifications', {
      body: {
        document: { url: 'https://x.example/a.pdf', type: 'passport' },
        person: { first_name: 'A', last_name: 7, dob: '1990-02-30' },
        external_id: 'x'.repeat(256),
        colour: 'red',
      },
    });
    expectError(r, 400, 'invalid_request');
    const fields = r.body.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining(['document.type', 'person.last_name', 'person.dob', 'external_id', 'colour']),
    );
    expect(r.body.details).toContainEqual({
      field: 'person.dob',
      problem: 'must be a real calendar date (YYYY-MM-DD)',
    });
    expect(r.body.details).toContainEqual({ field: 'colour', problem: 'is not a known field' });
  });

  it('400 for empty (after trimming) required strings, non-http URLs and a dob in the future', async () => {
    const r = await api.request('POST', '/v1/document-verifications', {
      body: {
        document: { url: 'file:///etc/passwd', type: 'resume' },
        person: { first_name: '   ', last_name: 'B', dob: '2999-01-01' },
      },
    });
    expectError(r, 400, 'invalid_request');
    expect(r.body.details).toEqual(
      expect.arrayContaining([
        { field: 'person.first_name', problem: 'must not be empty' },
        { field: 'document.url', problem: 'must be an absolute http or https URL' },
        { field: 'person.dob', problem: 'must not be in the future' },
      ]),
    );
  });

  it('400 for an unknown rule, naming it and the allowed ones, and for a rule of the wrong type', async () => {
    const r = await api.request('POST', '/v1/document-verifications', {
      body: documentBody({ rules: { max_age_days: 'soon', allow_booster: true } }),
    });
    expectError(r, 400, 'invalid_request');
    expect(r.body.details).toContainEqual({ field: 'rules.max_age_days', problem: 'must be an integer' });
    const unknown = r.body.details.find((d: { field: string }) => d.field === 'rules.allow_booster');
    expect(unknown.problem).toContain('tuberculosis_test');
    expect(unknown.problem).toContain('max_age_days');
    const license = await api.request('POST', '/v1/license-verifications', {
      body: licenseBody({ rules: { max_age_days: 3 } }),
    });
    expect(license.body.details[0].field).toBe('rules.max_age_days');
    expect(license.body.details[0].problem).toContain('allow_probation');
  });

  it('400 for metadata over its limits and for inconsistent sandboxes', async () => {
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]));
    const big = { blob: 'x'.repeat(17 * 1024) };
    for (const [metadata, problem] of [
      [many, 'must have at most 50 keys'],
      [big, 'must be at most 16 KiB once serialized'],
      [{ ['k'.repeat(41)]: 1 }, 'keys must be at most 40 characters'],
    ] as const) {
      const r = await api.request('POST', '/v1/document-verifications', { body: documentBody({ metadata }) });
      expectError(r, 400, 'invalid_request');
      expect(r.body.details).toContainEqual({ field: 'metadata', problem });
    }
    const bad = await api.request('POST', '/v1/document-verifications', {
      body: documentBody({ sandbox: { decision: 'failed', confidence: 101, issues: ['Bad Issue!'] } }),
    });
    expect(bad.body.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['sandbox.decision', 'sandbox.confidence', 'sandbox.issues[0]']),
    );
  });

  it('401 for a missing, malformed or unknown key', async () => {
    for (const header of [
      undefined,
      'Bearer',
      'Basic abc',
      'Bearer sk_test_unknownkey999',
      'Bearer sk_prod_x',
    ]) {
      const r = await api.request('GET', '/v1/document-verifications', {
        key: null,
        headers: header ? { authorization: header } : {},
      });
      expectError(r, 401, 'unauthorized');
    }
  });

  it('404 for unknown paths, malformed ids and unknown ids', async () => {
    expectError(await api.request('GET', '/v1/nothing-here'), 404, 'not_found');
    expectError(await api.request('GET', '/v1/document-verifications/not-a-uuid'), 404, 'not_found');
    expectError(await api.request('GET', '/v1/document-verifications/%E0%A4%A'), 404, 'not_found');
    expectError(
      await api.request('GET', '/v1/document-verifications/0195b2a4-0000-7000-8000-000000000000'),
      404,
      'not_found',
    );
    expectError(
      await api.request('GET', '/v1/verifications/0195b2a4-0000-7000-8000-000000000000'),
      404,
      'not_found',
    );
  });

  it('405 with Allow for a known path and a wrong method', async () => {
    const r = await api.request('DELETE', '/v1/document-verifications');
    expectError(r, 405, 'method_not_allowed');
    expect(r.headers.get('allow')).toContain('POST');
    const put = await api.request('PUT', '/v1/verifications/0195b2a4-0000-7000-8000-000000000000');
    expectError(put, 405, 'method_not_allowed');
    expect(put.headers.get('allow')).toContain('GET');
  });

  it('413 for a body over 1 MiB and 415 for a body that is not JSON', async () => {
    const huge = JSON.stringify(documentBody({ metadata: { blob: 'x'.repeat(1024 * 1024) } }));
    expectError(
      await api.request('POST', '/v1/document-verifications', {
        rawBody: huge,
        headers: { 'content-type': 'application/json' },
      }),
      413,
      'payload_too_large',
    );
    expectError(
      await api.request('POST', '/v1/document-verifications', {
        rawBody: 'document=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      415,
      'unsupported_media_type',
    );
    expectError(
      await api.request('POST', '/v1/document-verifications', { rawBody: JSON.stringify(documentBody()) }),
      415,
      'unsupported_media_type',
    );
  });

  it('echoes a sane X-Request-Id and replaces an insane one', async () => {
    const sane = await api.request('GET', '/healthz', { headers: { 'x-request-id': 'trace-123.abc' } });
    expect(sane.headers.get('request-id')).toBe('trace-123.abc');
    const insane = await api.request('GET', '/healthz', { headers: { 'x-request-id': 'a b <script>' } });
    expect(insane.headers.get('request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('rate limiting', () => {
  it('429 with Retry-After once a key exceeds its rate', async () => {
    const api = await startHarness({ RATE_LIMIT_PER_SECOND: '1', RATE_LIMIT_BURST: '3' });
    try {
      const statuses: number[] = [];
      const remaining: number[] = [];
      let limited: { headers: Headers; body: any } | null = null;
      for (let i = 0; i < 5; i++) {
        const r = await api.request('GET', '/v1/document-verifications');
        statuses.push(r.status);
        remaining.push(Number(r.headers.get('ratelimit-remaining')));
        expect(r.headers.get('ratelimit-limit')).toBe('3');
        expect(Number(r.headers.get('ratelimit-reset'))).toBeGreaterThanOrEqual(1);
        if (r.status === 429) limited = r;
      }
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
      expect(remaining.slice(0, 3)).toEqual([2, 1, 0]);
      expect(statuses).toContain(429);
      expect(limited?.body.error).toBe('rate_limited');
      expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(limited?.headers.get('ratelimit-remaining')).toBe('0');
      // Each key has its own bucket.
      const other = await api.request('GET', '/v1/document-verifications', { key: OTHER_KEY });
      expect(other.status).toBe(200);
      expect(other.headers.get('ratelimit-remaining')).toBe('2');
    } finally {
      await api.stop();
    }
  });
});
