import type { ParsedUrlQuery } from 'node:querystring';
import { AccessErrors } from '../../../../domain/access/AccessErrors';
import type { TokenPrincipal } from '../../../../domain/access/Principal';
import type { DomainError } from '../../../../domain/shared/DomainError';
import type { Result } from '../../../../domain/shared/Result';
import { ok } from '../../../../domain/shared/Result';
import type { ApiError } from '../../../errors/ApiError';
import { apiError, fromDomainError } from '../../../errors/ApiError';
import { statusOf } from '../../../errors/errorMap';
import type { Passage, Step } from '../../guards/pipeline';
import { ID_PATTERN } from '../ids';
import { refuseTokenInQuery } from '../queryParameters';
import { sessionIdFromHeader } from '../sessionCookie';
import type { WebAuthentication } from '../WebAuthentication';
import type { WebGuardState } from './WebGuardState';
import { sessionUserOf } from './WebGuardState';

const BEARER = /^Bearer +(\S+)$/i;
const CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="match-desk"' };

/** A refused token (401) carries the Bearer challenge. */
function challenged(error: ApiError): ApiError {
  return error.status === statusOf('token_invalid') ? error.withHeaders(CHALLENGE) : error;
}

/**
 * Spec 5.2.1: a token in the query string is refused with 400 before authentication, so that a
 * client learns at once that its secret leaked into a URL (and logs, which record only paths).
 */
export function noTokenInUrl(passage: Passage<WebGuardState>): ApiError | null {
  try {
    refuseTokenInQuery(passage.view.query);
    return null;
  } catch (refusal) {
    return refusal as ApiError;
  }
}

/** A well-formed championship_id of the query, given once; undefined otherwise. */
function championshipOfQuery(query: ParsedUrlQuery): string | undefined {
  const id = query.championship_id;
  return typeof id === 'string' && ID_PATTERN.test(id) ? id : undefined;
}

/** The token check; with a championship in the query, its version rides along (issue 11). */
async function authenticateToken(
  auth: WebAuthentication,
  secret: string,
  state: WebGuardState,
  championshipId: string | undefined,
): Promise<Result<TokenPrincipal, DomainError>> {
  const token = auth.authenticateToken;
  if (championshipId === undefined || !token.authenticate) return token.execute(secret);
  const result = await token.authenticate(secret, championshipId);
  if (!result.ok) return result;
  const version = result.value.championshipVersion;
  if (version !== undefined) state.championshipVersion = { championshipId, version };
  return ok(result.value.principal);
}

/**
 * Spec 5.2, 7: `Authorization: Bearer svc_api_…` first. A malformed header is a 401 before any
 * store access (the secret's format and checksum are checked offline). Without a header, the
 * `md_session` cookie; with neither, 428 so the application can start its login flow.
 */
export function tokenOrSession(auth: WebAuthentication): Step<WebGuardState> {
  return async (passage: Passage<WebGuardState>) => {
    const { view, state } = passage;
    const header = view.header('Authorization');
    if (header !== '') {
      const secret = BEARER.exec(header)?.[1];
      if (!secret) {
        return challenged(
          apiError('token_invalid', undefined, {
            message: 'The Authorization header must read "Bearer svc_api_…".',
          }),
        );
      }
      const result = await authenticateToken(auth, secret, state, championshipOfQuery(view.query));
      if (!result.ok) return challenged(fromDomainError(result.error));
      state.principal = result.value;
      state.authenticatedBy = 'token';
      return null;
    }
    const sessionId = sessionIdFromHeader(view.header('Cookie'));
    const userId = sessionId ? await sessionUserOf(passage, auth, sessionId) : null;
    if (!sessionId || !userId) return apiError('authentication_required');
    const result = await auth.resolveSession.execute(userId);
    if (!result.ok) return fromDomainError(result.error);
    state.principal = result.value;
    state.authenticatedBy = 'session';
    state.sessionId = sessionId;
    return null;
  };
}

/**
 * Account routes need a logged-in session (spec 5.2.3, 5.2.5): after `tokenOrSession`, a valid
 * integration token is 403, since a token never reaches account management.
 */
export function sessionRequired(passage: Passage<WebGuardState>): ApiError | null {
  return passage.state.authenticatedBy === 'session' ? null : fromDomainError(AccessErrors.sessionRequired());
}

/**
 * Spec 5.2.7: the web WebSocket keeps its own session authentication. An Authorization header (an
 * integration token) is 403; no session, an ended one or a user who may no longer use it, 401.
 */
export function socketSession(auth: WebAuthentication): Step<WebGuardState> {
  return async (passage: Passage<WebGuardState>) => {
    const { view, state } = passage;
    if (view.header('Authorization') !== '') {
      return apiError('session_required', undefined, {
        message: 'Notifications need a logged-in session; an integration token is not a WebSocket token.',
      });
    }
    const sessionId = sessionIdFromHeader(view.header('Cookie'));
    const userId = sessionId ? await sessionUserOf(passage, auth, sessionId) : null;
    const resolved = userId ? await auth.resolveSession.execute(userId) : null;
    if (!sessionId || !resolved?.ok) return apiError('login_required');
    state.principal = resolved.value;
    state.authenticatedBy = 'session';
    state.sessionId = sessionId;
    return null;
  };
}
