// The GraphQL IDE for people with a browser: GET /graphql asked for as a page (no `query` parameter, HTML
// accepted) answers GraphiQL with an API-key box; its scripts and styles come from npm packages and
// public/graphql-ide, served from this process (no CDN). Queries still need a key like any other.
import fs from 'node:fs';
import path from 'node:path';
import Router from '@koa/router';
import type { Middleware } from 'koa';
import { projectRoot } from '../shared/paths';
import type { ApiState } from '../http/routes/context';
import { NotFound } from '../http/errors';

const OWN = path.join(projectRoot(), 'public', 'graphql-ide');

/** The only files served under /graphql/ide/: name → file on disk. */
const ASSETS: Readonly<Record<string, () => string>> = {
  'ide.js': () => path.join(OWN, 'ide.js'),
  'ide.css': () => path.join(OWN, 'ide.css'),
  'graphiql.min.js': () => path.join(packageDir('graphiql'), 'graphiql.min.js'),
  'graphiql.min.css': () => path.join(packageDir('graphiql'), 'graphiql.min.css'),
  'react.production.min.js': () => path.join(packageDir('react'), 'umd', 'react.production.min.js'),
  'react-dom.production.min.js': () =>
    path.join(packageDir('react-dom'), 'umd', 'react-dom.production.min.js'),
};

/** An installed package's folder (their `exports` maps do not list the browser bundles served here). */
function packageDir(name: string): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`package ${name} is not installed`);
  }
}

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // GraphiQL sets element styles at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const cache = new Map<string, Buffer>();
function read(file: string): Buffer {
  let content = cache.get(file);
  if (!content) {
    content = fs.readFileSync(file);
    cache.set(file, content);
  }
  return content;
}

/** Serves the page for a browser's GET /graphql; anything else (a GET query) goes on to the API. */
export const graphqlIdePage: Middleware = async (ctx, next) => {
  const wantsPage =
    ctx.query.query === undefined && ctx.accepts('application/json', 'text/html') === 'text/html';
  if (!wantsPage) return next();
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Cache-Control', 'no-cache');
  ctx.body = read(path.join(OWN, 'index.html'));
};

export function graphqlIdeAssets(): Router<ApiState> {
  const router = new Router<ApiState>();
  router.get('/graphql/ide/:file', (ctx) => {
    const name = String(ctx.params.file);
    const locate = Object.prototype.hasOwnProperty.call(ASSETS, name) ? ASSETS[name] : undefined;
    if (!locate) throw new NotFound();
    ctx.type = name.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8';
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = read(locate());
  });
  return router;
}
