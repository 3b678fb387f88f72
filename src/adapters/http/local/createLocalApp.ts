import Koa from 'koa';
import type { Context, Next } from 'koa';
import type { DeskService } from '../../../application/desk/DeskService';
import type { RateLimitPolicy, RateLimits } from '../../../application/ports/RateLimits';
import { errorHandler } from '../errorHandler';
import { DEFAULT_BODY_LIMIT_BYTES } from '../jsonBody';
import type { Logger } from '../Logger';
import { rateLimit } from '../rateLimit';
import { requestLog } from '../requestLog';
import { bearerKey } from './bearerKey';
import { ClientActivity } from './ClientActivity';
import { hostCheck } from './hostCheck';
import type { LocalAccess } from './LocalAccess';
import { localRoutes } from './localRoutes';
import { originCheck } from './originCheck';
import { overlayRoutes } from './overlay/overlayRoutes';
import { apiError } from '../../errors/ApiError';
import { statusOf } from '../../errors/errorMap';

/** CONTRACT-NOTES: 50 requests/s per client with a burst of 100. */
export const LOCAL_RATE_LIMIT: RateLimitPolicy = { name: 'local', capacity: 100, refillPerSecond: 50 };

export interface LocalAppOptions {
  readonly desk: DeskService;
  /** Read on every request: Apply and key rotation act at once. */
  readonly access: () => LocalAccess;
  readonly rateLimits: RateLimits;
  readonly logger: Logger;
  readonly clients?: ClientActivity;
  readonly rateLimit?: RateLimitPolicy;
  /** Larger bodies get 413 (default 64 KiB). */
  readonly bodyLimitBytes?: number;
}

async function securityHeaders(ctx: Context, next: Next): Promise<void> {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Cache-Control', 'no-store');
  await next();
}

/** No route: 404; a route with another method: 405 with Allow. */
async function unmatched(ctx: Context, next: Next): Promise<void> {
  await next();
  if (ctx.status === statusOf('method_not_allowed')) {
    throw apiError('method_not_allowed', undefined, {
      message: `${ctx.path} does not answer ${ctx.method}.`,
      headers: { Allow: String(ctx.response.get('Allow')) },
    });
  }
  if (ctx.status === statusOf('not_found') && ctx.body === undefined) {
    throw apiError('not_found', undefined, { message: `No route ${ctx.method} ${ctx.path}.` });
  }
}

/**
 * The local workstation API (spec part A, 4.1) as a Koa app. Guards in order: Host (403), Origin
 * (403), the local key when protected (401), the per-client rate (429); then per route the JSON
 * body (415, 413, 400) and the desk's answers (400, 404, 409, 422, 429).
 */
export function createLocalApp(options: LocalAppOptions): Koa {
  const app = new Koa({ proxy: false });
  const clients = options.clients ?? new ClientActivity();
  app.use(requestLog(options.logger));
  app.use(errorHandler(options.logger));
  app.use(securityHeaders);
  app.use(hostCheck(options.access));
  app.use(originCheck(options.access));
  const limit = rateLimit(options.rateLimits, options.rateLimit ?? LOCAL_RATE_LIMIT, (ctx) => ctx.ip);
  // Issue 6: the overlay page holds no data, so it comes before the key check (docs/overlay.md).
  app.use(overlayRoutes(limit).routes());
  app.use(bearerKey(options.access));
  app.use(clients.middleware());
  app.use(limit);
  app.use(unmatched);
  const router = localRoutes(options.desk, options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES);
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}
