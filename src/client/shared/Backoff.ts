export interface BackoffOptions {
  /** The first delay's ceiling, in ms (default 500). */
  readonly baseMs?: number;
  /** No delay exceeds this, in ms (default 30 000). */
  readonly maxMs?: number;
  /** A number in [0, 1): Math.random by default; tests pass their own. */
  readonly random?: () => number;
}

/**
 * Exponential backoff with full jitter: attempt n waits a uniformly random time in
 * [0, min(maxMs, baseMs · 2ⁿ)), so that clients cut off together do not come back together.
 */
export class Backoff {
  private attempt = 0;
  readonly baseMs: number;
  readonly maxMs: number;
  private readonly random: () => number;

  constructor(options: BackoffOptions = {}) {
    this.baseMs = options.baseMs ?? 500;
    this.maxMs = options.maxMs ?? 30_000;
    this.random = options.random ?? Math.random;
  }

  /** The ceiling of attempt n (0-based). */
  ceilingMs(attempt: number): number {
    return Math.min(this.maxMs, this.baseMs * 2 ** Math.min(attempt, 52));
  }

  /** The next delay; each call moves to the next attempt. */
  nextDelayMs(): number {
    const ceiling = this.ceilingMs(this.attempt);
    this.attempt += 1;
    return Math.floor(this.random() * ceiling);
  }

  get attempts(): number {
    return this.attempt;
  }

  /** After a success: the next failure starts again from baseMs. */
  reset(): void {
    this.attempt = 0;
  }
}
