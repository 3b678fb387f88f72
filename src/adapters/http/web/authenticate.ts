import type { Context, Next } from 'koa';
import type { Principal, TokenPrincipal } from '../../../domain/access/Principal';
import type { DomainError } from '../../../domain/shared/DomainError';
import { ok } from '../../../domain/shared/Result';
import type { Result } from '../../../domain/shared/Result';
import { ID_PATTERN } from './ids';
import { sessionIdOf } from './sessionCookie';
import type { WebAuthentication } from './WebAuthentication';
import type { ApiError } from '../../errors/ApiError';
import { apiError, fromDomainError } from '../../errors/ApiError';
import { statusOf } from '../../errors/errorMap';

/** How the caller authenticated; cookie-authenticated writes need a same-origin Origin. */
export type AuthenticatedBy = 'token' | 'session';

export interface WebState {
  principal?: Principal;
  authenticatedBy?: AuthenticatedBy;
  sessionId?: string;
  /** Issue 11: the version of `versionOf` (the query's championship), read with the token. */
  championshipVersion?: { readonly championshipId: string; readonly version: number | null };
}

const BEARER = /^Bearer +(\S+)$/i;
const CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="match-desk"' };

/** A refused token (401) carries the Bearer challenge. */
function refused(error: ApiError): ApiError {
  return error.status === statusOf('token_invalid') ? error.withHeaders(CHALLENGE) : error;
}

/**
 * spec 5.2, 7: `Authorization: Bearer svc_api_…` first. A malformed header is a 401 before any
 * store access (the secret's format and checksum are checked offline). Without a header, the
 * `md_session` cookie; with neither, 428 so the application can start its login flow.
 */
export function authenticate(auth: WebAuthentication) {
  return async function authenticateCaller(ctx: Context, next: Next): Promise<void> {
    const state = ctx.state as WebState;
    const header = ctx.get('Authorization');
    if (header !== '') {
      const secret = BEARER.exec(header)?.[1];
      if (!secret) {
        throw refused(
          apiError('token_invalid', undefined, {
            message: 'The Authorization header must read "Bearer svc_api_…".',
          }),
        );
      }
      const result = await authenticateToken(auth, secret, state, championshipOfQuery(ctx));
      if (!result.ok) throw refused(fromDomainError(result.error));
      state.principal = result.value;
      state.authenticatedBy = 'token';
      return next();
    }
    const sessionId = sessionIdOf(ctx);
    const userId = sessionId ? await auth.sessions.resolve(sessionId, auth.clock.now()) : null;
    if (sessionId && userId) {
      const result = await auth.resolveSession.execute(userId);
      if (!result.ok) throw fromDomainError(result.error);
      state.principal = result.value;
      state.authenticatedBy = 'session';
      state.sessionId = sessionId;
      return next();
    }
    throw apiError('authentication_required');
  };
}

/** A well-formed championship_id of the query, given once; undefined otherwise. */
function championshipOfQuery(ctx: Context): string | undefined {
  const id = ctx.query.championship_id;
  return typeof id === 'string' && ID_PATTERN.test(id) ? id : undefined;
}

/** The token check; with a championship in the query, its version rides along (issue 11). */
async function authenticateToken(
  auth: WebAuthentication,
  secret: string,
  state: WebState,
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

/** The caller set by `authenticate`; throws when the middleware did not run (a wiring mistake). */
export function principalOf(ctx: Context): Principal {
  const principal = (ctx.state as WebState).principal;
  if (!principal) throw new Error('authenticate() must run before this middleware');
  return principal;
}
