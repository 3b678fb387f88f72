import { apiError } from '../../../errors/ApiError';
import type { Step } from '../pipeline';

/** How many sockets of one kind are open, and how many may be. */
export interface SocketCount {
  open(): number;
  readonly max: number;
  /** What the sockets are called in the refusal ("/ws sessions"). */
  readonly name: string;
}

/** Seconds a client refused for the cap should wait. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Issue 13 finding 8: past `max` open sockets the upgrade is 429 `rate_limited` (policy
 * "ws-sessions"). A passing upgrade holds a slot until it is settled, so that upgrades checked
 * at once cannot all take the last one.
 */
export function socketCap<S>(count: SocketCount): Step<S> {
  let reserved = 0;
  return (passage) => {
    const q = count.max;
    if (count.open() + reserved >= q) {
      return apiError('rate_limited', undefined, {
        message: `At most ${q} ${count.name} may be open at once.`,
        headers: {
          'Retry-After': String(RETRY_AFTER_SECONDS),
          'RateLimit-Policy': `"ws-sessions";q=${q}`,
          RateLimit: `"ws-sessions";r=0;t=${RETRY_AFTER_SECONDS}`,
        },
      });
    }
    reserved += 1;
    passage.releases.push(() => {
      reserved -= 1;
    });
    return null;
  };
}
