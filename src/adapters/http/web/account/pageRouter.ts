import { Router } from '@koa/router';
import type { Context } from 'koa';
import { AccessErrors } from '../../../../domain/access/AccessErrors';
import type { SessionPrincipal } from '../../../../domain/access/Principal';
import type { WebGuards } from '../guards/WebGuards';
import { checkedInput } from '../../checkedInput';
import { CompanyQuery } from '../queryInputs';
import { sessionOf } from '../webState';
import type { AccountUseCases } from './AccountUseCases';
import { administeredCompanyIds } from '../../../../domain/access/administration';
import { managementError } from './managementErrors';
import { renderErrorPage } from './pages/errorPage';
import { localNext, renderLoginPage } from './pages/loginPage';
import { LOGIN_PAGE_PATH, TOKEN_PAGE_PATH } from './pages/paths';
import { renderTokenPage } from './pages/tokenPage';
import { securePage } from '../../security/securityHeaders';
import { sessionView } from './sessionView';
import { tokenView } from './tokenView';
import { ApiError } from '../../../errors/ApiError';
import { statusOf } from '../../../errors/errorMap';

export interface PageRouterOptions {
  readonly useCases: AccountUseCases;
  /** The host's guard pipeline: its `page` route. */
  readonly guards: WebGuards;
}

/** Logged out (no session, an ended one, an inactive account): the page sends the browser to log in. */
export function redirectToLogin(ctx: Context): void {
  ctx.redirect(`${LOGIN_PAGE_PATH}?next=${encodeURIComponent(ctx.originalUrl)}`);
  ctx.status = 303;
}

/**
 * The logged-in session a page is shown to, through the guard pipeline's `page` route; null once
 * an anonymous browser (no credentials, an ended session, an inactive account) was redirected to
 * log in. A token in the URL (400), a refused bearer (401) and an integration token (403) throw,
 * for `refusalsAsPages`.
 */
export async function sessionForPage(ctx: Context, guards: WebGuards): Promise<SessionPrincipal | null> {
  try {
    await guards.enter(ctx, guards.page);
  } catch (error) {
    const loggedOut =
      error instanceof ApiError &&
      (error.status === statusOf('authentication_required') || error.status === statusOf('account_inactive'));
    if (loggedOut && ctx.get('Authorization') === '') {
      redirectToLogin(ctx);
      return null;
    }
    throw error;
  }
  return sessionOf(ctx).principal;
}

/** Runs `show`; a refusal (an ApiError) it throws is rendered as an HTML page with its status. */
export async function refusalsAsPages(ctx: Context, nonce: string, show: () => Promise<void>): Promise<void> {
  try {
    await show();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
    ctx.status = error.status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = renderErrorPage(error.status, error.code, error.message, nonce, error.details);
  }
}

/**
 * The administrator's token page (spec 5.2.3: other users have no access, even by direct
 * address). Anonymous browsers are redirected to /login (303); an integration token and a
 * member get a 403 page; the company is `company_id`, else the first one the user administers.
 */
async function tokenPage(ctx: Context, options: PageRouterOptions, nonce: string): Promise<void> {
  const principal = await sessionForPage(ctx, options.guards);
  if (!principal) return;
  const query = checkedInput(CompanyQuery, ctx.query);
  const companyId = query.company_id ?? administeredCompanyIds(principal)[0];
  if (companyId === undefined) throw managementError(AccessErrors.administratorRequired());
  const listed = await options.useCases.listTokens.execute(principal, companyId);
  if (!listed.ok) throw managementError(listed.error);
  const session = await sessionView(principal, options.useCases.directory);
  const administered = session.memberships
    .filter((m) => m.role === 'administrator')
    .map((m) => ({ id: m.companyId, name: m.companyName }));
  ctx.status = 200;
  ctx.body = renderTokenPage(
    {
      user: { displayName: session.user.displayName, email: session.user.email },
      company: administered.find((c) => c.id === companyId) ?? { id: companyId, name: '' },
      companies: administered,
      tokens: listed.value.map(tokenView),
    },
    nonce,
  );
}

/** HTML pages: `GET /account/tokens` and the convenience `GET /login`. Refusals render as pages. */
export function pageRouter(options: PageRouterOptions): Router {
  const router = new Router();

  router.get(TOKEN_PAGE_PATH, async (ctx) => {
    const nonce = securePage(ctx, 'account');
    await refusalsAsPages(ctx, nonce, () => tokenPage(ctx, options, nonce));
  });

  router.get(LOGIN_PAGE_PATH, async (ctx) => {
    const nonce = securePage(ctx, 'account');
    ctx.status = 200;
    ctx.body = renderLoginPage(localNext(ctx.query.next), nonce);
  });

  return router;
}
