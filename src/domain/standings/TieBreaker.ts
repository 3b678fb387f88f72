import type { PointsRule } from '../sport/SportRules';
import type { FinalScore, TeamRecord } from './TeamRecord';

/** What a tie-breaker may look at besides the tied records. */
export interface TieBreakContext {
  /** Every result counted in the table (head-to-head reads the ones between the tied teams). */
  readonly scores: readonly FinalScore[];
  readonly pointsRule: PointsRule;
}

/**
 * One rule of a tie-break policy (STYLE.md rule 8). It splits teams still level into ordered
 * groups of teams that this rule cannot separate; one group means the rule does not help.
 */
export interface TieBreaker {
  readonly name: string;
  /** The rule reads the results themselves (context.scores), not only the records. */
  readonly readsResults?: boolean;
  split(level: readonly TeamRecord[], context: TieBreakContext): TeamRecord[][];
}

/**
 * Orders teams by a list of tie-breakers. A rule that separates the teams only partly is applied
 * again to each group still level (with the rules after it), so a head-to-head mini-league is
 * recomputed among the remaining teams only (the UEFA approach).
 */
export function orderByTieBreakers(
  teams: readonly TeamRecord[],
  rules: readonly TieBreaker[],
  context: TieBreakContext,
): TeamRecord[] {
  const [first, ...rest] = rules;
  if (teams.length <= 1 || !first) return [...teams];
  const groups = first.split(teams, context);
  if (groups.length <= 1) return orderByTieBreakers(teams, rest, context);
  return groups.flatMap((group) => orderByTieBreakers(group, rules, context));
}

/** Groups teams by a numeric key, highest first. */
export function splitByDescending(
  teams: readonly TeamRecord[],
  key: (r: TeamRecord) => number,
): TeamRecord[][] {
  const sorted = [...teams].sort((a, b) => key(b) - key(a));
  const groups: TeamRecord[][] = [];
  for (const team of sorted) {
    const last = groups[groups.length - 1];
    if (last && key(last[0] as TeamRecord) === key(team)) last.push(team);
    else groups.push([team]);
  }
  return groups;
}
