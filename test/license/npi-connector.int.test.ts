import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceRejectedError, SourceUnavailableError } from '../../src/engines/license/sources/errors';
import { createNpiSource } from '../../src/engines/license/sources/npi/source';
import type { NpiSourceOptions } from '../../src/engines/license/sources/npi/source';
import type { LicenseQuery } from '../../src/engines/license/types';
import { fixedClock } from './support/csv';
import { localFetch } from './support/engine';
import { nppesBody, startNppesServer } from './support/nppes-server';
import type { NppesReply, NppesRequest, NppesServer, ProviderFixture } from './support/nppes-server';

const jane: ProviderFixture = {
  npi: '1234567893',
  first: 'JANE',
  middle: 'A',
  last: 'DOE',
  taxonomies: [
    { code: '163W00000X', desc: 'Registered Nurse', state: 'CA', license: 'RN 100001' },
    {
      code: '163WP0808X',
      desc: 'Registered Nurse, Psych/Mental Health',
      state: 'CA',
      license: '100001',
      primary: false,
    },
    { code: '363LF0000X', desc: 'Nurse Practitioner, Family', state: 'NV', license: 'NP7788' },
  ],
};

const filler = (i: number): ProviderFixture => ({
  npi: String(1000000000 + i),
  first: 'JANE',
  last: 'DOE',
  taxonomies: [{ code: '163W00000X', desc: 'Registered Nurse', state: 'TX', license: `9${i}` }],
});

const query = (over: Partial<LicenseQuery> = {}): LicenseQuery => ({
  type: 'RN',
  number: 'RN100001',
  numberKey: '100001',
  jurisdiction: 'CA',
  person: { first: 'Jane', middle: null, last: 'Doe' },
  ...over,
});

describe('NPI registry connector', () => {
  let server: NppesServer | undefined;
  const started: NppesServer[] = [];
  const clock = fixedClock();
  const start = async (handler: (r: NppesRequest) => NppesReply, options: Partial<NpiSourceOptions> = {}) => {
    server = await startNppesServer(handler);
    started.push(server);
    return createNpiSource({
      baseUrl: server.url,
      fetch: localFetch,
      clock,
      baseDelayMs: 10,
      maxDelayMs: 50,
      timeoutMs: 500,
      ...options,
    });
  };
  afterEach(async () => {
    await Promise.all(started.splice(0).map((s) => s.close()));
    server = undefined;
  });

  it('searches by name and state and matches the normalised number in the taxonomies', async () => {
    const source = await start(() => ({ kind: 'json', body: nppesBody([jane]) }));
    const answer = await source.lookup(query());
    expect(server?.requests).toHaveLength(1);
    const params = Object.fromEntries(server?.requests[0].params ?? []);
    expect(params).toMatchObject({
      version: '2.1',
      enumeration_type: 'NPI-1',
      first_name: 'Jane',
      last_name: 'Doe',
      state: 'CA',
      limit: '200',
      skip: '0',
    });
    expect(answer?.standing).toBe(false);
    expect(answer?.records).toEqual([
      {
        jurisdiction: 'CA',
        number: 'RN 100001',
        type: 'RN',
        types: ['RN'],
        name: { first: 'JANE', middle: 'A', last: 'DOE' },
        status: 'unknown',
        sourceStatus: 'A',
        issueDate: null,
        expirationDate: null,
        discipline: null,
        source: 'nppes npi registry',
      },
    ]);
    expect(answer?.evidence.response).toMatchObject({ pages: [{ status: 200, body: nppesBody([jane]) }] });
  }, 10_000);

  it('reads a recorded NPPES answer: dashes and prefixes in numbers, taxonomy types, deactivated NPIs', async () => {
    const recorded: unknown = JSON.parse(
      readFileSync(path.join(__dirname, 'fixtures', 'nppes-v2.1-name-search.json'), 'utf8'),
    );
    const source = await start(() => ({ kind: 'json', body: recorded }));
    const person = { first: 'María', middle: null, last: 'González-Rivera' };
    const rn = await source.lookup(query({ numberKey: '612345', person }));
    expect(server?.requests[0].params.get('last_name')).toBe('Gonzalez-Rivera');
    expect(rn?.records).toMatchObject([
      { jurisdiction: 'CA', number: 'RN-0612345', types: ['RN'], sourceStatus: 'A' },
    ]);
    const lvn = await source.lookup(query({ numberKey: '255001', type: 'LVN', person }));
    expect(lvn?.records).toMatchObject([
      { number: 'VN 255001', types: ['LVN'], status: 'unknown', sourceStatus: 'D' },
    ]);
    const nv = await source.lookup(query({ numberKey: '84211', jurisdiction: 'NV', person }));
    expect(nv?.records).toMatchObject([{ jurisdiction: 'NV', types: ['RN'] }]);
  }, 10_000);

  it('pages with skip while pages are full, up to the API limit', async () => {
    const source = await start(({ params }) => {
      const skip = Number(params.get('skip'));
      if (skip === 0)
        return { kind: 'json', body: nppesBody(Array.from({ length: 200 }, (_, i) => filler(i))) };
      return { kind: 'json', body: nppesBody([jane]) };
    });
    const answer = await source.lookup(query({ jurisdiction: null }));
    expect(server?.requests.map((r) => r.params.get('skip'))).toEqual(['0', '200']);
    expect(server?.requests[0].params.has('state')).toBe(false);
    expect(answer?.records).toHaveLength(1);

    const full = await start(() => ({
      kind: 'json',
      body: nppesBody(Array.from({ length: 200 }, (_, i) => filler(i))),
    }));
    const capped = await full.lookup(query({ jurisdiction: null }));
    expect(server?.requests.map((r) => r.params.get('skip'))).toEqual([
      '0',
      '200',
      '400',
      '600',
      '800',
      '1000',
    ]);
    expect(capped?.evidence.response).toMatchObject({ truncated: true });
  }, 10_000);

  it('repeats the search without the state when the address state hides the license', async () => {
    const source = await start(({ params }) =>
      params.has('state')
        ? { kind: 'json', body: { result_count: 0, results: [] } }
        : { kind: 'json', body: nppesBody([jane]) },
    );
    const answer = await source.lookup(query());
    expect(server?.requests).toHaveLength(2);
    expect(answer?.records).toHaveLength(1);
    expect((answer?.evidence.request as { urls: string[] }).urls).toHaveLength(2);
  }, 10_000);

  it('does not answer for jurisdictions outside the US', async () => {
    const source = await start(() => ({ kind: 'json', body: nppesBody([jane]) }));
    expect(await source.lookup(query({ jurisdiction: 'ON' }))).toBeNull();
    expect(server?.requests).toHaveLength(0);
  });

  it('retries 5xx, resets and time-outs with backoff, then answers', async () => {
    const replies: NppesReply[] = [
      { kind: 'json', status: 503, body: {} },
      { kind: 'reset' },
      { kind: 'hang' },
      { kind: 'json', body: nppesBody([jane]) },
    ];
    const source = await start(({ n }) => replies[n - 1], { attempts: 4 });
    const started = Date.now();
    const answer = await source.lookup(query());
    expect(answer?.records).toHaveLength(1);
    expect(server?.requests).toHaveLength(4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(source.breaker.state).toBe('closed');
  }, 10_000);

  it('honours Retry-After on 429 up to the backoff cap', async () => {
    const source = await start(({ n }) =>
      n === 1
        ? { kind: 'json', status: 429, body: {}, headers: { 'retry-after': '30' } }
        : { kind: 'json', body: nppesBody([jane]) },
    );
    const started = Date.now();
    expect((await source.lookup(query()))?.records).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(2000);
  }, 10_000);

  it('gives up after the attempts with a source-unavailable error', async () => {
    const source = await start(() => ({ kind: 'raw', status: 200, body: '<html>maintenance</html>' }), {
      attempts: 3,
    });
    await expect(source.lookup(query())).rejects.toThrow(SourceUnavailableError);
    expect(server?.requests).toHaveLength(3);
  }, 10_000);

  it('treats an NPPES error answer as a refused query, not an outage', async () => {
    const source = await start(() => ({
      kind: 'json',
      body: {
        Errors: [{ description: 'No valid search criteria provided', field: 'generic', number: '04' }],
      },
    }));
    await expect(source.lookup(query())).rejects.toThrow(SourceRejectedError);
    expect(server?.requests).toHaveLength(1);
    expect(source.breaker.state).toBe('closed');
  }, 10_000);

  it('opens the circuit after consecutive failures, refuses without calling, half-opens after the cool-down', async () => {
    let healthy = false;
    const source = await start(
      () => (healthy ? { kind: 'json', body: nppesBody([jane]) } : { kind: 'reset' }),
      {
        attempts: 2,
        failureThreshold: 3,
        coolDownMs: 60_000,
      },
    );
    await expect(source.lookup(query())).rejects.toThrow(SourceUnavailableError);
    await expect(source.lookup(query())).rejects.toThrow(/circuit open/);
    expect(server?.requests).toHaveLength(3);
    expect(source.breaker.state).toBe('open');
    await expect(source.lookup(query())).rejects.toThrow(/circuit open/);
    expect(server?.requests).toHaveLength(3);

    clock.advance(60_000);
    expect(source.breaker.state).toBe('half_open');
    healthy = true;
    expect((await source.lookup(query()))?.records).toHaveLength(1);
    expect(source.breaker.state).toBe('closed');
  }, 10_000);
});
