// Webhook requests (REST bodies and queries, GraphQL inputs) → validated inputs, and the webhook use
// cases' refusals → API errors, so both APIs accept and refuse exactly the same requests.
import type { EndpointChange, EndpointInput } from '../../webhooks/webhook-service';
import { DeliveryBusy, WebhookInputError } from '../../webhooks/webhook-service';
import type { DeliveryStatus } from '../../webhooks/webhook-store';
import type { ErrorDetail } from '../errors';
import { ApiError, ValidationError } from '../errors';
import { integer, queryReader } from './list-query';
import { trimStrings } from './requests';
import { validateAgainst } from './validator';

function parseBody<T>(schema: string, raw: Record<string, unknown>): T {
  const body = trimStrings(raw);
  const details = validateAgainst(schema, body);
  if (details.length > 0) throw new ValidationError(details);
  return body as T;
}

export const parseEndpointInput = (raw: Record<string, unknown>): EndpointInput =>
  parseBody<EndpointInput>('CreateWebhookEndpointRequest', raw);

export const parseEndpointChange = (raw: Record<string, unknown>): EndpointChange =>
  parseBody<EndpointChange>('UpdateWebhookEndpointRequest', raw);

/** Runs a webhook use case, turning its refusals into 400 invalid_request / 409 delivery_in_progress. */
export async function webhookErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof WebhookInputError)
      throw new ValidationError([{ field: error.field, problem: error.problem }]);
    if (error instanceof DeliveryBusy) throw new ApiError(409, 'delivery_in_progress', error.message);
    throw error;
  }
}

const DELIVERY_QUERY = ['limit', 'offset', 'status'];

export interface DeliveryPage {
  readonly limit: number;
  readonly offset: number;
  readonly status?: DeliveryStatus;
}

/** The delivery log's query: `limit` 1–100 (25), `offset`, `status`; anything else is refused. */
export function parseDeliveryQuery(query: Record<string, string | string[] | undefined>): DeliveryPage {
  const details: ErrorDetail[] = [];
  const value = queryReader(query, DELIVERY_QUERY, details);
  const limit = integer('limit', value('limit'), 25, 1, 100, details);
  const offset = integer('offset', value('offset'), 0, 0, 1_000_000, details);
  const status = value('status');
  if (status !== undefined) details.push(...validateAgainst('WebhookDeliveryStatus', status, 'status'));
  if (details.length > 0) throw new ValidationError(details);
  return { limit, offset, ...(status !== undefined ? { status: status as DeliveryStatus } : {}) };
}
