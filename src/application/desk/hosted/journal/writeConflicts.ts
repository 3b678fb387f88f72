import type { DomainError } from '../../../../domain/shared/DomainError';
import { domainError } from '../../../../domain/shared/DomainError';

/** Stable codes of the journal's conflicts (docs/local-api.md, "Delivery states"). */
export const eventChangedElsewhere = (eventId: string): DomainError =>
  domainError(
    'write_conflict',
    `Event ${eventId} was changed on the hosted service since the desk read it; the desk's change was not applied.`,
  );

export const eventDeletedElsewhere = (eventId: string): DomainError =>
  domainError(
    'write_conflict',
    `Event ${eventId} was deleted on the hosted service meanwhile; the desk's change was not applied.`,
  );

/**
 * A new event whose answer was lost, when the events now hold, instead of it, a new event of the
 * same kind that another change may have made of it: sending it again could count it twice.
 */
export const maybeWrittenAndChanged = (eventId: string): DomainError =>
  domainError(
    'write_conflict',
    `The hosted service's answer to this write was lost, and event ${eventId} of the same kind appeared meanwhile with other details (this write changed elsewhere, or another client's): it was not sent again; check the events and enter it again if it is missing.`,
  );

/** The hosted service failed on the write itself, again and again (a server fault, not the link). */
export const serverKeptFailing = (times: number, status: string): DomainError =>
  domainError(
    'write_conflict',
    `The hosted service failed on this write ${times} times (HTTP ${status}), each time after the desk checked that it was not written: it was not sent again; enter it again once the service is fixed.`,
  );

export const matchNoLongerVisible = (matchId: string, hosted: DomainError): DomainError =>
  domainError(
    'write_conflict',
    `Match ${matchId} is no longer visible on the hosted service: ${hosted.message}`,
  );

export const earlierWriteFailed = (journalId: string): DomainError =>
  domainError(
    'write_conflict',
    `This write changes an event whose creation (journal entry ${journalId}) was not delivered.`,
  );

/**
 * A write queued while the desk was logged in as another user: it is not sent under the new
 * user's session (the first one may have been disabled, or the workstation changed hands).
 */
export const queuedByAnotherUser = (by: string, now: string): DomainError =>
  domainError(
    'write_conflict',
    `This write was made while the desk was logged in as ${by}; it is now logged in as ${now}, so it was not sent: enter it again if it still applies.`,
  );

/** A refusal of the hosted service met at replay, kept with the hosted error's code and sentence. */
export const refusedAtReplay = (hosted: DomainError): DomainError =>
  domainError('write_conflict', `The hosted service refused the write (${hosted.code}): ${hosted.message}`);
