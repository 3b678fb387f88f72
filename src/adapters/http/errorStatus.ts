import type { DomainError } from '../../domain/shared/DomainError';
import { ApiError } from './ApiError';

// The one place where stable error codes become HTTP statuses (STYLE.md rule 4; spec part 7).
const STATUS_BY_CODE: Readonly<Record<string, number>> = {
  invalid_json: 400,
  invalid_body: 400,
  invalid_host: 400,
  invalid_request: 400,
  invalid_parameters: 400,
  invalid_idempotency_key: 400,
  invalid_params: 400,
  query_string_not_allowed: 400,
  key_missing: 401,
  key_invalid: 401,
  token_invalid: 401,
  token_expired: 401,
  token_revoked: 401,
  account_inactive: 401,
  invalid_credentials: 401,
  forbidden: 403,
  host_forbidden: 403,
  origin_forbidden: 403,
  forbidden_company: 403,
  sport_not_allowed: 403,
  administrator_required: 403,
  session_required: 403,
  write_permission_required: 403,
  creator_not_authorized: 403,
  licence_invalid: 403,
  team_not_allowed: 403,
  archived_not_allowed: 403,
  not_found: 404,
  not_available_for_sport: 404,
  unknown_sport: 404,
  command_not_found: 404,
  button_unknown: 404,
  action_unknown: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  match_unavailable: 409,
  context_changed: 409,
  action_refused: 409,
  editing: 409,
  ocr_source_busy: 409,
  token_already_revoked: 409,
  body_too_large: 413,
  unsupported_media_type: 415,
  expectation_failed: 417,
  validation_failed: 422,
  idempotency_key_reused: 422,
  authentication_required: 428,
  rate_limited: 429,
  headers_too_large: 431,
  too_many_pending_commands: 429,
  internal_error: 500,
  database_unavailable: 503,
};

/** Business failures not listed above are refusals of the request's content. */
export function statusOf(code: string): number {
  return STATUS_BY_CODE[code] ?? 422;
}

export function fromDomainError(error: DomainError): ApiError {
  return new ApiError(statusOf(error.code), error.code, error.message, error.details);
}
