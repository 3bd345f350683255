// The event history of SPEC.md §8 through HTTP: the key's feed in log order with paging and filters, one
// verification's stream, scoping to account and mode, and refusals of bad queries.
import type { Harness } from '../support/api-harness';
import {
  LIVE_KEY,
  OTHER_KEY,
  documentBody,
  eventually,
  licenseBody,
  startHarness,
} from '../support/api-harness';
import { validateAgainst } from '../../src/http/validation/validator';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { VerificationService } from '../../src/application/verifications.service';

describe('event history', () => {
  let api: Harness;
  let completed: string;
  let failed: string;
  let license: string;
  let startedAt: string;
  beforeAll(async () => {
    api = await startHarness();
    startedAt = new Date(Date.now() - 1000).toISOString();
    const start = async (url: string, body: unknown) =>
      (await api.request('POST', url, { body })).body.id as string;
    completed = await start(
      '/v1/document-verifications',
      documentBody({ sandbox: { decision: 'accepted' } }),
    );
    failed = await start('/v1/document-verifications', documentBody({ sandbox: { status: 'failed' } }));
    license = await start('/v1/license-verifications', licenseBody({ sandbox: { decision: 'flagged' } }));
    await eventually(async () => {
      const feed = await api.request(
        'GET',
        '/v1/events?types=DocumentVerificationCompleted,DocumentVerificationFailed,LicenseVerificationCompleted',
      );
      return feed.body.items.length === 3;
    });
  });
  afterAll(async () => api.stop());

  it('serves the feed in log order, each event as schema/events.yaml documents it', async () => {
    const feed = await api.request('GET', '/v1/events');
    expect(feed.status).toBe(200);
    expect(validateAgainst('EventFeed', feed.body)).toEqual([]);
    const positions = feed.body.items.map((e: { position: number }) => e.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(feed.body.next_after).toBe(positions[positions.length - 1]);
    const of = (id: string) =>
      feed.body.items.filter((e: { verification_id: string }) => e.verification_id === id);
    expect(of(completed).map((e: { type: string }) => e.type)).toEqual([
      'DocumentVerificationRequested',
      'DocumentVerificationStarted',
      'DocumentVerificationCompleted',
    ]);
    expect(
      of(failed)
        .map((e: { type: string }) => e.type)
        .at(-1),
    ).toBe('DocumentVerificationFailed');
    expect(of(license)[0]).toMatchObject({
      type: 'LicenseVerificationRequested',
      stream_id: `license_verification-${license}`,
      version: 0,
      data: expect.objectContaining({ verification_id: license }),
    });
    expect(of(completed).at(-1).data).toMatchObject({ decision: 'accepted', verification_id: completed });
  });

  it('pages with after/next_after and filters by type and time', async () => {
    const all = (await api.request('GET', '/v1/events')).body.items;
    const first = await api.request('GET', '/v1/events?limit=2');
    expect(first.body.items).toEqual(all.slice(0, 2));
    const second = await api.request('GET', `/v1/events?limit=1000&after=${first.body.next_after}`);
    expect(second.body.items).toEqual(all.slice(2));
    const end = await api.request('GET', `/v1/events?after=${second.body.next_after}`);
    expect(end.body).toEqual({ object: 'list', items: [], next_after: second.body.next_after });

    const outcomes = await api.request(
      'GET',
      '/v1/events?types=DocumentVerificationCompleted, LicenseVerificationCompleted',
    );
    expect(outcomes.body.items.map((e: { verification_id: string }) => e.verification_id).sort()).toEqual(
      [completed, license].sort(),
    );
    const before = await api.request('GET', `/v1/events?to=${encodeURIComponent(startedAt)}`);
    expect(before.body.items).toEqual([]);
    const since = await api.request(
      'GET',
      `/v1/events?from=${encodeURIComponent(startedAt.replace('Z', '+00:00'))}`,
    );
    expect(since.body.items).toHaveLength(all.length);
  });

  it('shows one verification stream, only to its own account and mode', async () => {
    const own = await api.request('GET', `/v1/document-verifications/${completed}/events`);
    expect(own.status).toBe(200);
    expect(validateAgainst('EventList', own.body)).toEqual([]);
    expect(own.body.items.map((e: { version: number }) => e.version)).toEqual([0, 1, 2]);
    const lic = await api.request('GET', `/v1/license-verifications/${license}/events`);
    expect(lic.body.items[0].type).toBe('LicenseVerificationRequested');

    for (const key of [OTHER_KEY, LIVE_KEY]) {
      expect(
        (await api.request('GET', `/v1/document-verifications/${completed}/events`, { key })).status,
      ).toBe(404);
      expect((await api.request('GET', '/v1/events', { key })).body.items).toEqual([]);
    }
    expect((await api.request('GET', `/v1/license-verifications/${completed}/events`)).status).toBe(404);
    expect((await api.request('GET', '/v1/document-verifications/nope/events')).status).toBe(404);
    expect((await api.request('GET', '/v1/events', { key: null })).status).toBe(401);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=1001', 'limit'],
    ['after=-1', 'after'],
    ['types=DocumentVerificationExploded', 'types'],
    ['from=yesterday', 'from'],
    ['to=2026-13-45T00:00:00Z', 'to'],
    ['colour=red', 'colour'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const r = await api.request('GET', `/v1/events?${query}`);
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('invalid_request');
    expect(r.body.details.map((d: { field: string }) => d.field)).toEqual([field]);
  });

  it('serves the same history over GraphQL', async () => {
    const gql = (query: string, variables: Record<string, unknown> = {}, key?: string) =>
      api.request('POST', '/graphql', { body: { query, variables }, key });
    const rest = (await api.request('GET', '/v1/events?types=DocumentVerificationCompleted')).body;
    const feed = await gql(
      `{ events(types: [DocumentVerificationCompleted], first: 10) { next_after items { position type verification_id version recorded_at stream_id data } } }`,
    );
    expect(feed.body.errors).toBeUndefined();
    expect(feed.body.data.events).toEqual({ items: rest.items, next_after: rest.next_after });
    const stream = await gql(`query($id: ID!) { verificationEvents(id: $id) { type version } }`, {
      id: license,
    });
    expect(stream.body.data.verificationEvents[0]).toEqual({
      type: 'LicenseVerificationRequested',
      version: 0,
    });
    const hidden = await gql(
      `query($id: ID!) { verificationEvents(id: $id) { type } }`,
      { id: license },
      OTHER_KEY,
    );
    expect(hidden.body.data.verificationEvents).toBeNull();
    const bad = await gql(`{ events(first: 0) { next_after } }`);
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'invalid_request' });
  });

  it('folds a verification as it stood at a time, and counts verifications by group', async () => {
    const gql = (query: string, variables: Record<string, unknown> = {}, key?: string) =>
      api.request('POST', '/graphql', { body: { query, variables }, key });
    const stream = (await api.request('GET', `/v1/document-verifications/${completed}/events`)).body.items;
    const AS_OF = `query($id: ID!, $at: DateTime!) { documentVerificationAsOf(id: $id, at: $at) { id status decision } }`;
    const atRequest = await gql(AS_OF, { id: completed, at: stream[0].recorded_at });
    expect(atRequest.body.data.documentVerificationAsOf).toEqual({
      id: completed,
      status: 'scheduled',
      decision: 'flagged',
    });
    const now = await gql(AS_OF, { id: completed, at: new Date().toISOString() });
    expect(now.body.data.documentVerificationAsOf).toEqual({
      id: completed,
      status: 'completed',
      decision: 'accepted',
    });
    const before = await gql(AS_OF, { id: completed, at: '2020-01-01T00:00:00Z' });
    expect(before.body.data.documentVerificationAsOf).toBeNull();
    expect(
      (await gql(AS_OF, { id: completed, at: new Date().toISOString() }, OTHER_KEY)).body.data
        .documentVerificationAsOf,
    ).toBeNull();
    expect((await gql(AS_OF, { id: completed, at: 'noon' })).body.errors[0].extensions.code).toBe(
      'invalid_request',
    );

    const STATS = `query($from: DateTime!, $to: DateTime!, $by: StatsGroupBy!) {
      verificationStats(from: $from, to: $to, groupBy: $by) { key count completed failed median_seconds p95_seconds } }`;
    const range = { from: startedAt, to: new Date(Date.now() + 60_000).toISOString() };
    const byDecision = (await gql(STATS, { ...range, by: 'DECISION' })).body.data.verificationStats;
    expect(byDecision.map((g: { key: string; count: number }) => [g.key, g.count])).toEqual([
      ['accepted', 1],
      ['failed', 1],
      ['flagged', 1],
    ]);
    for (const g of byDecision) expect(g.median_seconds).toBeGreaterThanOrEqual(0);
    const byType = (await gql(STATS, { ...range, by: 'TYPE' })).body.data.verificationStats;
    expect(byType.map((g: { key: string; count: number }) => [g.key, g.count])).toEqual([
      ['license', 1],
      ['tuberculosis_test', 2],
    ]);
    const byDay = (await gql(STATS, { ...range, by: 'DAY' })).body.data.verificationStats;
    expect(byDay.reduce((n: number, g: { count: number }) => n + g.count, 0)).toBe(3);
    expect((await gql(STATS, { ...range, by: 'ISSUE' })).body.errors).toBeUndefined();
    expect((await gql(STATS, { ...range, by: 'DECISION' }, OTHER_KEY)).body.data.verificationStats).toEqual(
      [],
    );
    const backwards = await gql(STATS, { from: range.to, to: range.from, by: 'DAY' });
    expect(backwards.body.errors[0].extensions.code).toBe('invalid_request');
  });

  it('gives every listed verification its events over GraphQL, in one read for the whole page', async () => {
    const spy = jest.spyOn(VerificationService.prototype, 'eventsOfMany');
    try {
      const r = await api.request('POST', '/graphql', {
        body: {
          query: '{ documentVerifications(first: 100) { edges { node { id events { type version } } } } }',
        },
      });
      expect(r.body.errors).toBeUndefined();
      const nodes = r.body.data.documentVerifications.edges.map((e: { node: unknown }) => e.node);
      expect(nodes.length).toBeGreaterThanOrEqual(2);
      const done = nodes.find((n: { id: string }) => n.id === completed);
      expect(done.events.map((e: { type: string }) => e.type)).toEqual([
        'DocumentVerificationRequested',
        'DocumentVerificationStarted',
        'DocumentVerificationCompleted',
      ]);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('serves event data exactly as schema/events.yaml documents each type', async () => {
    const catalogue = YAML.parse(
      fs.readFileSync(path.join(__dirname, '..', '..', 'schema', 'events.yaml'), 'utf8'),
    );
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    const feed = (await api.request('GET', '/v1/events?limit=1000')).body.items as Array<{
      type: string;
      data: unknown;
    }>;
    const stream = (await api.request('GET', `/v1/license-verifications/${license}/events`)).body
      .items as typeof feed;
    expect(feed.length).toBeGreaterThan(5);
    for (const event of [...feed, ...stream]) {
      const spec = catalogue.events[event.type];
      expect({ type: event.type, documented: Boolean(spec) }).toEqual({ type: event.type, documented: true });
      const validate =
        ajv.getSchema(`feed-${event.type}`) ??
        (ajv.addSchema({ $id: `feed-${event.type}`, definitions: catalogue.definitions, ...spec.data }),
        ajv.getSchema(`feed-${event.type}`)!);
      expect({ type: event.type, ok: validate(event.data), errors: validate.errors ?? null }).toEqual({
        type: event.type,
        ok: true,
        errors: null,
      });
    }
  });
});
