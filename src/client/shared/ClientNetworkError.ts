/** The server could not be reached, or the connection broke before an answer (fetch rejected). */
export class ClientNetworkError extends Error {
  constructor(
    message: string,
    cause: unknown,
    /** A command's Idempotency-Key: retrying with it cannot run the intention twice. */
    readonly idempotencyKey?: string,
  ) {
    super(message, { cause });
    this.name = 'ClientNetworkError';
  }

  /** The same failure, naming the command's key. */
  withKey(idempotencyKey: string): ClientNetworkError {
    return new ClientNetworkError(this.message, this.cause, idempotencyKey);
  }
}
