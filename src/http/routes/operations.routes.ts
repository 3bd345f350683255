import Router from '@koa/router';
import { openApiDocument } from '../validation/openapi-document';
import type { Metrics } from '../../observability/metrics';
import type { ApiState } from './context';

export interface Readiness {
  /** Resolves when every dependency this process uses answers; rejects with the first that does not. */
  check(): Promise<void>;
}

export function operationsRoutes(readiness: Readiness, metrics: Metrics): Router<ApiState> {
  const router = new Router<ApiState>();
  router.get('/healthz', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    try {
      await readiness.check();
      ctx.body = { status: 'ready' };
    } catch (error) {
      ctx.status = 503;
      ctx.body = { status: 'not_ready', reason: error instanceof Error ? error.message : 'unavailable' };
    }
  });
  router.get('/openapi.json', (ctx) => {
    ctx.body = openApiDocument();
  });
  router.get('/metrics', async (ctx) => {
    ctx.type = metrics.contentType();
    ctx.body = await metrics.render();
  });
  return router;
}
