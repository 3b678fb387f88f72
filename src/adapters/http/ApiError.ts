/**
 * An error meant for the client: a status, a stable machine `code`, a human sentence and
 * optional field details. Thrown by middleware and controllers; the error handler renders it.
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
}
