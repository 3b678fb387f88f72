import type { MatchEvent } from '../../../domain/match/MatchEvent';
import type { DomainError } from '../../../domain/shared/DomainError';
import type { Sport } from '../../../domain/sport/Sport';
import type { WriteConflictView } from './WriteConflictView';

/** The match a desk write targets. */
interface WriteTarget {
  readonly sport: Sport;
  readonly championshipId: string;
  readonly matchId: string;
}

/**
 * One event write of the hosted desk, as the desk means it. `base` is the event as the desk last
 * saw it: a journal replaying the write later compares it with the hosted event to detect a
 * change made elsewhere meanwhile (spec 4.2 rule 4: re-read before retrying).
 */
export type DeskWrite =
  | (WriteTarget & {
      readonly kind: 'save';
      /** "new" creates an event; an event id of the match modifies it. */
      readonly eventId: string;
      /** The update_match_event body fields (snake_case, spec 4.2 rule 3), without `id` and `match_id`. */
      readonly fields: Readonly<Record<string, unknown>>;
      readonly base?: MatchEvent;
    })
  | (WriteTarget & {
      readonly kind: 'delete';
      readonly eventId: string;
      readonly base: MatchEvent;
    });

/** A write kept in the desk's journal, not yet delivered: its journal id and the write. */
export interface QueuedWrite {
  readonly journalId: string;
  readonly write: DeskWrite;
  /**
   * The match's event ids before an attempt to send it whose answer never came (null when it was
   * never sent): a new event holding the write's fields outside them is that attempt, committed.
   */
  readonly baseline?: readonly string[] | null;
}

/**
 * Where a write stands once submitted:
 * - `delivered`: the hosted write has committed (`eventId`: the saved or deleted event);
 * - `queued`: kept durably (a journal on disk) for a later delivery;
 * - `refused`: not written. `error.code` is the service's refusal code, or `hosted_unreachable`
 *   when the service could not be reached or its answer was lost (the write may then have
 *   committed: re-read the events before retrying).
 */
export type DeskWriteOutcome =
  | { readonly delivery: 'delivered'; readonly eventId: string }
  | { readonly delivery: 'queued'; readonly journalId: string }
  | { readonly delivery: 'refused'; readonly error: DomainError };

/** Sends the hosted desk's writes. The direct channel writes at once; a journaled one wraps it. */
export interface DeskWriteChannel {
  submit(write: DeskWrite): Promise<DeskWriteOutcome>;
  /** Writes accepted and not yet delivered (state `pendingWrites`); absent means none are kept. */
  pendingWrites?(): number;
  /** Called whenever `pendingWrites` changes; returns the unsubscribe. */
  watch?(listener: () => void): () => void;
  /** Writes queued offline that met a conflict at replay, kept for the operator (state `writeConflicts`). */
  conflicts?(): readonly WriteConflictView[];
  /** The writes waiting for delivery, oldest first, so that the desk shows them meanwhile. */
  waitingWrites?(): readonly QueuedWrite[];
  /** The hosted id of the event a delivered write saved or deleted; null while it waits or after a conflict. */
  deliveredEventId?(journalId: string): string | null;
  /**
   * False after a write found the hosted service unreachable, until one gets through again (the
   * link's state while writes wait: a read timeout queues a write before the notifications lapse).
   */
  reachable?(): boolean;
}
