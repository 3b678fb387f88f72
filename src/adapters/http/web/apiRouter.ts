import { Router } from '@koa/router';
import { sportAccess } from '../../../domain/access/sportAccess';
import type { WebReads } from './cache/WebReads';
import type { Endpoint } from './endpoints';
import type { WebGuards } from './guards/WebGuards';
import { checkedRepeatedInput } from '../checkedInput';
import { SportPath } from './pathInputs';
import { principalOf } from './webState';
import { apiError, fromDomainError } from '../../errors/ApiError';

/**
 * `/api/{sport}/{endpoint}`. In order: the route (unknown endpoint or sport: 404; wrong method:
 * 405, OPTIONS: 204 with Allow), the host's guard pipeline (its `api` route: no token in the URL,
 * same origin for cookie writes, a token or a session), the sport on the token (403), the query (400), then the use
 * case. Success is `{success: true, data}`; GET reads go through `reads` (issue 11: ETag, 304,
 * compression, answers kept in memory per championship version).
 */
export function apiRouter(
  endpoints: Readonly<Record<string, Endpoint>>,
  guards: WebGuards,
  reads: WebReads,
): Router {
  const router = new Router();
  // One route per endpoint name: other paths under /api/ (e.g. /api/account/…) stay free for
  // mounted routers, whose allowedMethods can then answer 405 for their own paths.
  for (const [name, endpoint] of Object.entries(endpoints)) {
    router.all(`/api/:sport/${name}`, async (ctx) => {
      const { sport } = checkedRepeatedInput(SportPath, String(ctx.params.sport), ctx.params);
      const allow = endpoint.method === 'GET' ? 'GET, HEAD, OPTIONS' : 'POST, OPTIONS';
      if (ctx.method === 'OPTIONS') {
        ctx.set('Allow', allow);
        ctx.status = 204;
        return;
      }
      const methodOk = ctx.method === endpoint.method || (endpoint.method === 'GET' && ctx.method === 'HEAD');
      if (!methodOk) {
        throw apiError('method_not_allowed', undefined, {
          message: `${name} answers ${endpoint.method} only.`,
          headers: { Allow: allow },
        });
      }
      await guards.enter(ctx, guards.api);
      const principal = principalOf(ctx);
      const allowed = sportAccess(principal, sport);
      if (!allowed.ok) throw fromDomainError(allowed.error);
      const query = { ...checkedRepeatedInput(endpoint.query, ctx.querystring, ctx.query) } as Record<
        string,
        string
      >;
      const call = { ctx, principal, sport, query };
      if (endpoint.method === 'GET') {
        const read = { name, sport, query, principal, cacheable: 'championship_id' in query };
        return reads.answer(ctx, endpoint.envelope ? { ...read, envelope: endpoint.envelope } : read, () =>
          endpoint.handle(call),
        );
      }
      const result = await endpoint.handle(call);
      if (!result.ok) throw fromDomainError(result.error);
      ctx.status = 200;
      ctx.body = { success: true, data: result.value };
    });
  }
  return router;
}
