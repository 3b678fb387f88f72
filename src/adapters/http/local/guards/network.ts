import { normalizedOrigin } from '../../../../application/desk/settings/addresses';
import { apiError } from '../../../errors/ApiError';
import type { Passage } from '../../guards/pipeline';
import type { LocalState } from './LocalState';

/** The name of a Host header without its port: `[::1]:18800` → `::1`, `Desk.local.:80` → `desk.local`. */
export function hostNameOf(header: string): string {
  const value = header.trim().toLowerCase();
  const name = value.startsWith('[')
    ? value.slice(1, value.indexOf(']') === -1 ? undefined : value.indexOf(']'))
    : value.split(':')[0];
  return (name ?? '').replace(/\.$/, '');
}

/**
 * CONTRACT-NOTES network guard (DNS rebinding): only a loopback name, the chosen workstation
 * address or a configured name may be the Host; anything else is 403.
 */
export function allowedHost(passage: Passage<LocalState>) {
  const host = passage.view.header('Host');
  // An HTTP/1.0 request may leave Host out; the local API needs it to check the name it was
  // called by: 400, as documented, not 403 (found by review).
  if (host === '')
    return apiError('invalid_host', { Host: 'missing' }, { message: 'The request has no Host header.' });
  return passage.state.access.hosts.has(hostNameOf(host)) ? null : apiError('host_forbidden');
}

/**
 * Whether a browser `Origin` is the local host's own, as a page it served (the overlay) sends it:
 * `http://` + the request's `Host`. The Host guard has already accepted that Host, so a
 * rebinding name never gets here; another port of the same name is another origin.
 */
function isOwnOrigin(origin: string, host: string): boolean {
  const own = normalizedOrigin(`http://${host.trim()}`);
  return own !== null && normalizedOrigin(origin) === own;
}

/**
 * Spec 5.1.4 and CONTRACT-NOTES: a request or upgrade with an Origin gets through only when that
 * origin is explicitly allowed or is the host's own (its overlay page). Requests without Origin
 * (native and command-line clients) pass.
 */
export function allowedOrigin(passage: Passage<LocalState>) {
  const origin = passage.view.header('Origin');
  if (origin === '') return null;
  const normalized = normalizedOrigin(origin);
  const allowed = normalized !== null && passage.state.access.origins.has(normalized);
  if (!allowed && !isOwnOrigin(origin, passage.view.header('Host'))) {
    return apiError('origin_forbidden', undefined, {
      message: 'This browser origin is not allowed to use the local API.',
    });
  }
  passage.state.origin = origin;
  return null;
}

/** /ws takes no query string: the key is never in the URL (spec 5.1.5). */
export function noQueryString(passage: Passage<LocalState>) {
  if (!passage.view.hasQuery) return null;
  return apiError('query_string_not_allowed', undefined, {
    message: 'The /ws address takes no query string; the key goes in a header or the auth frame.',
  });
}
