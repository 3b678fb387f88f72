// The published shapes of spec part 2. They carry no additional properties: mappers build them
// field by field, never by spreading an entity.
import type { Sport } from '../sport/Sport';
import type { Official, Weather } from './Match';

/** Spec 2.5. */
export interface MatchSummary {
  id: string;
  sport: Sport;
  championshipId: string;
  dayId: string;
  dayLabel: string;
  date: string;
  time: string;
  status: string;
  timer: string;
  period: string;
  homeTeamId: string;
  awayTeamId: string;
  homeTeam: string;
  awayTeam: string;
  homeName: string;
  awayName: string;
  homeShortName: string;
  awayShortName: string;
  homeScore: number | null;
  awayScore: number | null;
  homeShootoutScore: number | null;
  awayShootoutScore: number | null;
}

/** Spec 2.6. */
export interface MatchDetails extends MatchSummary {
  competition: string;
  season: string;
  city: string;
  stadium: string;
  venue: string;
  officials: Official[];
  commentators: Official[];
  weather: Weather;
}

export type DayRelation = 'previous' | 'current' | 'next';

/** Spec 2.7. */
export interface MatchDay {
  id: string;
  label: string;
  relation: DayRelation;
  matches: MatchSummary[];
}

/** Spec 2.8. */
export interface Scorer {
  eventId: string;
  playerId: string;
  playerName: string;
  label: string;
  side: 'home' | 'away';
  type: 1 | 2 | 6;
  timer: string | null;
  additionalTimer: number | null;
  points: number;
  ownGoal: boolean;
}

/** Spec 2.9. */
export interface Standing {
  entityId: string;
  name: string;
  dayId: string;
  phaseId: string;
  groupId: string;
  groupName: string;
  rank: number | null;
  previousRank: number | null;
  rankMovement: number | null;
  played: number | null;
  wins: number | null;
  draws: number | null;
  losses: number | null;
  goalsFor: number | null;
  goalsAgainst: number | null;
  goalDifference: number | null;
  points: number | null;
}

export interface SnapshotContext {
  sport: Sport;
  championshipId: string;
  matchId: string;
}

/** Spec 2.10. */
export interface MatchSnapshot {
  contextKey: string;
  context: SnapshotContext;
  match: MatchDetails;
  matchDays: MatchDay[];
  scorers: Scorer[];
  standings: Standing[];
}

/** `sport:championshipId:matchId` (issue 4; spec 2.1). */
export function contextKeyOf(c: SnapshotContext): string {
  return `${c.sport}:${c.championshipId}:${c.matchId}`;
}
