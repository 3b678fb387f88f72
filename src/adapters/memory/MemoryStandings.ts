import type { Standings } from '../../application/ports/MatchData';
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
}
