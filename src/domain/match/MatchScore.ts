import { rulesOf } from '../sport/SportRules';
import { scoreOfTally, tallyOfEvents } from './EventTally';
import type { Match } from './Match';
import type { MatchEvent } from './MatchEvent';
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
  if (rulesOf(match.sport).hasSets) {
    const won = setsWon(tennisSetsFromEvents(match, events));
    return { homeScore: won.home, awayScore: won.away, homeShootoutScore: null, awayShootoutScore: null };
  }
  return scoreOfTally(tallyOfEvents(match, events));
}
