/**
 * A business failure with a stable machine `code` (e.g. `context_changed`) and a human sentence.
 * Delivery adapters map the code to a status in one place.
 */
export interface DomainError {
  readonly code: string;
  readonly message: string;
  /** Field-level validation details, keyed by field name. */
  readonly details?: Readonly<Record<string, string>>;
}

export const domainError = (code: string, message: string, details?: Record<string, string>): DomainError =>
  details ? { code, message, details } : { code, message };
