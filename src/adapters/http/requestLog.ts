import type { Context, Next } from 'koa';
import type { Logger } from './Logger';

/**
 * One structured line per request with its status and duration. Only the path is logged: never
 * the query string, headers or body, where a key or token could be; `shownPath` hides what a
 * host's paths may hold that is secret (the local host's OCR ingress key).
 */
export function requestLog(logger: Logger, shownPath: (path: string) => string = (path) => path) {
  return async function logRequest(ctx: Context, next: Next): Promise<void> {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        {
          method: ctx.method,
          path: shownPath(ctx.path),
          status: ctx.status,
          durationMs: Math.round(durationMs * 100) / 100,
        },
        'request',
      );
    }
  };
}
