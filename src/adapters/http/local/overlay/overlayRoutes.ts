import { Router } from '@koa/router';
import type { Context } from 'koa';
import { renderOverlayPage } from './overlayPage';
import { securePage } from '../../security/securityHeaders';
import { apiError } from '../../../errors/ApiError';

export const OVERLAY_PATH = '/overlay/';
/** Without the slash: redirected, the fragment (the key) kept by the browser. */
export const OVERLAY_SHORT_PATH = '/overlay';

const ALLOW = 'GET, HEAD';

/** OPTIONS answers the methods; any other method than GET and HEAD is 405, as on the API's paths. */
function otherMethod(ctx: Context): void {
  if (ctx.method === 'OPTIONS') {
    ctx.status = 200;
    ctx.set('Allow', ALLOW);
    ctx.body = '';
    return;
  }
  throw apiError('method_not_allowed', undefined, {
    message: `${ctx.path} does not answer ${ctx.method}.`,
    headers: { Allow: ALLOW },
  });
}

/**
 * Issue 6: the live overlay page at /overlay/. Its route in the guard pipeline takes no key: the
 * page holds no data and no secret, and the operator's key reaches only the /ws auth frame, from
 * the URL fragment. The per-client rate limit applies.
 */
export function overlayRoutes(): Router {
  const router = new Router();
  router.get(OVERLAY_PATH, (ctx) => {
    const nonce = securePage(ctx, 'overlay');
    ctx.status = 200;
    ctx.body = renderOverlayPage(nonce);
  });
  router.all(OVERLAY_PATH, otherMethod);
  router.get(OVERLAY_SHORT_PATH, (ctx) => {
    ctx.status = 308;
    ctx.set('Location', OVERLAY_PATH);
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = `The overlay is at ${OVERLAY_PATH}`;
  });
  router.all(OVERLAY_SHORT_PATH, otherMethod);
  return router;
}
