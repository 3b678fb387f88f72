import { eventType, isShootoutEvent, rulesOf, scoringPoints } from '../sport/SportRules';
import type { Match } from './Match';
import type { MatchEvent } from './MatchEvent';
import type { Side } from './Side';
import { otherSide, sideOfClub } from './Side';

/** How a match was decided (issue 14). */
export const DECIDED_IN = ['regulation', 'overtime', 'shootout'] as const;
export type DecidedIn = (typeof DECIDED_IN)[number];

export const SIDES: readonly Side[] = ['home', 'away'];

/** Seconds into the match of an event timer such as "61", "61:20"; null when it has none. */
export function timerSeconds(timer: string | null): number | null {
  if (timer === null) return null;
  const m = /^(\d+)(?::([0-5]\d))?$/.exec(timer.trim());
  if (!m) return null;
  return Number(m[1]) * 60 + (m[2] === undefined ? 0 : Number(m[2]));
}

type OutcomeMatch = Pick<Match, 'id' | 'sport' | 'homeTeamId' | 'awayTeamId'>;

/**
 * What the saved events say about how the match was decided: a shootout event means `shootout`;
 * a match level at the end of regulation time whose score then changed (a deciding score in an
 * overtime period) means `overtime`; a lead at the end of regulation time means `regulation`.
 * null when the events say none of these (a level score: the stored value stays).
 */
export function decidedInFromEvents(match: OutcomeMatch, events: readonly MatchEvent[]): DecidedIn | null {
  const minutes = rulesOf(match.sport).regulationMinutes;
  if (minutes === null) return null;
  const saved = events.filter((e) => e.saved && e.matchId === match.id);
  if (saved.some((e) => isShootoutEvent(match.sport, e.type))) return 'shootout';
  const regulation = { home: 0, away: 0 };
  const total = { home: 0, away: 0 };
  for (const e of saved) {
    const effect = eventType(match.sport, e.type)?.effect;
    const club = sideOfClub(match, e.clubId);
    if (club === null || (effect !== 'score' && effect !== 'own_goal')) continue;
    const side = effect === 'own_goal' ? otherSide(club) : club;
    const points = scoringPoints(match.sport, e.type, e.value);
    total[side] += points;
    const at = timerSeconds(e.timer);
    // Additional time (football's 90+3) is still regulation time.
    if (at === null || at <= minutes * 60 || (e.additionalTimer ?? 0) > 0) regulation[side] += points;
  }
  if (regulation.home !== regulation.away) return 'regulation';
  return total.home !== total.away ? 'overtime' : null;
}

/** The side that retired, from the tennis catalogue's retirement event (its club stopped). */
export function retiredFromEvents(match: OutcomeMatch, events: readonly MatchEvent[]): Side | null {
  for (const e of events) {
    if (!e.saved || e.matchId !== match.id) continue;
    if (eventType(match.sport, e.type)?.key !== 'retirement') continue;
    const side = sideOfClub(match, e.clubId);
    if (side !== null) return side;
  }
  return null;
}

/** The outcome fields of a match after its events changed: what the events say wins. */
export function outcomeFromEvents(
  match: OutcomeMatch & Pick<Match, 'decidedIn' | 'retired'>,
  events: readonly MatchEvent[],
): Pick<Match, 'decidedIn' | 'retired'> {
  return {
    decidedIn: decidedInFromEvents(match, events) ?? match.decidedIn,
    retired: retiredFromEvents(match, events) ?? match.retired,
  };
}
