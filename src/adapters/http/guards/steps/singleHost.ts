import { apiError } from '../../../errors/ApiError';
import type { Passage } from '../pipeline';

/**
 * Issue 13 finding 7: a request with two Host headers is ambiguous (node:http keeps the first,
 * a proxy in front may have routed on the second), so it is refused with 400 on HTTP and upgrades.
 * An HTTP/1.1 request without one is refused the same way (RFC 9112, 3.2; node:http's own check
 * is off, its 400 had no body: found by the fuzz).
 */
export function singleHost(passage: Passage<unknown>) {
  const { hostCount, httpVersion } = passage.view;
  if (hostCount === 0 && httpVersion !== '1.0') {
    return apiError('invalid_host', { Host: 'missing' }, { message: 'The request has no Host header.' });
  }
  return hostCount <= 1 ? null : apiError('invalid_host', { Host: 'sent more than once' });
}
