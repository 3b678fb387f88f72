import type { Standing } from '../../../../domain/match/views';
import type { StandingsTable } from '../../../../domain/standings/StandingsTable';
import type { StandingsTableRecord } from '../schemas/StandingsTableSchema';
import { optionalId, optionalRefKey, toId } from '../ids';

/** Spec 2.9: the fields of a standing, listed so a stored row never leaks an extra one. */
const standing = (s: Standing): Standing => ({
  entityId: s.entityId,
  name: s.name,
  dayId: s.dayId,
  phaseId: s.phaseId,
  groupId: s.groupId,
  groupName: s.groupName,
  rank: s.rank,
  previousRank: s.previousRank,
  rankMovement: s.rankMovement,
  played: s.played,
  wins: s.wins,
  draws: s.draws,
  losses: s.losses,
  goalsFor: s.goalsFor,
  goalsAgainst: s.goalsAgainst,
  goalDifference: s.goalDifference,
  points: s.points,
});

export const standingsFromRecord = (r: StandingsTableRecord): StandingsTable => ({
  championshipId: toId(r.championshipId),
  dayId: optionalId(r.dayId),
  dayOrder: r.dayOrder,
  rows: r.rows.map(standing),
});

export const standingsToRecord = (
  championshipId: number,
  t: StandingsTable,
): Omit<StandingsTableRecord, 'id'> => ({
  championshipId,
  dayId: optionalRefKey(t.dayId, 'day'),
  dayOrder: t.dayOrder,
  rows: t.rows.map(standing),
});
