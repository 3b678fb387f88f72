import type { Match } from '../../domain/match/Match';
import type { MatchEvent, TennisSet } from '../../domain/match/MatchEvent';
import { setWinners, tennisSetsAfterChange, tennisSetsFromEvents } from '../../domain/match/TennisSets';
import { rulesOf } from '../../domain/sport/SportRules';
import type { MatchDataStores } from '../ports/MatchData';
import type { ImportTally } from './ImportTally';
import type { MatchdeskMatch } from './MatchdeskDocument';
import { sameData } from './sameData';

/** The sets a document gives as set scores (a match listed without events), as they are stored. */
export function givenSets(match: Pick<Match, 'id'>, m: Pick<MatchdeskMatch, 'sets'>): TennisSet[] {
  const given = [...m.sets].sort((a, b) => a.number - b.number);
  const winners = setWinners(given);
  return given.map((set, i) => ({
    matchId: match.id,
    number: set.number,
    homeGames: set.homeGames,
    awayGames: set.awayGames,
    homeTieBreak: set.homeTieBreak,
    awayTieBreak: set.awayTieBreak,
    winner: winners[i] ?? null,
  }));
}

/**
 * `sets` with the match's saved events added, as event writes add them to sets stored without
 * their events (a game or a tie-break point each).
 */
export function withEventsAdded(
  match: Pick<Match, 'id' | 'homeTeamId' | 'awayTeamId'>,
  sets: readonly TennisSet[],
  events: readonly MatchEvent[],
): TennisSet[] {
  let added = [...sets];
  for (const event of events) added = tennisSetsAfterChange(match, added, null, event);
  return added;
}

/**
 * Whether the document's set scores with the match's stored events added are its stored sets: the
 * document then says nothing new of them, and they stay, with the score they give (importMatches).
 */
export async function storedSetsHold(
  stores: MatchDataStores,
  match: Pick<Match, 'id' | 'homeTeamId' | 'awayTeamId'>,
  m: Pick<MatchdeskMatch, 'sets'>,
  events: readonly MatchEvent[],
): Promise<boolean> {
  const have = await stores.matches.sets(match.id);
  return have.length > 0 && sameData(have, withEventsAdded(match, givenSets(match, m), events));
}

/**
 * Tennis: sets derive from the events, or come from the document when it gives set scores only.
 * Then the match keeps its stored events (written through the web API or at a desk since): when
 * the document's sets with those events added are the stored sets, the document says nothing new
 * and they stay (found by review: re-importing the same file put its 1-0 back over a game written
 * since, whose event stayed, and deleting that game then left no set 2 at all).
 */
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
  const wanted = m.events.length > 0 ? tennisSetsFromEvents(match, events) : givenSets(match, m);
  const have = await stores.matches.sets(match.id);
  if (sameData(have, wanted)) return { changed: false, count: wanted.length };
  if (m.events.length === 0 && have.length > 0) {
    const kept = await stores.matches.events(match.id);
    if (kept.length > 0 && (await storedSetsHold(stores, match, m, kept))) {
      return { changed: false, count: have.length };
    }
  }
  await stores.matches.setSets(match.id, wanted);
  tally.wrote(have.length ? 'updated' : 'created');
  return { changed: true, count: wanted.length };
}
