import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitDecision, RateLimitPolicy, RateLimits } from '../../application/ports/RateLimits';

/** What a store-backed limiter is made from: rate-limiter-flexible's fixed window. */
export interface LimiterWindow {
  readonly keyPrefix: string;
  /** Requests per window: the policy's burst. */
  readonly points: number;
  /** The window, in seconds: the time the policy takes to refill its whole burst. */
  readonly duration: number;
}

/** A token-bucket policy as a fixed window: `capacity` requests per `capacity / refillPerSecond` s. */
export function windowOf(policy: RateLimitPolicy): LimiterWindow {
  return {
    keyPrefix: `md_rl_${policy.name.replace(/[^a-z0-9]/gi, '_')}`,
    points: policy.capacity,
    duration: Math.max(1, Math.ceil(policy.capacity / policy.refillPerSecond)),
  };
}

/**
 * Issue 13 finding 10: rate limits counted in a store every web instance shares (PostgreSQL or
 * Redis, through rate-limiter-flexible), so N instances give a client its limit once, not N
 * times. One limiter per policy, made on first use. While the store cannot be reached, an
 * in-memory limiter of the same window stands in (the limit then holds per instance).
 */
export class StoreRateLimits implements RateLimits {
  private readonly limiters = new Map<string, Promise<RateLimiterAbstract>>();

  constructor(
    private readonly make: (
      window: LimiterWindow & { insuranceLimiter: RateLimiterMemory },
    ) => Promise<RateLimiterAbstract>,
  ) {}

  async take(policy: RateLimitPolicy, key: string): Promise<RateLimitDecision> {
    const limiter = await this.limiterOf(policy);
    try {
      const taken = await limiter.consume(key, 1);
      return { allowed: true, policy, remaining: taken.remainingPoints, retryAfterSeconds: 0 };
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const retryAfterSeconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      return { allowed: false, policy, remaining: 0, retryAfterSeconds };
    }
  }

  private limiterOf(policy: RateLimitPolicy): Promise<RateLimiterAbstract> {
    let limiter = this.limiters.get(policy.name);
    if (!limiter) {
      const window = windowOf(policy);
      limiter = this.make({ ...window, insuranceLimiter: new RateLimiterMemory(window) });
      limiter.catch(() => this.limiters.delete(policy.name));
      this.limiters.set(policy.name, limiter);
    }
    return limiter;
  }
}
