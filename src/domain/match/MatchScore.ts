import { eventType, isShootoutEvent, rulesOf, scoringPoints } from '../sport/SportRules';
import type { Match } from './Match';
import type { MatchEvent } from './MatchEvent';
import { otherSide, sideOfClub } from './Side';
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
  const regular = { home: 0, away: 0 };
  const shootout = { home: 0, away: 0 };
  let hadShootout = false;
  for (const e of events) {
    if (!e.saved || e.matchId !== match.id) continue;
    const effect = eventType(match.sport, e.type)?.effect;
    const side = sideOfClub(match, e.clubId);
    if (side === null) continue;
    if (effect === 'score') regular[side] += scoringPoints(match.sport, e.type, e.value);
    else if (effect === 'own_goal') regular[otherSide(side)] += scoringPoints(match.sport, e.type, e.value);
    else if (effect === 'shootout_score') shootout[side] += 1;
    if (isShootoutEvent(match.sport, e.type)) hadShootout = true;
  }
  return {
    homeScore: regular.home,
    awayScore: regular.away,
    homeShootoutScore: hadShootout ? shootout.home : null,
    awayShootoutScore: hadShootout ? shootout.away : null,
  };
}
