import { HttpApiError } from '../shared/HttpApiError';
import type { HttpErrorDetails } from '../shared/HttpApiError';

/**
 * A non-2xx answer of the web API (spec 7): e.g. 401 `token_revoked`, 403 `sport_not_allowed`,
 * 422 `validation_failed` with `errors`, 5xx with `errorId` (the body's error_id) to quote.
 */
export class WebApiError extends HttpApiError {
  constructor(details: HttpErrorDetails) {
    super(details);
    this.name = 'WebApiError';
  }
}
