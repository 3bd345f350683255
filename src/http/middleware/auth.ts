import type { Middleware } from 'koa';
import type { ApiKeyStore } from '../../auth/api-keys';
import { Unauthorized } from '../errors';

/** Bearer key → principal (account + mode) in ctx.state.principal; anything else is 401. */
export function authenticate(keys: ApiKeyStore): Middleware {
  return async (ctx, next) => {
    const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(ctx.get('Authorization'));
    if (!match) throw new Unauthorized();
    const result = keys.check(match[1]);
    if (result === 'expired')
      throw new Unauthorized('The API key has expired; use its replacement or create a new one.');
    if (result === 'invalid') throw new Unauthorized('The API key is not valid.');
    ctx.state.principal = result;
    await next();
  };
}
