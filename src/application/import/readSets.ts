import { rulesOf } from '../../domain/sport/SportRules';
import type { ImportIssues } from './ImportIssues';
import { childPath, JsonObject } from './JsonObject';
import type { MatchdeskSet } from './MatchdeskDocument';
import type { Item, MatchSides } from './matchSides';

/** Tennis set scores, for a match given without events. */
export function readSets(
  listPath: string,
  items: Item[],
  sides: MatchSides,
  hasEvents: boolean,
  issues: ImportIssues,
) {
  if (items.length > 0 && !rulesOf(sides.sport).hasSets) {
    issues.add(listPath, `${sides.sport} has no sets`);
    return [];
  }
  if (items.length > 0 && hasEvents) {
    issues.add(listPath, 'give either events or sets: with events, the sets derive from them');
    return [];
  }
  const seen = new Set<number>();
  return items.flatMap(({ value, path }): MatchdeskSet[] => {
    const o = JsonObject.at(value, path, issues);
    if (!o) return [];
    const set = {
      number: o.mustHave('number') ? o.integer('number', 1, 1) : 1,
      homeGames: o.mustHave('homeGames') ? o.integer('homeGames', 0, 0) : 0,
      awayGames: o.mustHave('awayGames') ? o.integer('awayGames', 0, 0) : 0,
      homeTieBreak: o.optionalInteger('homeTieBreak', 0),
      awayTieBreak: o.optionalInteger('awayTieBreak', 0),
    };
    o.finish();
    if (seen.has(set.number)) issues.add(childPath(path, 'number'), `duplicate set ${set.number}`);
    seen.add(set.number);
    return [set];
  });
}
