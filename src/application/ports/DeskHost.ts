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

/** A recorded event once saved: its stored id, and the match as the store now has it. */
export interface SavedEvent {
  readonly eventId: string;
  readonly match: HostedMatch;
}

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
  /** Deletes a saved event, with the same recomputations. */
  deleteEvent(context: DeskContext, eventId: string): Promise<Result<HostedMatch, DomainError>>;
  /**
   * Optional (issue 14): saves how the match was decided and recomputes the standings. A host
   * without it refuses the `set_decided_in` action.
   */
  setDecidedIn?(context: DeskContext, decidedIn: DecidedIn): Promise<Result<HostedMatch, DomainError>>;
  /** Optional: hands desk-only effects (graphics, timer, selection) to the embedding application. */
  handOver?(context: DeskContext, effects: readonly DeskEffect[]): Promise<void>;
}
