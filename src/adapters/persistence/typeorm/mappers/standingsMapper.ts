import type { StandingsTable } from '../../../../domain/standings/StandingsTable';
import type { StoredStanding, WindowRow } from '../../../../domain/standings/shiftStandings';
import { optionalId, optionalRefKey, refKey, toId } from '../ids';

/** A row of `standing_rows` as the raw statements select it (SELECT_COLUMNS). */
export interface StandingRowSql {
  championship_id: number;
  day_id: number | null;
  day_order: number;
  position: number;
  entity_id: number;
  name: string;
  phase_id: number | null;
  group_id: number | null;
  group_name: string;
  rank: number | null;
  previous_rank: number | null;
  rank_movement: number | null;
  played: number | null;
  wins: number | null;
  draws: number | null;
  losses: number | null;
  goals_for: number | null;
  goals_against: number | null;
  goal_difference: number | null;
  points: number | null;
}

/** The columns every read selects and every insert writes, in this order. */
export const ROW_COLUMNS: readonly (keyof StandingRowSql)[] = [
  'championship_id',
  'day_id',
  'day_order',
  'position',
  'entity_id',
  'name',
  'phase_id',
  'group_id',
  'group_name',
  'rank',
  'previous_rank',
  'rank_movement',
  'played',
  'wins',
  'draws',
  'losses',
  'goals_for',
  'goals_against',
  'goal_difference',
  'points',
];

/** PostgreSQL's driver may hand back a bigint or numeric as text: every column here is an integer. */
const int = (v: number | string | null): number | null => (v === null ? null : Number(v));

/** Spec 2.9: the fields of a standing, listed so a stored row never leaks an extra one. */
export const storedStandingOf = (r: StandingRowSql): StoredStanding => ({
  entityId: toId(Number(r.entity_id)),
  name: r.name,
  dayId: optionalId(int(r.day_id)),
  phaseId: optionalId(int(r.phase_id)),
  groupId: optionalId(int(r.group_id)),
  groupName: r.group_name,
  rank: int(r.rank),
  previousRank: int(r.previous_rank),
  rankMovement: int(r.rank_movement),
  played: int(r.played),
  wins: int(r.wins),
  draws: int(r.draws),
  losses: int(r.losses),
  goalsFor: int(r.goals_for),
  goalsAgainst: int(r.goals_against),
  goalDifference: int(r.goal_difference),
  points: int(r.points),
  dayOrder: Number(r.day_order),
  position: Number(r.position),
});

/** The columns a window's rows are read with (Standings.rowsWithin): WindowRow's fields. */
export const WINDOW_ROW_COLUMNS = [
  'day_order',
  'position',
  'entity_id',
  'name',
  'group_id',
  'rank',
  'played',
  'wins',
  'draws',
  'losses',
  'goals_for',
  'goals_against',
  'goal_difference',
  'points',
] as const satisfies readonly (keyof StandingRowSql)[];

export type WindowRowSql = Pick<StandingRowSql, (typeof WINDOW_ROW_COLUMNS)[number]>;

export const windowRowOf = (r: WindowRowSql): WindowRow => ({
  dayOrder: Number(r.day_order),
  position: Number(r.position),
  entityId: toId(Number(r.entity_id)),
  name: r.name,
  groupId: optionalId(int(r.group_id)),
  rank: int(r.rank),
  played: int(r.played),
  wins: int(r.wins),
  draws: int(r.draws),
  losses: int(r.losses),
  goalsFor: int(r.goals_for),
  goalsAgainst: int(r.goals_against),
  goalDifference: int(r.goal_difference),
  points: int(r.points),
});

/** The table of rows read in position order; null when there are none. */
export function tableOfRows(championshipId: string, rows: readonly StandingRowSql[]): StandingsTable | null {
  const first = rows[0];
  if (!first) return null;
  return {
    championshipId,
    dayId: optionalId(int(first.day_id)),
    dayOrder: Number(first.day_order),
    rows: rows.map((r) => {
      const { dayOrder: _order, position: _position, ...standing } = storedStandingOf(r);
      return standing;
    }),
  };
}

/** The values of a table's rows, in ROW_COLUMNS order. */
export function rowValuesOf(championshipKey: number, table: StandingsTable): (number | string | null)[][] {
  const dayKey = optionalRefKey(table.dayId, 'day');
  return table.rows.map((s, position) => [
    championshipKey,
    dayKey,
    table.dayOrder,
    position,
    refKey(s.entityId, 'team'),
    s.name,
    optionalRefKey(s.phaseId, 'phase'),
    optionalRefKey(s.groupId, 'group'),
    s.groupName,
    s.rank,
    s.previousRank,
    s.rankMovement,
    s.played,
    s.wins,
    s.draws,
    s.losses,
    s.goalsFor,
    s.goalsAgainst,
    s.goalDifference,
    s.points,
  ]);
}
