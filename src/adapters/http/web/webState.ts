import type { Context } from 'koa';
import type { Principal, SessionPrincipal } from '../../../domain/access/Principal';

/** How the caller authenticated; cookie-authenticated writes need a same-origin Origin. */
export type AuthenticatedBy = 'token' | 'session';

/** What the web guards established, in `ctx.state` for the routes behind them. */
export interface WebState {
  principal?: Principal;
  authenticatedBy?: AuthenticatedBy;
  sessionId?: string;
  /** Issue 11: the version of the query's championship, read with the token. */
  championshipVersion?: { readonly championshipId: string; readonly version: number | null };
}

/** The caller the guards found; throws when no credential step ran (a wiring mistake). */
export function principalOf(ctx: Context): Principal {
  const principal = (ctx.state as WebState).principal;
  if (!principal) throw new Error('a route with a credential step must guard this middleware');
  return principal;
}

/** The session the guards found on a session-only route; throws when none ran (a wiring mistake). */
export function sessionOf(ctx: Context): { principal: SessionPrincipal; sessionId: string } {
  const state = ctx.state as WebState;
  if (state.principal?.kind !== 'session' || !state.sessionId) {
    throw new Error('a session-only route must guard this middleware');
  }
  return { principal: state.principal, sessionId: state.sessionId };
}
