import type { Day, Player, Team } from '../championship/Championship';
import { sideName } from '../championship/Championship';
import { score, text } from '../shared/conventions';
import type { Match } from './Match';
import type { MatchSummary } from './views';

/** The records a summary is built from: the Day gives the label, never the day's id (spec 2). */
export interface SummarySources {
  readonly days: readonly Day[];
  readonly teams: readonly Team[];
  /** Players of the teams, for tennis doubles names (spec 2.6). */
  readonly players: readonly Player[];
}

/** Spec 2.5, field by field. Scores are the stored ones (at tennis: sets won). */
export function toMatchSummary(match: Match, sources: SummarySources): MatchSummary {
  const day = sources.days.find((d) => d.id === match.dayId);
  const home = sources.teams.find((t) => t.id === match.homeTeamId);
  const away = sources.teams.find((t) => t.id === match.awayTeamId);
  return {
    id: text(match.id),
    sport: match.sport,
    championshipId: text(match.championshipId),
    dayId: text(match.dayId),
    dayLabel: text(day?.label),
    date: text(match.date),
    time: text(match.time),
    status: text(match.status),
    timer: text(match.timer),
    period: text(match.period),
    homeTeamId: text(match.homeTeamId),
    awayTeamId: text(match.awayTeamId),
    homeTeam: text(home?.name),
    awayTeam: text(away?.name),
    homeName: home ? sideName(match.sport, home, sources.players) : '',
    awayName: away ? sideName(match.sport, away, sources.players) : '',
    homeShortName: text(home?.shortName),
    awayShortName: text(away?.shortName),
    homeScore: score(match.homeScore),
    awayScore: score(match.awayScore),
    homeShootoutScore: score(match.homeShootoutScore),
    awayShootoutScore: score(match.awayShootoutScore),
  };
}
