// The local API's published shapes (spec 2.1-2.3, docs/local-api.md), shared with the domain's views.
import type { ActionView } from '../../domain/desk/actions/actionCatalog';
import type { ButtonView } from '../../domain/desk/buttons/buttonCatalog';
import type { Gesture } from '../../domain/desk/Gesture';
import type {
  EventTypeView,
  EventView,
  PlayerView,
  SelectionsView,
  StatisticView,
} from '../../domain/desk/views/catalogViews';
import type { DeskStateView } from '../../domain/desk/views/deskStateView';
import type { MatchDay, MatchDetails, Scorer, Standing } from '../../domain/match/views';
import type { OcrView } from '../../domain/ocr/ocrView';

export type {
  ActionView,
  ButtonView,
  EventTypeView,
  EventView,
  Gesture,
  MatchDay,
  MatchDetails,
  OcrView,
  PlayerView,
  Scorer,
  SelectionsView,
  StatisticView,
  Standing,
};

/** A hosted desk's write that was not applied at replay (State `writeConflicts`, local-api.md). */
export interface WriteConflict {
  journalId: string;
  /** ISO date-time of the queuing. */
  queuedAt: string;
  kind: 'save' | 'delete';
  /** The event concerned ('new' for a creation). */
  eventId: string;
  contextKey: string;
  /** `write_conflict`. */
  code: string;
  error: string;
  /** A save's fields as the desk sent them; absent for a delete. */
  fields?: Record<string, unknown>;
}

/** Spec 2.1 State: the desk, its timer and score, the four sections, and `ocr` when readings apply. */
export interface LocalState extends DeskStateView {
  match: MatchDetails;
  matchDays: MatchDay[];
  scorers: Scorer[];
  standings: Standing[];
  /** false while the desk cannot reach its hosted service (reads keep serving); always true on the embedded store. */
  online: boolean;
  /** Writes accepted and not yet delivered to the hosted service; 0 when none. */
  pendingWrites: number;
  /**
   * Hosted desks only: writes queued offline that were not applied at replay, oldest first, until
   * the operator clears them (console `conflicts clear`); absent on the embedded store.
   */
  writeConflicts?: WriteConflict[];
  ocr?: OcrView;
}

/** A section read with the match it belongs to: `{contextKey, <name>}`. */
export type Keyed<K extends string, T> = { contextKey: string } & { [P in K]: T };

export type CommandState = 'pending' | 'accepted' | 'failed';

/** Spec 2.3 Command with the additional properties the local host publishes. */
export interface LocalCommand {
  id: string;
  state: CommandState;
  /** Relative to {base_url}. */
  statusUrl: string;
  contextKey: string;
  kind: 'click' | 'action';
  /** ISO date-time of the submission. */
  createdAt: string;
  result?: Record<string, string | number | boolean | null>;
  error?: string;
  /** On failure: a stable code such as `gesture_not_allowed` or `context_changed`. */
  code?: string;
  errors?: Record<string, string>;
}

/** A command that will not change any more. */
export type FinishedCommand = LocalCommand & { state: 'accepted' | 'failed' };

export function isFinished(command: LocalCommand): command is FinishedCommand {
  return command.state === 'accepted' || command.state === 'failed';
}

export interface ClickRequest {
  /** The contextKey read from the state (spec 4.1 rule 1). */
  readonly contextKey: string;
  /** Default left. */
  readonly gesture?: Gesture;
}

export interface ActionRequest {
  readonly contextKey: string;
  /** As the action catalog announces them. */
  readonly params?: Record<string, unknown>;
}
