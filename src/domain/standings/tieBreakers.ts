import type { TieBreakPolicy } from '../championship/Championship';
import type { TieBreaker } from './TieBreaker';
import { splitByDescending } from './TieBreaker';
import { goalDifference, recordsFrom } from './TeamRecord';

export const byPoints: TieBreaker = {
  name: 'points',
  split: (level) => splitByDescending(level, (r) => r.points),
};

export const byGoalDifference: TieBreaker = {
  name: 'goal difference',
  split: (level) => splitByDescending(level, goalDifference),
};

export const byGoalsFor: TieBreaker = {
  name: 'goals for',
  split: (level) => splitByDescending(level, (r) => r.goalsFor),
};

/**
 * A mini-league of the matches between all the level teams: its points, then its goal
 * difference. Adjustments do not count here: only the mutual results do.
 */
export const byHeadToHead: TieBreaker = {
  name: 'head-to-head',
  readsResults: true,
  split: (level, context) => {
    const ids = new Set(level.map((r) => r.teamId));
    const mutual = context.scores.filter((s) => ids.has(s.homeTeamId) && ids.has(s.awayTeamId));
    const mini = recordsFrom(
      level.map((r) => ({ id: r.teamId, name: r.name })),
      mutual,
      context.pointsRule,
    );
    const miniOf = (teamId: string) => mini.get(teamId) ?? { points: 0, goalsFor: 0, goalsAgainst: 0 };
    // Points first, then goal difference, as one key: the mini-league is one criterion.
    const byPointsThenDifference = splitByDescending(level, (r) => miniOf(r.teamId).points);
    return byPointsThenDifference.flatMap((group) =>
      splitByDescending(group, (r) => goalDifference(miniOf(r.teamId))),
    );
  },
};

/** Not a sporting rule: gives a stable order (by name, then id) when everything else is level. */
export const byName: TieBreaker = {
  name: 'name',
  split: (level) =>
    [...level].sort((a, b) => compareText(a.name, b.name) || compareText(a.teamId, b.teamId)).map((r) => [r]),
};

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const POLICIES: Readonly<Record<TieBreakPolicy, readonly TieBreaker[]>> = {
  'goal-difference': [byPoints, byGoalDifference, byGoalsFor, byName],
  'head-to-head': [byPoints, byHeadToHead, byGoalDifference, byGoalsFor, byName],
};

/** The ordered rules of a tie-break policy, points first (spec 2.9). */
export function tieBreakersOf(policy: TieBreakPolicy): readonly TieBreaker[] {
  return POLICIES[policy];
}

/**
 * Whether ranking under the policy reads every result counted so far, not only the records: then
 * a table cannot be projected from the records of the table before it alone.
 */
export function rankingReadsResults(policy: TieBreakPolicy): boolean {
  return tieBreakersOf(policy).some((rule) => rule.readsResults === true);
}
