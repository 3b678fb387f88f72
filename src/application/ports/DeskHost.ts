import type { WriteConflictView } from '../desk/hosted/WriteConflictView';
import type { DeskContext } from '../../domain/desk/DeskContext';
import type { DeskEffect, EventDraft } from '../../domain/desk/DeskEffect';
import type { DeskSource } from '../../domain/desk/openDesk';
import type { MatchDay, MatchDetails, Scorer, Standing } from '../../domain/match/views';
import type { DecidedIn } from '../../domain/match/Outcome';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';

/** The four sections of State (spec 2.1, 6.1), built by the web snapshot's projections. */
export interface DeskSections {
  readonly match: MatchDetails;
  readonly matchDays: readonly MatchDay[];
  readonly scorers: readonly Scorer[];
  readonly standings: readonly Standing[];
}

/** A match as the host has it: what the desk opens, and the sections of its state. */
export interface HostedMatch {
  readonly source: DeskSource;
  readonly sections: DeskSections;
}

/** An event once saved or deleted: its stored id, and the match as the store now has it. */
export interface SavedEvent {
  /** The stored event's id; for a `queued` write, the journal id that names it until delivered. */
  readonly eventId: string;
  readonly match: HostedMatch;
  /**
   * Hosted desks: where the write stands (DeskWriteChannel). `queued` means kept for a later
   * delivery; the embedded store always delivers at once.
   */
  readonly delivery?: 'delivered' | 'queued';
}

/** The link to where the match lives (state `online`, `pendingWrites`). */
export interface HostLink {
  /** The hosted service answers and its notifications are subscribed; always true on the embedded store. */
  readonly online: boolean;
  /** Writes accepted by the desk and not yet delivered to the hosted service. */
  readonly pendingWrites: number;
  /** Hosted desks with a write journal: queued writes not applied at replay, until cleared. */
  readonly writeConflicts?: readonly WriteConflictView[];
}

/**
 * What a host reports by itself: the match changed elsewhere (another desk, an integration, the
 * web page), or the link changed (online, pending writes).
 */
export type HostChange =
  { readonly type: 'match_changed'; readonly match: HostedMatch } | { readonly type: 'link_changed' };

/**
 * Where the desk's match comes from and where its writes go (ARCHITECTURE.md, DeskHost). The
 * built-in host reads the match-data stores and saves through the web write's rules; an
 * embedding desk application supplies its own.
 */
export interface DeskHost {
  /** The match to load in the main window; `match_not_found` when there is none. */
  loadMatch(matchId: string): Promise<Result<HostedMatch, DomainError>>;
  /** Saves a recorded event with the web write's rules (score, scorers, field/bench, standings). */
  saveEvent(context: DeskContext, draft: EventDraft): Promise<Result<SavedEvent, DomainError>>;
  /** Deletes a saved event, with the same recomputations; `eventId` is the deleted event's. */
  deleteEvent(context: DeskContext, eventId: string): Promise<Result<SavedEvent, DomainError>>;
  /**
   * Optional (issue 14): saves how the match was decided and recomputes the standings. A host
   * without it refuses the `set_decided_in` action.
   */
  setDecidedIn?(context: DeskContext, decidedIn: DecidedIn): Promise<Result<HostedMatch, DomainError>>;
  /** Optional: hands desk-only effects (graphics, timer, selection) to the embedding application. */
  handOver?(context: DeskContext, effects: readonly DeskEffect[]): Promise<void>;
  /** Optional: the link's state; absent means always online with nothing pending. */
  link?(): HostLink;
  /** Optional: subscribes to changes the host learns by itself; returns the unsubscribe. */
  watch?(listener: (change: HostChange) => void): () => void;
}
