import type { Middleware } from 'koa';
import type { ApiKeyStore } from '../../auth/api-keys';
import { Unauthorized } from '../errors';

/** Bearer key → principal (account + mode) in ctx.state.principal; anything else is 401. */
export function authenticate(keys: ApiKeyStore): Middleware {
  return async (ctx, next) => {
    const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(ctx.get('Authorization'));
    const principal = match ? keys.authenticate(match[1]) : null;
    if (!principal) throw new Unauthorized(match ? 'The API key is not valid.' : undefined);
    ctx.state.principal = principal;
    await next();
  };
}
