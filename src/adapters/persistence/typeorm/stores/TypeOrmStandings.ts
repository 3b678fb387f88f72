import type { EntityManager } from 'typeorm';
import type { Standings } from '../../../../application/ports/MatchData';
import type {
  RowUpdate,
  RowWindow,
  StoredStanding,
  WindowColumn,
  WindowRow,
} from '../../../../domain/standings/shiftStandings';
import type { StandingsTable } from '../../../../domain/standings/StandingsTable';
import { parseId, parseIds, refKey } from '../ids';
import type { StandingRowSql } from '../mappers/standingsMapper';
import type { WindowRowSql } from '../mappers/standingsMapper';
import {
  ROW_COLUMNS,
  rowValuesOf,
  storedStandingOf,
  tableOfRows,
  WINDOW_ROW_COLUMNS,
  windowRowOf,
} from '../mappers/standingsMapper';
import type { Session } from '../Session';
import type { SqlParameters } from './sqlParameters';
import { integerRows, sqlParameters, tableName } from './sqlParameters';
import { StandingRowSchema } from '../schemas/StandingRowSchema';

const SELECTED = ROW_COLUMNS.map((c) => `r.${c}`).join(', ');
const WINDOW_SELECTED = WINDOW_ROW_COLUMNS.map((c) => `r.${c}`).join(', ');
/** Rows per INSERT: 20 values each, well under SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 500;

/** The counts of an update and their columns, in the same order. */
const COUNTS = ['played', 'wins', 'draws', 'losses', 'goalsFor', 'goalsAgainst', 'points'] as const;
const COUNT_COLUMNS = ['played', 'wins', 'draws', 'losses', 'goals_for', 'goals_against', 'points'];
/** The columns of a row's place in its table, and the RowUpdate field of each. */
type PlaceColumn = 'rank' | 'position' | 'previous_rank';
const PLACE_FIELD: Readonly<Record<PlaceColumn, (u: RowUpdate) => number | undefined>> = {
  rank: (u) => u.rank,
  position: (u) => u.position,
  previous_rank: (u) => u.previousRank,
};

const WINDOW_SQL: Readonly<Record<WindowColumn, string>> = {
  points: 'r.points',
  wins: 'r.wins',
  played: 'r.played',
  goalDifference: 'r.goal_difference',
  goalsFor: 'r.goals_for',
};

/**
 * The standings tables as rows (issue 11): a table is the rows of one day order, in position
 * order. Statements are written out (placeholders per driver) because a write of a large
 * championship moves hundreds of rows and TypeORM's builders cost more than the database does.
 */
export class TypeOrmStandings implements Standings {
  constructor(private readonly session: Session) {}

  async replaceAll(championshipId: string, tables: readonly StandingsTable[]): Promise<void> {
    const key = refKey(championshipId, 'championship');
    await this.session.atomic(async (em) => {
      const p = sqlParameters(em);
      const t = tableName(em, StandingRowSchema);
      await em.query(`DELETE FROM ${t} WHERE championship_id = ${p.next(key)}`, p.values);
      await insertRows(em, key, tables);
    });
  }

  async replaceFrom(
    championshipId: string,
    dayOrder: number,
    tables: readonly StandingsTable[],
  ): Promise<void> {
    if (tables.some((t) => t.dayOrder < dayOrder)) throw new Error(`a table before day order ${dayOrder}`);
    const key = refKey(championshipId, 'championship');
    await this.session.atomic(async (em) => {
      const p = sqlParameters(em);
      const t = tableName(em, StandingRowSchema);
      await em.query(
        `DELETE FROM ${t} WHERE championship_id = ${p.next(key)} AND day_order >= ${p.next(dayOrder)}`,
        p.values,
      );
      await insertRows(em, key, tables);
    });
  }

  async latestBefore(championshipId: string, dayOrder: number): Promise<StandingsTable | null> {
    return this.tableWhere(
      championshipId,
      (p, key) => `championship_id = ${p.next(key)} AND day_order < ${p.next(dayOrder)}`,
    );
  }

  async current(championshipId: string): Promise<StandingsTable | null> {
    return this.tableWhere(championshipId, (p, key) => `championship_id = ${p.next(key)}`);
  }

  async atDay(championshipId: string, dayId: string): Promise<StandingsTable | null> {
    const key = parseId(championshipId);
    const dayKey = parseId(dayId);
    if (key === null || dayKey === null) return null;
    const rows = await this.session.run((em) => {
      const p = sqlParameters(em);
      const t = tableName(em, StandingRowSchema);
      return em.query(
        `SELECT ${SELECTED} FROM ${t} r WHERE r.championship_id = ${p.next(key)} AND r.day_id = ${p.next(dayKey)} ORDER BY r.position`,
        p.values,
      ) as Promise<StandingRowSql[]>;
    });
    return tableOfRows(championshipId, rows);
  }

  async rowsFromDay(
    championshipId: string,
    dayId: string,
    entityIds: readonly string[],
  ): Promise<StoredStanding[]> {
    const key = parseId(championshipId);
    const dayKey = parseId(dayId);
    const entities = parseIds(entityIds);
    if (key === null || dayKey === null || entities.length === 0) return [];
    const rows = await this.session.run((em) => {
      const p = sqlParameters(em);
      const t = tableName(em, StandingRowSchema);
      return em.query(
        `SELECT ${SELECTED} FROM ${t} r
         WHERE r.championship_id = ${p.next(key)}
           AND r.entity_id IN (${entities.map((e) => p.next(e)).join(', ')})
           AND r.day_order >= (SELECT d.day_order FROM ${t} d
                               WHERE d.championship_id = ${p.next(key)} AND d.day_id = ${p.next(dayKey)}
                               LIMIT 1)`,
        p.values,
      ) as Promise<StandingRowSql[]>;
    });
    // Sorted here: an ORDER BY would make SQLite read the tables in order instead of by team.
    return rows.map(storedStandingOf).sort((a, b) => a.dayOrder - b.dayOrder || a.position - b.position);
  }

  async rowsWithin(championshipId: string, windows: readonly RowWindow[]): Promise<WindowRow[]> {
    const key = parseId(championshipId);
    // A group id that names no row takes no row; 0 stands for "no group".
    const keyed = windows.flatMap((w) => {
      const group = w.groupId === '' ? 0 : parseId(w.groupId);
      return group === null ? [] : [{ ...w, group }];
    });
    const first = keyed[0];
    if (key === null || !first) return [];
    if (keyed.some((w) => w.column !== first.column)) throw new Error('windows on different columns');
    const rows = await this.session.run((em) => {
      const p = sqlParameters(em);
      const t = tableName(em, StandingRowSchema);
      const range = first.column ? `AND ${WINDOW_SQL[first.column]} BETWEEN w.low AND w.high` : '';
      // A group's rows by its id, a table without groups by IS NULL: each takes the rows of its own
      // table from (championship, day, group, count), one SELECT of each kind in one statement.
      const parts = [
        { windows: keyed.filter((k) => k.group !== 0), group: 'r.group_id = w.group_id' },
        { windows: keyed.filter((k) => k.group === 0), group: 'r.group_id IS NULL' },
      ].filter((part) => part.windows.length > 0);
      const selects = parts.map(({ windows: some, group }) => {
        const w = integerRows(
          em,
          p,
          ['day_order', 'group_id', 'low', 'high'],
          some.map((k) => [k.dayOrder, k.group, k.low, k.high]),
        );
        // CROSS JOIN: SQLite takes the windows first, then each table's rows by an index.
        return `SELECT ${WINDOW_SELECTED} FROM ${w} AS w CROSS JOIN ${t} r
          WHERE r.championship_id = ${p.next(key)} AND r.day_order = w.day_order AND ${group} ${range}`;
      });
      return em.query(
        `SELECT * FROM (${selects.join(' UNION ALL ')}) AS windows ORDER BY day_order, position`,
        p.values,
      ) as Promise<WindowRowSql[]>;
    });
    return rows.map(windowRowOf);
  }

  async updateRows(championshipId: string, updates: readonly RowUpdate[]): Promise<void> {
    const key = refKey(championshipId, 'championship');
    // Three kinds of change, each in a statement that sets only its own columns: SQLite rewrites
    // an index entry for every row when the statement sets one of its columns, whether the value
    // changes or not, so the rows a result only passes (rank and position: one index) and the
    // rows that only get a previous rank (no index) do not pay for the counts' indexes (points,
    // wins) that only the two teams' rows change.
    const byKind = new Map<UpdateKind, RowUpdate[]>();
    for (const u of updates) {
      const kind = kindOf(u);
      const rows = byKind.get(kind);
      if (rows) rows.push(u);
      else byKind.set(kind, [u]);
    }
    await this.session.run(async (em) => {
      for (const [kind, rows] of byKind) await updateKind(em, key, kind, rows);
    });
  }

  /** The rows of the table of the greatest day order among those `where` selects. */
  private async tableWhere(
    championshipId: string,
    where: (p: SqlParameters, championshipKey: number) => string,
  ): Promise<StandingsTable | null> {
    const key = parseId(championshipId);
    if (key === null) return null;
    const rows = await this.session.run((em) => {
      const p = sqlParameters(em);
      const t = tableName(em, StandingRowSchema);
      return em.query(
        `SELECT ${SELECTED} FROM ${t} r
         WHERE r.championship_id = ${p.next(key)}
           AND r.day_order = (SELECT MAX(day_order) FROM ${t} WHERE ${where(p, key)})
         ORDER BY r.position`,
        p.values,
      ) as Promise<StandingRowSql[]>;
    });
    return tableOfRows(championshipId, rows);
  }
}

/** What one kind of updateRows change sets: some of the row's places, and its counts or not. */
interface UpdateKind {
  readonly places: readonly PlaceColumn[];
  readonly counts: boolean;
}

/**
 * The two teams' rows: everything; a row the result passes: its places; a row of the next table
 * whose team moved: its previous rank.
 */
const TEAM_ROW: UpdateKind = { places: ['rank', 'position', 'previous_rank'], counts: true };
const PASSED_ROW: UpdateKind = { places: ['rank', 'position', 'previous_rank'], counts: false };
const NEXT_TABLE_ROW: UpdateKind = { places: ['previous_rank'], counts: false };

function kindOf(u: RowUpdate): UpdateKind {
  if (u.counts !== undefined) return TEAM_ROW;
  return u.rank !== undefined || u.position !== undefined ? PASSED_ROW : NEXT_TABLE_ROW;
}

/**
 * Sets what `kind` sets of the rows of `updates` (RowUpdate: a field left out stays as stored).
 * Every SET expression reads the row as it was: rank and previous rank give the movement, goals
 * give the difference, as the projection stores them. The rows are found from v only (the
 * championship rides in v): SQLite then looks each one up by IDX_standing_rows_team instead of
 * scanning the tables for every row of v.
 */
async function updateKind(
  em: EntityManager,
  key: number,
  kind: UpdateKind,
  updates: readonly RowUpdate[],
): Promise<void> {
  const p = sqlParameters(em);
  const t = tableName(em, StandingRowSchema);
  const { places, counts } = kind;
  const v = integerRows(
    em,
    p,
    ['championship_id', 'day_order', 'entity_id', ...places, ...(counts ? COUNT_COLUMNS : [])],
    updates.map((u) => [
      key,
      u.dayOrder,
      refKey(u.entityId, 'team'),
      ...places.map((c) => PLACE_FIELD[c](u) ?? null),
      ...(counts ? COUNTS.map((c) => u.counts?.[c] ?? null) : []),
    ]),
  );
  const now = (column: PlaceColumn) =>
    places.includes(column) ? `COALESCE(v.${column}, s.${column})` : `s.${column}`;
  const assignments = [
    ...places.map((c) => `${c} = ${now(c)}`),
    `rank_movement = ${now('previous_rank')} - ${now('rank')}`,
    ...(counts
      ? [
          ...COUNT_COLUMNS.map((c) => `${c} = COALESCE(v.${c}, s.${c})`),
          'goal_difference = COALESCE(v.goals_for, s.goals_for) - COALESCE(v.goals_against, s.goals_against)',
        ]
      : []),
  ];
  await em.query(
    `UPDATE ${t} AS s SET ${assignments.join(', ')}
     FROM ${v} AS v
     WHERE s.championship_id = v.championship_id
       AND s.day_order = v.day_order
       AND s.entity_id = v.entity_id`,
    p.values,
  );
}

/** Inserts the rows of `tables`, several hundred per statement. */
async function insertRows(em: EntityManager, key: number, tables: readonly StandingsTable[]): Promise<void> {
  const rows = tables.flatMap((t) => rowValuesOf(key, t));
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const p = sqlParameters(em);
    const t = tableName(em, StandingRowSchema);
    const values = rows
      .slice(i, i + INSERT_CHUNK)
      .map((row) => `(${row.map((v) => p.next(v)).join(', ')})`)
      .join(', ');
    await em.query(`INSERT INTO ${t} (${ROW_COLUMNS.join(', ')}) VALUES ${values}`, p.values);
  }
}
