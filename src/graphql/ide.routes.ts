// The GraphQL IDE for people with a browser: GET /graphql asked for as a page (no `query` parameter, HTML
// accepted) answers GraphiQL with an API-key box. Queries from it need a key like any other.
import path from 'node:path';
import type { Middleware } from 'koa';
import { PUBLIC_DIR, assetRoutes, packageDir, sendPage } from '../http/static-pages';

const OWN = path.join(PUBLIC_DIR, 'graphql-ide');

/** Serves the page for a browser's GET /graphql; anything else (a GET query) goes on to the API. */
export const graphqlIdePage: Middleware = async (ctx, next) => {
  const wantsPage =
    ctx.query.query === undefined && ctx.accepts('application/json', 'text/html') === 'text/html';
  if (!wantsPage) return next();
  sendPage(ctx, path.join(OWN, 'index.html'));
};

export const graphqlIdeAssets = () =>
  assetRoutes('/graphql/ide', {
    'ide.js': () => path.join(OWN, 'ide.js'),
    'ide.css': () => path.join(OWN, 'ide.css'),
    'graphiql.min.js': () => path.join(packageDir('graphiql'), 'graphiql.min.js'),
    'graphiql.min.css': () => path.join(packageDir('graphiql'), 'graphiql.min.css'),
    'react.production.min.js': () => path.join(packageDir('react'), 'umd', 'react.production.min.js'),
    'react-dom.production.min.js': () =>
      path.join(packageDir('react-dom'), 'umd', 'react-dom.production.min.js'),
  });
