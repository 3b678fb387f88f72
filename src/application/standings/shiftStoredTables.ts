import type { Championship } from '../../domain/championship/Championship';
import { rankingRuleOf } from '../../domain/championship/Championship';
import { hasResult } from '../../domain/match/Match';
import type { CriterionContext } from '../../domain/standings/criteria';
import { scoreUnitOf } from '../../domain/standings/criteria';
import { finalScoreOf } from '../../domain/standings/finalScore';
import { countsDelta, shiftable, shiftParts } from '../../domain/standings/shiftStandings';
import type { MatchDataStores } from '../ports/MatchData';
import type { ResultChange } from './RecomputeStandings';

/**
 * Issue 11: moves the stored tables by one changed result, reading and writing only the parts (one
 * group's rows of one table) of its two teams from its day on (domain/standings/shiftStandings),
 * in two statements whatever the size of the championship. Only when that is exact: the match had
 * a result before and has one after, on the same day between the same teams (so the same tables
 * exist), its day has a stored table, and the ranking reads nothing but the stored rows
 * (shiftable). Returns false, having changed nothing, otherwise.
 */
export async function shiftStoredTables(
  standings: MatchDataStores['standings'],
  championship: Championship,
  change: ResultChange,
): Promise<boolean> {
  const { before, after } = change;
  const sameFixture =
    before.dayId === after.dayId &&
    before.homeTeamId === after.homeTeamId &&
    before.awayTeamId === after.awayTeamId;
  if (!sameFixture || !hasResult(before) || !hasResult(after)) return false;
  const rule = rankingRuleOf(championship.tieBreak);
  if (!shiftable(rule)) return false;
  const sport = after.sport ?? championship.sport;
  const delta = countsDelta(
    finalScoreOf(before, sport, null, championship.pointsRule),
    finalScoreOf(after, sport, null, championship.pointsRule),
    championship.pointsRule,
  );
  if (delta.size === 0) return true;
  const context: CriterionContext = {
    scores: [],
    pointsRule: championship.pointsRule,
    unit: scoreUnitOf(sport),
  };
  return standings.shiftFrom(championship.id, after.dayId, [...delta.keys()], (parts) =>
    shiftParts(parts, delta, rule, context),
  );
}
