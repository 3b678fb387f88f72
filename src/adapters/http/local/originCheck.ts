import type { Context, Next } from 'koa';
import { normalizedOrigin } from '../../../application/desk/settings/addresses';
import type { LocalAccess } from './LocalAccess';
import { isOwnOrigin } from './ownOrigin';
import { apiError } from '../../errors/ApiError';

const ALLOWED_METHODS = 'GET, POST, OPTIONS';
const ALLOWED_HEADERS = 'Authorization, Content-Type, Idempotency-Key';
const EXPOSED_HEADERS = 'Location, RateLimit, RateLimit-Policy, Retry-After, X-Error-Id';

/**
 * Spec 5.1.4 and CONTRACT-NOTES: a request with an Origin gets through only when that origin is
 * explicitly allowed or is the host's own (its overlay page), and then CORS names it (never `*`).
 * Requests without Origin (native and command-line clients) pass. An allowed preflight is answered here, before the key check.
 */
export function originCheck(access: () => LocalAccess) {
  return async function checkOrigin(ctx: Context, next: Next): Promise<void> {
    const origin = ctx.get('Origin');
    if (origin === '') return next();
    const normalized = normalizedOrigin(origin);
    const allowed = normalized !== null && access().origins.has(normalized);
    if (!allowed && !isOwnOrigin(origin, ctx.get('Host'))) {
      throw apiError('origin_forbidden', undefined, {
        message: 'This browser origin is not allowed to use the local API.',
      });
    }
    ctx.vary('Origin');
    ctx.set('Access-Control-Allow-Origin', origin);
    ctx.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    if (ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method') !== '') {
      ctx.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
      ctx.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      ctx.set('Access-Control-Max-Age', '600');
      ctx.status = 204;
      return;
    }
    return next();
  };
}
