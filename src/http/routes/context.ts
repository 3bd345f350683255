import type { ParameterizedContext } from 'koa';
import type { Principal } from '../../auth/api-keys';
import type { Scope } from '../../../projections/verifications.projection';
import { isServiceUuid } from '../../shared/clock';
import { NotFound, ValidationError } from '../errors';

export interface ApiState {
  requestId: string;
  principal: Principal;
  body: Record<string, unknown>;
}

export type ApiContext = ParameterizedContext<ApiState, { params: Record<string, string> }>;

export const scopeOf = (ctx: ApiContext): Scope => ({
  accountId: ctx.state.principal.accountId,
  mode: ctx.state.principal.mode,
});

/** A path id that is not one of our UUIDs cannot exist: 404, like any unknown id. */
export function pathId(ctx: ApiContext): string {
  const id = String(ctx.params.id ?? '').toLowerCase();
  if (!isServiceUuid(id)) throw new NotFound('No verification with this id.');
  return id;
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

export function idempotencyKey(ctx: ApiContext): string | undefined {
  const raw = ctx.get('Idempotency-Key');
  if (raw === '') return undefined;
  if (!IDEMPOTENCY_KEY.test(raw)) {
    throw new ValidationError([
      { field: 'Idempotency-Key', problem: 'must be 1–255 visible ASCII characters' },
    ]);
  }
  return raw;
}
