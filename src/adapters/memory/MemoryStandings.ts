import type { Standings } from '../../application/ports/MatchData';
import type { RowUpdate, RowWindow, StoredStanding, WindowRow } from '../../domain/standings/shiftStandings';
import { inWindow, updatedRow } from '../../domain/standings/shiftStandings';
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

  async rowsFromDay(
    championshipId: string,
    dayId: string,
    entityIds: readonly string[],
  ): Promise<StoredStanding[]> {
    const from = dayId === '' ? null : await this.atDay(championshipId, dayId);
    if (!from) return [];
    const wanted = new Set(entityIds);
    return this.storedRows(championshipId).filter(
      (r) => r.dayOrder >= from.dayOrder && wanted.has(r.entityId),
    );
  }

  async rowsWithin(championshipId: string, windows: readonly RowWindow[]): Promise<WindowRow[]> {
    return this.storedRows(championshipId).filter((r) => windows.some((w) => inWindow(r, w)));
  }

  async updateRows(championshipId: string, updates: readonly RowUpdate[]): Promise<void> {
    const byTable = new Map<number, Map<string, RowUpdate>>();
    for (const u of updates) {
      const table = byTable.get(u.dayOrder) ?? new Map<string, RowUpdate>();
      table.set(u.entityId, u);
      byTable.set(u.dayOrder, table);
    }
    const stored = this.state.tables.standings;
    for (const [key, t] of stored) {
      const changes = t.championshipId === championshipId ? byTable.get(t.dayOrder) : undefined;
      if (!changes) continue;
      const rows = t.rows.map((row, position) => {
        const at: StoredStanding = { ...row, dayOrder: t.dayOrder, position };
        const change = changes.get(row.entityId);
        return change ? updatedRow(at, change) : at;
      });
      rows.sort((a, b) => a.position - b.position);
      stored.set(key, { ...t, rows: rows.map(({ dayOrder: _o, position: _p, ...standing }) => standing) });
    }
  }

  /** Every stored row of the championship, in table and position order (copies). */
  private storedRows(championshipId: string): StoredStanding[] {
    const tables = [...this.state.tables.standings.values()]
      .filter((t) => t.championshipId === championshipId)
      .sort((a, b) => a.dayOrder - b.dayOrder);
    return tables.flatMap((t) =>
      copy(t.rows).map((row, position) => ({ ...row, dayOrder: t.dayOrder, position })),
    );
  }
}

/** The rows of a table are read by its day order (as the database's unique index says). */
function oneTablePerOrder(tables: readonly StandingsTable[]): void {
  const orders = tables.map((t) => t.dayOrder);
  if (new Set(orders).size !== orders.length) throw new Error('one standings table per day order');
}
