import { randomUUID } from 'node:crypto';

/** Spec 4.1 / 8: 1 to 100 letters, digits, underscores or hyphens. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** A fresh key for one intention (spec 4.1 rule 3: never reuse it for another one). */
export function newIdempotencyKey(): string {
  return randomUUID();
}
