import type { Context, Next } from 'koa';
import type { RateLimitDecision, RateLimitPolicy, RateLimits } from '../../application/ports/RateLimits';
import { apiError } from '../errors/ApiError';

/** IETF httpapi RateLimit fields (structured-field form of the ratelimit-headers draft). */
export function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  const p = decision.policy;
  const window = Math.max(1, Math.round(p.capacity / p.refillPerSecond));
  return {
    'RateLimit-Policy': `"${p.name}";q=${p.capacity};w=${window}`,
    RateLimit: `"${p.name}";r=${decision.remaining};t=${decision.retryAfterSeconds}`,
  };
}

/** Applies `policy` per key (e.g. client address or session); past it, 429 with Retry-After. */
export function rateLimit(limits: RateLimits, policy: RateLimitPolicy, keyOf: (ctx: Context) => string) {
  return async function limitRate(ctx: Context, next: Next): Promise<void> {
    const decision = await limits.take(policy, keyOf(ctx));
    const headers = rateLimitHeaders(decision);
    if (!decision.allowed) {
      throw apiError('rate_limited', undefined, {
        headers: { ...headers, 'Retry-After': String(decision.retryAfterSeconds) },
      });
    }
    ctx.set(headers);
    return next();
  };
}
