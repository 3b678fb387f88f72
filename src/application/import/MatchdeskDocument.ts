// The "matchdesk" import format (docs/import-formats.md), as the parser returns it: every field
// present, defaults filled in. Entities refer to each other by natural keys (names and labels),
// never by store ids, so importing the same document again finds the records it made before.
import type { TieBreakPolicy } from '../../domain/championship/Championship';
import type { MatchInfo, MatchStatus } from '../../domain/match/Match';
import type { DecidedIn } from '../../domain/match/Outcome';
import type { Side } from '../../domain/match/Side';
import type { LineupRole } from '../../domain/match/MatchEvent';
import type { Sport } from '../../domain/sport/Sport';
import type { PointsRule } from '../../domain/sport/SportRules';

export const MATCHDESK_FORMAT = 'matchdesk';
export const MATCHDESK_VERSION = 1;

/** The tie-break of a new championship whose file gives none. */
export const DEFAULT_TIE_BREAK: TieBreakPolicy = 'goal-difference';

export interface MatchdeskDocument {
  readonly format: typeof MATCHDESK_FORMAT;
  readonly version: typeof MATCHDESK_VERSION;
  readonly championship: MatchdeskChampionship;
  readonly phases: readonly MatchdeskPhase[];
  readonly groups: readonly MatchdeskGroup[];
  readonly days: readonly MatchdeskDay[];
  readonly teams: readonly MatchdeskTeam[];
  readonly players: readonly MatchdeskPlayer[];
  readonly matches: readonly MatchdeskMatch[];
  /** null: the file gives none (an openfootball file never does): a re-import keeps the stored ones. */
  readonly adjustments: readonly MatchdeskAdjustment[] | null;
}

export interface MatchdeskChampionship {
  /** With the sport and the company: the championship's natural key. */
  readonly name: string;
  readonly sport: Sport;
  readonly competition: string;
  readonly season: string;
  /** null: the sport's default rule. */
  readonly pointsRule: PointsRule | null;
  /**
   * A preset name or a chain of criteria (issue 14). null: the file gives none (an openfootball
   * file never does): DEFAULT_TIE_BREAK for a new championship, and a re-import keeps the stored
   * tie-break (and the stored points rule unless the file gives one).
   */
  readonly tieBreak: TieBreakPolicy | null;
  readonly archived: boolean;
}

export interface MatchdeskPhase {
  readonly name: string;
  readonly order: number;
}

export interface MatchdeskGroup {
  readonly name: string;
  /** Phase name, "" when none. */
  readonly phase: string;
}

export interface MatchdeskDay {
  readonly label: string;
  readonly order: number;
  /** Phase name, "" when none. */
  readonly phase: string;
}

export interface MatchdeskTeam {
  readonly name: string;
  readonly shortName: string;
  /** Group name, "" when none. */
  readonly group: string;
  /** A ranking or seeding (1 the best) that some ranking rules read last; null when not given. */
  readonly ranking: number | null;
}

export interface MatchdeskPlayer {
  /** Team name. */
  readonly team: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly number: string;
  readonly position: string;
}

export interface MatchdeskMatch {
  /** Day label. With `home` and `away`: the match's natural key. */
  readonly day: string;
  readonly home: string;
  readonly away: string;
  readonly date: string;
  readonly time: string;
  readonly status: MatchStatus;
  readonly timer: string;
  readonly period: string;
  readonly homeScore: number | null;
  readonly awayScore: number | null;
  readonly homeShootoutScore: number | null;
  readonly awayShootoutScore: number | null;
  readonly info: MatchInfo;
  /**
   * How the match was decided; null: derived from the events (a shootout event, a deciding score
   * after regulation time), else not recorded.
   */
  readonly decidedIn: DecidedIn | null;
  /** The side that retired (tennis: also set by a retirement event), or null. */
  readonly retired: Side | null;
  /** The side that gave a walkover, or null. */
  readonly walkover: Side | null;
  /**
   * The score at the end of regulation time: given, or from the events of a match they say went
   * to overtime; null when not known (both or neither).
   */
  readonly homeRegulationScore: number | null;
  readonly awayRegulationScore: number | null;
  /** In match order. Empty: the import leaves the stored events alone. */
  readonly events: readonly MatchdeskEvent[];
  /** Empty: the import leaves the stored line-ups alone. */
  readonly lineups: readonly MatchdeskLineupEntry[];
  /** Tennis set scores for a match given without events; with events the sets derive from them. */
  readonly sets: readonly MatchdeskSet[];
}

/** Named as in the web write body (spec 4.2 rule 3), with clubs and players by name. */
export interface MatchdeskEvent {
  readonly type: number;
  /** Team name, "" when the type takes none. */
  readonly club: string;
  /** Player name ("First Last") within the club, "" when none. */
  readonly player: string;
  readonly player_in: string;
  readonly timer: string | null;
  readonly additional_timer: number | null;
  readonly value: number | null;
  readonly set_number: number | null;
  readonly note: string;
}

export interface MatchdeskLineupEntry {
  readonly team: string;
  readonly player: string;
  readonly role: LineupRole;
  /** Shirt number for the match; the player's number when not given. */
  readonly number: string;
}

export interface MatchdeskSet {
  readonly number: number;
  readonly homeGames: number;
  readonly awayGames: number;
  readonly homeTieBreak: number | null;
  readonly awayTieBreak: number | null;
}

export interface MatchdeskAdjustment {
  readonly team: string;
  /** Negative for a penalty. */
  readonly points: number;
  readonly reason: string;
}
