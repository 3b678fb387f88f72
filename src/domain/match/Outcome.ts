import { eventType, isShootoutEvent, rulesOf, scoringPoints } from '../sport/SportRules';
import type { Match, RegulationScore } from './Match';
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

/** The saved scores of the match: at the end of regulation time and in all, and whether a shootout was held. */
function scoresOfEvents(match: OutcomeMatch, events: readonly MatchEvent[], minutes: number) {
  const saved = events.filter((e) => e.saved && e.matchId === match.id);
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
  return { regulation, total, shootout: saved.some((e) => isShootoutEvent(match.sport, e.type)) };
}

/**
 * What the saved events say about how the match was decided: a shootout event means `shootout`;
 * a match level at the end of regulation time whose score then changed (a deciding score in an
 * overtime period) means `overtime`; a lead at the end of regulation time means `regulation`.
 * null when the events say none of these (a level score: the stored value stays).
 */
export function decidedInFromEvents(match: OutcomeMatch, events: readonly MatchEvent[]): DecidedIn | null {
  const minutes = rulesOf(match.sport).regulationMinutes;
  if (minutes === null) return null;
  const { regulation, total, shootout } = scoresOfEvents(match, events, minutes);
  if (shootout) return 'shootout';
  if (regulation.home !== regulation.away) return 'regulation';
  return total.home !== total.away ? 'overtime' : null;
}

/** The score at the end of regulation time the saved events give (sports with a regulation time). */
export function regulationScoreOfEvents(
  match: OutcomeMatch,
  events: readonly MatchEvent[],
): RegulationScore | null {
  const minutes = rulesOf(match.sport).regulationMinutes;
  return minutes === null ? null : scoresOfEvents(match, events, minutes).regulation;
}

/**
 * The regulation score a match keeps after its events changed: the events' one when they say it
 * went to overtime, none when they say it did not, the stored one when they say nothing.
 */
export function regulationScoreAfter(
  decidedFromEvents: DecidedIn | null,
  fromEvents: RegulationScore | null,
  stored: RegulationScore | undefined,
): RegulationScore | undefined {
  if (decidedFromEvents === null) return stored;
  return decidedFromEvents === 'overtime' && fromEvents ? fromEvents : undefined;
}

/**
 * How a side stopped a match (issue 14): it `retired` during the match (the tennis catalogue's
 * retirement event) or gave a `walkover` (did not play: the walkover event of every catalogue).
 * The event's club is the side that stopped.
 */
export type Stoppage = 'retired' | 'walkover';

const STOPPAGE_KEYS: Readonly<Record<Stoppage, string>> = { retired: 'retirement', walkover: 'walkover' };

/** The stoppage an event type records, or null. */
export function stoppageOf(sport: Match['sport'], type: number): Stoppage | null {
  const key = eventType(sport, type)?.key;
  if (key === STOPPAGE_KEYS.retired) return 'retired';
  if (key === STOPPAGE_KEYS.walkover) return 'walkover';
  return null;
}

/** The side a saved event of the match says stopped it in the way `kind`; null for any other event. */
export function stoppedSide(match: OutcomeMatch, e: MatchEvent, kind: Stoppage): Side | null {
  if (!e.saved || e.matchId !== match.id) return null;
  if (stoppageOf(match.sport, e.type) !== kind) return null;
  return sideOfClub(match, e.clubId);
}

/**
 * Why an event of type `type` cannot be written because the match already stopped; null when it
 * can. A match stops once: a retirement or a walkover is refused while a saved event of another
 * one stands (take that one back first), and at tennis no game or tie-break point comes after it
 * in the events, new or changed into one. `previous` is the event the write changes (null for a
 * new one): the stoppage it is itself does not stand against it, and an event before the stoppage
 * stays correctable. A stoppage an import gave without an event does not stand here: an event may
 * correct it (found by review). Found by review too: a second retirement, or a walkover after a
 * retirement, was taken with a 200 and changed nothing.
 */
export function stoppedMatchProblem(
  match: OutcomeMatch,
  events: readonly MatchEvent[],
  previous: MatchEvent | null,
  type: number,
): string | null {
  const standing = events.find(
    (e) => e.saved && e.id !== previous?.id && stoppageOf(match.sport, e.type) !== null,
  );
  if (!standing) return null;
  const kind = stoppageOf(match.sport, standing.type) as Stoppage;
  const side = sideOfClub(match, standing.clubId);
  const stopped = `${side ?? standing.clubId} ${kind === 'retired' ? 'retired' : 'gave a walkover'}`;
  if (stoppageOf(match.sport, type) !== null) {
    return `type ${type}: the match already stopped (${stopped}, event ${standing.id}); take that back first.`;
  }
  const effect = eventType(match.sport, type)?.effect;
  const after = previous === null || previous.sequence > standing.sequence;
  if (after && (effect === 'game' || effect === 'tie_break_point')) {
    const what = effect === 'game' ? 'game' : 'tie-break point';
    return `type ${type}: the match stopped (${stopped}, event ${standing.id}); no ${what} is played after that.`;
  }
  return null;
}

function stoppedFromEvents(match: OutcomeMatch, events: readonly MatchEvent[], kind: Stoppage): Side | null {
  for (const e of events) {
    const side = stoppedSide(match, e, kind);
    if (side !== null) return side;
  }
  return null;
}

/** The side that retired, from the tennis catalogue's retirement event (its club stopped). */
export function retiredFromEvents(match: OutcomeMatch, events: readonly MatchEvent[]): Side | null {
  return stoppedFromEvents(match, events, 'retired');
}

/** The side that gave a walkover, from the catalogue's walkover event (its club did not play). */
export function walkoverFromEvents(match: OutcomeMatch, events: readonly MatchEvent[]): Side | null {
  return stoppedFromEvents(match, events, 'walkover');
}

/**
 * A stoppage field after a write: what the saved events say; when they say nothing, the stored
 * value stays (an import may set it without any event), unless the event the write took back
 * (modified or deleted) was the one that said it: then the match no longer stopped.
 */
export function followEvents(
  fromEvents: Side | null,
  stored: Side | null,
  takenBack: Side | null,
): Side | null {
  if (fromEvents !== null) return fromEvents;
  return takenBack !== null && takenBack === stored ? null : stored;
}

export type OutcomeFields = Pick<Match, 'decidedIn' | 'retired' | 'walkover' | 'regulationScore'>;

/**
 * `retired` and `walkover` after a write, from what the events say of each (followEvents). A
 * stoppage an event says replaces one of the other kind that only the import gave: a match is
 * never both retired and walked over (found by review).
 */
export function stoppagesAfter(
  match: Pick<Match, 'retired' | 'walkover'>,
  retired: Side | null,
  walkover: Side | null,
  takenBack: (kind: Stoppage) => Side | null,
): Pick<Match, 'retired' | 'walkover'> {
  return {
    retired:
      walkover !== null && retired === null
        ? null
        : followEvents(retired, match.retired, takenBack('retired')),
    walkover:
      retired !== null && walkover === null
        ? null
        : followEvents(walkover, match.walkover, takenBack('walkover')),
  };
}

/** The fields with the regulation score set, or left out when there is none. */
export function withRegulationScore<T extends object>(
  fields: T,
  regulationScore: RegulationScore | undefined,
): T & { regulationScore?: RegulationScore } {
  const { regulationScore: _dropped, ...rest } = fields as T & { regulationScore?: RegulationScore };
  return (regulationScore ? { ...rest, regulationScore } : rest) as T & { regulationScore?: RegulationScore };
}

/**
 * The outcome fields of a match after its events changed: what the events say wins. `removed` is
 * the event the write took back (its previous version when modified), if any.
 */
export function outcomeFromEvents(
  match: OutcomeMatch & OutcomeFields,
  events: readonly MatchEvent[],
  removed: MatchEvent | null = null,
  eventsBefore: readonly MatchEvent[] | null = null,
): OutcomeFields {
  const takenBack = (kind: Stoppage) => (removed ? stoppedSide(match, removed, kind) : null);
  const decided = decidedAfter(
    decidedInFromEvents(match, events),
    eventsBefore ? decidedInFromEvents(match, eventsBefore) : null,
    regulationScoreOfEvents(match, events),
    match,
  );
  const fields = {
    decidedIn: decided.decidedIn,
    ...stoppagesAfter(match, retiredFromEvents(match, events), walkoverFromEvents(match, events), takenBack),
  };
  return withRegulationScore(fields, decided.regulationScore);
}

/**
 * How the match was decided, and its regulation score, after its events changed: what the events
 * now say (`decided`); when they say nothing, the stored values, unless the change took back what
 * the events said before it (`before`) and the stored value is that: it goes back to unknown
 * (null), as a walkover or a retirement does (a shootout goal deleted leaves no shootout). A value
 * the events never said (given to the import) stays.
 */
export function decidedAfter(
  decided: DecidedIn | null,
  before: DecidedIn | null,
  regulation: RegulationScore | null,
  stored: Pick<Match, 'decidedIn' | 'regulationScore'>,
): { readonly decidedIn: DecidedIn | null; readonly regulationScore: RegulationScore | undefined } {
  if (decided === null && before !== null && stored.decidedIn === before) {
    return { decidedIn: null, regulationScore: undefined };
  }
  return {
    decidedIn: decided ?? stored.decidedIn,
    regulationScore: regulationScoreAfter(decided, regulation, stored.regulationScore),
  };
}

/**
 * How a match's result was reached, as it is published: `regulation` only once the match is
 * finished (before, a lead is not a result: one goal at minute 2 read `regulation`); `overtime` and
 * `shootout` as soon as they are known (the match went there). get_match and the desk's
 * `decided_in` text show the same.
 */
export function publishedDecidedIn(match: Pick<Match, 'status' | 'decidedIn'>): DecidedIn | null {
  return match.decidedIn === 'regulation' && match.status !== 'finished' ? null : match.decidedIn;
}

/**
 * Why a match cannot be said to be decided in `decidedIn` (the desk's set_decided_in), from its
 * stored score; null when it can. The rules of the import's `decidedIn` (import-formats.md): a
 * match decided in overtime has a winner, one decided by a shootout a level score (the score before
 * the shootout). A score not known yet says nothing. Found by QA: a level 2-2 was saved as
 * decided in overtime, a 4-2 as decided by a shootout, and graphics showed it.
 */
export function decidedInProblem(
  match: Pick<Match, 'homeScore' | 'awayScore'>,
  decidedIn: DecidedIn,
): string | null {
  const { homeScore: home, awayScore: away } = match;
  if (home === null || away === null) return null;
  if (decidedIn === 'overtime' && home === away)
    return `a match decided in overtime has a winner, but the score is level (${home}-${away}).`;
  if (decidedIn === 'shootout' && home !== away)
    return `a shootout follows a level score, but the score is ${home}-${away}.`;
  return null;
}
