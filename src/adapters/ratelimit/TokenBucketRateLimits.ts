import type { Clock } from '../../application/ports/Clock';
import type { RateLimitDecision, RateLimitPolicy, RateLimits } from '../../application/ports/RateLimits';

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * In-process token buckets, one per (policy, key). Idle buckets that have refilled completely
 * are forgotten, so memory stays bounded by the number of active clients.
 */
export class TokenBucketRateLimits implements RateLimits {
  private readonly buckets = new Map<string, Bucket>();
  private lastSweep = 0;

  constructor(private readonly clock: Clock) {}

  take(policy: RateLimitPolicy, key: string): RateLimitDecision {
    const now = this.clock.now().getTime();
    this.sweep(now);
    const id = `${policy.name}\u0000${key}`;
    const bucket = this.buckets.get(id) ?? { tokens: policy.capacity, at: now };
    const refilled = Math.min(
      policy.capacity,
      // A clock stepped back (NTP, a skewed workstation) refills nothing, and never drains.
      bucket.tokens + (Math.max(0, now - bucket.at) / 1000) * policy.refillPerSecond,
    );
    if (refilled >= 1) {
      this.buckets.set(id, { tokens: refilled - 1, at: now });
      return { allowed: true, policy, remaining: Math.floor(refilled - 1), retryAfterSeconds: 0 };
    }
    this.buckets.set(id, { tokens: refilled, at: now });
    const retryAfterSeconds = Math.max(1, Math.ceil((1 - refilled) / policy.refillPerSecond));
    return { allowed: false, policy, remaining: 0, retryAfterSeconds };
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [id, bucket] of this.buckets) {
      if (now - bucket.at > 600_000) this.buckets.delete(id);
    }
  }
}
