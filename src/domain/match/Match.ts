import type { Sport } from '../sport/Sport';
import type { DecidedIn } from './Outcome';
import type { Side } from './Side';

export const MATCH_STATUSES = ['scheduled', 'live', 'finished', 'postponed', 'cancelled'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** Whether play began: a live or finished match has a known score, 0-0 before any goal. */
export function hasStarted(status: MatchStatus): boolean {
  return status === 'live' || status === 'finished';
}

export interface Official {
  readonly role: string;
  readonly name: string;
}

export interface Weather {
  readonly sky: string;
  readonly temperature: string;
  readonly humidity: string;
  readonly wind: string;
}

/** Descriptive data of a match (MatchDetails fields beyond MatchSummary, spec 2.6). */
export interface MatchInfo {
  readonly city: string;
  readonly stadium: string;
  readonly venue: string;
  readonly officials: readonly Official[];
  readonly commentators: readonly Official[];
  readonly weather: Weather;
}

export interface Match {
  readonly id: string;
  readonly championshipId: string;
  readonly sport: Sport;
  readonly dayId: string;
  readonly phaseId: string;
  readonly groupId: string;
  readonly homeTeamId: string;
  readonly awayTeamId: string;
  /** ISO date YYYY-MM-DD, "" when unknown. */
  readonly date: string;
  /** HH:MM, "" when unknown. */
  readonly time: string;
  readonly status: MatchStatus;
  /** Clock as shown, e.g. "45:00"; "" when unknown. */
  readonly timer: string;
  readonly period: string;
  /** Scores are null when unknown, 0 when zero. At tennis: sets won. */
  readonly homeScore: number | null;
  readonly awayScore: number | null;
  readonly homeShootoutScore: number | null;
  readonly awayShootoutScore: number | null;
  readonly info: MatchInfo;
  /**
   * How the result was reached (issue 14): `regulation`, `overtime` or `shootout`; null when not
   * recorded (the standings then read a level score with shootout scores as `shootout`).
   */
  readonly decidedIn: DecidedIn | null;
  /** The side that retired (stopped playing during the match), or null. */
  readonly retired: Side | null;
  /** The side that gave a walkover (did not play), or null. */
  readonly walkover: Side | null;
  /**
   * The score at the end of regulation time of a match decided in overtime (issue 14), when known:
   * from the events, or given to the import. The EuroLeague leaves overtime points out of the
   * standings (pointsRule.overtimeScoring `excluded`).
   */
  readonly regulationScore?: RegulationScore;
  /** Increases with every change of the match or its events (web notifications `version`). */
  readonly version: number;
}

/** Goals or points of each side at the end of regulation time. */
export interface RegulationScore {
  readonly home: number;
  readonly away: number;
}

export const EMPTY_WEATHER: Weather = { sky: '', temperature: '', humidity: '', wind: '' };

export const EMPTY_MATCH_INFO: MatchInfo = {
  city: '',
  stadium: '',
  venue: '',
  officials: [],
  commentators: [],
  weather: EMPTY_WEATHER,
};

/**
 * A match counts in the standings once it has a final result: finished with its score, or
 * finished with a side that gave a walkover, which decides it without one (a forfeit is often
 * published with none; finalScoreOf counts it). A retirement needs its score: the rules count the
 * score at the stoppage (FIBA Art. 21), which nothing else gives.
 */
export function hasResult(
  m: Pick<Match, 'status' | 'homeScore' | 'awayScore'> & Partial<Pick<Match, 'walkover'>>,
): boolean {
  if (m.status !== 'finished') return false;
  return (m.homeScore !== null && m.awayScore !== null) || (m.walkover ?? null) !== null;
}
