import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import { ApiError, apiError, fromFrameworkError } from '../errors/ApiError';
import type { Logger } from './Logger';
import { isTransientDatabaseFault, TRANSIENT_RETRY_AFTER_SECONDS } from './transientFault';

/**
 * What a client is told of a failure that is not its fault: 503 with Retry-After when the database
 * connection was lost or cannot be had (transient: retry), else 500.
 */
export function unexpectedError(error: unknown): ApiError {
  return isTransientDatabaseFault(error)
    ? apiError('database_unavailable', undefined, {
        headers: { 'Retry-After': String(TRANSIENT_RETRY_AFTER_SECONDS) },
      })
    : apiError('internal_error');
}

/** Logs a failure that is not the client's fault once, with its stack, under `errorId`. */
export function logUnexpected(
  logger: Logger,
  failure: ApiError,
  error: unknown,
  where: Record<string, unknown>,
  what: string,
): void {
  if (failure.code === 'database_unavailable') {
    logger.warn({ err: error, ...where, transient: true }, `${what}: database connection lost`);
  } else logger.error({ err: error, ...where }, what);
}

export function errorBody(error: ApiError, errorId?: string): Record<string, unknown> {
  const body: Record<string, unknown> = { success: false, error: error.message, code: error.code };
  if (error.details && Object.keys(error.details).length > 0) body.errors = { ...error.details };
  if (errorId) body.error_id = errorId;
  return body;
}

/**
 * Renders every failure as the Error body of spec 2.4. Client errors say what was wrong; server
 * errors get an `error_id` (also in X-Error-Id) that is logged with the stack, never sent.
 */
export function errorHandler(logger: Logger, shownPath: (path: string) => string = (path) => path) {
  return async function handleErrors(ctx: Context, next: Next): Promise<void> {
    try {
      await next();
    } catch (thrown) {
      const error = thrown instanceof Error ? thrown : new Error(String(thrown));
      let failure = error instanceof ApiError ? error : fromFrameworkError(error);
      let errorId: string | undefined;
      if (!failure) {
        errorId = randomUUID();
        failure = unexpectedError(error);
        logUnexpected(
          logger,
          failure,
          error,
          { errorId, method: ctx.method, path: shownPath(ctx.path) },
          'request failed',
        );
        ctx.set('X-Error-Id', errorId);
      }
      for (const [name, value] of Object.entries(failure.headers)) ctx.set(name, value);
      ctx.status = failure.status;
      ctx.body = errorBody(failure, errorId);
    }
  };
}
