// The API reference at /docs: the OpenAPI document served at /openapi.json, rendered by Swagger UI. And
// the service's root: a page of links for a person with a browser, the same links as JSON for a program.
import path from 'node:path';
import Router from '@koa/router';
import { PUBLIC_DIR, assetRoutes, packageDir, sendPage } from '../static-pages';
import type { ApiState } from './context';

const OWN = path.join(PUBLIC_DIR, 'docs');

const LINKS = {
  api_reference: '/docs',
  openapi: '/openapi.json',
  graphql: '/graphql',
  health: '/healthz',
  readiness: '/readyz',
} as const;

export function docsRoutes(): Router<ApiState> {
  const router = new Router<ApiState>();
  router.get('/', (ctx) => {
    if (ctx.accepts('json', 'html') === 'html') return sendPage(ctx, path.join(PUBLIC_DIR, 'index.html'));
    ctx.body = { object: 'service', name: 'credence', links: LINKS };
  });
  router.get('/docs', (ctx) => sendPage(ctx, path.join(OWN, 'index.html')));
  router.use(
    assetRoutes('/docs', {
      'docs.js': () => path.join(OWN, 'docs.js'),
      'swagger-ui.css': () => path.join(packageDir('swagger-ui-dist'), 'swagger-ui.css'),
      'swagger-ui-bundle.js': () => path.join(packageDir('swagger-ui-dist'), 'swagger-ui-bundle.js'),
    }).routes(),
  );
  return router;
}
