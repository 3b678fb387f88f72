import type { EntityManager } from 'typeorm';
import type { Standings } from '../../../../application/ports/MatchData';
import type { TablePart } from '../../../../domain/standings/shiftStandings';
import type { StandingsTable } from '../../../../domain/standings/StandingsTable';
import { parseId, parseIds, refKey } from '../ids';
import type { StandingPartSql } from '../mappers/standingsMapper';
import {
  PART_COLUMNS,
  PART_SELECTED,
  packedTextOf,
  partRowsOf,
  partValuesOf,
  tableOfParts,
} from '../mappers/standingsMapper';
import type { Session } from '../Session';
import type { SqlParameters } from './sqlParameters';
import { sqlParameters, tableName } from './sqlParameters';
import { DaySchema } from '../schemas/DaySchema';
import { GroupSchema } from '../schemas/GroupSchema';
import { StandingPartSchema } from '../schemas/StandingPartSchema';

const SELECTED = PART_SELECTED.map((c) => `s.${c}`).join(', ');
/** Parts per INSERT: 8 values each, well under SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 500;

/**
 * The standings tables as parts (issue 11): a table is the parts of one day order, in position
 * order; a part is one group's rows, packed (shiftStandings.TablePart). Statements are written out
 * (placeholders per driver): a write of a large championship reads and writes one value per part.
 */
export class TypeOrmStandings implements Standings {
  constructor(private readonly session: Session) {}

  async replaceAll(championshipId: string, tables: readonly StandingsTable[]): Promise<void> {
    const key = refKey(championshipId, 'championship');
    await this.session.atomic(async (em) => {
      const p = sqlParameters(em);
      const t = tableName(em, StandingPartSchema);
      await em.query(`DELETE FROM ${t} WHERE championship_id = ${p.next(key)}`, p.values);
      await insertParts(em, key, tables);
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
      const t = tableName(em, StandingPartSchema);
      await em.query(
        `DELETE FROM ${t} WHERE championship_id = ${p.next(key)} AND day_order >= ${p.next(dayOrder)}`,
        p.values,
      );
      await insertParts(em, key, tables);
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
    const parts = await this.session.run((em) => {
      const p = sqlParameters(em);
      const t = tableName(em, StandingPartSchema);
      return em.query(
        `SELECT ${SELECTED} FROM ${t} s WHERE s.championship_id = ${p.next(key)} AND s.day_id = ${p.next(dayKey)} ORDER BY s.first_position`,
        p.values,
      ) as Promise<StandingPartSql[]>;
    });
    return tableOfParts(championshipId, parts);
  }

  async shiftFrom(
    championshipId: string,
    dayId: string,
    teamIds: readonly string[],
    shift: (parts: readonly TablePart[]) => boolean,
  ): Promise<boolean> {
    const key = parseId(championshipId);
    const dayKey = parseId(dayId);
    const teams = parseIds(teamIds);
    if (key === null || dayKey === null || teams.length === 0) return false;
    return this.session.run(async (em) => {
      const p = sqlParameters(em);
      const t = tableName(em, StandingPartSchema);
      const groups = tableName(em, GroupSchema);
      const days = tableName(em, DaySchema);
      // The parts of the teams' groups in every table from the day's on: the groups are those of
      // the day's parts whose members name one of the teams, but for a group of another phase
      // than the day's (both having one), where a result of the day counts in no table.
      const found = (await em.query(
        `SELECT s.id, s.day_order, s.packed FROM ${t} s
         WHERE s.championship_id = ${p.next(key)}
           AND s.group_key IN (SELECT g.group_key FROM ${t} g
                               WHERE g.championship_id = ${p.next(key)} AND g.day_id = ${p.next(dayKey)}
                                 AND (${teams.map((team) => `g.members LIKE ${p.next(`%,${team},%`)}`).join(' OR ')})
                                 AND NOT EXISTS (SELECT 1 FROM ${groups} gr, ${days} dd
                                                 WHERE gr.id = g.group_key AND dd.id = g.day_id
                                                   AND gr.phase_id <> dd.phase_id))
           AND s.day_order >= (SELECT d.day_order FROM ${t} d
                               WHERE d.championship_id = ${p.next(key)} AND d.day_id = ${p.next(dayKey)}
                               LIMIT 1)`,
        p.values,
      )) as ShiftedPartSql[];
      if (found.length === 0) return false;
      const parts = found.map(partOf);
      if (!shift(parts)) return false;
      // The parts whose text changed, in one statement (each value a parameter of its own).
      const changed = found.flatMap((row, i) => {
        const packed = packedTextOf((parts[i] as TablePart).rows);
        return packed === row.packed ? [] : [{ id: Number(row.id), packed }];
      });
      if (changed.length === 0) return true;
      const w = sqlParameters(em);
      const cases = changed.map((c) => `WHEN ${w.next(c.id)} THEN ${w.next(c.packed)}`).join(' ');
      const ids = changed.map((c) => w.next(c.id)).join(', ');
      await em.query(`UPDATE ${t} SET packed = CASE id ${cases} END WHERE id IN (${ids})`, w.values);
      return true;
    });
  }

  /** The parts of the table of the greatest day order among those `where` selects. */
  private async tableWhere(
    championshipId: string,
    where: (p: SqlParameters, championshipKey: number) => string,
  ): Promise<StandingsTable | null> {
    const key = parseId(championshipId);
    if (key === null) return null;
    const parts = await this.session.run((em) => {
      const p = sqlParameters(em);
      const t = tableName(em, StandingPartSchema);
      return em.query(
        `SELECT ${SELECTED} FROM ${t} s
         WHERE s.championship_id = ${p.next(key)}
           AND s.day_order = (SELECT MAX(day_order) FROM ${t} WHERE ${where(p, key)})
         ORDER BY s.first_position`,
        p.values,
      ) as Promise<StandingPartSql[]>;
    });
    return tableOfParts(championshipId, parts);
  }
}

/** A stored part as the shift sees it. */
function partOf(row: ShiftedPartSql): TablePart {
  return {
    dayOrder: Number(row.day_order),
    rows: partRowsOf(row.packed),
    keyOf: (teamId) => parseId(teamId) ?? -1,
  };
}

/** What a shift reads of a part: no team names (the stable order is in the packed rows). */
type ShiftedPartSql = Pick<StandingPartSql, 'id' | 'day_order' | 'packed'>;

/** Inserts the parts of `tables`, several hundred per statement. */
async function insertParts(em: EntityManager, key: number, tables: readonly StandingsTable[]): Promise<void> {
  const parts = tables.flatMap((t) => partValuesOf(key, t));
  for (let i = 0; i < parts.length; i += INSERT_CHUNK) {
    const p = sqlParameters(em);
    const t = tableName(em, StandingPartSchema);
    const values = parts
      .slice(i, i + INSERT_CHUNK)
      .map((part) => `(${part.map((v) => p.next(v)).join(', ')})`)
      .join(', ');
    await em.query(`INSERT INTO ${t} (${PART_COLUMNS.join(', ')}) VALUES ${values}`, p.values);
  }
}
