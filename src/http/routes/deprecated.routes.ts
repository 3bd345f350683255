import Router from '@koa/router';
import type { Middleware } from 'koa';
import { requestHash } from '../../application/idempotency';
import { isoDate } from '../../shared/clock';
import { NotFound } from '../errors';
import { deprecatedStartResponse, deprecatedVerification } from '../representations';
import { parseDeprecatedStart } from '../validation/requests';
import type { ApiContext, ApiState } from './context';
import { idempotencyKey, pathId, scopeOf } from './context';
import type { RouteDeps } from './verifications.routes';

/** RFC 9745: deprecated since 2026-01-01 (structured-field date). */
const DEPRECATION = '@1767225600';

const deprecationHeaders =
  (successor: (ctx: ApiContext) => string): Middleware =>
  async (ctx, next) => {
    await next();
    if (ctx.status < 400) {
      ctx.set('Deprecation', DEPRECATION);
      ctx.set('Link', `<${successor(ctx as ApiContext)}>; rel="successor-version"`);
    }
  };

/** Endpoints 6–7: the deprecated `/v1/verifications` view of document verifications. */
export function deprecatedRoutes({ service, clock, guard, jsonBody }: RouteDeps): Router<ApiState> {
  const router = new Router<ApiState>();

  router.post(
    '/v1/verifications',
    deprecationHeaders(() => '/v1/document-verifications'),
    ...guard,
    jsonBody,
    async (ctx: ApiContext) => {
      const input = parseDeprecatedStart(ctx.state.body, isoDate(clock.now()));
      const { verification } = await service.start(
        scopeOf(ctx),
        { kind: 'document', input, via: 'verifications' },
        {
          idempotencyKey: idempotencyKey(ctx),
          requestHash: () => requestHash('POST /v1/verifications', ctx.state.body),
          correlationId: ctx.state.requestId,
        },
      );
      ctx.status = 202;
      ctx.set('Location', `/v1/verifications/${verification.id}`);
      ctx.body = deprecatedStartResponse(verification);
    },
  );

  router.get(
    '/v1/verifications/:id',
    deprecationHeaders((ctx) => `/v1/document-verifications/${ctx.params.id}`),
    ...guard,
    async (ctx: ApiContext) => {
      const found = await service.get(scopeOf(ctx), 'document', pathId(ctx));
      if (!found) throw new NotFound('No verification with this id.');
      ctx.body = deprecatedVerification(found, true);
    },
  );

  return router;
}
