import type { Router } from '@koa/router';
import Koa from 'koa';
import compress from 'koa-compress';
import type { Context, Middleware, Next } from 'koa';
import { errorHandler } from '../errorHandler';
import { DEFAULT_BODY_LIMIT_BYTES } from '../jsonBody';
import type { Logger } from '../Logger';
import { WEB_API_DESCRIPTION, WEB_DESCRIPTION_PATH } from '../openapi/apiDescriptions';
import { descriptionRouter } from '../openapi/descriptionRouter';
import { requestLog } from '../requestLog';
import { securityHeaders } from '../security/securityHeaders';
import { apiRoutes } from './apiRouter';
import { COMPRESS_THRESHOLD_BYTES } from './cache/sendAnswer';
import type { ReadCache } from './cache/ReadCache';
import { WebReads } from './cache/WebReads';
import { webEndpoints } from './endpoints';
import { frontDoorRouter } from './frontDoor/frontDoorRouter';
import { healthRouter } from './healthRouter';
import type { WebGuards } from './guards/WebGuards';
import type { WebUseCases } from './WebUseCases';
import { apiError } from '../../errors/ApiError';
import { statusOf } from '../../errors/errorMap';

export interface WebAppOptions {
  readonly useCases: WebUseCases;
  /** The host's guard pipeline, shared with the notifications upgrade. */
  readonly guards: WebGuards;
  /** True when the database answers (GET /api/health). */
  readonly checkDatabase: () => Promise<boolean>;
  readonly logger: Logger;
  /** Largest accepted request body; larger bodies get 413 (default 64 KiB). */
  readonly bodyLimitBytes?: number;
  /**
   * More routes (sessions, token management, the administrator page), mounted before the API
   * so that paths such as /api/account/tokens are theirs and never read as a sport.
   */
  readonly extraRouters?: readonly Router[];
  /** Trust X-Forwarded-* (behind a reverse proxy): needed for same-origin checks over HTTPS. */
  readonly trustProxy?: boolean;
  /** True once shutdown began: responses then close their connection, so keep-alive ends. */
  readonly draining?: () => boolean;
  /** Issue 11: where GET reads are kept (null or absent: none kept; every read still gets an ETag). */
  readonly readCache?: ReadCache | null;
  /** A championship's version, for reads whose token check did not read it (sessions). */
  readonly championshipVersion?: (championshipId: string) => Promise<number | null>;
}

/**
 * An answer that already carries an ETag (the explorer's files) is not compressed on the fly: a
 * strong ETag names one representation's bytes, and a compressed copy is another one.
 */
async function leaveValidatedAnswersAlone(ctx: Context, next: Next): Promise<void> {
  await next();
  if (ctx.res.hasHeader('ETag')) ctx.compress = false;
}

/** Bare 404 and 405 answers (no route, a router's allowedMethods) get the Error body too. */
async function bareErrors(ctx: Context, next: Next): Promise<void> {
  await next();
  if (ctx.body !== undefined && ctx.body !== null) return;
  if (ctx.status === statusOf('not_found')) {
    throw apiError('not_found', undefined, { message: `No route ${ctx.method} ${ctx.path}.` });
  }
  if (ctx.status === statusOf('method_not_allowed')) {
    throw apiError('method_not_allowed', undefined, {
      message: `${ctx.method} is not allowed on ${ctx.path}.`,
    });
  }
}

/** Runs middleware one after the other, as Koa's own chain does. */
function inOrder(middleware: readonly AnyMiddleware[]): Middleware {
  return (ctx, next) => {
    const run = (i: number): Promise<unknown> => {
      const m = middleware[i];
      return m ? Promise.resolve(m(ctx as never, () => run(i + 1))) : Promise.resolve(next());
    };
    return run(0);
  };
}

/** A middleware of any context (a router's routes included). */
type AnyMiddleware = (ctx: never, next: Next) => unknown;

/** The hosted web API (spec part B) as a Koa app; HttpHost serves it with the notifications socket. */
export function createWebApp(options: WebAppOptions): Koa {
  const app = new Koa({ proxy: options.trustProxy ?? false });
  const draining = options.draining ?? (() => false);
  app.use(async (ctx, next) => {
    try {
      await next();
    } finally {
      if (draining()) ctx.set('Connection', 'close');
    }
  });
  app.use(requestLog(options.logger));
  app.use(errorHandler(options.logger));
  app.use(securityHeaders);
  // Every request: the Host step of the guard pipeline, before anything is answered (an API
  // path's OPTIONS, 405 or unknown sport too); routes run their own route of it.
  app.use(options.guards.http(options.guards.public));
  const endpoints = webEndpoints(options.useCases, options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES);
  const reads = new WebReads({
    cache: options.championshipVersion ? (options.readCache ?? null) : null,
    versionOf: options.championshipVersion ?? (async () => null),
  });
  const apiRouteOf = apiRoutes(endpoints, options.guards, reads);
  const health = healthRouter(options.checkDatabase);
  // Issue 6: the public OpenAPI description of this API (no authentication).
  const description = descriptionRouter(WEB_DESCRIPTION_PATH, WEB_API_DESCRIPTION);
  // Issue 13: the front door at / and the public AsyncAPI document it links to.
  const frontDoor = frontDoorRouter();
  const site = inOrder([
    // Issue 11: large answers compressed when the client accepts br or gzip. The API's reads
    // compress their own kept copies under their own ETags; its other answers are small.
    compress({ threshold: COMPRESS_THRESHOLD_BYTES }),
    leaveValidatedAnswersAlone,
    bareErrors,
    health.routes(),
    description.routes(),
    description.allowedMethods(),
    frontDoor.routes(),
    frontDoor.allowedMethods(),
    ...(options.extraRouters ?? []).flatMap((router) => [router.routes(), router.allowedMethods()]),
  ]);
  // Issue 11: a request for /api/{sport}/{endpoint} goes straight to its endpoint's route; no
  // router of the site has a route there, so none is asked to match it.
  app.use((ctx, next) => {
    const route = apiRouteOf(ctx.path);
    return route ? route(ctx) : site(ctx, next);
  });
  return app;
}
