// Webhook endpoints and their delivery log (SPEC.md §7). Thin: parse, validate, call WebhookService.
import Router from '@koa/router';
import type { Middleware } from 'koa';
import { isServiceUuid } from '../../shared/clock';
import { DELIVERY_ID_PATTERN } from '../../webhooks/webhook-events';
import type { EndpointChange, EndpointInput, WebhookService } from '../../webhooks/webhook-service';
import { DeliveryBusy, WebhookInputError } from '../../webhooks/webhook-service';
import type { DeliveryStatus, WebhookDelivery, WebhookEndpoint } from '../../webhooks/webhook-store';
import type { ErrorDetail } from '../errors';
import { ApiError, NotFound, ValidationError } from '../errors';
import { integer } from '../validation/list-query';
import { trimStrings } from '../validation/requests';
import { validateAgainst } from '../validation/validator';
import type { ApiContext, ApiState } from './context';
import { scopeOf } from './context';

export interface WebhookRouteDeps {
  readonly webhooks: WebhookService;
  readonly guard: Middleware[];
  readonly jsonBody: Middleware;
}

export function webhookRoutes({ webhooks, guard, jsonBody }: WebhookRouteDeps): Router<ApiState> {
  const router = new Router<ApiState>();

  router.post('/v1/webhook-endpoints', ...guard, jsonBody, async (ctx: ApiContext) => {
    const input = parseBody<EndpointInput>('CreateWebhookEndpointRequest', ctx.state.body);
    const endpoint = await inputErrors(() => webhooks.create(scopeOf(ctx), input));
    ctx.status = 201;
    ctx.set('Location', `/v1/webhook-endpoints/${endpoint.id}`);
    ctx.body = { ...endpointResource(endpoint), secret: endpoint.secret };
  });

  router.get('/v1/webhook-endpoints', ...guard, (ctx: ApiContext) => {
    const items = webhooks.list(scopeOf(ctx)).map(endpointResource);
    ctx.body = { object: 'list', items, total: items.length, has_more: false };
  });

  router.get('/v1/webhook-endpoints/:id', ...guard, (ctx: ApiContext) => {
    ctx.body = endpointResource(found(webhooks.get(scopeOf(ctx), endpointId(ctx))));
  });

  router.post('/v1/webhook-endpoints/:id', ...guard, jsonBody, async (ctx: ApiContext) => {
    const id = endpointId(ctx);
    const change = parseBody<EndpointChange>('UpdateWebhookEndpointRequest', ctx.state.body);
    ctx.body = endpointResource(found(await inputErrors(() => webhooks.update(scopeOf(ctx), id, change))));
  });

  router.delete('/v1/webhook-endpoints/:id', ...guard, (ctx: ApiContext) => {
    if (!webhooks.delete(scopeOf(ctx), endpointId(ctx)))
      throw new NotFound('No webhook endpoint with this id.');
    ctx.status = 204;
  });

  router.get('/v1/webhook-endpoints/:id/deliveries', ...guard, (ctx: ApiContext) => {
    const page = parseDeliveryQuery(ctx.query);
    const log = webhooks.deliveries(scopeOf(ctx), endpointId(ctx), page);
    if (!log) throw new NotFound('No webhook endpoint with this id.');
    ctx.body = {
      object: 'list',
      items: log.items.map((d) => deliveryResource(d, log.endpoint)),
      total: log.total,
      has_more: page.offset + log.items.length < log.total,
    };
  });

  router.post(
    '/v1/webhook-endpoints/:id/deliveries/:delivery_id/retry',
    ...guard,
    async (ctx: ApiContext) => {
      const id = endpointId(ctx);
      const deliveryId = String(ctx.params.delivery_id ?? '');
      if (!DELIVERY_ID_PATTERN.test(deliveryId)) throw new NotFound('No delivery with this id.');
      let result;
      try {
        result = await inputErrors(() => webhooks.retry(scopeOf(ctx), id, deliveryId));
      } catch (error) {
        if (error instanceof DeliveryBusy) throw new ApiError(409, 'delivery_in_progress', error.message);
        throw error;
      }
      if (!result) throw new NotFound('No delivery with this id for this endpoint.');
      ctx.body = deliveryResource(result.delivery, result.endpoint);
    },
  );

  return router;
}

export function endpointResource(e: WebhookEndpoint) {
  return {
    id: e.id,
    object: 'webhook_endpoint',
    url: e.url,
    events: e.events,
    description: e.description,
    status: e.status,
    created_at: e.createdAt,
    disabled_at: e.disabledAt,
  };
}

/** A queued delivery goes out when its endpoint is next tried: at once, or after the endpoint's back-off. */
export function deliveryResource(d: WebhookDelivery, endpoint: WebhookEndpoint) {
  const waiting = d.status !== 'succeeded' && endpoint.status === 'enabled';
  const nextAttempt = endpoint.retryAt !== null ? new Date(endpoint.retryAt).toISOString() : d.createdAt;
  return {
    id: d.id,
    object: 'webhook_delivery',
    event_type: d.eventType,
    verification_id: d.verificationId,
    status: d.status,
    attempts: d.attempts,
    created_at: d.createdAt,
    last_attempt_at: d.lastAttemptAt,
    next_attempt_at: waiting ? nextAttempt : null,
    last_response_status: d.lastResponseStatus,
    last_error: d.lastError,
  };
}

function endpointId(ctx: ApiContext): string {
  const id = String(ctx.params.id ?? '').toLowerCase();
  if (!isServiceUuid(id)) throw new NotFound('No webhook endpoint with this id.');
  return id;
}

function found<T>(value: T | null): T {
  if (value === null) throw new NotFound('No webhook endpoint with this id.');
  return value;
}

function parseBody<T>(schema: string, raw: Record<string, unknown>): T {
  const body = trimStrings(raw);
  const details = validateAgainst(schema, body);
  if (details.length > 0) throw new ValidationError(details);
  return body as T;
}

async function inputErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof WebhookInputError)
      throw new ValidationError([{ field: error.field, problem: error.problem }]);
    throw error;
  }
}

const DELIVERY_QUERY = ['limit', 'offset', 'status'];

function parseDeliveryQuery(query: Record<string, string | string[] | undefined>): {
  limit: number;
  offset: number;
  status?: DeliveryStatus;
} {
  const details: ErrorDetail[] = [];
  for (const name of Object.keys(query))
    if (!DELIVERY_QUERY.includes(name))
      details.push({
        field: name,
        problem: `is not a known parameter (allowed: ${DELIVERY_QUERY.join(', ')})`,
      });
  const value = (name: string): string | undefined => {
    const raw = query[name];
    if (Array.isArray(raw)) {
      details.push({ field: name, problem: 'must be given once' });
      return undefined;
    }
    return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
  };
  const limit = integer('limit', value('limit'), 25, 1, 100, details);
  const offset = integer('offset', value('offset'), 0, 0, 1_000_000, details);
  const status = value('status');
  if (status !== undefined) details.push(...validateAgainst('WebhookDeliveryStatus', status, 'status'));
  if (details.length > 0) throw new ValidationError(details);
  return { limit, offset, ...(status !== undefined ? { status: status as DeliveryStatus } : {}) };
}
