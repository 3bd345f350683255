import type { Middleware } from 'koa';
import type { Principal } from '../../auth/api-keys';
import { RateLimited } from '../errors';

export interface RateLimitOptions {
  /** Sustained requests per second per key; 0 disables the limit. */
  readonly perSecond: number;
  readonly burst: number;
}

/** A token bucket per API key, in process memory (each API instance limits its own share). */
export function rateLimit(options: RateLimitOptions, now: () => number = Date.now): Middleware {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return async (ctx, next) => {
    if (options.perSecond > 0) {
      const { keyId } = ctx.state.principal as Principal;
      const t = now();
      const bucket = buckets.get(keyId) ?? { tokens: options.burst, at: t };
      bucket.tokens = Math.min(options.burst, bucket.tokens + ((t - bucket.at) / 1000) * options.perSecond);
      bucket.at = t;
      buckets.set(keyId, bucket);
      if (bucket.tokens < 1)
        throw new RateLimited(Math.max(1, Math.ceil((1 - bucket.tokens) / options.perSecond)));
      bucket.tokens -= 1;
    }
    await next();
  };
}
