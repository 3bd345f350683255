// GraphQL subscriptions over graphql-ws on /graphql: authenticated by the key in the connection
// parameters, scoped to its account and mode, fed from the event store as events are recorded.
import { createClient } from 'graphql-ws';
import type { Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { Harness } from '../support/api-harness';
import { OTHER_KEY, TEST_KEY, documentBody, eventually, startHarness } from '../support/api-harness';

type Update = { id: string; status: string; decision: string; event_type: string; position: number };

describe('GraphQL subscriptions', () => {
  let api: Harness;
  const clients: Client[] = [];
  beforeAll(async () => {
    api = await startHarness();
  });
  afterAll(async () => {
    for (const c of clients) await c.dispose();
    await api.stop();
  });

  const connect = (key: string | null) => {
    const client = createClient({
      url: api.base.replace('http', 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: key ? { authorization: `Bearer ${key}` } : {},
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: () => undefined,
    });
    clients.push(client);
    return client;
  };

  function collect(client: Client, query: string, variables: Record<string, unknown> = {}) {
    const updates: Update[] = [];
    const errors: unknown[] = [];
    let done = false;
    client.subscribe<Record<string, Update>>(
      { query, variables },
      {
        next: (result) => {
          if (result.errors) errors.push(...result.errors);
          const update = result.data && Object.values(result.data)[0];
          if (update) updates.push(update);
        },
        error: (error) => {
          errors.push(error);
          done = true;
        },
        complete: () => (done = true),
      },
    );
    return { updates, errors, finished: () => done };
  }

  const ALL = `subscription { verificationsUpdated { id status decision event_type position } }`;
  const ONE = `subscription($id: ID!) { verificationUpdated(id: $id) { id status decision event_type position } }`;

  it("streams every change of the key's verifications, and nothing of other accounts", async () => {
    const mine = collect(connect(TEST_KEY), ALL);
    const theirs = collect(connect(OTHER_KEY), ALL);
    await new Promise((r) => setTimeout(r, 300));
    const started = await api.request('POST', '/v1/document-verifications', {
      body: documentBody({ sandbox: { decision: 'rejected', issues: ['document expired'] } }),
    });
    await eventually(async () => mine.updates.some((u) => u.status === 'completed'), 10_000);
    const own = mine.updates.filter((u) => u.id === started.body.id);
    expect(own.map((u) => u.event_type)).toEqual(
      expect.arrayContaining(['DocumentVerificationRequested', 'DocumentVerificationCompleted']),
    );
    expect(own.at(-1)).toMatchObject({ status: 'completed', decision: 'rejected' });
    const positions = own.map((u) => u.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(mine.errors).toEqual([]);
    expect(theirs.updates).toEqual([]);
  });

  it('follows one verification by id', async () => {
    // Processed for real: the document cannot be fetched, so it ends failed after its retries.
    const followedId = (await api.request('POST', '/v1/document-verifications', { body: documentBody() }))
      .body.id;
    const followed = collect(connect(TEST_KEY), ONE, { id: followedId });
    await new Promise((r) => setTimeout(r, 200));
    await api.request('POST', '/v1/document-verifications', {
      body: documentBody({ sandbox: { decision: 'accepted' } }),
    });
    await eventually(async () => followed.updates.some((u) => u.status === 'failed'), 20_000);
    expect(followed.updates.every((u) => u.id === followedId)).toBe(true);
    expect(followed.updates.at(-1)).toMatchObject({ status: 'failed', decision: 'failed' });
  });

  it('refuses a connection without a valid key, and a query past the limits', async () => {
    const anonymous = collect(connect(null), ALL);
    await eventually(async () => anonymous.finished(), 5000);
    expect(anonymous.updates).toEqual([]);
    expect(String((anonymous.errors[0] as { code?: number })?.code ?? anonymous.errors[0])).toMatch(
      /4403|Forbidden/,
    );

    const deep = collect(
      connect(TEST_KEY),
      `subscription { verificationsUpdated { id ${Array.from({ length: 25 }, (_, i) => `a${i}: id`).join(' ')} } }`,
    );
    await eventually(async () => deep.finished(), 5000);
    expect(JSON.stringify(deep.errors)).toMatch(/aliases/i);
  });
});
