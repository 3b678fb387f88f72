import type { Sport } from '../sport/Sport';
import type { PointsRule } from '../sport/SportRules';

/**
 * How teams level on points are ordered (spec 2.9; published rules of each league):
 * - `goal-difference`: overall goal difference, then goals scored (England, Germany);
 * - `head-to-head`: points, then goal difference, in the matches between the tied teams,
 *   then overall goal difference and goals scored (Italy, Spain, UEFA).
 */
export type TieBreakPolicy = 'goal-difference' | 'head-to-head';

export const TIE_BREAK_POLICIES: readonly TieBreakPolicy[] = ['goal-difference', 'head-to-head'];

/** A points deduction (or bonus, when positive) applied to a team's total. */
export interface PointsAdjustment {
  readonly teamId: string;
  /** Negative for a penalty. */
  readonly points: number;
  readonly reason: string;
}

export interface Championship {
  readonly id: string;
  readonly companyId: string;
  readonly sport: Sport;
  readonly name: string;
  readonly competition: string;
  readonly season: string;
  readonly archived: boolean;
  readonly pointsRule: PointsRule;
  readonly tieBreak: TieBreakPolicy;
  readonly adjustments: readonly PointsAdjustment[];
}

/** A matchday. Its label and order are its own: a day is never deduced from an ID (spec part 2). */
export interface Day {
  readonly id: string;
  readonly championshipId: string;
  readonly label: string;
  /** Sporting order within the championship, ascending. */
  readonly order: number;
  readonly phaseId: string;
}

export interface Phase {
  readonly id: string;
  readonly championshipId: string;
  readonly name: string;
  readonly order: number;
}

export interface Group {
  readonly id: string;
  readonly championshipId: string;
  readonly phaseId: string;
  readonly name: string;
}

/** A club or team taking part in a championship (a player or a doubles pair at tennis). */
export interface Team {
  readonly id: string;
  readonly championshipId: string;
  readonly name: string;
  readonly shortName: string;
  /** Group the team plays in, or "" when the championship has no groups. */
  readonly groupId: string;
}

export interface Player {
  readonly id: string;
  readonly teamId: string;
  readonly firstName: string;
  readonly lastName: string;
  /** Shirt number, "" when unknown. */
  readonly number: string;
  readonly position: string;
}

export function playerName(p: Pick<Player, 'firstName' | 'lastName'>): string {
  return [p.firstName, p.lastName].filter((s) => s !== '').join(' ');
}

/**
 * The name shown for a side. At tennis a team is an entrant: in doubles the name includes
 * the partners (spec 2.6), e.g. "Mektić / Pavić".
 */
export function sideName(sport: Sport, team: Team, players: readonly Player[]): string {
  if (sport !== 'tennis') return team.name;
  const members = players.filter((p) => p.teamId === team.id);
  if (members.length < 2) return team.name;
  return members.map((p) => (p.lastName !== '' ? p.lastName : playerName(p))).join(' / ');
}
