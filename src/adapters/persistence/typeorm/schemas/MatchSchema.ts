import { EntitySchema } from 'typeorm';
import type { Official, Weather } from '../../../../domain/match/Match';
import { idColumn, intColumn, jsonColumn, refColumn, textColumn } from './columns';

export interface MatchRecord {
  id: number;
  championshipId: number;
  sport: string;
  dayId: number | null;
  phaseId: number | null;
  groupId: number | null;
  homeTeamId: number | null;
  awayTeamId: number | null;
  date: string;
  time: string;
  status: string;
  timer: string;
  period: string;
  homeScore: number | null;
  awayScore: number | null;
  homeShootoutScore: number | null;
  awayShootoutScore: number | null;
  city: string;
  stadium: string;
  venue: string;
  officials: Official[];
  commentators: Official[];
  weather: Weather;
  decidedIn: string | null;
  retired: string | null;
  walkover: string | null;
  homeRegulationScore: number | null;
  awayRegulationScore: number | null;
  version: number;
}

const T = 'matches';

export const MatchSchema = new EntitySchema<MatchRecord>({
  name: T,
  columns: {
    id: idColumn(),
    championshipId: refColumn(T, 'championship_id', 'championships', { cascade: true }),
    sport: textColumn('sport'),
    dayId: refColumn(T, 'day_id', 'days', { nullable: true }),
    phaseId: refColumn(T, 'phase_id', 'phases', { nullable: true }),
    groupId: refColumn(T, 'group_id', 'championship_groups', { nullable: true }),
    homeTeamId: refColumn(T, 'home_team_id', 'teams', { nullable: true }),
    awayTeamId: refColumn(T, 'away_team_id', 'teams', { nullable: true }),
    date: textColumn('match_date'),
    time: textColumn('match_time'),
    status: textColumn('status'),
    timer: textColumn('timer'),
    period: textColumn('period'),
    homeScore: intColumn('home_score', true),
    awayScore: intColumn('away_score', true),
    homeShootoutScore: intColumn('home_shootout_score', true),
    awayShootoutScore: intColumn('away_shootout_score', true),
    city: textColumn('city'),
    stadium: textColumn('stadium'),
    venue: textColumn('venue'),
    officials: jsonColumn('officials'),
    commentators: jsonColumn('commentators'),
    weather: jsonColumn('weather'),
    decidedIn: textColumn('decided_in', true),
    retired: textColumn('retired', true),
    walkover: textColumn('walkover', true),
    homeRegulationScore: intColumn('home_regulation_score', true),
    awayRegulationScore: intColumn('away_regulation_score', true),
    version: intColumn('version'),
  },
  indices: [
    { name: 'IDX_matches_championship_day', columns: ['championshipId', 'dayId'] },
    { name: 'IDX_matches_day_status', columns: ['dayId', 'status'] },
  ],
});
