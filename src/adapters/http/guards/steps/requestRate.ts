import type {
  RateLimitDecision,
  RateLimitPolicy,
  RateLimits,
} from '../../../../application/ports/RateLimits';
import type { ApiError } from '../../../errors/ApiError';
import { apiError } from '../../../errors/ApiError';
import type { Passage, Step } from '../pipeline';

/** IETF httpapi RateLimit fields (structured-field form of the ratelimit-headers draft). */
export function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  const p = decision.policy;
  const window = Math.max(1, Math.round(p.capacity / p.refillPerSecond));
  return {
    'RateLimit-Policy': `"${p.name}";q=${p.capacity};w=${window}`,
    RateLimit: `"${p.name}";r=${decision.remaining};t=${decision.retryAfterSeconds}`,
  };
}

function decided(passage: Passage<unknown>, decision: RateLimitDecision): ApiError | null {
  const headers = rateLimitHeaders(decision);
  if (!decision.allowed) {
    return apiError('rate_limited', undefined, {
      headers: { ...headers, 'Retry-After': String(decision.retryAfterSeconds) },
    });
  }
  Object.assign(passage.headers, headers);
  return null;
}

/** `policy` per key (a client address, a session); past it 429 with Retry-After and RateLimit headers. */
export function requestRate<S>(
  limits: RateLimits,
  policy: RateLimitPolicy,
  keyOf: (passage: Passage<S>) => string,
): Step<S> {
  return (passage) => {
    const decision = limits.take(policy, keyOf(passage));
    return decision instanceof Promise
      ? decision.then((d) => decided(passage, d))
      : decided(passage, decision);
  };
}
