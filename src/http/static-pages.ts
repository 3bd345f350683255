// The browser pages (API reference at /docs, GraphQL IDE at /graphql): an HTML file and an allow-list of
// scripts and styles, from public/ and from npm packages' prebuilt bundles, served from this process (no
// CDN) with a strict Content-Security-Policy. Nothing outside the allow-list is ever read from disk.
import fs from 'node:fs';
import path from 'node:path';
import Router from '@koa/router';
import type { Context } from 'koa';
import { projectRoot } from '../shared/paths';
import { NotFound } from './errors';
import type { ApiState } from './routes/context';

export const PUBLIC_DIR = path.join(projectRoot(), 'public');

/** An installed package's folder (their `exports` maps do not list the browser bundles served here). */
export function packageDir(name: string): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`package ${name} is not installed`);
  }
}

const PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Both UIs set element styles at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.png': 'image/png',
};

const cache = new Map<string, Buffer>();
function read(file: string): Buffer {
  let content = cache.get(file);
  if (!content) {
    content = fs.readFileSync(file);
    cache.set(file, content);
  }
  return content;
}

/** Answers the page itself (no key needed: queries from it carry the key the person pastes). */
export function sendPage(ctx: Context, file: string): void {
  ctx.type = TYPES['.html'];
  ctx.set('Content-Security-Policy', PAGE_POLICY);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Cache-Control', 'no-cache');
  ctx.body = read(file);
}

/** GET `<prefix>/:file` for the named files only; `assets` maps a served name to its file on disk. */
export function assetRoutes(
  prefix: string,
  assets: Readonly<Record<string, () => string>>,
): Router<ApiState> {
  const router = new Router<ApiState>();
  router.get(`${prefix}/:file`, (ctx) => {
    const name = String(ctx.params.file);
    const locate = Object.prototype.hasOwnProperty.call(assets, name) ? assets[name] : undefined;
    if (!locate) throw new NotFound();
    ctx.type = TYPES[path.extname(name)] ?? 'application/octet-stream';
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = read(locate());
  });
  return router;
}
