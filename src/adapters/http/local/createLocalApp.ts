import Koa from 'koa';
import { shownPath } from '../../ocr/ocrPath';
import type { Context, Next } from 'koa';
import type { DeskService } from '../../../application/desk/DeskService';
import { apiError } from '../../errors/ApiError';
import { statusOf } from '../../errors/errorMap';
import { errorHandler } from '../errorHandler';
import { DEFAULT_BODY_LIMIT_BYTES } from '../jsonBody';
import type { Logger } from '../Logger';
import { requestLog } from '../requestLog';
import { securityHeaders } from '../security/securityHeaders';
import { ClientActivity } from './ClientActivity';
import type { LocalGuards } from './guards/LocalGuards';
import { localGuard } from './localGuard';
import { localRoutes } from './localRoutes';
import { overlayRoutes } from './overlay/overlayRoutes';

export interface LocalAppOptions {
  readonly desk: DeskService;
  /** The host's guard pipeline, shared with its WebSocket upgrades. */
  readonly guards: LocalGuards;
  readonly logger: Logger;
  readonly clients?: ClientActivity;
  /** Larger bodies get 413 (default 64 KiB). */
  readonly bodyLimitBytes?: number;
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
    throw apiError('not_found', undefined, { message: `No route ${ctx.method} ${shownPath(ctx.path)}.` });
  }
}

/**
 * The local workstation API (spec part A, 4.1) as a Koa app. The guard pipeline first (LocalGuards:
 * Host, Origin, the local key when protected, the per-client rate); then per route the JSON body
 * (415, 413, 400) and the desk's answers (400, 404, 409, 422, 429).
 */
export function createLocalApp(options: LocalAppOptions): Koa {
  const app = new Koa({ proxy: false });
  const clients = options.clients ?? new ClientActivity();
  app.use(requestLog(options.logger, shownPath));
  app.use(errorHandler(options.logger, shownPath));
  app.use(securityHeaders);
  app.use(localGuard(options.guards));
  app.use(overlayRoutes().routes());
  app.use(clients.middleware());
  app.use(unmatched);
  const router = localRoutes(options.desk, options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES);
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}
