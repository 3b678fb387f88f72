import { eventType, isShootoutEvent, scoringPoints } from '../sport/SportRules';
import type { Match } from './Match';
import type { MatchEvent } from './MatchEvent';
import type { MatchScore } from './MatchScore';
import { otherSide, sideOfClub } from './Side';

/**
 * What the saved events of a team-sport match add up to. It is kept beside the match, so that an
 * event write adds or takes away that one event instead of re-adding every event of the match.
 */
export interface EventTally {
  readonly home: number;
  readonly away: number;
  readonly homeShootout: number;
  readonly awayShootout: number;
  /** Shootout goals and misses with a side: without any, the shootout scores are null. */
  readonly shootoutEvents: number;
}

export const EMPTY_TALLY: EventTally = {
  home: 0,
  away: 0,
  homeShootout: 0,
  awayShootout: 0,
  shootoutEvents: 0,
};

type TallyMatch = Pick<Match, 'id' | 'sport' | 'homeTeamId' | 'awayTeamId'>;

/** The tally with one event counted (`sign` 1) or taken away (`sign` -1). Unsaved events never count. */
function withEvent(match: TallyMatch, tally: EventTally, e: MatchEvent, sign: 1 | -1): EventTally {
  if (!e.saved || e.matchId !== match.id) return tally;
  const side = sideOfClub(match, e.clubId);
  if (side === null) return tally;
  const effect = eventType(match.sport, e.type)?.effect;
  const next = { ...tally };
  const points = scoringPoints(match.sport, e.type, e.value);
  if (effect === 'score') next[side] += sign * points;
  else if (effect === 'own_goal') next[otherSide(side)] += sign * points;
  else if (effect === 'shootout_score') {
    if (side === 'home') next.homeShootout += sign;
    else next.awayShootout += sign;
  }
  if (isShootoutEvent(match.sport, e.type)) next.shootoutEvents += sign;
  return next;
}

/** The tally of all the saved events of a match. */
export function tallyOfEvents(match: TallyMatch, events: readonly MatchEvent[]): EventTally {
  return events.reduce((tally, e) => withEvent(match, tally, e, 1), EMPTY_TALLY);
}

/** The tally after one event was created (`removed` null), modified, or deleted (`added` null). */
export function tallyAfterChange(
  match: TallyMatch,
  tally: EventTally,
  removed: MatchEvent | null,
  added: MatchEvent | null,
): EventTally {
  const without = removed ? withEvent(match, tally, removed, -1) : tally;
  return added ? withEvent(match, without, added, 1) : without;
}

/**
 * The score of a tally. A derived score is known, so it is 0 when nothing was scored; the
 * shootout scores stay null when the match has no shootout event.
 */
export function scoreOfTally(tally: EventTally): MatchScore {
  const hadShootout = tally.shootoutEvents > 0;
  return {
    homeScore: tally.home,
    awayScore: tally.away,
    homeShootoutScore: hadShootout ? tally.homeShootout : null,
    awayShootoutScore: hadShootout ? tally.awayShootout : null,
  };
}
