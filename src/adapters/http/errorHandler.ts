import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import { ApiError } from './ApiError';
import { statusOf } from './errorStatus';
import type { Logger } from './Logger';
import { isTransientDatabaseFault, TRANSIENT_RETRY_AFTER_SECONDS } from './transientFault';

interface KoaHttpError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  code?: string;
}

/** Errors thrown by koa-body and friends carry a status; give them our stable codes. */
function fromFrameworkError(error: KoaHttpError & Error): ApiError | undefined {
  const status = error.status ?? error.statusCode;
  if (status === 413) return new ApiError(413, 'body_too_large', 'The request body is too large.');
  if (status === 415)
    return new ApiError(415, 'unsupported_media_type', 'Content-Type must be application/json.');
  if (status === 400 && (error.type === 'entity.parse.failed' || /json/i.test(error.message))) {
    return new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  if (status && status >= 400 && status < 500 && error.expose !== false) {
    return new ApiError(status, status === 404 ? 'not_found' : 'invalid_parameters', error.message);
  }
  return undefined;
}

/**
 * What a client is told of a failure that is not its fault: 503 with Retry-After when the database
 * connection was lost or cannot be had (transient: retry), else 500.
 */
export function unexpectedError(error: unknown): ApiError {
  return isTransientDatabaseFault(error)
    ? new ApiError(
        statusOf('database_unavailable'),
        'database_unavailable',
        'The database is unavailable for a moment: retry after Retry-After. Quote the error_id when reporting it.',
        undefined,
        { 'Retry-After': String(TRANSIENT_RETRY_AFTER_SECONDS) },
      )
    : new ApiError(
        statusOf('internal_error'),
        'internal_error',
        'The service failed. Quote the error_id when reporting it.',
      );
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
export function errorHandler(logger: Logger) {
  return async function handleErrors(ctx: Context, next: Next): Promise<void> {
    try {
      await next();
    } catch (thrown) {
      const error = thrown instanceof Error ? thrown : new Error(String(thrown));
      let apiError = error instanceof ApiError ? error : fromFrameworkError(error as KoaHttpError & Error);
      let errorId: string | undefined;
      if (!apiError) {
        errorId = randomUUID();
        apiError = unexpectedError(error);
        const where = { err: error, errorId, method: ctx.method, path: ctx.path };
        if (apiError.code === 'database_unavailable') {
          logger.warn({ ...where, transient: true }, 'request failed: database connection lost');
        } else logger.error(where, 'request failed');
        ctx.set('X-Error-Id', errorId);
      }
      for (const [name, value] of Object.entries(apiError.headers)) ctx.set(name, value);
      ctx.status = apiError.status;
      ctx.body = errorBody(apiError, errorId);
    }
  };
}
