// Webhooks through HTTP (SPEC.md §7): endpoint management, signed deliveries from the real completion
// flow, retries against receivers that fail, hang or drop the connection, disabling and re-enabling.
import { Webhook } from 'standardwebhooks';
import type { Harness } from '../support/api-harness';
import {
  LIVE_KEY,
  OTHER_KEY,
  documentBody,
  eventually,
  licenseBody,
  startHarness,
} from '../support/api-harness';
import type { WebhookReceiver } from '../support/webhook-receiver';
import { startReceiver } from '../support/webhook-receiver';
import { validateAgainst } from '../../src/http/validation/validator';

const FAST_RETRIES = {
  FETCH_ALLOWED_HOSTS: '127.0.0.1',
  WEBHOOK_RETRY_BASE_MS: '150',
  WEBHOOK_MAX_RETRY_MS: '300',
  WEBHOOK_TIMEOUT_MS: '400',
};

async function createEndpoint(api: Harness, body: Record<string, unknown>, key?: string) {
  const r = await api.request('POST', '/v1/webhook-endpoints', { body, key });
  expect(r.status).toBe(201);
  return r.body as { id: string; secret: string };
}

async function startDocument(api: Harness, sandbox: Record<string, unknown> = { status: 'completed' }) {
  const r = await api.request('POST', '/v1/document-verifications', { body: documentBody({ sandbox }) });
  expect(r.status).toBe(202);
  return r.body.id as string;
}

const payloadOf = (body: string) => JSON.parse(body) as { type: string; timestamp: string; data: any };

describe('webhook endpoints', () => {
  let api: Harness;
  beforeAll(async () => {
    api = await startHarness(FAST_RETRIES);
  });
  afterAll(async () => api.stop());

  it('registers an endpoint, shows the secret once, and manages it', async () => {
    const created = await api.request('POST', '/v1/webhook-endpoints', {
      body: { url: 'https://hooks.example.com/credence', description: 'ops' },
    });
    expect(created.status).toBe(201);
    expect(validateAgainst('WebhookEndpointWithSecret', created.body)).toEqual([]);
    expect(created.body).toMatchObject({
      object: 'webhook_endpoint',
      url: 'https://hooks.example.com/credence',
      status: 'enabled',
      description: 'ops',
      events: [
        'document_verification.completed',
        'document_verification.failed',
        'license_verification.completed',
        'license_verification.failed',
        'verification.completed',
        'verification.failed',
      ],
    });
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{20,}$/);
    const id = created.body.id as string;

    const read = await api.request('GET', `/v1/webhook-endpoints/${id}`);
    expect(read.status).toBe(200);
    expect(read.body.secret).toBeUndefined();
    const list = await api.request('GET', '/v1/webhook-endpoints');
    expect(list.body.items.map((e: { id: string }) => e.id)).toContain(id);
    expect(JSON.stringify(list.body)).not.toContain('whsec_');

    const changed = await api.request('POST', `/v1/webhook-endpoints/${id}`, {
      body: { events: ['license_verification.failed'], status: 'disabled' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ events: ['license_verification.failed'], status: 'disabled' });
    expect(changed.body.disabled_at).toEqual(expect.any(String));

    expect((await api.request('DELETE', `/v1/webhook-endpoints/${id}`)).status).toBe(204);
    expect((await api.request('GET', `/v1/webhook-endpoints/${id}`)).status).toBe(404);
    expect((await api.request('DELETE', `/v1/webhook-endpoints/${id}`)).status).toBe(404);
  });

  it.each([
    [{}, 'url'],
    [{ url: 'ftp://hooks.example.com/x' }, 'url'],
    [{ url: 'hooks.example.com/x' }, 'url'],
    [{ url: `https://hooks.example.com/${'a'.repeat(2050)}` }, 'url'],
    [{ url: 'http://10.1.2.3/hook' }, 'url'],
    [{ url: 'http://192.168.0.10:8080/hook' }, 'url'],
    [{ url: 'http://169.254.169.254/latest/meta-data' }, 'url'],
    [{ url: 'http://metadata.google.internal/hook' }, 'url'],
    [{ url: 'http://[::1]:9000/hook' }, 'url'],
    [{ url: 'http://[fd00::1]/hook' }, 'url'],
    [{ url: 'https://user:pw@hooks.example.com/x' }, 'url'],
    [{ url: 'https://hooks.example.com/x', events: ['document_verification.finished'] }, 'events[0]'],
    [{ url: 'https://hooks.example.com/x', events: [] }, 'events'],
    [{ url: 'https://hooks.example.com/x', events: 'verification.completed' }, 'events'],
    [{ url: 'https://hooks.example.com/x', secret: 'whsec_mine' }, 'secret'],
    [{ url: 'https://hooks.example.com/x', description: 'x'.repeat(501) }, 'description'],
  ])('refuses a bad body with 400 naming the field (%#: %s), and records nothing', async (body, field) => {
    const before = (await api.request('GET', '/v1/webhook-endpoints')).body.items.length;
    const r = await api.request('POST', '/v1/webhook-endpoints', { body });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('invalid_request');
    expect(r.body.details.map((d: { field: string }) => d.field)).toContain(field);
    expect((await api.request('GET', '/v1/webhook-endpoints')).body.items.length).toBe(before);
  });

  it('refuses a change to a private address and an empty change', async () => {
    const { id } = await createEndpoint(api, { url: 'https://hooks.example.com/a' });
    const toPrivate = await api.request('POST', `/v1/webhook-endpoints/${id}`, {
      body: { url: 'http://172.16.4.4/x' },
    });
    expect(toPrivate.status).toBe(400);
    expect((await api.request('POST', `/v1/webhook-endpoints/${id}`, { body: {} })).status).toBe(400);
    expect((await api.request('GET', `/v1/webhook-endpoints/${id}`)).body.url).toBe(
      'https://hooks.example.com/a',
    );
  });

  it('keeps endpoints to their account and mode', async () => {
    const { id } = await createEndpoint(api, { url: 'https://hooks.example.com/b' });
    for (const key of [OTHER_KEY, LIVE_KEY]) {
      expect((await api.request('GET', `/v1/webhook-endpoints/${id}`, { key })).status).toBe(404);
      expect((await api.request('DELETE', `/v1/webhook-endpoints/${id}`, { key })).status).toBe(404);
      expect((await api.request('GET', `/v1/webhook-endpoints/${id}/deliveries`, { key })).status).toBe(404);
      const list = await api.request('GET', '/v1/webhook-endpoints', { key });
      expect(list.body.items.map((e: { id: string }) => e.id)).not.toContain(id);
    }
    expect((await api.request('GET', '/v1/webhook-endpoints', { key: null })).status).toBe(401);
    expect((await api.request('GET', '/v1/webhook-endpoints/not-an-id')).status).toBe(404);
    expect((await api.request('POST', `/v1/webhook-endpoints/${id}/deliveries/msg_nope/retry`)).status).toBe(
      404,
    );
    const badQuery = await api.request('GET', `/v1/webhook-endpoints/${id}/deliveries?limit=0&colour=red`);
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['colour', 'limit']);
  });
});

describe('webhook deliveries', () => {
  let api: Harness;
  let receiver: WebhookReceiver;
  beforeEach(async () => {
    api = await startHarness(FAST_RETRIES);
    receiver = await startReceiver();
  });
  afterEach(async () => {
    await api.stop();
    await receiver.close();
  });

  it('sends each outcome once, signed per Standard Webhooks, with the event types the endpoint asked for', async () => {
    const all = await createEndpoint(api, { url: receiver.url });
    const deprecatedOnly = await createEndpoint(api, {
      url: `${receiver.url}?legacy=1`,
      events: ['verification.completed'],
    });
    const otherAccount = await startReceiver();
    await createEndpoint(api, { url: otherAccount.url }, OTHER_KEY);

    const accepted = await startDocument(api, { status: 'completed', decision: 'accepted' });
    const failed = await startDocument(api, { status: 'failed', issues: ['document could not be fetched'] });
    const license = await api.request('POST', '/v1/license-verifications', {
      body: licenseBody({
        sandbox: { status: 'completed', decision: 'rejected', issues: ['license expired'] },
      }),
    });
    expect(license.status).toBe(202);

    await eventually(async () => receiver.accepted().length >= 6, 15_000);
    await new Promise((r) => setTimeout(r, 300));
    const received = receiver.received.map((r) => ({
      r,
      p: payloadOf(r.body),
      legacy: r.url.includes('legacy'),
    }));
    expect(received).toHaveLength(6);
    expect(
      received
        .filter((d) => !d.legacy)
        .map(({ p }) => `${p.type} ${p.data.id}`)
        .sort(),
    ).toEqual(
      [
        `document_verification.completed ${accepted}`,
        `document_verification.failed ${failed}`,
        `license_verification.completed ${license.body.id}`,
        `verification.completed ${accepted}`,
        `verification.failed ${failed}`,
      ].sort(),
    );
    expect(received.filter((d) => d.legacy).map(({ p }) => `${p.type} ${p.data.id}`)).toEqual([
      `verification.completed ${accepted}`,
    ]);
    expect(otherAccount.received).toHaveLength(0);
    await otherAccount.close();

    for (const { r, p, legacy } of received) {
      const secret = legacy ? deprecatedOnly.secret : all.secret;
      expect(() => new Webhook(secret).verify(r.body, r.headers as Record<string, string>)).not.toThrow();
      expect(r.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(r.headers['content-type']).toBe('application/json');
      expect(validateAgainst('WebhookPayload', p)).toEqual([]);
    }
    expect(new Set(received.map(({ r }) => r.headers['webhook-id'])).size).toBe(6);
    const deliveries = received.filter((d) => !d.legacy);
    const current = deliveries.find(({ p }) => p.type === 'document_verification.completed')!.p;
    expect(current.data).toEqual({
      id: accepted,
      object: 'document_verification',
      mode: 'test',
      status: 'completed',
      decision: 'accepted',
      confidence: expect.any(Number),
      issues: [],
      document_type: 'tuberculosis_test',
      external_id: null,
    });
    const deprecated = deliveries.find(({ p }) => p.type === 'verification.completed')!.p;
    expect(deprecated.data).toMatchObject({
      id: accepted,
      object: 'verification',
      status: 'complete',
      decision: 'accepted',
    });
    expect(deliveries.find(({ p }) => p.type === 'license_verification.completed')!.p.data).toMatchObject({
      decision: 'rejected',
      issues: ['license expired'],
      license_type: 'RN',
    });
    expect(deliveries.find(({ p }) => p.type === 'document_verification.failed')!.p.data).toMatchObject({
      status: 'failed',
      decision: 'failed',
      issues: ['document could not be fetched'],
    });
    // A signature made with another endpoint's secret does not verify.
    const one = deliveries.find(({ p }) => p.type === 'document_verification.completed')!.r;
    expect(() =>
      new Webhook(deprecatedOnly.secret).verify(one.body, one.headers as Record<string, string>),
    ).toThrow();

    const log = await api.request('GET', `/v1/webhook-endpoints/${all.id}/deliveries`);
    expect(log.status).toBe(200);
    expect(validateAgainst('WebhookDeliveryList', log.body)).toEqual([]);
    expect(log.body.items).toHaveLength(5);
    for (const d of log.body.items)
      expect(d).toMatchObject({
        status: 'succeeded',
        attempts: 1,
        last_response_status: 204,
        next_attempt_at: null,
      });
  });

  it.each(['error', 'hang', 'drop'] as const)(
    'retries a receiver that answers %s, then delivers everything it missed in log order',
    async (fault) => {
      const endpoint = await createEndpoint(api, {
        url: receiver.url,
        events: ['document_verification.completed'],
      });
      receiver.behave(fault);
      const ids: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        ids.push(await startDocument(api));
        await eventually(
          async () =>
            (await api.request('GET', `/v1/document-verifications/${ids[i]}`)).body.status === 'completed',
        );
      }
      await eventually(async () => receiver.received.length >= 3, 15_000);
      const log = await api.request('GET', `/v1/webhook-endpoints/${endpoint.id}/deliveries`);
      const head = log.body.items[log.body.items.length - 1];
      expect(head).toMatchObject({ status: 'failed', verification_id: ids[0] });
      expect(head.attempts).toBeGreaterThanOrEqual(2);
      expect(head.next_attempt_at).toEqual(expect.any(String));
      expect(head.last_error).toEqual(expect.any(String));
      if (fault === 'error') expect(head.last_response_status).toBe(500);
      // The queue is held behind the oldest: nothing newer was tried while it failed.
      expect(new Set(receiver.received.map((r) => payloadOf(r.body).data.id))).toEqual(new Set([ids[0]]));

      receiver.behave('ok');
      await eventually(async () => receiver.accepted().length >= 3, 15_000);
      expect(receiver.accepted().map((r) => payloadOf(r.body).data.id)).toEqual(ids);
      const webhookIds = receiver.received
        .filter((r) => payloadOf(r.body).data.id === ids[0])
        .map((r) => r.headers['webhook-id']);
      expect(new Set(webhookIds).size).toBe(1);
      const after = await api.request(
        'GET',
        `/v1/webhook-endpoints/${endpoint.id}/deliveries?status=succeeded`,
      );
      expect(after.body.total).toBe(3);
    },
  );

  it('disables an endpoint that fails every delivery, and sends what it missed once re-enabled', async () => {
    await api.stop();
    api = await startHarness({ ...FAST_RETRIES, WEBHOOK_DISABLE_AFTER_MS: '1000' });
    const endpoint = await createEndpoint(api, {
      url: receiver.url,
      events: ['document_verification.completed'],
    });
    receiver.behave('error');
    const first = await startDocument(api);
    await eventually(
      async () =>
        (await api.request('GET', `/v1/webhook-endpoints/${endpoint.id}`)).body.status === 'disabled',
      15_000,
    );
    const second = await startDocument(api);
    await eventually(
      async () =>
        (await api.request('GET', `/v1/document-verifications/${second}`)).body.status === 'completed',
    );
    await new Promise((r) => setTimeout(r, 600));
    const triedWhileDisabled = receiver.received.length;
    await new Promise((r) => setTimeout(r, 600));
    expect(receiver.received.length).toBe(triedWhileDisabled);
    const log = await api.request('GET', `/v1/webhook-endpoints/${endpoint.id}/deliveries`);
    expect(log.body.items.map((d: { next_attempt_at: unknown }) => d.next_attempt_at)).toEqual([null, null]);

    receiver.behave('ok');
    const enabled = await api.request('POST', `/v1/webhook-endpoints/${endpoint.id}`, {
      body: { status: 'enabled' },
    });
    expect(enabled.body).toMatchObject({ status: 'enabled', disabled_at: null });
    await eventually(async () => receiver.accepted().length >= 2, 10_000);
    expect(receiver.accepted().map((r) => payloadOf(r.body).data.id)).toEqual([first, second]);
  });

  it('sends a delivery again on request, with the same webhook-id', async () => {
    const endpoint = await createEndpoint(api, {
      url: receiver.url,
      events: ['document_verification.completed'],
    });
    await startDocument(api);
    await eventually(async () => receiver.accepted().length >= 1, 10_000);
    const [delivery] = (await api.request('GET', `/v1/webhook-endpoints/${endpoint.id}/deliveries`)).body
      .items;
    const retried = await api.request(
      'POST',
      `/v1/webhook-endpoints/${endpoint.id}/deliveries/${delivery.id}/retry`,
    );
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({
      id: delivery.id,
      status: 'succeeded',
      attempts: 2,
      last_response_status: 204,
    });
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([delivery.id, delivery.id]);
    expect(receiver.received[0].body).toBe(receiver.received[1].body);

    receiver.behave('error');
    const failedAgain = await api.request(
      'POST',
      `/v1/webhook-endpoints/${endpoint.id}/deliveries/${delivery.id}/retry`,
    );
    expect(failedAgain.body).toMatchObject({ status: 'succeeded', attempts: 3, last_response_status: 500 });
  });
});
