import type { FetchFunction } from '../../client/shared/exchange';

/**
 * A fetch that gives up after `ms`: an answer that never comes counts as a cut link (the
 * client's ClientNetworkError), so the write journal keeps the write instead of hanging on it.
 */
export function timeoutFetch(ms: number, inner: FetchFunction = fetch): FetchFunction {
  return (input, init) => {
    const timeout = AbortSignal.timeout(ms);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return inner(input, { ...init, signal });
  };
}
