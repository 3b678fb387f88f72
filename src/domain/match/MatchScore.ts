import { rulesOf } from '../sport/SportRules';
import { scoreOfTally, tallyOfEvents } from './EventTally';
import type { Match } from './Match';
import type { MatchEvent, TennisSet } from './MatchEvent';
import { setsWon, tennisSetsFromEvents } from './TennisSets';

export interface MatchScore {
  readonly homeScore: number | null;
  readonly awayScore: number | null;
  readonly homeShootoutScore: number | null;
  readonly awayShootoutScore: number | null;
}

/**
 * The score of a match recomputed from its saved events (optimistic events never count).
 * A derived score is known, so it is 0 when nothing was scored; the shootout scores stay null
 * when the match has no shootout event. At tennis the score is sets won.
 */
export function scoreFromEvents(
  match: Pick<Match, 'id' | 'sport' | 'homeTeamId' | 'awayTeamId'>,
  events: readonly MatchEvent[],
): MatchScore {
  if (rulesOf(match.sport).hasSets) return scoreOfSets(tennisSetsFromEvents(match, events));
  return scoreOfTally(tallyOfEvents(match, events));
}

/** The four score fields of a match (or of anything that holds them), alone. */
export function scoreOf(m: MatchScore): MatchScore {
  return {
    homeScore: m.homeScore,
    awayScore: m.awayScore,
    homeShootoutScore: m.homeShootoutScore,
    awayShootoutScore: m.awayShootoutScore,
  };
}

export function sameScore(a: MatchScore, b: MatchScore): boolean {
  return (
    a.homeScore === b.homeScore &&
    a.awayScore === b.awayScore &&
    a.homeShootoutScore === b.homeShootoutScore &&
    a.awayShootoutScore === b.awayShootoutScore
  );
}

/** The tennis score of these sets: the sets won by each side (spec 2.6). */
export function scoreOfSets(sets: readonly TennisSet[]): MatchScore {
  const won = setsWon(sets);
  return { homeScore: won.home, awayScore: won.away, homeShootoutScore: null, awayShootoutScore: null };
}

type Pair = readonly [number | null, number | null];

/**
 * The stored score moved by a change of the match's events: by the difference between the score
 * the events give after the change and before it (`after` and `before`, scoreFromEvents or the
 * tally's). A result given without its events (an import of results) keeps what it holds beyond
 * them, so a card never rewrites it and a goal adds one. An unknown pair of scores stays unknown
 * (null) while the change moves neither side, and takes the events' values once it does. A
 * shootout score the events alone gave goes back to null when its last event goes; so does the
 * score of a match that has not `started` (scheduled, postponed, cancelled) when the change leaves
 * its events scoring nothing and its stored score is what they gave (a goal entered by mistake,
 * then deleted: the match shows no result, not 0-0; a 0-0 an import stored for it goes too). A
 * score never goes below zero.
 */
export function movedScore(
  stored: MatchScore,
  before: MatchScore,
  after: MatchScore,
  started = true,
): MatchScore {
  const unknownAgain = !started && scoresSomething(before) && !scoresSomething(after);
  const [homeScore, awayScore] = movedPair(
    [stored.homeScore, stored.awayScore],
    [before.homeScore, before.awayScore],
    unknownAgain ? [null, null] : [after.homeScore, after.awayScore],
  );
  const [homeShootoutScore, awayShootoutScore] = movedPair(
    [stored.homeShootoutScore, stored.awayShootoutScore],
    [before.homeShootoutScore, before.awayShootoutScore],
    [after.homeShootoutScore, after.awayShootoutScore],
  );
  return { homeScore, awayScore, homeShootoutScore, awayShootoutScore };
}

const scoresSomething = (s: MatchScore): boolean => (s.homeScore ?? 0) > 0 || (s.awayScore ?? 0) > 0;

/** A pair moves as one: both sides known, or both unknown (a shootout score never half null). */
function movedPair(stored: Pair, before: Pair, after: Pair): Pair {
  if (before[0] === after[0] && before[1] === after[1]) return stored;
  if (stored[0] === null && stored[1] === null) return after;
  const noneAfter = after[0] === null && after[1] === null;
  if (noneAfter && stored[0] === before[0] && stored[1] === before[1]) return [null, null];
  const side = (i: 0 | 1): number => Math.max(0, (stored[i] ?? 0) + (after[i] ?? 0) - (before[i] ?? 0));
  return [side(0), side(1)];
}
