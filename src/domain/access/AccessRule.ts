import type { DomainError } from '../shared/DomainError';
import { err, ok } from '../shared/Result';
import type { Result } from '../shared/Result';
import type { Principal } from './Principal';

/** One rule of the access policy: the refusal it finds, or null when it lets the call through. */
export type AccessRule<T> = (principal: Principal, target: T) => DomainError | null;

/** Applies the rules in order; the first refusal wins. */
export function checkAccess<T>(
  rules: readonly AccessRule<T>[],
  principal: Principal,
  target: T,
): Result<void, DomainError> {
  for (const rule of rules) {
    const refusal = rule(principal, target);
    if (refusal) return err(refusal);
  }
  return ok(undefined);
}
