import type { Standing } from './views';

/** A standing row with exactly the fields of spec 2.9, whatever the row object carries. */
export function publishedStanding(row: Standing): Standing {
  return {
    entityId: row.entityId,
    name: row.name,
    dayId: row.dayId,
    phaseId: row.phaseId,
    groupId: row.groupId,
    groupName: row.groupName,
    rank: row.rank,
    previousRank: row.previousRank,
    rankMovement: row.rankMovement,
    played: row.played,
    wins: row.wins,
    draws: row.draws,
    losses: row.losses,
    goalsFor: row.goalsFor,
    goalsAgainst: row.goalsAgainst,
    goalDifference: row.goalDifference,
    points: row.points,
  };
}
