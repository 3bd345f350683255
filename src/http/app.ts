import Router from '@koa/router';
import Koa from 'koa';
import type { ApiKeyStore } from '../auth/api-keys';
import type { VerificationService } from '../application/verifications.service';
import { IdempotencyKeyReused } from '../application/idempotency';
import { EventStoreUnavailable } from '../eventstore/event-store.port';
import type { Clock } from '../shared/clock';
import type { Logger } from '../shared/logger';
import { ApiError, IdempotencyConflict, MethodNotAllowed, NotFound } from './errors';
import type { Metrics } from '../observability/metrics';
import { authenticate } from './middleware/auth';
import { errorHandler } from './middleware/error-handler';
import { jsonBody } from './middleware/json-body';
import type { RateLimitOptions } from './middleware/rate-limit';
import { rateLimit } from './middleware/rate-limit';
import { requestId } from './middleware/request-id';
import type { EvidenceStore } from '../engines/license/evidence/types';
import { graphqlRoutes } from '../graphql/graphql.routes';
import { deprecatedRoutes } from './routes/deprecated.routes';
import { evidenceRoutes } from './routes/evidence.routes';
import { eventRoutes } from './routes/events.routes';
import { docsRoutes } from './routes/docs.routes';
import type { ApiState } from './routes/context';
import type { Readiness } from './routes/operations.routes';
import { operationsRoutes } from './routes/operations.routes';
import { verificationRoutes } from './routes/verifications.routes';
import { webhookRoutes } from './routes/webhooks.routes';
import type { WebhookService } from '../webhooks/webhook-service';

export interface HttpDeps {
  readonly service: VerificationService;
  readonly keys: ApiKeyStore;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly metrics: Metrics;
  readonly readiness: Readiness;
  readonly rateLimit: RateLimitOptions;
  readonly evidence: EvidenceStore;
  readonly webhooks: WebhookService;
  readonly liveIntrospection: boolean;
  readonly graphqlExecution: 'compiled' | 'interpreted';
}

export async function createHttpApp(deps: HttpDeps): Promise<Koa> {
  const app = new Koa();
  app.silent = true;
  const guard = [authenticate(deps.keys), rateLimit(deps.rateLimit)];
  const routeDeps = { service: deps.service, clock: deps.clock, guard, jsonBody };
  const routers = [
    verificationRoutes(routeDeps),
    evidenceRoutes({ ...routeDeps, evidence: deps.evidence }),
    deprecatedRoutes(routeDeps),
    eventRoutes(routeDeps),
    webhookRoutes({ webhooks: deps.webhooks, guard, jsonBody }),
    operationsRoutes(deps.readiness, deps.metrics),
    docsRoutes(),
    await graphqlRoutes({
      ...routeDeps,
      logger: deps.logger,
      webhooks: deps.webhooks,
      liveIntrospection: deps.liveIntrospection,
      execution: deps.graphqlExecution,
    }),
  ];

  app.use(requestId);
  app.use(deps.metrics.httpMiddleware());
  app.use(errorHandler(deps.logger));
  app.use(mapApplicationErrors);
  app.use(methodNotAllowed);
  const root = new Router<ApiState>();
  for (const router of routers) root.use(router.routes());
  app.use(root.routes());
  app.use(root.allowedMethods());
  return app;
}

/** The router marks a known path with a wrong method as 405/501 with Allow; answer it as SPEC.md says. */
const methodNotAllowed: Koa.Middleware = async (ctx, next) => {
  await next();
  if ((ctx.status === 405 || ctx.status === 501) && !ctx.body) {
    const allow = ctx.response.get('Allow');
    if (!allow) throw new NotFound();
    throw new MethodNotAllowed(allow);
  }
};

const mapApplicationErrors: Koa.Middleware = async (_ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (error instanceof IdempotencyKeyReused) throw new IdempotencyConflict();
    if (error instanceof EventStoreUnavailable) {
      throw new ApiError(
        503,
        'service_unavailable',
        'The service is briefly unavailable; retry shortly.',
        undefined,
        {
          'Retry-After': '1',
        },
      );
    }
    throw error;
  }
};
