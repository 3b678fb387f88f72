/** The Error body of spec 2.4 (both APIs), with our stable `code` (CONTRACT-NOTES). */
export interface ErrorBody {
  success?: boolean;
  error?: string;
  code?: string;
  errors?: Record<string, unknown>;
  error_id?: string;
  [extra: string]: unknown;
}

/** What a non-2xx answer says, whatever API sent it. */
export interface HttpErrorDetails {
  readonly status: number;
  readonly body: ErrorBody | undefined;
  readonly headers: Headers;
}

function retryAfterOf(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/**
 * A non-2xx answer: `status`, the stable machine `code` ("" when the server sent none), the human
 * `error`, the validation details `errors`, and `errorId` (the body's `error_id`, else the
 * X-Error-Id header) to quote when reporting a server failure.
 */
export class HttpApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly error: string;
  readonly errors: Record<string, unknown> | undefined;
  readonly errorId: string | undefined;
  /** Seconds, from Retry-After (429). */
  readonly retryAfterSeconds: number | undefined;
  readonly body: ErrorBody | undefined;

  constructor(details: HttpErrorDetails) {
    const body = details.body;
    const error = typeof body?.error === 'string' ? body.error : `HTTP ${details.status}`;
    super(`${details.status} ${error}`);
    this.name = 'HttpApiError';
    this.status = details.status;
    this.code = typeof body?.code === 'string' ? body.code : '';
    this.error = error;
    this.errors = body?.errors && typeof body.errors === 'object' ? body.errors : undefined;
    this.errorId =
      (typeof body?.error_id === 'string' ? body.error_id : undefined) ??
      details.headers.get('x-error-id') ??
      undefined;
    this.retryAfterSeconds = retryAfterOf(details.headers);
    this.body = body;
  }
}
