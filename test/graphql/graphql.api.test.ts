import fs from 'node:fs';
import path from 'node:path';
import { getIntrospectionQuery, printSchema } from 'graphql';
import { graphqlSchema } from '../../src/graphql/schema';
import type { Harness } from '../support/api-harness';
import { LIVE_KEY, OTHER_KEY, eventually, startHarness } from '../support/api-harness';

describe('GraphQL API', () => {
  let api: Harness;
  beforeAll(async () => {
    api = await startHarness();
  });
  afterAll(async () => api.stop());

  const gql = (query: string, variables: Record<string, unknown> = {}, key?: string) =>
    api.request('POST', '/graphql', { body: { query, variables }, key });

  const START = `mutation($input: StartDocumentVerificationInput!, $key: String) {
    startDocumentVerification(input: $input, idempotencyKey: $key) { id object mode scheduled_at external_id metadata }
  }`;
  const input = {
    document: { url: 'https://docs.example.com/bls.pdf', type: 'life_support_certification' },
    person: { first_name: 'Ada', last_name: 'Lovelace' },
    external_id: 'gql-1',
    sandbox: { decision: 'flagged', issues: ['too many certifications'] },
  };

  it('starts a verification and reads it back, as REST shows it', async () => {
    const started = await gql(START, { input });
    expect(started.status).toBe(200);
    const id = started.body.data.startDocumentVerification.id;
    expect(started.body.data.startDocumentVerification).toMatchObject({
      object: 'document_verification',
      mode: 'test',
      external_id: 'gql-1',
    });
    const read = await eventually(async () => {
      const r = await gql(
        `query($id: ID!) { documentVerification(id: $id) { id status decision issues rules document_type } }`,
        { id },
      );
      return r.body.data.documentVerification?.status === 'completed'
        ? r.body.data.documentVerification
        : null;
    });
    expect(read).toMatchObject({
      decision: 'flagged',
      issues: ['too many certifications'],
      document_type: 'life_support_certification',
    });
    const rest = await api.request('GET', `/v1/document-verifications/${id}`);
    expect(rest.body.rules).toEqual(read.rules);
    const list = await gql(
      `{ documentVerifications(filter: { external_id: "gql-1" }) { total items { id } } }`,
    );
    expect(list.body.data.documentVerifications).toEqual({ total: 1, items: [{ id }] });
  });

  it('refuses what REST refuses, with the same code and details', async () => {
    const r = await gql(START, {
      input: { ...input, person: { first_name: ' ', last_name: 'X', dob: '2990-01-01' } },
    });
    expect(r.body.errors[0].extensions.code).toBe('invalid_request');
    expect(r.body.errors[0].extensions.details).toEqual(
      expect.arrayContaining([
        { field: 'person.first_name', problem: 'must not be empty' },
        { field: 'person.dob', problem: 'must not be in the future' },
      ]),
    );
    const badQuery = await gql('{ nope }');
    expect(badQuery.body.errors[0].extensions.code).toBe('invalid_request');
  });

  it('keeps accounts apart and needs a key', async () => {
    const started = await gql(START, { input });
    const id = started.body.data.startDocumentVerification.id;
    const other = await gql(`query($id: ID!) { documentVerification(id: $id) { id } }`, { id }, OTHER_KEY);
    expect(other.body.data.documentVerification).toBeNull();
    const anonymous = await api.request('POST', '/graphql', {
      key: null,
      body: { query: '{ documentVerifications { total } }' },
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('unauthorized');
  });

  it('honours idempotency keys like REST', async () => {
    const a = await gql(START, { input, key: 'gql-idem' });
    const b = await gql(START, { input, key: 'gql-idem' });
    expect(b.body.data.startDocumentVerification.id).toBe(a.body.data.startDocumentVerification.id);
    const c = await gql(START, { input: { ...input, external_id: 'other' }, key: 'gql-idem' });
    expect(c.body.errors[0].extensions.code).toBe('idempotency_key_reused');
  });

  it('pages a connection with first/after without skipping or repeating, with the GraphQL-only filters', async () => {
    const since = new Date(Date.now() - 1).toISOString();
    const ids: string[] = [];
    for (const [i, decision] of ['accepted', 'rejected', 'accepted', 'rejected', 'rejected'].entries()) {
      const r = await gql(START, {
        input: {
          ...input,
          external_id: `page-${i}`,
          person: { ...input.person, external_id: `person-${i % 2}` },
          sandbox: { decision },
        },
      });
      ids.unshift(r.body.data.startDocumentVerification.id);
    }
    await eventually(async () => {
      const r = await gql(
        `query($since: DateTime) { documentVerifications(filter: { scheduledAfter: $since, status: completed }) { totalCount } }`,
        { since },
      );
      return r.body.data.documentVerifications.totalCount === 5;
    });
    const PAGE = `query($since: DateTime, $after: String) {
      documentVerifications(filter: { scheduledAfter: $since }, first: 2, after: $after) {
        totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id } } } }`;
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 3; page += 1) {
      const r = await gql(PAGE, { since, after });
      const c = r.body.data.documentVerifications;
      expect(c.totalCount).toBe(5);
      seen.push(...c.edges.map((e: { node: { id: string } }) => e.node.id));
      expect(c.pageInfo.hasNextPage).toBe(page < 2);
      after = c.pageInfo.endCursor;
    }
    expect(seen).toEqual(ids);

    const rejected = await gql(
      `query($since: DateTime) { documentVerifications(filter: { scheduledAfter: $since, decision: rejected, person_external_id: "person-0" }) { totalCount } }`,
      { since },
    );
    expect(rejected.body.data.documentVerifications.totalCount).toBe(1);
    const bad = await gql(`{ documentVerifications(first: 2, after: "not-a-cursor") { totalCount } }`);
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'invalid_request' });
    const badDecision = await gql(`{ documentVerifications(filter: { decision: maybe }) { totalCount } }`);
    expect(badDecision.body.errors[0].extensions.code).toBe('invalid_request');
    expect(badDecision.body.errors[0].message).toMatch(/Decision/);
    const badTime = await gql(`{ documentVerifications(filter: { scheduledAfter: "noon" }) { totalCount } }`);
    expect(badTime.body.errors[0].extensions.code).toBe('invalid_request');
    expect(badTime.body.errors[0].message).toMatch(/DateTime cannot represent "noon"/);
  });

  it('lets test keys introspect, and refuses live keys unless configured', async () => {
    const INTROSPECT = `{ __schema { queryType { name } } }`;
    expect((await gql(INTROSPECT)).body.data.__schema.queryType.name).toBe('Query');
    const live = await gql(INTROSPECT, {}, LIVE_KEY);
    expect(live.status).toBe(400);
    expect(live.body.errors[0].extensions.code).toBe('invalid_request');
    expect((await gql(`{ documentVerifications { totalCount } }`, {}, LIVE_KEY)).body.errors).toBeUndefined();
    const open = await startHarness({ GRAPHQL_LIVE_INTROSPECTION: 'on' });
    try {
      const r = await open.request('POST', '/graphql', { key: LIVE_KEY, body: { query: INTROSPECT } });
      expect(r.body.data.__schema.queryType.name).toBe('Query');
    } finally {
      await open.stop();
    }
  });

  describe('limits', () => {
    it('answers the standard introspection query', async () => {
      const r = await gql(getIntrospectionQuery());
      expect(r.body.errors).toBeUndefined();
      expect(r.body.data.__schema.queryType.name).toBe('Query');
    });

    it("answers a 100-item connection with every field and each item's events (within the cost limit)", async () => {
      const all =
        'id object status mode scheduled_at started_at completed_at failed_at external_id metadata decision confidence issues data rules document_id document_type';
      const r = await gql(
        `{ documentVerifications(first: 100) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${all} events { position type stream_id verification_id version recorded_at data } } } } }`,
      );
      expect(r.body.errors).toBeUndefined();
      expect(r.body.data.documentVerifications.totalCount).toBeGreaterThan(0);
    });

    it('refuses a query nested 20 levels deep, introspection included, before running it', async () => {
      const nested = `{ __schema { types { fields { type ${'{ ofType '.repeat(16)}{ name }${' }'.repeat(16)} } } } }`;
      const r = await gql(nested);
      expect(r.body.data).toBeUndefined();
      expect(r.body.errors[0].extensions.code).toBe('invalid_request');
      expect(r.body.errors[0].message).toMatch(/depth/i);
    });

    it('refuses many aliased lists, and a query whose cost is far beyond any page', async () => {
      const fields =
        'id object status mode scheduled_at started_at completed_at failed_at external_id metadata decision confidence issues data rules document_id document_type';
      const many = Array.from({ length: 60 }, (_, i) => `a${i}: webhookEndpoints { id }`).join(' ');
      const aliased = await gql(`{ ${many} }`);
      expect(aliased.body.errors[0].extensions.code).toBe('invalid_request');
      expect(aliased.body.errors[0].message).toMatch(/aliases/i);
      const aliases = Array.from(
        { length: 19 },
        (_, i) =>
          `a${i}: documentVerifications(first: 100) { edges { node { ${fields} events { position type stream_id verification_id version recorded_at data } } } }`,
      ).join(' ');
      const r = await gql(`{ ${aliases} }`);
      expect(r.body.data).toBeUndefined();
      expect(r.body.errors[0].extensions.code).toBe('invalid_request');
      expect(r.body.errors[0].message).toMatch(/cost/i);
    });
  });
});

describe('schema/schema.graphql', () => {
  it('is the SDL the resolvers build (run `npm run schema:graphql` after changing them)', () => {
    const file = fs.readFileSync(path.resolve(__dirname, '..', '..', 'schema', 'schema.graphql'), 'utf8');
    expect(file.trim()).toBe(printSchema(graphqlSchema()).trim());
  });
});
