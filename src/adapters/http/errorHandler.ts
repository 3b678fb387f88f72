import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import { ApiError } from './ApiError';
import type { Logger } from './Logger';

interface KoaHttpError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  code?: string;
}

const DATABASE_DOWN = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57P01',
  '57P03',
  '53300',
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
]);

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

/** What a client is told of a failure that is not its fault: 502 when the database is down, else 500. */
export function unexpectedError(error: unknown): ApiError {
  const code = (error as KoaHttpError | undefined)?.code;
  return code && DATABASE_DOWN.has(code)
    ? new ApiError(
        502,
        'database_unavailable',
        'The database is unavailable. Quote the error_id when reporting it.',
      )
    : new ApiError(500, 'internal_error', 'The service failed. Quote the error_id when reporting it.');
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
        logger.error({ err: error, errorId, method: ctx.method, path: ctx.path }, 'request failed');
        ctx.set('X-Error-Id', errorId);
      }
      for (const [name, value] of Object.entries(apiError.headers)) ctx.set(name, value);
      ctx.status = apiError.status;
      ctx.body = errorBody(apiError, errorId);
    }
  };
}
