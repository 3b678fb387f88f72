import type { TieBreakPolicy } from '../championship/Championship';
import { rankingRuleOf } from '../championship/Championship';
import type { CriterionName } from './criteria';

/**
 * The criteria computed from a stored Standing row alone (played, wins, draws, losses, goalsFor,
 * goalsAgainst, points): `sets-percentage` reads sets won and lost, which tennis stores as
 * goalsFor/goalsAgainst; `points-percentage` reads points and played; `ranking` reads the teams. Every other criterion reads
 * a field no row stores (regulation or overtime wins, games) or the results themselves
 * (mini-leagues, the direct match).
 */
export const FROM_STORED_ROWS: ReadonlySet<CriterionName> = new Set<CriterionName>([
  'points',
  'wins',
  'matches-played',
  'fewer-matches-played',
  'points-percentage',
  'goal-difference',
  'goals-scored',
  'sets-percentage',
  // Read from the teams, not from the results.
  'ranking',
  'stable',
]);

/**
 * Whether a table under the policy cannot be projected from the stored table before it plus the
 * new results (issue 11's incremental write): then every result is read and every table counted
 * again from them. The points rule never forces it: it acts on each result as it is counted, and
 * a stored row's points already hold every earlier one.
 */
export function rankingNeedsAllResults(policy: TieBreakPolicy): boolean {
  return rankingRuleOf(policy).criteria.some((c) => !FROM_STORED_ROWS.has(c));
}
