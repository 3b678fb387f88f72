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

/** The columns WindowRow leaves out: Standings.rowsWithin reads a window's rows without them. */
const NOT_IN_WINDOWS = [
  'championship_id',
  'day_id',
  'phase_id',
  'group_name',
  'previous_rank',
  'rank_movement',
] as const satisfies readonly (keyof StandingRowSql)[];

/** The columns a window's rows are read with, in ROW_COLUMNS order: WindowRow's fields. */
export const WINDOW_ROW_COLUMNS = ROW_COLUMNS.filter(
  (c) => !(NOT_IN_WINDOWS as readonly string[]).includes(c),
);

export type WindowRowSql = Omit<StandingRowSql, (typeof NOT_IN_WINDOWS)[number]>;

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

/**
 * Spec 2.9: the fields of a standing, listed so a stored row never leaks an extra one: a window
 * row's, and the rest. (The published order of the fields is publishedStanding's.)
 */
export const storedStandingOf = (r: StandingRowSql): StoredStanding => ({
  ...windowRowOf(r),
  dayId: optionalId(int(r.day_id)),
  phaseId: optionalId(int(r.phase_id)),
  groupName: r.group_name,
  previousRank: int(r.previous_rank),
  rankMovement: int(r.rank_movement),
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
