import type { MatchEvent } from '../match/MatchEvent';
import type { DecidedIn } from '../match/Outcome';
import type { Side } from '../match/Side';
import type { Preparation } from './Preparation';

/** An event for the store, in the names of MatchEvent (the store gives id and sequence). */
export type EventDraft = Omit<MatchEvent, 'id' | 'sequence' | 'saved'>;

/**
 * What the application layer must carry out after a click or an action. The desk already shows
 * the change; `event_recorded` and `event_deleted` go through the web write's rules (score
 * recompute, scorers, field/bench), then the desk is refreshed from the store.
 */
export type DeskEffect =
  | {
      readonly type: 'timer_changed';
      readonly running: boolean;
      readonly elapsedMs: number;
      readonly period: number;
    }
  | {
      readonly type: 'graphic_changed';
      readonly buttonId: string;
      readonly on: boolean;
      readonly preview: boolean;
    }
  | { readonly type: 'selection_changed'; readonly playerId: string | null }
  | { readonly type: 'preparation_changed'; readonly prepared: Preparation | null }
  | { readonly type: 'event_recorded'; readonly provisionalId: string; readonly draft: EventDraft }
  | { readonly type: 'event_deleted'; readonly eventId: string; readonly saved: boolean }
  /** Issue 14: the operator set how the match was decided; the host saves it on the match. */
  | { readonly type: 'outcome_set'; readonly decidedIn: DecidedIn }
  | {
      readonly type: 'statistic_adjusted';
      readonly statistic: string;
      readonly side: Side;
      readonly value: number;
    };
