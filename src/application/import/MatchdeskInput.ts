// A "matchdesk" document (docs/import-formats.md) whose fields have the right types: the import
// adapter checks a file against its input classes (src/adapters/import), and the application
// builds such documents itself (demo data, openfootball, import options). Absent and null fields
// take their defaults here; the references, uniqueness and sport rules are checked by
// parseMatchdesk. A MatchdeskDocument is one too.
import type { TieBreakPolicy } from '../../domain/championship/Championship';
import type { MatchStatus } from '../../domain/match/Match';
import type { DecidedIn } from '../../domain/match/Outcome';
import type { Side } from '../../domain/match/Side';
import type { LineupRole } from '../../domain/match/MatchEvent';
import type { Sport } from '../../domain/sport/Sport';
import type { PointsRule } from '../../domain/sport/SportRules';

/** A text; a number is written in base 10 (e.g. a shirt number). */
export type Text = string | number;

type Maybe<T> = T | null | undefined;

export interface MatchdeskInput {
  readonly format: 'matchdesk';
  readonly version: 1;
  readonly championship: ChampionshipInput;
  readonly phases?: Maybe<readonly PhaseInput[]>;
  readonly groups?: Maybe<readonly GroupInput[]>;
  readonly days?: Maybe<readonly DayInput[]>;
  readonly teams?: Maybe<readonly TeamInput[]>;
  readonly players?: Maybe<readonly PlayerInput[]>;
  readonly matches?: Maybe<readonly MatchInput[]>;
  readonly adjustments?: Maybe<readonly AdjustmentInput[]>;
}

export interface ChampionshipInput {
  readonly name: string;
  readonly sport: Sport;
  readonly competition?: Maybe<Text>;
  readonly season?: Maybe<Text>;
  readonly pointsRule?: Maybe<PointsRule>;
  /** A preset, a list of criteria, or `{criteria, partial?}`. */
  readonly tieBreak?: Maybe<
    | TieBreakPolicy
    | readonly string[]
    | { readonly criteria: readonly string[]; readonly partial?: Maybe<string> }
  >;
  readonly archived?: Maybe<boolean>;
}

export interface PhaseInput {
  readonly name: string;
  readonly order?: Maybe<number>;
}

export interface GroupInput {
  readonly name: string;
  readonly phase?: Maybe<Text>;
}

export interface DayInput {
  readonly label: string;
  readonly order?: Maybe<number>;
  readonly phase?: Maybe<Text>;
}

export interface TeamInput {
  readonly name: string;
  readonly shortName?: Maybe<Text>;
  readonly group?: Maybe<Text>;
  /** A ranking or seeding, 1 the best. */
  readonly ranking?: Maybe<number>;
}

export interface PlayerInput {
  readonly team: string;
  readonly firstName?: Maybe<Text>;
  readonly lastName?: Maybe<Text>;
  readonly number?: Maybe<Text>;
  readonly position?: Maybe<Text>;
}

export interface PersonInput {
  readonly role?: Maybe<Text>;
  readonly name?: Maybe<Text>;
}

export interface InfoInput {
  readonly city?: Maybe<Text>;
  readonly stadium?: Maybe<Text>;
  readonly venue?: Maybe<Text>;
  readonly officials?: Maybe<readonly PersonInput[]>;
  readonly commentators?: Maybe<readonly PersonInput[]>;
  readonly weather?: Maybe<{
    readonly sky?: Maybe<Text>;
    readonly temperature?: Maybe<Text>;
    readonly humidity?: Maybe<Text>;
    readonly wind?: Maybe<Text>;
  }>;
}

/** The sport rules check its fields, as for a web write (spec 4.2 rule 3). */
export interface EventInput {
  readonly type?: unknown;
  readonly club?: Maybe<Text>;
  readonly player?: Maybe<Text>;
  readonly player_in?: Maybe<Text>;
  readonly timer?: unknown;
  readonly additional_timer?: unknown;
  readonly value?: unknown;
  readonly set_number?: unknown;
  readonly note?: unknown;
}

export interface LineupInput {
  readonly team: Text;
  readonly player: Text;
  readonly role: LineupRole;
  readonly number?: Maybe<Text>;
}

export interface SetInput {
  readonly number: number;
  readonly homeGames: number;
  readonly awayGames: number;
  readonly homeTieBreak?: Maybe<number>;
  readonly awayTieBreak?: Maybe<number>;
}

export interface MatchInput {
  readonly day: Text;
  readonly home: Text;
  readonly away: Text;
  readonly date?: Maybe<Text>;
  readonly time?: Maybe<Text>;
  readonly status?: Maybe<MatchStatus>;
  readonly timer?: Maybe<Text>;
  readonly period?: Maybe<Text>;
  readonly homeScore?: Maybe<number>;
  readonly awayScore?: Maybe<number>;
  readonly homeShootoutScore?: Maybe<number>;
  readonly awayShootoutScore?: Maybe<number>;
  readonly info?: Maybe<InfoInput>;
  readonly decidedIn?: Maybe<DecidedIn>;
  readonly retired?: Maybe<Side>;
  readonly walkover?: Maybe<Side>;
  readonly homeRegulationScore?: Maybe<number>;
  readonly awayRegulationScore?: Maybe<number>;
  readonly events?: Maybe<readonly EventInput[]>;
  readonly lineups?: Maybe<readonly LineupInput[]>;
  readonly sets?: Maybe<readonly SetInput[]>;
}

export interface AdjustmentInput {
  readonly team: string;
  readonly points: number;
  readonly reason?: Maybe<Text>;
}

/** A text field's value: "" when absent or null. */
export const textOf = (value: Maybe<Text>): string =>
  value === undefined || value === null ? '' : String(value);
