import type { EventTally } from '../../domain/match/EventTally';
import {
  isCompleteTally,
  outcomeOfTally,
  scoreOfTally,
  tallyAfterChange,
  tallyOfEvents,
} from '../../domain/match/EventTally';
import type { Match } from '../../domain/match/Match';
import { hasStarted } from '../../domain/match/Match';
import type { MatchEvent } from '../../domain/match/MatchEvent';
import type { MatchScore } from '../../domain/match/MatchScore';
import { movedScore, scoreOf, scoreOfSets } from '../../domain/match/MatchScore';
import { outcomeFromEvents, withRegulationScore } from '../../domain/match/Outcome';
import type { OutcomeFields } from '../../domain/match/Outcome';
import { tennisSetsAfterChange } from '../../domain/match/TennisSets';
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

/**
 * After one event of the match was created (`removed` null), modified or deleted (`added` null),
 * inside the caller's transaction: the score moved by what that change adds (tennis: the stored
 * sets moved by its game, and the score by the sets won it changes), so that a result stored
 * without its events (an import of results) keeps what it holds beyond them (movedScore), and
 * decidedIn and the retired and walkover sides. They come from `tally`, what the saved events
 * added up to before the write (Matches.eventTally, read before the event was written); without a
 * complete tally (an import or another writer changed the events since, or one stored before
 * issue 14), every event is read and added up again: both give the same match. Returns the match
 * after.
 */
export async function recomputeMatchAfterChange(
  stores: MatchDataStores,
  before: Match,
  tally: EventTally | null,
  removed: MatchEvent | null,
  added: MatchEvent | null,
): Promise<Match> {
  const counted = tally && isCompleteTally(tally) ? countedByTally(before, tally, removed, added) : null;
  const { was, next, outcome } = counted ?? (await countedByEvents(stores, before, removed, added));
  let score: MatchScore;
  if (rulesOf(before.sport).hasSets) {
    const stored = await stores.matches.sets(before.id);
    const sets = tennisSetsAfterChange(before, stored, removed, added);
    if (JSON.stringify(sets) !== JSON.stringify(stored)) await stores.matches.setSets(before.id, sets);
    score = movedScore(scoreOf(before), scoreOfSets(stored), scoreOfSets(sets), hasStarted(before.status));
  } else {
    score = movedScore(scoreOf(before), scoreOfTally(was), scoreOfTally(next), hasStarted(before.status));
  }
  return store(stores, before, score, outcome, next);
}

interface Counted {
  /** What the saved events added up to before the change, and after it. */
  readonly was: EventTally;
  readonly next: EventTally;
  readonly outcome: Outcome;
}

/** The change counted on the stored tally; null when the tally cannot give the outcome. */
function countedByTally(
  before: Match,
  tally: EventTally,
  removed: MatchEvent | null,
  added: MatchEvent | null,
): Counted | null {
  const next = tallyAfterChange(before, tally, removed, added);
  const outcome = outcomeOfTally(before, next, removed, tally);
  return outcome ? { was: tally, next, outcome } : null;
}

/** The change counted on every saved event of the match (the change already written). */
async function countedByEvents(
  stores: MatchDataStores,
  before: Match,
  removed: MatchEvent | null,
  added: MatchEvent | null,
): Promise<Counted> {
  const events = await stores.matches.events(before.id);
  const next = tallyOfEvents(before, events);
  // The events before the change: the written one taken away, the one it replaced counted.
  const was = tallyAfterChange(before, next, added, removed);
  // The events before the change: the written one taken away, the one it replaced put back.
  const eventsBefore = [...events.filter((e) => e.id !== added?.id), ...(removed ? [removed] : [])];
  return { was, next, outcome: outcomeFromEvents(before, events, removed, eventsBefore) };
}
