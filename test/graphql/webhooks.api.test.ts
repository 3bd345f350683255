// Webhook endpoints over GraphQL: the same use cases, validation and scoping as /v1/webhook-endpoints.
import type { Harness } from '../support/api-harness';
import { OTHER_KEY, documentBody, eventually, startHarness } from '../support/api-harness';
import type { WebhookReceiver } from '../support/webhook-receiver';
import { startReceiver } from '../support/webhook-receiver';

describe('GraphQL webhooks', () => {
  let api: Harness;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    api = await startHarness({ FETCH_ALLOWED_HOSTS: '127.0.0.1' });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await api.stop();
    await receiver.close();
  });

  const gql = (query: string, variables: Record<string, unknown> = {}, key?: string) =>
    api.request('POST', '/graphql', { body: { query, variables }, key });

  const CREATE = `mutation($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) { id object url events status secret created_at }
  }`;

  it('creates an endpoint that receives deliveries, lists its log, resends, updates and deletes it', async () => {
    const created = await gql(CREATE, {
      input: { url: receiver.url, events: ['document_verification_completed'] },
    });
    expect(created.body.errors).toBeUndefined();
    const endpoint = created.body.data.createWebhookEndpoint;
    expect(endpoint).toMatchObject({
      object: 'webhook_endpoint',
      url: receiver.url,
      events: ['document_verification_completed'],
      status: 'enabled',
    });
    expect(endpoint.secret).toMatch(/^whsec_/);

    const started = await api.request('POST', '/v1/document-verifications', {
      body: documentBody({ sandbox: { decision: 'accepted' } }),
    });
    await eventually(async () => receiver.accepted().length >= 1, 10_000);

    const LOG = `query($id: ID!) { webhookDeliveries(endpointId: $id) { total items { id status attempts verification_id event_type } } }`;
    const log = await gql(LOG, { id: endpoint.id });
    expect(log.body.data.webhookDeliveries).toEqual({
      total: 1,
      items: [
        expect.objectContaining({
          verification_id: started.body.id,
          status: 'succeeded',
          attempts: 1,
          event_type: 'document_verification_completed',
        }),
      ],
    });
    const deliveryId = log.body.data.webhookDeliveries.items[0].id;
    const retried = await gql(
      `mutation($e: ID!, $d: ID!) { retryWebhookDelivery(endpointId: $e, deliveryId: $d) { id attempts status } }`,
      { e: endpoint.id, d: deliveryId },
    );
    expect(retried.body.data.retryWebhookDelivery).toEqual({
      id: deliveryId,
      attempts: 2,
      status: 'succeeded',
    });

    const listed = await gql(`{ webhookEndpoints { id url } }`);
    expect(listed.body.data.webhookEndpoints).toEqual([{ id: endpoint.id, url: receiver.url }]);
    expect((await gql(`{ webhookEndpoints { id } }`, {}, OTHER_KEY)).body.data.webhookEndpoints).toEqual([]);
    expect(
      (await gql(`query($id: ID!) { webhookEndpoint(id: $id) { id } }`, { id: endpoint.id }, OTHER_KEY)).body
        .data.webhookEndpoint,
    ).toBeNull();

    const updated = await gql(
      `mutation($id: ID!, $input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { status disabled_at } }`,
      { id: endpoint.id, input: { status: 'disabled' } },
    );
    expect(updated.body.data.updateWebhookEndpoint).toEqual({
      status: 'disabled',
      disabled_at: expect.any(String),
    });

    const deleted = await gql(`mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }`, { id: endpoint.id });
    expect(deleted.body.data.deleteWebhookEndpoint).toBe(true);
    expect((await gql(`{ webhookEndpoints { id } }`)).body.data.webhookEndpoints).toEqual([]);
  });

  it('refuses what REST refuses, with invalid_request and the field named', async () => {
    for (const input of [{ url: 'http://10.0.0.8/hook' }, { url: 'not a url' }]) {
      const r = await gql(CREATE, { input });
      expect(r.body.data).toBeNull();
      expect(r.body.errors[0].extensions.code).toBe('invalid_request');
      expect(r.body.errors[0].extensions.details[0].field).toBe('url');
    }
    // Event types are an enum: an unknown one is refused before any resolver runs.
    const unknownEvent = await gql(CREATE, {
      input: { url: 'https://203.0.113.9/hook', events: ['verification_finished'] },
    });
    expect(unknownEvent.body.errors[0].extensions.code).toBe('invalid_request');
    expect(unknownEvent.body.errors[0].message).toMatch(/WebhookEventType/);
    const badLog = await gql(
      `query($id: ID!) { webhookDeliveries(endpointId: $id, limit: 1000) { total } }`,
      {
        id: '0195b2a4-0000-7000-8000-000000000000',
      },
    );
    expect(badLog.body.errors[0].extensions.code).toBe('invalid_request');
  });
});
