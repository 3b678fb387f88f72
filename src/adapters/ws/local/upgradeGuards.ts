import type { IncomingMessage } from 'node:http';
import { normalizedOrigin } from '../../../application/desk/settings/addresses';
import type { ApiError } from '../../errors/ApiError';
import { apiError } from '../../errors/ApiError';
import { ambiguousHost } from '../../http/guards/singleHost';
import { sameSecret } from '../../http/local/bearerKey';
import { hostNameOf } from '../../http/local/hostCheck';
import type { LocalAccess } from '../../http/local/LocalAccess';
import { isOwnOrigin } from '../../http/local/ownOrigin';

const header = (request: IncomingMessage, name: string): string => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
};

/**
 * The local API's network guards for an upgrade, as for a request (hostCheck, originCheck):
 * a Host that is not a loopback name, the chosen address or a configured name, or a browser
 * Origin not explicitly allowed, is 403 (CONTRACT-NOTES: the WS upgrade too). The host's own
 * origin passes: the overlay page it serves opens /ws from there.
 */
export function networkRefusal(request: IncomingMessage, access: LocalAccess): ApiError | null {
  const ambiguous = ambiguousHost(request);
  if (ambiguous) return ambiguous;
  const host = header(request, 'host');
  if (host === '' || !access.hosts.has(hostNameOf(host))) return apiError('host_forbidden');
  const origin = header(request, 'origin');
  if (origin === '') return null;
  const normalized = normalizedOrigin(origin);
  const allowed = normalized !== null && access.origins.has(normalized);
  if (!allowed && !isOwnOrigin(origin, host)) {
    return apiError('origin_forbidden', undefined, {
      message: 'This browser origin is not allowed to use the local API.',
    });
  }
  return null;
}

/** The Bearer credential of the upgrade: absent, malformed, or the key given. */
export type BearerHeader =
  | { readonly kind: 'absent' }
  | { readonly kind: 'malformed' }
  | { readonly kind: 'key'; readonly key: string };

export function bearerOf(request: IncomingMessage): BearerHeader {
  const value = header(request, 'authorization');
  if (value === '') return { kind: 'absent' };
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value);
  return match ? { kind: 'key', key: match[1] as string } : { kind: 'malformed' };
}

/** Constant-time comparison with the local key (CONTRACT-NOTES), as the HTTP guard does. */
export function isLocalKey(given: string, access: LocalAccess): boolean {
  return sameSecret(given, access.localKey);
}

/** The peer's address, for the operator. */
export function addressOf(request: IncomingMessage): string {
  return request.socket.remoteAddress ?? '';
}
