import type { SnapshotContext } from '../../domain/match/views';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';

/**
 * The hosted service's event writes, as the desk sends them (spec 4.2 rule 3 and the documented
 * `delete_match_event` extension). An adapter over the typed web client implements it. A failure
 * to reach the service (no answer, broken connection) is the error `hosted_unreachable`
 * (`HOSTED_UNREACHABLE`); any other error is the service's refusal, with the service's code.
 */
export interface HostedEventWrites {
  /**
   * update_match_event: `eventId` "new" creates, an event id of the match modifies it. With
   * `idempotencyKey` (the service's extension of spec 4.2 rule 4), the same write sent again gets
   * the first answer back and writes nothing more.
   */
  saveEvent(
    match: SnapshotContext,
    eventId: string,
    fields: Readonly<Record<string, unknown>>,
    idempotencyKey?: string,
  ): Promise<Result<{ readonly eventId: string }, DomainError>>;
  /** delete_match_event, with the same `idempotencyKey` as saveEvent. */
  deleteEvent(
    match: SnapshotContext,
    eventId: string,
    idempotencyKey?: string,
  ): Promise<Result<void, DomainError>>;
}

/** The code of a write (or read) that did not reach the hosted service, or whose answer was lost. */
export const HOSTED_UNREACHABLE = 'hosted_unreachable';

/** The `hosted_unreachable` errors the service answered itself with a server failure (5xx). */
const serverFailures = new WeakMap<DomainError, number>();

/** Marks `error` (a `hosted_unreachable`) as the service's own answer with `status` (5xx). */
export function markServerFailure(error: DomainError, status: number): DomainError {
  serverFailures.set(error, status);
  return error;
}

/**
 * The 5xx status of a `hosted_unreachable` that the service answered itself, or null (no answer,
 * a lost one). The journal gives up a write the service keeps failing on (a server bug is no
 * outage), where a silent link is waited for as long as it takes. Not in `details`, which a
 * failed command publishes as the params at fault (found by review).
 */
export function serverFailureStatus(error: DomainError): string | null {
  const status = error.code === HOSTED_UNREACHABLE ? serverFailures.get(error) : undefined;
  return status === undefined ? null : String(status);
}

/**
 * Codes of the hosted service that say the desk's session no longer lets it in (ended, expired,
 * the user disabled): not a conflict of the write, which waits for the desk to log in again.
 */
const SIGNED_OUT = new Set([
  'authentication_required',
  'account_inactive',
  'login_required',
  'token_invalid',
  'token_expired',
  'token_revoked',
]);

export const isSignedOut = (error: { readonly code: string }): boolean => SIGNED_OUT.has(error.code);
