import type { Match } from '../../domain/match/Match';
import type { MatchEvent, TennisSet } from '../../domain/match/MatchEvent';
import { setWinners, tennisSetsFromEvents } from '../../domain/match/TennisSets';
import { rulesOf } from '../../domain/sport/SportRules';
import type { MatchDataStores } from '../ports/MatchData';
import type { ImportTally } from './ImportTally';
import type { MatchdeskMatch } from './MatchdeskDocument';
import { sameData } from './sameData';

/** Tennis: sets derive from the events, or come from the document when it gives set scores only. */
export async function syncSets(
  stores: MatchDataStores,
  match: Match,
  m: MatchdeskMatch,
  events: readonly MatchEvent[],
  tally: ImportTally,
): Promise<{ changed: boolean; count: number }> {
  if (!rulesOf(match.sport).hasSets || (m.events.length === 0 && m.sets.length === 0)) {
    return { changed: false, count: 0 };
  }
  const given = [...m.sets].sort((a, b) => a.number - b.number);
  const winners = setWinners(given);
  const wanted: TennisSet[] =
    m.events.length > 0
      ? tennisSetsFromEvents(match, events)
      : given.map((set, i) => ({
          matchId: match.id,
          number: set.number,
          homeGames: set.homeGames,
          awayGames: set.awayGames,
          homeTieBreak: set.homeTieBreak,
          awayTieBreak: set.awayTieBreak,
          winner: winners[i] ?? null,
        }));
  const have = await stores.matches.sets(match.id);
  if (sameData(have, wanted)) return { changed: false, count: wanted.length };
  await stores.matches.setSets(match.id, wanted);
  tally.wrote(have.length ? 'updated' : 'created');
  return { changed: true, count: wanted.length };
}
