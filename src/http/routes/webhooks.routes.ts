// Webhook endpoints and their delivery log (SPEC.md §7). Thin: parse, validate, call WebhookService.
import Router from '@koa/router';
import type { Middleware } from 'koa';
import { isServiceUuid } from '../../shared/clock';
import { DELIVERY_ID_PATTERN } from '../../webhooks/webhook-events';
import type { WebhookService } from '../../webhooks/webhook-service';
import { NotFound } from '../errors';
import { deliveryResource, endpointResource } from '../representations';
import {
  parseDeliveryQuery,
  parseEndpointChange,
  parseEndpointInput,
  webhookErrors,
} from '../validation/webhooks';
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
    const input = parseEndpointInput(ctx.state.body);
    const endpoint = await webhookErrors(() => webhooks.create(scopeOf(ctx), input));
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
    const change = parseEndpointChange(ctx.state.body);
    ctx.body = endpointResource(found(await webhookErrors(() => webhooks.update(scopeOf(ctx), id, change))));
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
      const result = await webhookErrors(() => webhooks.retry(scopeOf(ctx), id, deliveryId));
      if (!result) throw new NotFound('No delivery with this id for this endpoint.');
      ctx.body = deliveryResource(result.delivery, result.endpoint);
    },
  );

  return router;
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
