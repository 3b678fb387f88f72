/**
 * A request's time limit joined to the caller's own signal. Its timer keeps the process alive
 * while it runs (found by review: AbortSignal.timeout's does not, so a process whose only request
 * went to an address that took the connection and dropped it ended at once with code 0, node's
 * fetch left pending with nothing to wait for).
 */
export interface TimeLimit {
  /** Aborted when the limit passes or the caller's signal aborts. */
  readonly signal: AbortSignal;
  /** True once the limit itself passed. */
  expired(): boolean;
  /** Stops the timer: the request ended. */
  clear(): void;
  /** Lets the process end while the timer runs; it still aborts the request if the process lives. */
  unref(): void;
}

export function timeLimit(ms: number, callerSignal?: AbortSignal | null): TimeLimit {
  const limit = new AbortController();
  const timer = setTimeout(() => limit.abort(), Math.max(1, ms));
  return {
    signal: callerSignal ? AbortSignal.any([callerSignal, limit.signal]) : limit.signal,
    expired: () => limit.signal.aborted,
    clear: () => clearTimeout(timer),
    unref: () => {
      timer.unref();
    },
  };
}
