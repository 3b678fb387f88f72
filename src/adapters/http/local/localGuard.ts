import type { Context, Next } from 'koa';
import { guardRequest } from '../guards/httpGuard';
import type { Passage } from '../guards/pipeline';
import { isPromise } from '../guards/pipeline';
import type { CorsRules } from '../security/cors';
import { allowOrigin, answerPreflight, isPreflight } from '../security/cors';
import type { LocalState } from './guards/LocalState';
import type { LocalGuards, LocalRoute } from './guards/LocalGuards';
import { isOcrPath } from '../../ocr/ocrPath';
import { OVERLAY_PATH, OVERLAY_SHORT_PATH } from './overlay/overlayRoutes';

const ALLOWED_METHODS = 'GET, POST, OPTIONS';
const LOCAL_CORS: CorsRules = {
  allowedHeaders: 'Authorization, Content-Type, Idempotency-Key',
  exposedHeaders: 'Location, RateLimit, RateLimit-Policy, Retry-After, X-Error-Id',
};

function routeOf(ctx: Context, guards: LocalGuards): LocalRoute {
  if (isPreflight(ctx)) return guards.preflight;
  // Issue 6: the overlay page holds no data, so it needs no key (docs/overlay.md).
  if (ctx.path === OVERLAY_PATH || ctx.path === OVERLAY_SHORT_PATH) return guards.page;
  // The OCR input takes no bearer (spec 5.1.6): asked without the upgrade, it is refused as such.
  if (isOcrPath(ctx.path)) return guards.page;
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
    if (origin !== undefined) allowOrigin(ctx, origin, LOCAL_CORS);
    if (route === guards.preflight) {
      answerPreflight(ctx, ALLOWED_METHODS, LOCAL_CORS);
      return Promise.resolve();
    }
    return next();
  }
}
