import type { Context } from 'koa';
import { sportAccess } from '../../../domain/access/sportAccess';
import { isSport } from '../../../domain/sport/Sport';
import type { CorsRules } from '../security/cors';
import { allowOrigin, answerPreflight, isPreflight } from '../security/cors';
import type { WebReads } from './cache/WebReads';
import type { Endpoint } from './endpoints';
import type { WebGuards } from './guards/WebGuards';
import { checkedRepeatedInput } from '../checkedInput';
import { SportPath } from './pathInputs';
import { principalOf } from './webState';
import { apiError, fromDomainError } from '../../errors/ApiError';

/** Answers one request for its endpoint, given the `{sport}` segment of its path as sent. */
type EndpointRoute = (ctx: Context, sportSegment: string) => Promise<void>;

/** The route of an API request: the endpoint's handler, bound to the request's path. */
export type ApiRoute = (ctx: Context) => Promise<void>;

/**
 * `/api/{sport}/{endpoint}`, matched as the site's routers match a path: letters in any case,
 * one trailing slash more.
 */
const API_PATH = /^\/api\/([^/]+)\/([^/]+?)\/?$/i;

/** What a page of an allowed origin may send and read (docs/web-api.md, "Browser pages on other origins"). */
const WEB_CORS: CorsRules = {
  allowedHeaders: 'Authorization, Content-Encoding, Content-Type, Idempotency-Key, If-None-Match',
  exposedHeaders:
    'ETag, Idempotent-Replayed, RateLimit, RateLimit-Policy, Retry-After, WWW-Authenticate, X-Error-Id',
};

/**
 * Names an allowed browser origin in the answer (CORS), before anything can fail, so that a page
 * of that origin can read a refusal too; returns it, or undefined.
 */
function namedOrigin(ctx: Context, guards: WebGuards): string | undefined {
  const origin = guards.corsOrigin(ctx);
  if (origin !== undefined) allowOrigin(ctx, origin, WEB_CORS);
  return origin;
}

/** A path segment percent-decoded as the routers decode their parameters (as sent when malformed). */
function decodedSegment(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function endpointRoute(name: string, endpoint: Endpoint, guards: WebGuards, reads: WebReads): EndpointRoute {
  const allow = endpoint.method === 'GET' ? 'GET, HEAD, OPTIONS' : 'POST, OPTIONS';
  return async (ctx, sportSegment) => {
    const origin = namedOrigin(ctx, guards);
    const { sport } = checkedRepeatedInput(SportPath, sportSegment, { sport: decodedSegment(sportSegment) });
    if (ctx.method === 'OPTIONS') {
      ctx.set('Allow', allow);
      if (origin !== undefined && isPreflight(ctx)) answerPreflight(ctx, allow, WEB_CORS);
      else ctx.status = 204;
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
  };
}

/**
 * A sport's path that names no endpoint: 404, with CORS for an allowed origin, so that its page
 * reads the refusal rather than a failed request (found by review).
 */
function noEndpoint(guards: WebGuards): ApiRoute {
  return async (ctx) => {
    namedOrigin(ctx, guards);
    throw apiError('not_found', undefined, { message: `No route ${ctx.method} ${ctx.path}.` });
  };
}

/**
 * The routes of `/api/{sport}/{endpoint}`: the route of a request's path, or undefined when the
 * path names no endpoint (other paths under /api/, such as /api/account/tokens, are the mounted
 * routers'). Found by one match of the path and a lookup of the endpoint's name, not by asking
 * each endpoint's route in turn (issue 11: a router's match of thirty routes was a twentieth of a
 * warm read's time).
 *
 * A route first names an allowed browser origin back (CORS, `guards.corsOrigin`; its preflight is
 * answered 204 with the methods and headers it may use), then checks, in order: the sport (404),
 * the method (405 with Allow; OPTIONS: 204 with Allow), the host's guard pipeline (its `api`
 * route: no token in the URL, same origin for cookie writes, a token or a session), the sport on
 * the token (403), the query (400), then runs the use case.
 * Success is `{success: true, data}`; GET reads go through `reads` (issue 11: ETag, 304,
 * compression, answers kept in memory per championship version).
 */
export function apiRoutes(
  endpoints: Readonly<Record<string, Endpoint>>,
  guards: WebGuards,
  reads: WebReads,
): (path: string) => ApiRoute | undefined {
  const routes = new Map<string, EndpointRoute>();
  for (const [name, endpoint] of Object.entries(endpoints)) {
    routes.set(name.toLowerCase(), endpointRoute(name, endpoint, guards, reads));
  }
  return (path) => {
    const parts = API_PATH.exec(path);
    if (!parts) return undefined;
    const [, sportSegment, endpoint] = parts as unknown as [string, string, string];
    // Percent-encoded letters name the same endpoint, as the site's routers decode their paths.
    const route = routes.get((endpoint.includes('%') ? decodedSegment(endpoint) : endpoint).toLowerCase());
    if (!route) return isSport(decodedSegment(sportSegment)) ? noEndpoint(guards) : undefined;
    return (ctx) => route(ctx, sportSegment);
  };
}
