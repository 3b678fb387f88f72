/**
 * One stable error code as every client is told it (STYLE.md rule 4; spec parts 7, 2.4, 6):
 * the HTTP status of a request or upgrade refused with it, the WebSocket close code of a session
 * closed with it, and the default sentence (`error` of the Error body, or the close reason).
 */
export interface ErrorEntry {
  readonly status?: number;
  readonly close?: number;
  /** A client must not reconnect after this close without a change on its side (a key, a fix). */
  readonly fatal?: boolean;
  readonly message: string;
  /**
   * The WWW-Authenticate challenge of a 401 refused with this code where no token is accepted
   * (RFC 9110 15.5.2: every 401 carries one). The token and key refusals carry their Bearer
   * challenge from their guard step.
   */
  readonly challenge?: string;
}

/** The challenge of a 401 where only a browser session is accepted (POST /api/session logs in). */
const SESSION_CHALLENGE = 'Session realm="match-desk"';

/**
 * The one error map of both hosts (issue 13, "One error map"). No adapter writes a status number
 * or a close code itself: it raises a code (`apiError`, `refuseUpgrade`, `closeCodeOf`), and
 * test/architecture/errorMap.test.ts fails on a number written anywhere else.
 */
export const ERROR_MAP = {
  // 400: the request itself is malformed.
  invalid_json: { status: 400, message: 'The request body is not valid JSON.' },
  invalid_body: { status: 400, message: 'The request body could not be read.' },
  invalid_host: { status: 400, message: 'The request has more than one Host header.' },
  /** node:http could not parse the request (a bad header, request line, chunk size…). */
  invalid_request: { status: 400, message: 'The HTTP request is malformed.' },
  invalid_parameters: { status: 400, message: 'The parameters are invalid.' },
  invalid_idempotency_key: { status: 400, message: 'The Idempotency-Key is invalid.' },
  invalid_params: { status: 400, message: 'The action params are invalid.' },
  query_string_not_allowed: { status: 400, message: 'This address takes no query string.' },
  ocr_key_malformed: {
    status: 400,
    message: 'The OCR ingress key is 64 lowercase hexadecimal characters.',
  },
  // 401: no valid credential.
  key_missing: { status: 401, message: 'The local key is required: Authorization: Bearer <key>.' },
  key_invalid: { status: 401, message: 'The local key is not valid.' },
  token_invalid: { status: 401, message: 'The token is not valid.' },
  token_expired: { status: 401, message: 'The token has expired.' },
  token_revoked: { status: 401, message: 'The token is revoked.' },
  /** A token's creator or a session's user disabled: a token's refusal carries its Bearer challenge instead. */
  account_inactive: {
    status: 401,
    message: 'This account is disabled or deleted.',
    challenge: SESSION_CHALLENGE,
  },
  invalid_credentials: {
    status: 401,
    message: 'Email or password is incorrect.',
    challenge: SESSION_CHALLENGE,
  },
  /** The web WebSocket takes a session only (spec 5.2.7): none, or an ended one. */
  login_required: { status: 401, message: 'Log in to receive notifications.', challenge: SESSION_CHALLENGE },
  // 403: a credential, but not for this.
  forbidden: { status: 403, close: 4403, fatal: true, message: 'Forbidden.' },
  host_forbidden: { status: 403, message: 'This Host is not allowed to reach the local API.' },
  origin_forbidden: { status: 403, message: 'This browser origin is not allowed here.' },
  ocr_key_required: {
    status: 403,
    message: 'Require API key is on: connect to /api/v1/ocr/{ingressKey}.',
  },
  ocr_key_invalid: { status: 403, message: 'The OCR ingress key is not valid.' },
  forbidden_company: { status: 403, message: 'This company is not accessible.' },
  sport_not_allowed: { status: 403, message: 'This sport is not allowed for this caller.' },
  administrator_required: { status: 403, message: 'Administrator access to this company is required.' },
  session_required: { status: 403, message: 'This operation needs a logged-in session, not a token.' },
  write_permission_required: {
    status: 403,
    message: 'This operation needs write permission: a read_write_events token or an administrator session.',
  },
  creator_not_authorized: { status: 403, message: 'The creator of this token may no longer use it.' },
  licence_invalid: { status: 403, message: 'The company licence is not valid.' },
  team_not_allowed: { status: 403, message: 'This match is outside the teams this user may see.' },
  archived_not_allowed: {
    status: 403,
    message: 'Archived championships need an administrator or a token.',
  },
  // 404, 405
  not_found: { status: 404, message: 'Not found.' },
  not_available_for_sport: { status: 404, message: 'This endpoint does not exist at this sport.' },
  unknown_sport: { status: 404, message: 'Unknown sport.' },
  command_not_found: { status: 404, message: 'This command does not exist or has expired.' },
  button_unknown: { status: 404, message: 'This button does not exist.' },
  action_unknown: { status: 404, message: 'This action does not exist.' },
  method_not_allowed: { status: 405, message: 'This method is not allowed here.' },
  request_timeout: { status: 408, message: 'The request did not arrive in time.' },
  // 409: the state of the desk or of a resource forbids it now.
  match_unavailable: { status: 409, message: 'No match is loaded: open a match in the main window.' },
  context_changed: { status: 409, message: 'The loaded match changed: read the state again.' },
  action_refused: { status: 409, message: 'The action is refused.' },
  substitution_superseded: {
    status: 409,
    message: 'A later substitution moves the same players: change or delete that one first.',
  },
  editing: { status: 409, message: 'The match is in edit mode.' },
  ocr_api_disabled: { status: 409, message: 'The local API is not enabled (Enable API is off).' },
  ocr_source_inactive: { status: 409, message: 'The scoreboard-ocr source is not active.' },
  ocr_source_busy: { status: 409, message: 'An OCR source is already connected; one source at a time.' },
  token_already_revoked: {
    status: 409,
    message: 'This token is revoked: it can be neither changed nor reactivated.',
  },
  // 413, 415: the body.
  body_too_large: { status: 413, message: 'The request body is too large.' },
  unsupported_media_type: { status: 415, message: 'Content-Type must be application/json.' },
  expectation_failed: { status: 417, message: 'The Expect header can only be 100-continue.' },
  // 422: well formed, refused by the rules.
  validation_failed: { status: 422, message: 'The data is refused.' },
  idempotency_key_reused: {
    status: 422,
    message: 'This Idempotency-Key was already used for another request; use a distinct key per action.',
  },
  // 428, 429
  authentication_required: {
    status: 428,
    message: 'Send "Authorization: Bearer svc_api_…" or log in to open a session.',
  },
  rate_limited: { status: 429, message: 'Too many requests: retry after the delay in Retry-After.' },
  too_many_pending_commands: { status: 429, message: 'Too many pending commands.' },
  // 431: the request line and headers are over node:http's limit.
  headers_too_large: { status: 431, message: "The request line and headers exceed the server's limit." },
  // 5xx: not the client's fault; an error_id goes with them.
  internal_error: { status: 500, message: 'The service failed. Quote the error_id when reporting it.' },
  database_unavailable: {
    status: 503,
    message:
      'The database is unavailable for a moment: retry after Retry-After. Quote the error_id when reporting it.',
  },
  // WebSocket closes (docs/local-ws.md, api/realtime.asyncapi.json x-close-codes).
  ocr_source_deactivated: { close: 1000, message: 'The scoreboard-ocr source was deactivated.' },
  going_away: { close: 1001, message: 'server going away' },
  protocol_error: {
    close: 1002,
    fatal: true,
    message: 'a frame that breaks the WebSocket protocol (RFC 6455)',
  },
  invalid_payload: { close: 1007, fatal: true, message: 'a text frame that is not valid UTF-8' },
  too_many_fragments: { close: 1008, fatal: true, message: 'a message in more than 16384 fragments' },
  message_too_big: { close: 1009, fatal: true, message: 'a frame over the size limit' },
  notifications_interrupted: {
    close: 1012,
    message: 'notifications were interrupted: reconnect, then re-read what you show',
  },
  try_again_later: { close: 1013, message: 'too many sessions open: try again later' },
  slow_consumer: { close: 4008, message: 'slow consumer: nothing read in time' },
  too_many_bad_messages: { close: 4400, fatal: true, message: 'too many bad messages' },
  authentication_failed: { close: 4401, fatal: true, message: 'authentication failed' },
  session_ended: { close: 4401, fatal: true, message: 'session ended' },
  authentication_timeout: { close: 4408, fatal: true, message: 'no authentication in time' },
  too_many_messages: { close: 4429, message: 'too many messages' },
} as const satisfies Readonly<Record<string, ErrorEntry>>;

export type ErrorCode = keyof typeof ERROR_MAP;

/** The codes a request or an upgrade can be refused with (they have an HTTP status). */
export type HttpErrorCode = {
  [C in ErrorCode]: (typeof ERROR_MAP)[C] extends { readonly status: number } ? C : never;
}[ErrorCode];

/** The codes a WebSocket session can be closed with (they have a close code). */
export type CloseErrorCode = {
  [C in ErrorCode]: (typeof ERROR_MAP)[C] extends { readonly close: number } ? C : never;
}[ErrorCode];

/** Business refusals of the domain whose code is not listed: a refusal of the request's content. */
const UNLISTED_STATUS = 422;

const entryOf = (code: string): ErrorEntry | undefined =>
  Object.prototype.hasOwnProperty.call(ERROR_MAP, code)
    ? (ERROR_MAP as Record<string, ErrorEntry>)[code]
    : undefined;

/** The HTTP status of a code; a domain code not listed is 422. */
export function statusOf(code: string): number {
  return entryOf(code)?.status ?? UNLISTED_STATUS;
}

/** The headers every refusal with this code carries (its 401 challenge), or none. */
export function headersOf(code: string): Readonly<Record<string, string>> {
  const challenge = entryOf(code)?.challenge;
  return challenge === undefined ? {} : { 'WWW-Authenticate': challenge };
}

/** The default sentence of a code. */
export function messageOf(code: ErrorCode): string {
  return ERROR_MAP[code].message;
}

/** The WebSocket close code of a code. */
export function closeCodeOf(code: CloseErrorCode): number {
  return ERROR_MAP[code].close;
}

/** Whether a client must not reconnect after a close with this code. */
export function isFatalClose(code: CloseErrorCode): boolean {
  return (ERROR_MAP[code] as ErrorEntry).fatal === true;
}

/** Whether a status is a client error (4xx), as a framework may throw one. */
export function isClientErrorStatus(status: number): boolean {
  return status >= 400 && status < 500;
}
