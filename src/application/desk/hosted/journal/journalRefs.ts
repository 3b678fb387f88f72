/**
 * A write queued while offline has no hosted id yet. The desk names its event `journal:<id>`, and
 * a later write of that event (a modify or a delete) is sent with the real id once the first one
 * is delivered.
 */
const PREFIX = 'journal:';

export const journalEventId = (journalId: string): string => `${PREFIX}${journalId}`;

/** The journal id an event id refers to, or null for a hosted id. */
export function journalIdOf(eventId: string): string | null {
  return eventId.startsWith(PREFIX) ? eventId.slice(PREFIX.length) : null;
}

/**
 * The Idempotency-Key every attempt of a journaled write is sent with: `desk-` and its journal id
 * (a uuid, so unique across desks and restarts), within the service's 1 to 100 letters, digits,
 * underscores or hyphens.
 */
export const journalWriteKey = (journalId: string): string => `desk-${journalId}`;
