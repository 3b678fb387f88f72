import type { Match } from '../../domain/match/Match';
import { scoreFromEvents } from '../../domain/match/MatchScore';
import { outcomeFromEvents } from '../../domain/match/Outcome';
import { tennisSetsFromEvents } from '../../domain/match/TennisSets';
import { rulesOf } from '../../domain/sport/SportRules';
import type { MatchDataStores } from '../ports/MatchData';

/**
 * After its events changed, inside the caller's transaction: the match's tennis sets, score,
 * decidedIn and retired side derived again from its saved events, and stored. Returns the match
 * after. Its version does not move here: the event-write service bumps it once per write
 * (events/bumpVersions).
 */
export async function recomputeMatch(stores: MatchDataStores, before: Match): Promise<Match> {
  const events = await stores.matches.events(before.id);
  if (rulesOf(before.sport).hasSets)
    await stores.matches.setSets(before.id, tennisSetsFromEvents(before, events));
  const score = scoreFromEvents(before, events);
  const after: Match = {
    ...before,
    homeScore: score.homeScore,
    awayScore: score.awayScore,
    homeShootoutScore: score.homeShootoutScore,
    awayShootoutScore: score.awayShootoutScore,
    // Issue 14: a shootout event, an overtime deciding score or a retirement event says so.
    ...outcomeFromEvents(before, events),
  };
  await stores.matches.update(after);
  return after;
}
