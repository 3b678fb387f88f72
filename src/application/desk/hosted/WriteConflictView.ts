/**
 * A hosted desk's write that was queued offline and not applied at replay (state
 * `writeConflicts`, docs/local-api.md): kept in the journal and shown until the operator clears it,
 * so nothing is dropped silently even once the command that queued it is gone (60 s).
 */
export interface WriteConflictView {
  readonly journalId: string;
  /** ISO date-time of the queuing. */
  readonly queuedAt: string;
  readonly kind: 'save' | 'delete';
  /** The event concerned ('new' for a creation). */
  readonly eventId: string;
  /** sport:championshipId:matchId of the match written to. */
  readonly contextKey: string;
  /** `write_conflict`. */
  readonly code: string;
  readonly error: string;
  /**
   * A save's fields as the desk sent them (type, player_id, player_id_in, timer…), so that the
   * operator can tell which event it was and enter it again; absent for a delete.
   */
  readonly fields?: Readonly<Record<string, unknown>>;
}
