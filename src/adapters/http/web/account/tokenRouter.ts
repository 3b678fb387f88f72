import { Router } from '@koa/router';
import type { Context, Next } from 'koa';
import { AccessErrors } from '../../../../domain/access/AccessErrors';
import { administeredCompanyIds } from '../../../../domain/access/administration';
import type { WebGuards } from '../guards/WebGuards';
import { jsonBody } from '../../jsonBody';
import { checkedInput } from '../../checkedInput';
import { idText } from '../ids';
import { CompanyQuery, NoQuery } from '../queryInputs';
import { sessionOf } from '../webState';
import type { AccountUseCases } from './AccountUseCases';
import { companyToManage } from './companyChoice';
import { managementError, methodNotAllowed } from './managementErrors';
import { RevokeBody, TokenChanges, TokenCreation, TokenPath } from './accountInputs';
import { tokenView } from './tokenView';

export const TOKENS_PATH = '/api/account/tokens';

export interface TokenRouterOptions {
  readonly useCases: AccountUseCases;
  /** The host's guard pipeline: its `management` route. */
  readonly guards: WebGuards;
  readonly bodyLimitBytes?: number;
}

/**
 * spec 5.2.3: a session that administers no company has no access to the management endpoints,
 * "even by direct address": 403 before its request is read (found by QA: a member's PATCH had its
 * body checked, and learnt from 404 against 403 which token ids exist). Which company's tokens an
 * administrator may manage is the use cases' check.
 */
async function administratorsOnly(ctx: Context, next: Next): Promise<void> {
  if (administeredCompanyIds(sessionOf(ctx).principal).length === 0) {
    throw managementError(AccessErrors.administratorRequired());
  }
  await next();
}

/**
 * Token management for administrator sessions (spec 4.3, 5.2.2-5.2.5; CONTRACT-NOTES "Token
 * management"). Every route goes through the guard pipeline's `management` route (no token in
 * the URL, a same-origin Origin on writes (403), a session (428 without, 401 when inactive, 403
 * for a token), the limit per session (429)), then a session that administers no company (403),
 * then the use case, which refuses other companies (403) and unknown ids (404).
 */
export function tokenRouter(options: TokenRouterOptions): Router {
  const { useCases } = options;
  const guard = options.guards.http(options.guards.management);
  const parseJson = jsonBody(options.bodyLimitBytes);
  // Revoke takes no body: none at all, or one read as every JSON body is, for RevokeBody to check.
  const bodyIfAny = jsonBody(options.bodyLimitBytes, undefined, { bodyOptional: true });
  const router = new Router();

  router.get(TOKENS_PATH, guard, administratorsOnly, async (ctx) => {
    const { principal } = sessionOf(ctx);
    const query = checkedInput(CompanyQuery, ctx.query);
    const company = companyToManage(principal, query.company_id, 'company_id');
    if (!company.ok) throw managementError(company.error);
    const listed = await useCases.listTokens.execute(principal, company.value);
    if (!listed.ok) throw managementError(listed.error);
    ctx.body = { success: true, data: listed.value.map(tokenView) };
  });

  router.post(TOKENS_PATH, guard, administratorsOnly, parseJson, async (ctx) => {
    const { principal } = sessionOf(ctx);
    checkedInput(NoQuery, ctx.query);
    const { companyId, ...settings } = checkedInput(TokenCreation, (ctx.request as { body: unknown }).body);
    const company = companyToManage(
      principal,
      companyId === undefined ? undefined : idText(companyId),
      'companyId',
    );
    if (!company.ok) throw managementError(company.error);
    const created = await useCases.createToken.execute(principal, company.value, settings);
    if (!created.ok) throw managementError(created.error);
    ctx.status = 201;
    ctx.set('Location', `${TOKENS_PATH}/${created.value.token.id}`);
    // spec 3.2: the only time the secret is ever sent.
    ctx.body = {
      success: true,
      data: { secret: created.value.secret, token: tokenView(created.value.token) },
    };
  });
  router.all(TOKENS_PATH, methodNotAllowed('GET, HEAD, POST'));

  router.patch(`${TOKENS_PATH}/:id`, guard, administratorsOnly, parseJson, async (ctx) => {
    const { principal } = sessionOf(ctx);
    checkedInput(NoQuery, ctx.query);
    const { id } = checkedInput(TokenPath, ctx.params);
    const changes = checkedInput(TokenChanges, (ctx.request as { body: unknown }).body);
    const modified = await useCases.modifyToken.execute(principal, id, { ...changes });
    if (!modified.ok) throw managementError(modified.error);
    ctx.body = { success: true, data: tokenView(modified.value) };
  });
  router.all(`${TOKENS_PATH}/:id`, methodNotAllowed('PATCH'));

  router.post(`${TOKENS_PATH}/:id/revoke`, guard, administratorsOnly, bodyIfAny, async (ctx) => {
    const { principal } = sessionOf(ctx);
    checkedInput(NoQuery, ctx.query);
    const { id } = checkedInput(TokenPath, ctx.params);
    checkedInput(RevokeBody, (ctx.request as { body: unknown }).body);
    const revoked = await useCases.revokeToken.execute(principal, id);
    if (!revoked.ok) throw managementError(revoked.error);
    ctx.body = { success: true, data: tokenView(revoked.value) };
  });
  router.all(`${TOKENS_PATH}/:id/revoke`, methodNotAllowed('POST'));

  return router;
}
