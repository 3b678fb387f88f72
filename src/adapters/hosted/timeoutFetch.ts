import type { FetchFunction } from '../../client/shared/exchange';
import { timeLimit } from '../../client/shared/timeLimit';

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
    // Kept alive until the answer's head arrives (timeLimit), then still bounding the body's
    // reading, which holds its own socket open.
    const limit = timeLimit(method === 'GET' || method === 'HEAD' ? readMs : writeMs, init?.signal);
    const sent = inner(input, { ...init, signal: limit.signal });
    void sent.then(limit.unref, limit.clear);
    return sent;
  };
}
