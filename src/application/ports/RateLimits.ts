/** A named limit: `capacity` requests at once (the burst), refilled at `refillPerSecond`. */
export interface RateLimitPolicy {
  readonly name: string;
  readonly capacity: number;
  readonly refillPerSecond: number;
}

export interface RateLimitDecision {
  readonly allowed: boolean;
  readonly policy: RateLimitPolicy;
  /** Requests left in the bucket after this one. */
  readonly remaining: number;
  /** Whole seconds until one more request is allowed (0 when allowed). */
  readonly retryAfterSeconds: number;
}

/** Shared rate limits (in-process by default; a shared store when several instances run). */
export interface RateLimits {
  take(policy: RateLimitPolicy, key: string): RateLimitDecision | Promise<RateLimitDecision>;
}
