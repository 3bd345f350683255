import type { Middleware } from 'koa';
import type { Principal } from '../../auth/api-keys';
import { RateLimited } from '../errors';

export interface RateLimitOptions {
  /** Sustained requests per second per key; 0 disables the limit. */
  readonly perSecond: number;
  readonly burst: number;
}

/**
 * A token bucket per API key, in process memory (each API instance limits its own share). Every answer
 * says where the key stands, in the three headers of the IETF draft (draft-ietf-httpapi-ratelimit-headers,
 * the RateLimit-Limit / -Remaining / -Reset form): the bucket's size, the whole requests left in it, and
 * the seconds until it is full again. A refused request also gets Retry-After.
 */
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
      const allowed = bucket.tokens >= 1;
      if (allowed) bucket.tokens -= 1;
      ctx.set('RateLimit-Limit', String(options.burst));
      ctx.set('RateLimit-Remaining', String(Math.floor(bucket.tokens)));
      ctx.set('RateLimit-Reset', String(Math.ceil((options.burst - bucket.tokens) / options.perSecond)));
      if (!allowed) throw new RateLimited(Math.max(1, Math.ceil((1 - bucket.tokens) / options.perSecond)));
    }
    await next();
  };
}
