// The event history of SPEC.md §8: the key's feed in log order, and one verification's stream.
import Router from '@koa/router';
import type { VerificationKind } from '../../domain/verification/events';
import { NotFound } from '../errors';
import { parseHistoryQuery } from '../validation/history-query';
import type { RouteDeps } from './verifications.routes';
import type { ApiContext, ApiState } from './context';
import { pathId, scopeOf } from './context';

export function eventRoutes({ service, guard }: Pick<RouteDeps, 'service' | 'guard'>): Router<ApiState> {
  const router = new Router<ApiState>();

  router.get('/v1/events', ...guard, async (ctx: ApiContext) => {
    const page = await service.history(scopeOf(ctx), parseHistoryQuery(ctx.query));
    ctx.body = { object: 'list', items: page.items, next_after: page.nextAfter };
  });

  const stream = (kind: VerificationKind) => async (ctx: ApiContext) => {
    const events = await service.events(scopeOf(ctx), kind, pathId(ctx));
    if (!events) throw new NotFound(`No ${kind} verification with this id.`);
    ctx.body = { object: 'list', items: events };
  };
  router.get('/v1/document-verifications/:id/events', ...guard, stream('document'));
  router.get('/v1/license-verifications/:id/events', ...guard, stream('license'));

  return router;
}
