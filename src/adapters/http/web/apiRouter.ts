import { Router } from '@koa/router';
import type { Context, Next } from 'koa';
import { sportAccess } from '../../../domain/access/sportAccess';
import { ApiError } from '../ApiError';
import { checkedInput } from '../checkedInput';
import { fromDomainError } from '../errorStatus';
import { authenticate, principalOf } from './authenticate';
import type { WebReads } from './cache/WebReads';
import type { Endpoint } from './endpoints';
import { SportPath } from './pathInputs';
import { refuseTokenInQuery } from './queryParameters';
import { sameOriginForCookieWrites } from './sameOrigin';
import type { WebAuthentication } from './WebAuthentication';

function compose(...steps: ((ctx: Context, next: Next) => Promise<void>)[]) {
  return (ctx: Context, last: () => Promise<void>): Promise<void> => {
    const run = (i: number): Promise<void> => {
      const step = steps[i];
      return step ? step(ctx, () => run(i + 1)) : last();
    };
    return run(0);
  };
}

/**
 * `/api/{sport}/{endpoint}`. In order: the route (unknown endpoint or sport: 404; wrong method:
 * 405, OPTIONS: 204 with Allow), no token in the URL (400), authentication (428/401/403), the
 * sport on the token (403), same origin for cookie writes (403), the query (400), then the use
 * case. Success is `{success: true, data}`; GET reads go through `reads` (issue 11: ETag, 304,
 * compression, answers kept in memory per championship version).
 */
export function apiRouter(
  endpoints: Readonly<Record<string, Endpoint>>,
  auth: WebAuthentication,
  reads: WebReads,
): Router {
  const guard = compose(authenticate(auth), sameOriginForCookieWrites());
  const router = new Router();
  // One route per endpoint name: other paths under /api/ (e.g. /api/account/…) stay free for
  // mounted routers, whose allowedMethods can then answer 405 for their own paths.
  for (const [name, endpoint] of Object.entries(endpoints)) {
    router.all(`/api/:sport/${name}`, async (ctx) => {
      const { sport } = checkedInput(SportPath, ctx.params);
      const allow = endpoint.method === 'GET' ? 'GET, HEAD, OPTIONS' : 'POST, OPTIONS';
      if (ctx.method === 'OPTIONS') {
        ctx.set('Allow', allow);
        ctx.status = 204;
        return;
      }
      const methodOk = ctx.method === endpoint.method || (endpoint.method === 'GET' && ctx.method === 'HEAD');
      if (!methodOk) {
        throw new ApiError(405, 'method_not_allowed', `${name} answers ${endpoint.method} only.`, undefined, {
          Allow: allow,
        });
      }
      refuseTokenInQuery(ctx.query);
      await guard(ctx, async () => {
        const principal = principalOf(ctx);
        const allowed = sportAccess(principal, sport);
        if (!allowed.ok) throw fromDomainError(allowed.error);
        const query = { ...checkedInput(endpoint.query, ctx.query) } as Record<string, string>;
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
    });
  }
  return router;
}
