import { Router } from '@koa/router';
import { fromDomainError } from '../../../errors/ApiError';
import type { WebGuards } from '../guards/WebGuards';
import { checkedInput } from '../../checkedInput';
import { jsonBody } from '../../jsonBody';
import { clearSessionCookie, sessionIdOf, setSessionCookie } from '../sessionCookie';
import type { WebAuthentication } from '../WebAuthentication';
import { sessionOf } from '../webState';
import type { AccountUseCases } from './AccountUseCases';
import { LoginInput } from './accountInputs';
import { methodNotAllowed } from './managementErrors';
import { sessionView } from './sessionView';

export const SESSION_PATH = '/api/session';

export interface SessionRouterOptions {
  readonly useCases: AccountUseCases;
  readonly authentication: WebAuthentication;
  /** The host's guard pipeline: its `login`, `session` and `logout` routes. */
  readonly guards: WebGuards;
  /** Lifetime of the cookie; should match the Sessions adapter's. */
  readonly sessionTtlMs: number;
  readonly bodyLimitBytes?: number;
}

/**
 * Sessions (CONTRACT-NOTES "Sessions"):
 * - `POST /api/session {email, password}` logs in: an HttpOnly, SameSite=Strict cookie (Secure
 *   over HTTPS) and `{success, data: {user, memberships}}`; a previous session of the browser ends.
 *   A browser login must come from this site; clients without an Origin (curl) may log in.
 * - `GET /api/session` says who is logged in (428 without a session, 401 when the account is
 *   inactive, 403 for an integration token).
 * - `DELETE /api/session` ends the session: 204, empty body, also when none was open; a live
 *   session is ended only from this site's origin.
 */
export function sessionRouter(options: SessionRouterOptions): Router {
  const { useCases, authentication, guards } = options;
  const router = new Router();

  router.post(SESSION_PATH, guards.http(guards.login), jsonBody(options.bodyLimitBytes), async (ctx) => {
    const { email, password } = checkedInput(LoginInput, (ctx.request as { body: unknown }).body);
    const login = await useCases.login.execute(email, password);
    if (!login.ok) throw fromDomainError(login.error);
    const previous = sessionIdOf(ctx);
    if (previous) await authentication.sessions.destroy(previous);
    const sessionId = await authentication.sessions.create(login.value.userId, authentication.clock.now());
    setSessionCookie(ctx, sessionId, options.sessionTtlMs);
    ctx.body = { success: true, data: await sessionView(login.value, useCases.directory) };
  });

  router.get(SESSION_PATH, guards.http(guards.session), async (ctx) => {
    ctx.body = { success: true, data: await sessionView(sessionOf(ctx).principal, useCases.directory) };
  });

  router.delete(SESSION_PATH, guards.http(guards.logout), async (ctx) => {
    const sessionId = sessionIdOf(ctx);
    if (sessionId) await authentication.sessions.destroy(sessionId);
    clearSessionCookie(ctx);
    ctx.status = 204;
  });

  router.all(SESSION_PATH, methodNotAllowed('GET, HEAD, POST, DELETE'));
  return router;
}
