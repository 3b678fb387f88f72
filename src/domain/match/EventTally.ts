import { eventType, isShootoutEvent, rulesOf, scoringPoints } from '../sport/SportRules';
import type { Match } from './Match';
import type { MatchEvent } from './MatchEvent';
import type { MatchScore } from './MatchScore';
import type { DecidedIn, OutcomeFields } from './Outcome';
import {
  stoppagesAfter,
  decidedAfter,
  stoppageOf,
  stoppedSide,
  timerSeconds,
  withRegulationScore,
} from './Outcome';
import type { Side } from './Side';
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
  /**
   * Issue 14: the score at the end of regulation time and the retirement events of each side, so
   * that decidedIn and the retired side move with the changed event too. A tally stored before
   * them lacks them: it is then taken as missing (every event is read again).
   */
  readonly homeRegulation?: number;
  readonly awayRegulation?: number;
  readonly homeRetirements?: number;
  readonly awayRetirements?: number;
  /** Shootout events without a side: no shootout score, but the match went to a shootout. */
  readonly sidelessShootouts?: number;
  /** The walkover events of each side (a tally stored before them is taken as missing). */
  readonly homeWalkovers?: number;
  readonly awayWalkovers?: number;
}

export const EMPTY_TALLY: EventTally = {
  home: 0,
  away: 0,
  homeShootout: 0,
  awayShootout: 0,
  shootoutEvents: 0,
  homeRegulation: 0,
  awayRegulation: 0,
  homeRetirements: 0,
  awayRetirements: 0,
  sidelessShootouts: 0,
  homeWalkovers: 0,
  awayWalkovers: 0,
};

/** Whether the tally carries every field (one stored before issue 14 does not). */
export function isCompleteTally(tally: EventTally): boolean {
  return (
    typeof tally.homeRegulation === 'number' &&
    typeof tally.awayRegulation === 'number' &&
    typeof tally.homeRetirements === 'number' &&
    typeof tally.awayRetirements === 'number' &&
    typeof tally.sidelessShootouts === 'number' &&
    typeof tally.homeWalkovers === 'number' &&
    typeof tally.awayWalkovers === 'number'
  );
}

/** Whether a scoring event counts in regulation time (as decidedInFromEvents counts it). */
function inRegulation(match: TallyMatch, e: MatchEvent): boolean {
  const minutes = rulesOf(match.sport).regulationMinutes;
  if (minutes === null) return true;
  const at = timerSeconds(e.timer);
  // Additional time (football's 90+3) is still regulation time.
  return at === null || at <= minutes * 60 || (e.additionalTimer ?? 0) > 0;
}

type TallyMatch = Pick<Match, 'id' | 'sport' | 'homeTeamId' | 'awayTeamId'>;

/** The tally with one event counted (`sign` 1) or taken away (`sign` -1). Unsaved events never count. */
function withEvent(match: TallyMatch, tally: EventTally, e: MatchEvent, sign: 1 | -1): EventTally {
  if (!e.saved || e.matchId !== match.id) return tally;
  const side = sideOfClub(match, e.clubId);
  if (side === null) {
    if (!isShootoutEvent(match.sport, e.type)) return tally;
    return { ...tally, sidelessShootouts: (tally.sidelessShootouts ?? 0) + sign };
  }
  const effect = eventType(match.sport, e.type)?.effect;
  const next = {
    ...tally,
    homeRegulation: tally.homeRegulation ?? 0,
    awayRegulation: tally.awayRegulation ?? 0,
    homeRetirements: tally.homeRetirements ?? 0,
    awayRetirements: tally.awayRetirements ?? 0,
    sidelessShootouts: tally.sidelessShootouts ?? 0,
    homeWalkovers: tally.homeWalkovers ?? 0,
    awayWalkovers: tally.awayWalkovers ?? 0,
  };
  const points = scoringPoints(match.sport, e.type, e.value);
  const scorer: Side | null = effect === 'score' ? side : effect === 'own_goal' ? otherSide(side) : null;
  if (scorer !== null) {
    next[scorer] += sign * points;
    if (inRegulation(match, e)) {
      if (scorer === 'home') next.homeRegulation += sign * points;
      else next.awayRegulation += sign * points;
    }
  } else if (effect === 'shootout_score') {
    if (side === 'home') next.homeShootout += sign;
    else next.awayShootout += sign;
  }
  if (isShootoutEvent(match.sport, e.type)) next.shootoutEvents += sign;
  const stoppage = stoppageOf(match.sport, e.type);
  if (stoppage === 'retired') {
    if (side === 'home') next.homeRetirements += sign;
    else next.awayRetirements += sign;
  } else if (stoppage === 'walkover') {
    if (side === 'home') next.homeWalkovers += sign;
    else next.awayWalkovers += sign;
  }
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

/** The side a tally's events say stopped the match; undefined when both sides did (order unknown). */
function stoppedOfTally(home: number | undefined, away: number | undefined): Side | null | undefined {
  const h = (home ?? 0) > 0;
  const a = (away ?? 0) > 0;
  if (h && a) return undefined;
  return h ? 'home' : a ? 'away' : null;
}

/**
 * decidedIn, the retired side, the walkover side and the regulation score of a complete tally, exactly as
 * outcomeFromEvents gives them from the events (`removed`: the event the write took back); null
 * when the tally cannot say (incomplete, or stoppage events of both sides, whose order only the
 * events know).
 */
export function outcomeOfTally(
  match: TallyMatch & OutcomeFields,
  tally: EventTally,
  removed: MatchEvent | null = null,
  before: EventTally | null = null,
): OutcomeFields | null {
  if (!isCompleteTally(tally)) return null;
  const retired = stoppedOfTally(tally.homeRetirements, tally.awayRetirements);
  const walkover = stoppedOfTally(tally.homeWalkovers, tally.awayWalkovers);
  if (retired === undefined || walkover === undefined) return null;
  const regulation = { home: tally.homeRegulation ?? 0, away: tally.awayRegulation ?? 0 };
  const decided = decidedAfter(
    decidedOfTally(match, tally),
    before ? decidedOfTally(match, before) : null,
    regulation,
    match,
  );
  const takenBack = (kind: 'retired' | 'walkover') => (removed ? stoppedSide(match, removed, kind) : null);
  const fields = { decidedIn: decided.decidedIn, ...stoppagesAfter(match, retired, walkover, takenBack) };
  return withRegulationScore(fields, decided.regulationScore);
}

/** How a tally's events say the match was decided (as decidedInFromEvents says it of the events). */
function decidedOfTally(match: TallyMatch, tally: EventTally): DecidedIn | null {
  if (rulesOf(match.sport).regulationMinutes === null) return null;
  if (tally.shootoutEvents + (tally.sidelessShootouts ?? 0) > 0) return 'shootout';
  if (tally.homeRegulation !== tally.awayRegulation) return 'regulation';
  return tally.home !== tally.away ? 'overtime' : null;
}
