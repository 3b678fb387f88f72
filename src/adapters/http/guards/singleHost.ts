import type { IncomingMessage } from 'node:http';
import { ApiError } from '../ApiError';

/**
 * Issue 13 finding 7: a request with two Host headers is ambiguous (node:http keeps the first,
 * a proxy in front may have routed on the second), so it is refused with 400 on HTTP and upgrades.
 * An HTTP/1.1 request without one is refused the same way (RFC 9112, 3.2; node:http's own check
 * is off so that this answer has an Error body).
 */
export function ambiguousHost(request: IncomingMessage): ApiError | null {
  let hosts = 0;
  const raw = request.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) if ((raw[i] as string).toLowerCase() === 'host') hosts += 1;
  if (hosts === 0 && request.httpVersion !== '1.0') {
    return new ApiError(400, 'invalid_host', 'The request has no Host header.', { Host: 'missing' });
  }
  if (hosts <= 1) return null;
  return new ApiError(400, 'invalid_host', 'The request has more than one Host header.', {
    Host: 'sent more than once',
  });
}
