import type { Context, Next } from 'koa';
import { guardRequest } from '../guards/httpGuard';
import type { Passage } from '../guards/pipeline';
import { isPromise } from '../guards/pipeline';
import type { LocalState } from './guards/LocalState';
import type { LocalGuards, LocalRoute } from './guards/LocalGuards';
import { OVERLAY_PATH, OVERLAY_SHORT_PATH } from './overlay/overlayRoutes';

const ALLOWED_METHODS = 'GET, POST, OPTIONS';
const ALLOWED_HEADERS = 'Authorization, Content-Type, Idempotency-Key';
const EXPOSED_HEADERS = 'Location, RateLimit, RateLimit-Policy, Retry-After, X-Error-Id';

const isPreflight = (ctx: Context): boolean =>
  ctx.method === 'OPTIONS' && ctx.get('Origin') !== '' && ctx.get('Access-Control-Request-Method') !== '';

function routeOf(ctx: Context, guards: LocalGuards): LocalRoute {
  if (isPreflight(ctx)) return guards.preflight;
  // Issue 6: the overlay page holds no data, so it needs no key (docs/overlay.md).
  if (ctx.path === OVERLAY_PATH || ctx.path === OVERLAY_SHORT_PATH) return guards.page;
  return guards.api;
}

/**
 * The HTTP side of the local guard pipeline (the upgrades run the same one, in DeskSocket and
 * OcrIngress). An allowed browser Origin is named in CORS, never `*`; its preflight is answered
 * here, before any key.
 */
export function localGuard(guards: LocalGuards) {
  return function guardLocalRequest(ctx: Context, next: Next): Promise<void> {
    const route = routeOf(ctx, guards);
    const passage = guardRequest(ctx, (view) => guards.check(view, route));
    return isPromise(passage)
      ? passage.then((p) => pass(ctx, next, route, p))
      : pass(ctx, next, route, passage);
  };

  function pass(ctx: Context, next: Next, route: LocalRoute, passage: Passage<LocalState>): Promise<void> {
    const origin = passage.state.origin;
    if (origin !== undefined) {
      ctx.vary('Origin');
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    }
    if (route === guards.preflight) {
      ctx.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
      ctx.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      ctx.set('Access-Control-Max-Age', '600');
      ctx.status = 204;
      return Promise.resolve();
    }
    return next();
  }
}
