// GraphQL answers are the same whether operations run compiled (graphql-jit, the default) or interpreted
// (graphql-js, GRAPHQL_EXECUTION=interpreted): two API instances on one data directory answer a battery
// of queries — every field, fragments, aliases, variables, enums, scalars, nulls, errors — identically.
import type { Harness } from '../support/api-harness';
import { eventually, startHarness } from '../support/api-harness';

const FIELDS = `id object status mode scheduled_at started_at completed_at failed_at external_id metadata decision
  confidence issues data rules`;

describe('GraphQL compiled execution', () => {
  let compiled: Harness;
  let interpreted: Harness;
  const ids: string[] = [];
  beforeAll(async () => {
    compiled = await startHarness();
    interpreted = await startHarness({
      DATA_DIR: compiled.dataDir,
      ROLES: 'api',
      GRAPHQL_EXECUTION: 'interpreted',
    });
    const starts = [
      { sandbox: { decision: 'accepted', confidence: 97 }, metadata: { team: 'north' } },
      { sandbox: { decision: 'flagged', issues: ['too many certifications'] } },
      { sandbox: { decision: 'rejected', issues: ['certification expired'] }, external_id: 'ext-3' },
      { sandbox: { status: 'failed', issues: ['document unreadable'] } },
      { sandbox: { status: 'processing' } },
    ];
    for (const [i, extra] of starts.entries()) {
      const r = await compiled.request('POST', '/v1/document-verifications', {
        body: {
          document: { url: `https://docs.example.com/bls-${i}.pdf`, type: 'life_support_certification' },
          person: { first_name: 'Ada', last_name: 'Lovelace', dob: '1990-12-10' },
          ...extra,
        },
      });
      expect(r.status).toBe(202);
      ids.push(r.body.id);
    }
    const license = await compiled.request('POST', '/v1/license-verifications', {
      body: {
        license: { type: 'registered_nurse', number: 'RN-000001', jurisdiction: 'CA' },
        person: { first_name: 'Ada', last_name: 'Lovelace' },
        sandbox: { decision: 'accepted' },
      },
    });
    expect(license.status).toBe(202);
    ids.push(license.body.id);
    await eventually(async () => {
      const r = await compiled.request('GET', '/v1/document-verifications?status=completed');
      return r.body.total === 3 ? true : null;
    });
  });
  afterAll(async () => {
    await interpreted?.stop();
    await compiled?.stop();
  });

  const both = async (query: string, variables: Record<string, unknown> = {}) => {
    const [a, b] = await Promise.all(
      [compiled, interpreted].map((h) => h.request('POST', '/graphql', { body: { query, variables } })),
    );
    expect(a.status).toBe(b.status);
    expect(a.body).toEqual(b.body);
    return a.body;
  };

  it('answers lists, connections and single reads alike, fields, fragments and aliases included', async () => {
    const page = await both(
      `
      fragment V on DocumentVerification { ${FIELDS} document_id document_type }
      query($first: Int, $status: Status) {
        all: documentVerifications(first: $first) {
          totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ...V } } total has_more
        }
        done: documentVerifications(filter: { status: $status }) { items { id status decision issues } }
        licenses: licenseVerifications { items { ${FIELDS} license } }
      }`,
      { first: 3, status: 'completed' },
    );
    expect(page.data.all.edges).toHaveLength(3);
    expect(page.data.done.items).toHaveLength(3);
    const one = await both(
      `query($id: ID!, $missing: ID!) {
        documentVerification(id: $id) { ...on DocumentVerification { id status decision confidence } }
        nothing: documentVerification(id: $missing) { id }
        verificationEvents(id: $id) { position type version recorded_at data }
      }`,
      { id: ids[0], missing: '00000000-0000-7000-8000-000000000000' },
    );
    expect(one.data.nothing).toBeNull();
    expect(one.data.verificationEvents.length).toBeGreaterThan(0);
  });

  it('answers the event feed, time travel and statistics alike', async () => {
    const body = await both(
      `query($id: ID!, $at: DateTime!, $from: DateTime!, $to: DateTime!) {
        events(first: 5, types: [DocumentVerificationCompleted]) { items { type verification_id } next_after }
        documentVerificationAsOf(id: $id, at: $at) { id status }
        byDecision: verificationStats(from: $from, to: $to, groupBy: DECISION) { key count completed failed }
        byIssue: verificationStats(from: $from, to: $to, groupBy: ISSUE) { key count }
      }`,
      { id: ids[1], at: new Date().toISOString(), from: '2000-01-01T00:00:00Z', to: '2100-01-01T00:00:00Z' },
    );
    expect(body.data.events.items.length).toBeGreaterThan(0);
  });

  it('refuses bad variables, bad filters and bad input alike', async () => {
    const badVariable = await both(
      `query($s: Status) { documentVerifications(filter: { status: $s }) { total } }`,
      {
        s: 'finished',
      },
    );
    expect(badVariable.errors[0].extensions.code).toBe('invalid_request');
    const badCursor = await both(`{ documentVerifications(first: 2, after: "not-a-cursor") { total } }`);
    expect(badCursor.errors[0].extensions.code).toBe('invalid_request');
    const badInput = await both(
      `mutation { startDocumentVerification(input: {
         document: { url: "ftp://x", type: tuberculosis_test }, person: { first_name: " ", last_name: "X" } }) { id } }`,
    );
    expect(badInput.errors[0].extensions.code).toBe('invalid_request');
    expect(badInput.errors[0].extensions.details.length).toBeGreaterThan(0);
  });
});
