import { apiError } from '../../../errors/ApiError';
import type { Passage } from '../pipeline';

/**
 * Issue 13 finding 7: a request with two Host headers is ambiguous (node:http keeps the first,
 * a proxy in front may have routed on the second), so it is refused with 400 on HTTP and upgrades.
 * An HTTP/1.1 request without one is refused the same way (RFC 9112, 3.2; node:http's own check
 * is off, its 400 had no body: found by the fuzz). HTTP/1.0 has no Host header, and health
 * checkers still send it (HAProxy's httpchk): such a request is served, but never an upgrade
 * without one (RFC 6455 4.1 asks HTTP/1.1 and a Host; found by review: it was 101). Two
 * Authorization headers are as ambiguous
 * (node:http keeps the first, a proxy may have checked the second): 400 `invalid_request` naming
 * it, before any credential is read; so are two Content-Type headers (found by review: the first
 * was taken as the body's type).
 */
export function singleHost(passage: Passage<unknown>) {
  const { hostCount, httpVersion, authorizationCount, contentTypeCount } = passage.view;
  if (hostCount === 0 && (httpVersion !== '1.0' || passage.view.upgrade)) {
    return apiError('invalid_host', { Host: 'missing' }, { message: 'The request has no Host header.' });
  }
  if (hostCount > 1) return apiError('invalid_host', { Host: 'sent more than once' });
  for (const [name, count] of [
    ['Authorization', authorizationCount],
    ['Content-Type', contentTypeCount],
  ] as const) {
    if (count > 1)
      return apiError(
        'invalid_request',
        { [name]: 'sent more than once' },
        { message: `The request has more than one ${name} header: send one.` },
      );
  }
  return null;
}
