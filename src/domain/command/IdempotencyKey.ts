import type { DomainError } from '../shared/DomainError';
import type { Result } from '../shared/Result';
import { err, ok } from '../shared/Result';
import { invalidIdempotencyKey } from './commandErrors';

/** Spec 4.1 and 8: 1 to 100 letters, digits, underscores or hyphens. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

export function validateIdempotencyKey(key: string): Result<string, DomainError> {
  return IDEMPOTENCY_KEY_PATTERN.test(key) ? ok(key) : err(invalidIdempotencyKey());
}
