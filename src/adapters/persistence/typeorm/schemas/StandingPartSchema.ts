import { EntitySchema } from 'typeorm';
import { idColumn, intColumn, refColumn, textColumn } from './columns';

/**
 * One part of a stored standings table (issue 11): the rows of one group of one day's table (the
 * teams without a group are a part too), packed into one value (domain/standings/shiftStandings
 * TablePart), so that a changed result rewrites one value per later table and group, however many
 * teams it passes. Migration 1700000018000-StandingParts.
 */
export interface StandingPartRecord {
  id: number;
  championshipId: number;
  dayId: number | null;
  dayOrder: number;
  /** The position of the part's first row in its day's table (groups in order). */
  firstPosition: number;
  /** The group's id; 0 for the teams without a group. */
  groupKey: number;
  /** The part's team ids, ",1,2,3,": the part of a team is found by `LIKE '%,id,%'`. */
  members: string;
  /** JSON: [team id, name, phase id or null, group id or null, group name] of each team. */
  teams: string;
  /** The packed rows, PART_STRIDE numbers per row in rank order, as text (standingsMapper.encodePacked). */
  packed: string;
}

const T = 'standing_parts';

export const StandingPartSchema = new EntitySchema<StandingPartRecord>({
  name: T,
  columns: {
    id: idColumn(),
    championshipId: refColumn(T, 'championship_id', 'championships', { cascade: true }),
    dayId: refColumn(T, 'day_id', 'days', { nullable: true, cascade: true }),
    dayOrder: intColumn('day_order'),
    firstPosition: intColumn('first_position'),
    groupKey: intColumn('group_key'),
    members: textColumn('members'),
    teams: textColumn('teams'),
    packed: textColumn('packed'),
  },
  indices: [
    // A table is read by its day order (or day), its parts in position order.
    {
      name: 'IDX_standing_parts_table',
      columns: ['championshipId', 'dayOrder', 'firstPosition'],
      unique: true,
    },
    { name: 'IDX_standing_parts_day', columns: ['championshipId', 'dayId'] },
    // A shift reads one group's parts from a day on.
    { name: 'IDX_standing_parts_group', columns: ['championshipId', 'groupKey', 'dayOrder'] },
  ],
});
