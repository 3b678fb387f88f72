import { normalizedOrigin } from '../../../../application/desk/settings/addresses';
import { apiError } from '../../../errors/ApiError';
import type { Passage, Step } from '../../guards/pipeline';
import { sessionIdFromHeader } from '../sessionCookie';
import type { WebAuthentication } from '../WebAuthentication';
import type { WebGuardState } from './WebGuardState';
import { sessionUserOf } from './WebGuardState';

/** Whether an Origin header names this host (scheme, host and port), e.g. "https://desk.example". */
export function isSameOrigin(origin: string | undefined, expected: string): boolean {
  if (!origin) return false;
  try {
    return new URL(origin).origin === new URL(expected).origin;
  } catch {
    return false;
  }
}

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/**
 * CORS: `origin` (a request's Origin header) when it is one of the origins the operator allowed
 * for pages of other sites (normalized, as bootstrap/config reads them); undefined otherwise.
 */
export function allowedCorsOrigin(origin: string, allowed: ReadonlySet<string>): string | undefined {
  if (origin === '') return undefined;
  return allowed.has(origin) || allowed.has(normalizedOrigin(origin) ?? '') ? origin : undefined;
}

/** A browser's request, when it says where it comes from, must come from this site. */
export function ownOriginWhenPresent(message: string): Step<WebGuardState> {
  return (passage: Passage<WebGuardState>) => {
    const origin = passage.view.header('Origin');
    if (origin === '' || isSameOrigin(origin, passage.view.ownOrigin)) return null;
    return apiError('origin_forbidden', undefined, { message });
  };
}

/**
 * CONTRACT-NOTES "Sessions": a write that a live session cookie would authenticate must come from
 * the application's own origin, with an Origin header (CSRF defence on top of SameSite=Strict).
 * Token writes are not concerned: a bearer header is never sent by a browser on its own.
 */
export function ownOriginForCookieWrites(auth: WebAuthentication, message: string): Step<WebGuardState> {
  return async (passage: Passage<WebGuardState>) => {
    const { view } = passage;
    if (SAFE_METHODS.includes(view.method) || view.header('Authorization') !== '') return null;
    const sessionId = sessionIdFromHeader(view.header('Cookie'));
    if (!sessionId || !(await sessionUserOf(passage, auth, sessionId))) return null;
    if (isSameOrigin(view.header('Origin') || undefined, view.ownOrigin)) return null;
    return apiError('origin_forbidden', undefined, { message });
  };
}
