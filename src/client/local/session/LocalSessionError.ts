/** A click or action the session refused (`error` with the request's id), e.g. 409 context_changed. */
export class LocalSessionError extends Error {
  constructor(
    readonly code: string,
    readonly error: string,
    readonly requestId: string | undefined,
    /** The HTTP status of the same refusal on the HTTP API, when the server gives it. */
    readonly status: number | undefined,
    readonly errors: Record<string, string> | undefined,
  ) {
    super(`${code}: ${error}`);
    this.name = 'LocalSessionError';
  }
}
