import { HttpApiError } from '../shared/HttpApiError';
import type { HttpErrorDetails } from '../shared/HttpApiError';

/** A non-2xx answer of the local API (spec 7), e.g. 409 `context_changed`, 401 `key_invalid`. */
export class LocalApiError extends HttpApiError {
  constructor(details: HttpErrorDetails) {
    super(details);
    this.name = 'LocalApiError';
  }
}
