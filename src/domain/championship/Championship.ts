import type { Sport } from '../sport/Sport';
import type { PointsRule } from '../sport/SportRules';
import { rulesOf } from '../sport/SportRules';
import { isCriterion } from '../standings/criteria';
import type { PartialSeparation, RankingRule, TieBreakPreset } from '../standings/presets';
import {
  isTieBreakPreset,
  PARTIAL_SEPARATIONS,
  PRESET_POINTS,
  PRESETS,
  TIE_BREAK_PRESETS,
} from '../standings/presets';

/**
 * How a table is ordered (spec 2.9; issue 14): a preset by name (TIE_BREAK_PRESETS; see
 * standings/presets.ts for the published rules each follows) or a chain of criteria.
 */
export type TieBreakPolicy = TieBreakPreset | RankingRule;

export const TIE_BREAK_POLICIES: readonly TieBreakPreset[] = TIE_BREAK_PRESETS;

export function rankingRuleOf(policy: TieBreakPolicy): RankingRule {
  return typeof policy === 'string' ? PRESETS[policy] : policy;
}

/**
 * The points rule of a championship given none: the sport's default, with what its preset's body
 * publishes over it (PRESET_POINTS: IIHF, NHL, FIH, EuroLeague).
 */
export function defaultPointsRuleOf(sport: Sport, policy: TieBreakPolicy): PointsRule {
  const preset = typeof policy === 'string' ? PRESET_POINTS[policy] : undefined;
  return { ...rulesOf(sport).defaultPointsRule, ...preset };
}

/** The stored text of a policy: the preset's name, or the chain as JSON. */
export function tieBreakText(policy: TieBreakPolicy): string {
  return typeof policy === 'string'
    ? policy
    : JSON.stringify({ criteria: policy.criteria, partial: policy.partial });
}

/** The policy of a stored text; null when it is neither a preset nor a valid chain. */
export function parseTieBreakText(text: string): TieBreakPolicy | null {
  if (isTieBreakPreset(text)) return text;
  try {
    const value = JSON.parse(text) as { criteria?: unknown; partial?: unknown };
    const criteria = value.criteria;
    const partial = value.partial;
    if (!Array.isArray(criteria) || criteria.length === 0 || !criteria.every(isCriterion)) return null;
    if (!(PARTIAL_SEPARATIONS as readonly unknown[]).includes(partial)) return null;
    return { criteria, partial: partial as PartialSeparation };
  } catch {
    return null;
  }
}

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
  /**
   * A ranking or seeding, 1 the best, for the ranking rules that read one last (issue 14: the ATP
   * Ranking of the Nitto ATP Finals, the IIHF seeding); absent when none is given.
   */
  readonly ranking?: number;
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
