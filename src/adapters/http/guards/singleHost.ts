import type { IncomingMessage } from 'node:http';
import type { ApiError } from '../../errors/ApiError';
import { apiError } from '../../errors/ApiError';

/**
 * Issue 13 finding 7: a request with two Host headers is ambiguous (node:http keeps the first,
 * a proxy in front may have routed on the second), so it is refused with 400 on HTTP and upgrades.
 */
export function ambiguousHost(request: IncomingMessage): ApiError | null {
  let hosts = 0;
  const raw = request.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) if ((raw[i] as string).toLowerCase() === 'host') hosts += 1;
  if (hosts <= 1) return null;
  return apiError('invalid_host', { Host: 'sent more than once' });
}
