import { EntitySchema } from 'typeorm';
import { idColumn, intColumn, refColumn, textColumn } from './columns';

/**
 * One row of a stored standings table (issue 11): a team's standing after a day, with the day's
 * order and the row's position in its table. Rows, not one JSON document per table, so that a
 * write changes only the rows a changed result moves (Standings.rowsWithin, updateRows).
 */
export interface StandingRowRecord {
  id: number;
  championshipId: number;
  dayId: number | null;
  dayOrder: number;
  position: number;
  entityId: number;
  name: string;
  phaseId: number | null;
  groupId: number | null;
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

const T = 'standing_rows';

export const StandingRowSchema = new EntitySchema<StandingRowRecord>({
  name: T,
  columns: {
    id: idColumn(),
    championshipId: refColumn(T, 'championship_id', 'championships', { cascade: true }),
    dayId: refColumn(T, 'day_id', 'days', { nullable: true, cascade: true }),
    dayOrder: intColumn('day_order'),
    position: intColumn('position'),
    entityId: intColumn('entity_id'),
    name: textColumn('name'),
    phaseId: intColumn('phase_id', true),
    groupId: intColumn('group_id', true),
    groupName: textColumn('group_name'),
    rank: intColumn('rank', true),
    previousRank: intColumn('previous_rank', true),
    rankMovement: intColumn('rank_movement', true),
    played: intColumn('played', true),
    wins: intColumn('wins', true),
    draws: intColumn('draws', true),
    losses: intColumn('losses', true),
    goalsFor: intColumn('goals_for', true),
    goalsAgainst: intColumn('goals_against', true),
    goalDifference: intColumn('goal_difference', true),
    points: intColumn('points', true),
  },
  indices: [
    // A table is read by its day order, in position order; a team has one row per table.
    { name: 'IDX_standing_rows_table', columns: ['championshipId', 'dayOrder', 'position'] },
    { name: 'IDX_standing_rows_team', columns: ['championshipId', 'dayOrder', 'entityId'], unique: true },
    { name: 'IDX_standing_rows_day', columns: ['championshipId', 'dayId'] },
    { name: 'IDX_standing_rows_entity', columns: ['championshipId', 'entityId', 'dayOrder'] },
    // The windows of a changed result (rowsWithin), one group's rows, on the usual primary criteria.
    { name: 'IDX_standing_rows_group_points', columns: ['championshipId', 'dayOrder', 'groupId', 'points'] },
    { name: 'IDX_standing_rows_group_wins', columns: ['championshipId', 'dayOrder', 'groupId', 'wins'] },
  ],
});
