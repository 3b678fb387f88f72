import type { Context, Next } from 'koa';
import { AccessErrors } from '../../../../domain/access/AccessErrors';
import type { SessionPrincipal } from '../../../../domain/access/Principal';
import { authenticate } from '../authenticate';
import type { WebState } from '../authenticate';
import type { WebAuthentication } from '../WebAuthentication';
import { fromDomainError } from '../../../errors/ApiError';

/**
 * Account routes need a logged-in session (spec 5.2.3, 5.2.5): no credentials is 428, a bad
 * token or an inactive account 401 (the web API's `authenticate`), and a valid integration
 * token 403, since a token never reaches account management.
 */
export function sessionOnly(auth: WebAuthentication) {
  const authenticateCaller = authenticate(auth);
  return function requireSession(ctx: Context, next: Next): Promise<void> {
    return authenticateCaller(ctx, async () => {
      if ((ctx.state as WebState).authenticatedBy !== 'session') {
        throw fromDomainError(AccessErrors.sessionRequired());
      }
      await next();
    });
  };
}

/** The session set by `sessionOnly`; throws when it did not run (a wiring mistake). */
export function sessionOf(ctx: Context): { principal: SessionPrincipal; sessionId: string } {
  const state = ctx.state as WebState;
  if (state.principal?.kind !== 'session' || !state.sessionId) {
    throw new Error('sessionOnly() must run before this middleware');
  }
  return { principal: state.principal, sessionId: state.sessionId };
}
