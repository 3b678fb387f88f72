import { Router } from '@koa/router';
import type { Context, Next } from 'koa';
import type { RateLimitPolicy, RateLimits } from '../../../../application/ports/RateLimits';
import { ApiError } from '../../ApiError';
import { checkedInput } from '../../checkedInput';
import { fromDomainError } from '../../errorStatus';
import { jsonBody } from '../../jsonBody';
import { rateLimit } from '../../rateLimit';
import { isSameOrigin, ownOriginOf } from '../sameOrigin';
import { clearSessionCookie, sessionIdOf, setSessionCookie } from '../sessionCookie';
import type { WebAuthentication } from '../WebAuthentication';
import type { AccountUseCases } from './AccountUseCases';
import { LoginInput } from './accountInputs';
import { methodNotAllowed } from './managementErrors';
import { sessionOf, sessionOnly } from './sessionOnly';
import { sessionView } from './sessionView';

export const SESSION_PATH = '/api/session';

export interface SessionRouterOptions {
  readonly useCases: AccountUseCases;
  readonly authentication: WebAuthentication;
  readonly rateLimits: RateLimits;
  readonly loginPolicy: RateLimitPolicy;
  /** Lifetime of the cookie; should match the Sessions adapter's. */
  readonly sessionTtlMs: number;
  readonly bodyLimitBytes?: number;
}

function originForbidden(): ApiError {
  return new ApiError(403, 'origin_forbidden', 'A session request from a browser must come from this site.');
}

/** A browser login must come from our own pages; clients without an Origin (curl) may log in. */
async function noForeignOrigin(ctx: Context, next: Next): Promise<void> {
  const origin = ctx.get('Origin');
  if (origin !== '' && !isSameOrigin(origin, ownOriginOf(ctx))) throw originForbidden();
  await next();
}

/**
 * Sessions (CONTRACT-NOTES "Sessions"):
 * - `POST /api/session {email, password}` logs in: an HttpOnly, SameSite=Strict cookie (Secure
 *   over HTTPS) and `{success, data: {user, memberships}}`; a previous session of the browser ends.
 * - `GET /api/session` says who is logged in (428 without a session, 401 when the account is
 *   inactive, 403 for an integration token).
 * - `DELETE /api/session` ends the session: 204, empty body, also when none was open; a live
 *   session is ended only from this site's origin.
 */
export function sessionRouter(options: SessionRouterOptions): Router {
  const { useCases, authentication } = options;
  const router = new Router();
  const limitLogins = rateLimit(options.rateLimits, options.loginPolicy, (ctx) => ctx.ip);

  router.post(SESSION_PATH, noForeignOrigin, limitLogins, jsonBody(options.bodyLimitBytes), async (ctx) => {
    const { email, password } = checkedInput(LoginInput, (ctx.request as { body: unknown }).body);
    const login = await useCases.login.execute(email, password);
    if (!login.ok) throw fromDomainError(login.error);
    const previous = sessionIdOf(ctx);
    if (previous) await authentication.sessions.destroy(previous);
    const sessionId = await authentication.sessions.create(login.value.userId, authentication.clock.now());
    setSessionCookie(ctx, sessionId, options.sessionTtlMs);
    ctx.body = { success: true, data: await sessionView(login.value, useCases.directory) };
  });

  router.get(SESSION_PATH, sessionOnly(authentication), async (ctx) => {
    ctx.body = { success: true, data: await sessionView(sessionOf(ctx).principal, useCases.directory) };
  });

  router.delete(SESSION_PATH, async (ctx) => {
    const sessionId = sessionIdOf(ctx);
    const live = sessionId
      ? await authentication.sessions.resolve(sessionId, authentication.clock.now())
      : null;
    if (sessionId && live) {
      if (!isSameOrigin(ctx.get('Origin') || undefined, ownOriginOf(ctx))) throw originForbidden();
      await authentication.sessions.destroy(sessionId);
    }
    clearSessionCookie(ctx);
    ctx.status = 204;
  });

  router.all(SESSION_PATH, methodNotAllowed('GET, HEAD, POST, DELETE'));
  return router;
}
