import type { Player } from '../championship/Championship';
import type { Match } from '../match/Match';
import type { LineupEntry, MatchEvent } from '../match/MatchEvent';
import type { Side } from '../match/Side';
import type { DeskContext } from './DeskContext';
import type { Preparation } from './Preparation';
import type { StatisticCounts } from './Statistics';
import type { Timer } from './Timer';

export interface DeskTeam {
  readonly id: string;
  readonly name: string;
  readonly shortName: string;
}

/** On-air (`on`) and preview state of a graphic button (spec 2.2). */
export interface GraphicState {
  readonly on: boolean;
  readonly preview: boolean;
}

/**
 * The match loaded in the desk's main window. An immutable value: actions and clicks return a
 * new Desk plus effects for the application layer to carry out.
 */
export interface Desk {
  readonly context: DeskContext;
  readonly contextKey: string;
  readonly match: Pick<Match, 'id' | 'sport' | 'homeTeamId' | 'awayTeamId'>;
  readonly home: DeskTeam;
  readonly away: DeskTeam;
  /** The saved score, as the store has it (null when unknown). */
  readonly score: Readonly<Record<Side, number | null>>;
  /** The user's right to change the match. */
  readonly canEdit: boolean;
  /** The operator is editing the match sheet in the window (edit mode). */
  readonly editing: boolean;
  readonly timer: Timer;
  /** Players of the two teams. */
  readonly roster: readonly Player[];
  /** Field/bench of the team sports; empty at tennis. */
  readonly lineups: readonly LineupEntry[];
  /** Saved events and optimistic ones (saved: false) recorded here and not yet confirmed. */
  readonly events: readonly MatchEvent[];
  readonly statistics: StatisticCounts;
  readonly selectedPlayerId: string | null;
  readonly prepared: Preparation | null;
  /** Graphic button id → state; a missing entry is off. */
  readonly graphics: Readonly<Record<string, GraphicState>>;
  /** Texts read from the store by the host, e.g. `decided_in`, `standings_explanation`. */
  readonly hostTexts?: Readonly<Record<string, string>>;
  /**
   * false: the host cannot save how the match was decided (a hosted desk: the web API has no such
   * write), so `set_decided_in` is unavailable; absent: it can.
   */
  readonly savesDecidedIn?: boolean;
}

export const GRAPHIC_OFF: GraphicState = { on: false, preview: false };

export function sideOfTeam(desk: Pick<Desk, 'match'>, teamId: string): Side | null {
  if (teamId === desk.match.homeTeamId) return 'home';
  if (teamId === desk.match.awayTeamId) return 'away';
  return null;
}

export function teamIdOf(desk: Pick<Desk, 'match'>, side: Side): string {
  return side === 'home' ? desk.match.homeTeamId : desk.match.awayTeamId;
}

/** A copy of the desk with some fields replaced: the one place a Desk is rebuilt. */
export function withDesk(desk: Desk, changes: Partial<Desk>): Desk {
  return { ...desk, ...changes };
}
