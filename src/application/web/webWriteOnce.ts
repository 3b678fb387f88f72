import type { Principal } from '../../domain/access/Principal';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { ok } from '../../domain/shared/Result';
import type { OnceOutcome, WriteOnce } from '../events/WriteMatchEvents';
import type { EventWriteOutcome } from './applyEventWrite';

/**
 * A web write's Idempotency-Key (an extension of spec 4.2 rule 4), checked by the delivery, with
 * the fingerprint of what the request asks: its endpoint, sport, championship and the write's
 * fields as the write reads them.
 */
export interface IdempotentRequest {
  readonly key: string;
  readonly fingerprint: string;
}

/** A web write's answer: its `data`, and whether it is the kept answer of the same write sent before. */
export interface WebWriteAnswer<T> {
  readonly data: T;
  readonly replayed: boolean;
}

/** Whose keys a principal's are: one token's, or one user's whatever their session. */
export const keyScopeOf = (principal: Principal): string =>
  principal.kind === 'token' ? `token:${principal.tokenId}` : `user:${principal.userId}`;

/** The key a write is kept under, with the answer a replay gives, or null without a key. */
export function writeOnceOf<T>(
  principal: Principal,
  request: IdempotentRequest | null,
  view: (outcome: EventWriteOutcome) => T,
): WriteOnce | null {
  if (!request) return null;
  return {
    scope: keyScopeOf(principal),
    key: request.key,
    fingerprint: request.fingerprint,
    answer: (outcome) => JSON.stringify(view(outcome)),
  };
}

/** The answer of a written or replayed write. */
export function webWriteAnswer<T>(
  outcome: Result<OnceOutcome, DomainError>,
  view: (outcome: EventWriteOutcome) => T,
): Result<WebWriteAnswer<T>, DomainError> {
  if (!outcome.ok) return outcome;
  if ('written' in outcome.value) return ok({ data: view(outcome.value.written), replayed: false });
  return ok({ data: JSON.parse(outcome.value.replayed) as T, replayed: true });
}
