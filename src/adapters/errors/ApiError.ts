import type { DomainError } from '../../domain/shared/DomainError';
import type { HttpErrorCode } from './errorMap';
import { headersOf, isClientErrorStatus, messageOf, statusOf } from './errorMap';

/**
 * An error meant for the client: a status, a stable machine `code`, a human sentence and
 * optional field details. Made by `apiError` (a code of the error map) or `fromDomainError`;
 * thrown by middleware and controllers, rendered by the error handler or `refuseUpgrade`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Readonly<Record<string, string>>,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The same refusal with more response headers (a challenge, `Connection: close`, …). */
  withHeaders(headers: Readonly<Record<string, string>>): ApiError {
    return new ApiError(this.status, this.code, this.message, this.details, { ...this.headers, ...headers });
  }
}

export interface ApiErrorOptions {
  /** A sentence more precise than the map's default one. */
  readonly message?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** A refusal by code: its status and default sentence come from the error map. */
export function apiError(
  code: HttpErrorCode,
  details?: Readonly<Record<string, string>>,
  options: ApiErrorOptions = {},
): ApiError {
  return new ApiError(
    statusOf(code),
    code,
    options.message ?? messageOf(code),
    details && Object.keys(details).length > 0 ? details : undefined,
    { ...headersOf(code), ...options.headers },
  );
}

/** A business failure of the domain, with its own code, sentence and details. */
export function fromDomainError(error: DomainError): ApiError {
  return new ApiError(statusOf(error.code), error.code, error.message, error.details, headersOf(error.code));
}

interface FrameworkError {
  readonly status?: number;
  readonly statusCode?: number;
  readonly type?: string;
  readonly expose?: boolean;
  readonly message: string;
}

/** The codes a framework's own 4xx (koa, koa-body, http-errors) is given, by its status. */
const FRAMEWORK_CODES: readonly HttpErrorCode[] = ['body_too_large', 'unsupported_media_type', 'not_found'];

/** Errors thrown by koa-body and friends carry a status; give them our stable codes. */
export function fromFrameworkError(error: FrameworkError): ApiError | undefined {
  const status = error.status ?? error.statusCode;
  if (status === undefined) return undefined;
  const known = FRAMEWORK_CODES.find((code) => statusOf(code) === status);
  if (known && known !== 'not_found') return apiError(known);
  if (
    status === statusOf('invalid_json') &&
    (error.type === 'entity.parse.failed' || /json/i.test(error.message))
  ) {
    return apiError('invalid_json');
  }
  if (isClientErrorStatus(status) && error.expose !== false) {
    return new ApiError(status, known ?? 'invalid_parameters', error.message);
  }
  return undefined;
}
