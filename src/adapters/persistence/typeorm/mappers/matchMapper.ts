import type { New } from '../../../../application/ports/MatchData';
import type { Match, Official, RegulationScore, Weather } from '../../../../domain/match/Match';
import { MATCH_STATUSES } from '../../../../domain/match/Match';
import { DECIDED_IN, SIDES } from '../../../../domain/match/Outcome';
import { SPORTS } from '../../../../domain/sport/Sport';
import type { MatchRecord } from '../schemas/MatchSchema';
import { optionalId, optionalRefKey, refKey, toId } from '../ids';
import { oneOf } from './oneOf';

const official = (o: Official): Official => ({ role: o.role, name: o.name });

const weather = (w: Weather): Weather => ({
  sky: w.sky,
  temperature: w.temperature,
  humidity: w.humidity,
  wind: w.wind,
});

/** The regulation score of two columns: known only when both are (issue 14). */
export function regulationScoreOf(
  home: number | string | null,
  away: number | string | null,
): { regulationScore?: RegulationScore } {
  return home === null || away === null
    ? {}
    : { regulationScore: { home: Number(home), away: Number(away) } };
}

export function matchFromRecord(r: MatchRecord): Match {
  return {
    id: toId(r.id),
    championshipId: toId(r.championshipId),
    sport: oneOf(r.sport, SPORTS, 'sport'),
    dayId: optionalId(r.dayId),
    phaseId: optionalId(r.phaseId),
    groupId: optionalId(r.groupId),
    homeTeamId: optionalId(r.homeTeamId),
    awayTeamId: optionalId(r.awayTeamId),
    date: r.date,
    time: r.time,
    status: oneOf(r.status, MATCH_STATUSES, 'match status'),
    timer: r.timer,
    period: r.period,
    homeScore: r.homeScore,
    awayScore: r.awayScore,
    homeShootoutScore: r.homeShootoutScore,
    awayShootoutScore: r.awayShootoutScore,
    info: {
      city: r.city,
      stadium: r.stadium,
      venue: r.venue,
      officials: r.officials.map(official),
      commentators: r.commentators.map(official),
      weather: weather(r.weather),
    },
    decidedIn: r.decidedIn === null ? null : oneOf(r.decidedIn, DECIDED_IN, 'decided in'),
    retired: r.retired === null ? null : oneOf(r.retired, SIDES, 'retired side'),
    walkover: r.walkover === null ? null : oneOf(r.walkover, SIDES, 'walkover side'),
    ...regulationScoreOf(r.homeRegulationScore, r.awayRegulationScore),
    version: r.version,
  };
}

export function matchToRecord(m: New<Match>): Omit<MatchRecord, 'id'> {
  return {
    championshipId: refKey(m.championshipId, 'championship'),
    sport: m.sport,
    dayId: optionalRefKey(m.dayId, 'day'),
    phaseId: optionalRefKey(m.phaseId, 'phase'),
    groupId: optionalRefKey(m.groupId, 'group'),
    homeTeamId: optionalRefKey(m.homeTeamId, 'team'),
    awayTeamId: optionalRefKey(m.awayTeamId, 'team'),
    date: m.date,
    time: m.time,
    status: m.status,
    timer: m.timer,
    period: m.period,
    homeScore: m.homeScore,
    awayScore: m.awayScore,
    homeShootoutScore: m.homeShootoutScore,
    awayShootoutScore: m.awayShootoutScore,
    city: m.info.city,
    stadium: m.info.stadium,
    venue: m.info.venue,
    officials: m.info.officials.map(official),
    commentators: m.info.commentators.map(official),
    weather: weather(m.info.weather),
    decidedIn: m.decidedIn,
    retired: m.retired,
    walkover: m.walkover,
    homeRegulationScore: m.regulationScore?.home ?? null,
    awayRegulationScore: m.regulationScore?.away ?? null,
    version: m.version,
  };
}
