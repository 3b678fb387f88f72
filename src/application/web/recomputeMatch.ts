import type { EventTally } from '../../domain/match/EventTally';
import { EMPTY_TALLY, scoreOfTally, tallyAfterChange, tallyOfEvents } from '../../domain/match/EventTally';
import type { Match } from '../../domain/match/Match';
import type { MatchEvent } from '../../domain/match/MatchEvent';
import type { MatchScore } from '../../domain/match/MatchScore';
import { setsWon, tennisSetsAfterChange, tennisSetsFromEvents } from '../../domain/match/TennisSets';
import { rulesOf } from '../../domain/sport/SportRules';
import type { MatchDataStores } from '../ports/MatchData';

/**
 * The match with its new score, stored with the tally it came from. Its version does not move
 * here: the event-write service bumps it once per write (events/bumpVersions).
 */
async function store(stores: MatchDataStores, before: Match, score: MatchScore, tally: EventTally) {
  const after: Match = {
    ...before,
    homeScore: score.homeScore,
    awayScore: score.awayScore,
    homeShootoutScore: score.homeShootoutScore,
    awayShootoutScore: score.awayShootoutScore,
  };
  await stores.matches.update(after);
  await stores.matches.setEventTally(before.id, tally);
  return after;
}

/**
 * After its events changed, inside the caller's transaction: the match's tennis sets and score
 * derived again from all its saved events. Returns the match after.
 */
export async function recomputeMatch(stores: MatchDataStores, before: Match): Promise<Match> {
  const events = await stores.matches.events(before.id);
  if (rulesOf(before.sport).hasSets) {
    const sets = tennisSetsFromEvents(before, events);
    await stores.matches.setSets(before.id, sets);
    const won = setsWon(sets);
    const score = {
      homeScore: won.home,
      awayScore: won.away,
      homeShootoutScore: null,
      awayShootoutScore: null,
    };
    return store(stores, before, score, EMPTY_TALLY);
  }
  const tally = tallyOfEvents(before, events);
  return store(stores, before, scoreOfTally(tally), tally);
}

/**
 * After one event of the match was created (`removed` null), modified or deleted (`added` null),
 * inside the caller's transaction: the score (tennis: the sets of that event, and sets won) moved
 * by that event alone, from `tally`, what the saved events added up to before the write
 * (Matches.eventTally, read before the event was written). Without a tally (an import or another
 * writer changed the events since), every event is added up again (recomputeMatch): both give
 * the same score. Returns the match after.
 */
export async function recomputeMatchAfterChange(
  stores: MatchDataStores,
  before: Match,
  tally: EventTally | null,
  removed: MatchEvent | null,
  added: MatchEvent | null,
): Promise<Match> {
  if (!tally) return recomputeMatch(stores, before);
  if (rulesOf(before.sport).hasSets) {
    const stored = await stores.matches.sets(before.id);
    const sets = tennisSetsAfterChange(before, stored, removed, added);
    if (JSON.stringify(sets) !== JSON.stringify(stored)) await stores.matches.setSets(before.id, sets);
    const won = setsWon(sets);
    const score = {
      homeScore: won.home,
      awayScore: won.away,
      homeShootoutScore: null,
      awayShootoutScore: null,
    };
    return store(stores, before, score, EMPTY_TALLY);
  }
  const next = tallyAfterChange(before, tally, removed, added);
  return store(stores, before, scoreOfTally(next), next);
}
