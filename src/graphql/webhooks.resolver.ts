import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { isServiceUuid } from '../shared/clock';
import { deliveryResource, endpointResource } from '../http/representations';
import {
  parseDeliveryQuery,
  parseEndpointChange,
  parseEndpointInput,
  webhookErrors,
} from '../http/validation/webhooks';
import { DELIVERY_ID_PATTERN } from '../webhooks/webhook-events';
import type { GraphQLContext } from './verifications.resolver';
import { plain, scope } from './verifications.resolver';
import { DeliveryStatus } from './scalars';
import {
  CreateWebhookEndpointInput,
  CreatedWebhookEndpoint,
  UpdateWebhookEndpointInput,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookEndpoint,
} from './webhook.type';

const endpointId = (id: string): string | null => (isServiceUuid(id.toLowerCase()) ? id.toLowerCase() : null);

/** Webhook endpoints over GraphQL: the same use cases and validation as /v1/webhook-endpoints. */
@Resolver()
export class WebhooksResolver {
  @Query(() => [WebhookEndpoint], { description: "The key's account and mode's endpoints, newest first." })
  webhookEndpoints(@Ctx() ctx: GraphQLContext) {
    return ctx.webhooks.list(scope(ctx)).map(endpointResource);
  }

  @Query(() => WebhookEndpoint, { nullable: true })
  webhookEndpoint(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    const known = endpointId(id);
    const found = known ? ctx.webhooks.get(scope(ctx), known) : null;
    return found ? endpointResource(found) : null;
  }

  @Query(() => WebhookDeliveryList, {
    nullable: true,
    description: "An endpoint's delivery log, newest first.",
  })
  webhookDeliveries(
    @Arg('endpointId', () => ID) id: string,
    @Arg('limit', () => Int, { nullable: true }) limit: number | undefined,
    @Arg('offset', () => Int, { nullable: true }) offset: number | undefined,
    @Arg('status', () => DeliveryStatus, { nullable: true }) status: string | undefined,
    @Ctx() ctx: GraphQLContext,
  ) {
    const query = Object.fromEntries(
      Object.entries({ limit, offset, status })
        .filter(([, v]) => v !== undefined && v !== null)
        .map(([k, v]) => [k, String(v)]),
    );
    const page = parseDeliveryQuery(query);
    const known = endpointId(id);
    const log = known ? ctx.webhooks.deliveries(scope(ctx), known, page) : null;
    if (!log) return null;
    return {
      items: log.items.map((d) => deliveryResource(d, log.endpoint)),
      total: log.total,
      has_more: page.offset + log.items.length < log.total,
    };
  }

  @Mutation(() => CreatedWebhookEndpoint, { description: 'As POST /v1/webhook-endpoints.' })
  async createWebhookEndpoint(
    @Arg('input', () => CreateWebhookEndpointInput) input: CreateWebhookEndpointInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const parsed = parseEndpointInput(plain(input));
    const endpoint = await webhookErrors(() => ctx.webhooks.create(scope(ctx), parsed));
    return { ...endpointResource(endpoint), secret: endpoint.secret };
  }

  @Mutation(() => WebhookEndpoint, { nullable: true, description: 'As POST /v1/webhook-endpoints/{id}.' })
  async updateWebhookEndpoint(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateWebhookEndpointInput) input: UpdateWebhookEndpointInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const change = parseEndpointChange(plain(input));
    const known = endpointId(id);
    const updated = known ? await webhookErrors(() => ctx.webhooks.update(scope(ctx), known, change)) : null;
    return updated ? endpointResource(updated) : null;
  }

  @Mutation(() => Boolean, { description: 'true when the endpoint existed and is now deleted.' })
  deleteWebhookEndpoint(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    const known = endpointId(id);
    return known ? ctx.webhooks.delete(scope(ctx), known) : false;
  }

  @Mutation(() => WebhookDelivery, { nullable: true, description: 'Sends one delivery again now.' })
  async retryWebhookDelivery(
    @Arg('endpointId', () => ID) id: string,
    @Arg('deliveryId', () => ID) deliveryId: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    const known = endpointId(id);
    if (!known || !DELIVERY_ID_PATTERN.test(deliveryId)) return null;
    const result = await webhookErrors(() => ctx.webhooks.retry(scope(ctx), known, deliveryId));
    return result ? deliveryResource(result.delivery, result.endpoint) : null;
  }
}
