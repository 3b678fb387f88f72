import { tennisSetsProblem } from '../../domain/match/TennisSets';
import { rulesOf } from '../../domain/sport/SportRules';
import type { ImportIssues } from './ImportIssues';
import type { SetInput } from './MatchdeskInput';
import type { MatchdeskSet } from './MatchdeskDocument';
import type { MatchSides } from './matchSides';

/** Tennis set scores, for a match given without events. */
export function readSets(
  listPath: string,
  items: readonly SetInput[],
  sides: MatchSides,
  hasEvents: boolean,
  issues: ImportIssues,
): MatchdeskSet[] {
  if (items.length > 0 && !rulesOf(sides.sport).hasSets) {
    issues.add(listPath, `${sides.sport} has no sets`);
    return [];
  }
  if (items.length > 0 && hasEvents) {
    issues.add(listPath, 'give either events or sets: with events, the sets derive from them');
    return [];
  }
  const seen = new Set<number>();
  const sets = items.map((s, i) => {
    const set = {
      number: s.number,
      homeGames: s.homeGames,
      awayGames: s.awayGames,
      homeTieBreak: s.homeTieBreak ?? null,
      awayTieBreak: s.awayTieBreak ?? null,
    };
    if (seen.has(set.number)) issues.add(`${listPath}[${i}].number`, `duplicate set ${set.number}`);
    seen.add(set.number);
    return set;
  });
  const problem = seen.size === sets.length ? tennisSetsProblem(sets) : null;
  if (problem) {
    const at = sets.findIndex((s) => s.number === problem.number);
    issues.add(`${listPath}[${at}].number`, `set ${problem.number}: ${problem.why}`);
  }
  return sets;
}
