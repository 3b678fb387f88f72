import type { Championship } from '../championship/Championship';
import { text } from '../shared/conventions';
import type { Match, Official, Weather } from './Match';
import type { SummarySources } from './MatchSummaryMapper';
import { toMatchSummary } from './MatchSummaryMapper';
import type { MatchDetails } from './views';

function toOfficial(o: Official): Official {
  return { role: text(o.role), name: text(o.name) };
}

function toWeather(w: Weather | undefined): Weather {
  return {
    sky: text(w?.sky),
    temperature: text(w?.temperature),
    humidity: text(w?.humidity),
    wind: text(w?.wind),
  };
}

/** Spec 2.6, field by field: the summary plus competition and season (from the Championship) and match info. */
export function toMatchDetails(
  match: Match,
  championship: Pick<Championship, 'competition' | 'season'>,
  sources: SummarySources,
): MatchDetails {
  const s = toMatchSummary(match, sources);
  return {
    id: s.id,
    sport: s.sport,
    championshipId: s.championshipId,
    dayId: s.dayId,
    dayLabel: s.dayLabel,
    date: s.date,
    time: s.time,
    status: s.status,
    timer: s.timer,
    period: s.period,
    homeTeamId: s.homeTeamId,
    awayTeamId: s.awayTeamId,
    homeTeam: s.homeTeam,
    awayTeam: s.awayTeam,
    homeName: s.homeName,
    awayName: s.awayName,
    homeShortName: s.homeShortName,
    awayShortName: s.awayShortName,
    homeScore: s.homeScore,
    awayScore: s.awayScore,
    homeShootoutScore: s.homeShootoutScore,
    awayShootoutScore: s.awayShootoutScore,
    competition: text(championship.competition),
    season: text(championship.season),
    city: text(match.info.city),
    stadium: text(match.info.stadium),
    venue: text(match.info.venue),
    officials: match.info.officials.map(toOfficial),
    commentators: match.info.commentators.map(toOfficial),
    weather: toWeather(match.info.weather),
  };
}
