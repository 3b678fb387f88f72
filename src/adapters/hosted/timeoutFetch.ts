import type { FetchFunction } from '../../client/shared/exchange';

/**
 * A fetch that gives up after `readMs` (`writeMs` for a request that is not a GET or HEAD): an
 * answer that never comes counts as a cut link (the client's ClientNetworkError), so the write
 * journal keeps the write instead of hanging on it. A write gets longer than a read: a write that
 * gave up may still commit on the hosted side, and the journal waits for that before it re-reads
 * (JournaledWriteChannel's settle time, which a write's timeout must exceed).
 */
export function timeoutFetch(readMs: number, inner: FetchFunction = fetch, writeMs = readMs): FetchFunction {
  return (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const limit = new AbortController();
    // A timer that keeps the process alive until the answer's head arrives (AbortSignal.timeout's
    // does not: a process whose only request went to an address that took the connection and
    // dropped it ended at once, the fetch left pending; found by review), then still bounds the
    // body's reading, which holds its own socket open.
    const timer = setTimeout(() => limit.abort(), method === 'GET' || method === 'HEAD' ? readMs : writeMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, limit.signal]) : limit.signal;
    const sent = inner(input, { ...init, signal });
    void sent.then(
      () => timer.unref(),
      () => clearTimeout(timer),
    );
    return sent;
  };
}
