import type { Standings } from '../../application/ports/MatchData';
import type { Standing } from '../../domain/match/views';
import type { PartTeam, TablePart } from '../../domain/standings/shiftStandings';
import { PackedRows, packRows, unpackRows } from '../../domain/standings/shiftStandings';
import type { StandingsTable } from '../../domain/standings/StandingsTable';
import type { MemoryState } from './MemoryState';
import { copy } from './MemoryState';

export class MemoryStandings implements Standings {
  constructor(private readonly state: MemoryState) {}

  async replaceAll(championshipId: string, tables: readonly StandingsTable[]): Promise<void> {
    if (tables.length > 0) this.state.requireRow('championships', championshipId, 'championship');
    for (const t of tables) this.state.requireOptionalRow('days', t.dayId, 'day');
    const dayIds = tables.map((t) => t.dayId).filter((id) => id !== '');
    if (new Set(dayIds).size !== dayIds.length) throw new Error('one standings table per day');
    oneTablePerOrder(tables);
    const stored = this.state.tables.standings;
    for (const [key, t] of stored) if (t.championshipId === championshipId) stored.delete(key);
    for (const t of tables) stored.set(this.state.nextId('standings'), copy({ ...t, championshipId }));
  }

  async replaceFrom(
    championshipId: string,
    dayOrder: number,
    tables: readonly StandingsTable[],
  ): Promise<void> {
    if (tables.some((t) => t.dayOrder < dayOrder)) throw new Error(`a table before day order ${dayOrder}`);
    const stored = this.state.tables.standings;
    const kept = [...stored.values()].filter(
      (t) => t.championshipId === championshipId && t.dayOrder < dayOrder,
    );
    if (tables.length > 0) this.state.requireRow('championships', championshipId, 'championship');
    for (const t of tables) this.state.requireOptionalRow('days', t.dayId, 'day');
    const dayIds = [...kept, ...tables].map((t) => t.dayId).filter((id) => id !== '');
    if (new Set(dayIds).size !== dayIds.length) throw new Error('one standings table per day');
    oneTablePerOrder([...kept, ...tables]);
    for (const [key, t] of stored)
      if (t.championshipId === championshipId && t.dayOrder >= dayOrder) stored.delete(key);
    for (const t of tables) stored.set(this.state.nextId('standings'), copy({ ...t, championshipId }));
  }

  async latestBefore(championshipId: string, dayOrder: number): Promise<StandingsTable | null> {
    let latest: StandingsTable | null = null;
    for (const t of this.state.tables.standings.values()) {
      if (t.championshipId !== championshipId || t.dayOrder >= dayOrder) continue;
      if (latest === null || t.dayOrder >= latest.dayOrder) latest = t;
    }
    return latest ? copy(latest) : null;
  }

  async current(championshipId: string): Promise<StandingsTable | null> {
    let latest: StandingsTable | null = null;
    for (const t of this.state.tables.standings.values()) {
      if (t.championshipId === championshipId && (latest === null || t.dayOrder >= latest.dayOrder))
        latest = t;
    }
    return latest ? copy(latest) : null;
  }

  async atDay(championshipId: string, dayId: string): Promise<StandingsTable | null> {
    if (dayId === '') return null;
    for (const t of this.state.tables.standings.values()) {
      if (t.championshipId === championshipId && t.dayId === dayId) return copy(t);
    }
    return null;
  }

  async shiftFrom(
    championshipId: string,
    dayId: string,
    teamIds: readonly string[],
    shift: (parts: readonly TablePart[]) => boolean,
  ): Promise<boolean> {
    const stored = this.state.tables.standings;
    const tables = [...stored]
      .filter(([, t]) => t.championshipId === championshipId)
      .sort(([, a], [, b]) => a.dayOrder - b.dayOrder);
    const first = dayId === '' ? -1 : tables.findIndex(([, t]) => t.dayId === dayId);
    const from = tables.slice(Math.max(first, 0));
    const dayPhase = this.state.tables.days.get(dayId)?.phaseId ?? '';
    const groupPhase = (groupId: string) => this.state.tables.groups.get(groupId)?.phaseId ?? '';
    const groups = new Set(
      (first < 0 ? [] : (from[0]?.[1].rows ?? []))
        .filter((r) => teamIds.includes(r.entityId))
        .map((r) => r.groupId)
        .filter(
          (groupId) => dayPhase === '' || groupPhase(groupId) === '' || groupPhase(groupId) === dayPhase,
        ),
    );
    if (groups.size === 0) return false;
    // Keys: each team's index in `ids`, the same in every part.
    const ids: string[] = [];
    const keys = new Map<string, number>();
    const teams = new Map<string, PartTeam>();
    const keyOf = (teamId: string): number => {
      const known = keys.get(teamId);
      if (known !== undefined) return known;
      keys.set(teamId, ids.length);
      ids.push(teamId);
      return ids.length - 1;
    };
    const teamOf = (key: number): PartTeam => teams.get(ids[key] ?? '') as PartTeam;
    const parts = from.flatMap(([storeKey, t]) =>
      [...groups].map((groupId) => {
        const rows = t.rows.filter((r) => r.groupId === groupId);
        for (const r of rows) teams.set(r.entityId, partTeamOf(r));
        const packed = new PackedRows(packRows(rows, keyOf));
        const part: TablePart = { dayOrder: t.dayOrder, rows: packed, keyOf };
        return { storeKey, groupId, part, packed };
      }),
    );
    if (!shift(parts.map((p) => p.part))) return false;
    for (const { storeKey, groupId, packed } of parts) {
      const t = stored.get(storeKey) as StandingsTable;
      const shifted = unpackRows(packed.values, t.dayId, teamOf);
      let next = 0;
      const rows = t.rows.map((r) => (r.groupId === groupId ? (shifted[next++] as Standing) : r));
      stored.set(storeKey, { ...t, rows });
    }
    return true;
  }
}

const partTeamOf = (r: Standing): PartTeam => ({
  entityId: r.entityId,
  name: r.name,
  phaseId: r.phaseId,
  groupId: r.groupId,
  groupName: r.groupName,
});

/** The rows of a table are read by its day order (as the database's unique index says). */
function oneTablePerOrder(tables: readonly StandingsTable[]): void {
  const orders = tables.map((t) => t.dayOrder);
  if (new Set(orders).size !== orders.length) throw new Error('one standings table per day order');
}
