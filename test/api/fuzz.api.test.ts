// Property-based: no request body, header or query, however malformed, produces a 5xx or a crash.
import fc from 'fast-check';
import type { Harness } from '../support/api-harness';
import { documentBody, licenseBody, startHarness } from '../support/api-harness';

const json = fc.jsonValue({ maxDepth: 4 });

/** Valid bodies with one part replaced by arbitrary JSON: close enough to pass the first checks. */
const mutated = (base: Record<string, any>) =>
  fc
    .tuple(fc.constantFrom(...paths(base)), json)
    .map(([path, value]) => setPath(structuredClone(base), path, value));

function paths(value: Record<string, any>, prefix: string[] = []): string[][] {
  return Object.entries(value).flatMap(([k, v]) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? [[...prefix, k], ...paths(v, [...prefix, k])]
      : [[...prefix, k]],
  );
}

function setPath(target: Record<string, any>, path: string[], value: unknown) {
  let node = target;
  for (const part of path.slice(0, -1)) node = node[part];
  node[path[path.length - 1]] = value;
  return target;
}

describe('fuzzing the API', () => {
  let api: Harness;
  beforeAll(async () => {
    api = await startHarness({ RATE_LIMIT_PER_SECOND: '0' });
  });
  afterAll(async () => api.stop());

  const endpoints = [
    '/v1/document-verifications',
    '/v1/license-verifications',
    '/v1/verifications',
    '/v1/webhook-endpoints',
  ];
  const fullDocument = documentBody({
    external_id: 'e',
    metadata: { a: 1 },
    rules: { max_age_days: 10 },
    sandbox: { status: 'scheduled', issues: ['x'] },
  });
  const fullLicense = licenseBody({ rules: { allow_probation: true }, sandbox: { decision: 'flagged' } });
  // A literal public address: no name to resolve while fuzzing.
  const fullWebhook = {
    url: 'https://203.0.113.7/hook',
    events: ['verification.completed'],
    description: 'd',
  };

  it('answers arbitrary JSON bodies with 2xx or 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        fc.oneof(json, mutated(fullDocument), mutated(fullLicense), mutated(fullWebhook)),
        async (url, body) => {
          const r = await api.request('POST', url, {
            rawBody: JSON.stringify(body) ?? 'null',
            headers: { 'content-type': 'application/json' },
          });
          expect(r.status).toBeLessThan(500);
          if (r.status >= 400) expect(typeof r.body.error).toBe('string');
        },
      ),
      { numRuns: 150 },
    );
  });

  describe('hostile shapes on every JSON endpoint', () => {
    const nested = (depth: number, open: string, close: string, inner = '1') =>
      `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
    const hostile: Array<[string, string]> = [
      ['an object nested 50,000 levels deep', `{"a":${nested(50_000, '{"a":', '}')}}`],
      ['an array nested 50,000 levels deep', `{"metadata":${nested(50_000, '[', ']')}}`],
      ['metadata nested 33 levels deep', `{"metadata":${nested(33, '{"a":', '}')}}`],
      ['a huge array', JSON.stringify({ ...documentBody(), metadata: { list: new Array(100_000).fill(0) } })],
      [
        'many keys',
        JSON.stringify({
          ...documentBody(),
          metadata: Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i])),
        }),
      ],
      [
        'prototype keys',
        `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"document":{"__proto__":{"url":"x"}}}`,
      ],
      [
        'odd unicode',
        JSON.stringify(
          documentBody({
            external_id: '\u202e\u0000\ud800x\ufeff',
            person: { first_name: '\u0301\u0301', last_name: '𝔄𝔡𝔞\u200d', dob: '１９９０-01-01' },
          }),
        ).replace('\\ud800', '\\ud800'),
      ],
      [
        'a lone surrogate escape',
        '{"external_id":"\\ud800","document":{"url":"https://a.example/x.pdf","type":"resume"}}',
      ],
    ];
    const targets = [...endpoints, '/graphql'];
    it.each(targets.flatMap((url) => hostile.map(([what, body]) => [url, what, body] as const)))(
      '%s: %s answers 4xx or 2xx, never 5xx',
      async (url, _what, body) => {
        const r = await api.request('POST', url, {
          rawBody: body,
          headers: { 'content-type': 'application/json' },
        });
        expect(r.status).toBeLessThan(500);
        if (r.status >= 400) expect(r.body.error ?? r.body.errors).toBeDefined();
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      },
    );

    it('refuses a body nested deeper than 32 levels with 400 invalid_request and changes nothing', async () => {
      const before = (await api.request('GET', '/v1/document-verifications?limit=1')).body.total;
      const r = await api.request('POST', '/v1/document-verifications', {
        rawBody: JSON.stringify({ ...documentBody(), metadata: JSON.parse(nested(40, '{"a":', '}')) }),
        headers: { 'content-type': 'application/json' },
      });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('invalid_request');
      expect(r.body.message).toBe('The request body is nested deeper than 32 levels.');
      expect((await api.request('GET', '/v1/document-verifications?limit=1')).body.total).toBe(before);
    });
  });

  it('answers arbitrary bytes, headers and queries with 2xx or 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 300 }),
        fc.string({ maxLength: 60 }),
        fc.dictionary(
          fc.constantFrom('limit', 'offset', 'status', 'document_type', 'external_id', 'x'),
          fc.string({ maxLength: 20 }),
        ),
        async (bytes, idempotencyKey, query) => {
          const post = await api.request('POST', '/v1/document-verifications', {
            rawBody: Buffer.from(bytes),
            headers: {
              'content-type': 'application/json',
              'idempotency-key': idempotencyKey.replace(/[^\x20-\x7e]/g, ''),
            },
          });
          expect(post.status).toBeLessThan(500);
          const list = await api.request('GET', `/v1/document-verifications?${new URLSearchParams(query)}`);
          expect(list.status).toBeLessThan(500);
          const id = await api.request(
            'GET',
            `/v1/document-verifications/${encodeURIComponent(idempotencyKey)}`,
          );
          expect(id.status).toBeLessThan(500);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('answers arbitrary queries and bodies on the event history and webhook endpoints with 2xx or 4xx', async () => {
    const endpoint = await api.request('POST', '/v1/webhook-endpoints', {
      body: { url: 'https://203.0.113.7/fuzz' },
    });
    expect(endpoint.status).toBe(201);
    const id = endpoint.body.id as string;
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('after', 'types', 'from', 'to', 'limit', 'offset', 'status', '__proto__', 'x'),
          fc.string({ maxLength: 30 }),
        ),
        fc.oneof(
          json,
          mutated({ url: 'https://203.0.113.7/x', status: 'enabled', events: ['verification.failed'] }),
        ),
        fc.string({ maxLength: 40 }),
        async (query, body, pathPart) => {
          const qs = new URLSearchParams(query as Record<string, string>).toString();
          for (const url of [`/v1/events?${qs}`, `/v1/webhook-endpoints/${id}/deliveries?${qs}`]) {
            const r = await api.request('GET', url);
            expect({ url, status: r.status }).toEqual({ url, status: expect.any(Number) });
            expect(r.status).toBeLessThan(500);
          }
          const update = await api.request('POST', `/v1/webhook-endpoints/${id}`, {
            rawBody: JSON.stringify(body) ?? 'null',
            headers: { 'content-type': 'application/json' },
          });
          expect(update.status).toBeLessThan(500);
          const odd = encodeURIComponent(pathPart);
          for (const [method, url] of [
            ['GET', `/v1/document-verifications/${odd}/events`],
            ['POST', `/v1/webhook-endpoints/${id}/deliveries/${odd}/retry`],
            ['DELETE', `/v1/webhook-endpoints/${odd}`],
          ] as const)
            expect((await api.request(method, url)).status).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});
