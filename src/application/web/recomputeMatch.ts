import type { EventTally } from '../../domain/match/EventTally';
import {
  isCompleteTally,
  outcomeOfTally,
  scoreOfTally,
  tallyAfterChange,
  tallyOfEvents,
} from '../../domain/match/EventTally';
import type { Match } from '../../domain/match/Match';
import type { MatchEvent } from '../../domain/match/MatchEvent';
import type { MatchScore } from '../../domain/match/MatchScore';
import { outcomeFromEvents, withRegulationScore } from '../../domain/match/Outcome';
import type { OutcomeFields } from '../../domain/match/Outcome';
import { setsWon, tennisSetsAfterChange, tennisSetsFromEvents } from '../../domain/match/TennisSets';
import type { TennisSet } from '../../domain/match/MatchEvent';
import { rulesOf } from '../../domain/sport/SportRules';
import type { MatchDataStores } from '../ports/MatchData';

type Outcome = OutcomeFields;

/**
 * The match with its new score, decidedIn, retired and walkover sides (issue 14), stored with the tally it
 * came from. Its version does not move here: the event-write service bumps it once per write
 * (events/bumpVersions).
 */
async function store(
  stores: MatchDataStores,
  before: Match,
  score: MatchScore,
  outcome: Outcome,
  tally: EventTally,
): Promise<Match> {
  const { regulationScore, ...stoppage } = outcome;
  const after: Match = withRegulationScore(
    {
      ...before,
      homeScore: score.homeScore,
      awayScore: score.awayScore,
      homeShootoutScore: score.homeShootoutScore,
      awayShootoutScore: score.awayShootoutScore,
      // Issue 14: a shootout event, an overtime deciding score, a retirement or walkover event says so.
      ...stoppage,
    },
    regulationScore,
  );
  await stores.matches.update(after);
  await stores.matches.setEventTally(before.id, tally);
  return after;
}

const scoreOfSets = (sets: readonly TennisSet[]): MatchScore => {
  const won = setsWon(sets);
  return { homeScore: won.home, awayScore: won.away, homeShootoutScore: null, awayShootoutScore: null };
};

/**
 * After its events changed, inside the caller's transaction: the match's tennis sets, score,
 * decidedIn, retired and walkover sides derived again from all its saved events (`removed`: the
 * event the write took back, if any). Returns the match after.
 */
export async function recomputeMatch(
  stores: MatchDataStores,
  before: Match,
  removed: MatchEvent | null = null,
): Promise<Match> {
  const events = await stores.matches.events(before.id);
  const tally = tallyOfEvents(before, events);
  const outcome = outcomeFromEvents(before, events, removed);
  if (rulesOf(before.sport).hasSets) {
    const sets = tennisSetsFromEvents(before, events);
    await stores.matches.setSets(before.id, sets);
    return store(stores, before, scoreOfSets(sets), outcome, tally);
  }
  return store(stores, before, scoreOfTally(tally), outcome, tally);
}

/**
 * After one event of the match was created (`removed` null), modified or deleted (`added` null),
 * inside the caller's transaction: the score (tennis: the sets of that event, and sets won),
 * decidedIn and the retired and walkover sides moved by that event alone, from `tally`, what the saved events
 * added up to before the write (Matches.eventTally, read before the event was written). Without a
 * complete tally (an import or another writer changed the events since, or one stored before
 * issue 14), every event is added up again (recomputeMatch): both give the same match. Returns
 * the match after.
 */
export async function recomputeMatchAfterChange(
  stores: MatchDataStores,
  before: Match,
  tally: EventTally | null,
  removed: MatchEvent | null,
  added: MatchEvent | null,
): Promise<Match> {
  if (!tally || !isCompleteTally(tally)) return recomputeMatch(stores, before, removed);
  const next = tallyAfterChange(before, tally, removed, added);
  const outcome = outcomeOfTally(before, next, removed);
  if (!outcome) return recomputeMatch(stores, before, removed);
  if (rulesOf(before.sport).hasSets) {
    const stored = await stores.matches.sets(before.id);
    const sets = tennisSetsAfterChange(before, stored, removed, added);
    if (JSON.stringify(sets) !== JSON.stringify(stored)) await stores.matches.setSets(before.id, sets);
    return store(stores, before, scoreOfSets(sets), outcome, next);
  }
  return store(stores, before, scoreOfTally(next), outcome, next);
}
