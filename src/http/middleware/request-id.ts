import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';

const SANE = /^[A-Za-z0-9._:-]{1,128}$/;

/** Every response carries Request-Id: the client's X-Request-Id when sane, else a new one. */
export const requestId: Middleware = async (ctx, next) => {
  const given = ctx.get('X-Request-Id');
  const id = SANE.test(given) ? given : randomUUID();
  ctx.state.requestId = id;
  ctx.set('Request-Id', id);
  await next();
};
