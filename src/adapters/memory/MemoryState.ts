import type { Company } from '../../application/ports/MatchData';
import type { KeptWrite } from '../../application/ports/WriteKeys';
import type { Championship, Day, Group, Phase, Player, Team } from '../../domain/championship/Championship';
import type { EventTally } from '../../domain/match/EventTally';
import type { Match } from '../../domain/match/Match';
import type { LineupEntry, MatchEvent, TennisSet } from '../../domain/match/MatchEvent';
import type { StandingsTable } from '../../domain/standings/StandingsTable';

/** Every table of the in-memory store, keyed by id, in insertion order. */
export interface MemoryTables {
  companies: Map<string, Company>;
  championships: Map<string, Championship>;
  phases: Map<string, Phase>;
  groups: Map<string, Group>;
  days: Map<string, Day>;
  teams: Map<string, Team>;
  players: Map<string, Player>;
  matches: Map<string, Match>;
  events: Map<string, MatchEvent>;
  lineups: Map<string, LineupEntry>;
  sets: Map<string, TennisSet>;
  /** Keyed by match id. */
  tallies: Map<string, EventTally>;
  standings: Map<string, StandingsTable>;
  /** Championship id → version (issue 11); absent means 0. */
  championshipVersions: Map<string, number>;
  /** Web writes kept under their Idempotency-Key, keyed by scope and key (MemoryWriteKeys). */
  writeKeys: Map<string, KeptWrite>;
}

export type TableName = keyof MemoryTables;

function emptyTables(): MemoryTables {
  return {
    companies: new Map(),
    championships: new Map(),
    phases: new Map(),
    groups: new Map(),
    days: new Map(),
    teams: new Map(),
    players: new Map(),
    matches: new Map(),
    events: new Map(),
    lineups: new Map(),
    sets: new Map(),
    tallies: new Map(),
    standings: new Map(),
    championshipVersions: new Map(),
    writeKeys: new Map(),
  };
}

/**
 * The state shared by the in-memory stores. Rows are stored as private copies and replaced whole,
 * never mutated, so a snapshot only needs to copy the maps.
 */
export class MemoryState {
  tables: MemoryTables = emptyTables();
  private readonly sequences = new Map<TableName, number>();

  /** The next id of a table: decimal strings from a per-table sequence, never reused. */
  nextId(table: TableName): string {
    const next = (this.sequences.get(table) ?? 0) + 1;
    this.sequences.set(table, next);
    return String(next);
  }

  snapshot(): MemoryTables {
    const t = this.tables;
    return {
      companies: new Map(t.companies),
      championships: new Map(t.championships),
      phases: new Map(t.phases),
      groups: new Map(t.groups),
      days: new Map(t.days),
      teams: new Map(t.teams),
      players: new Map(t.players),
      matches: new Map(t.matches),
      events: new Map(t.events),
      lineups: new Map(t.lineups),
      sets: new Map(t.sets),
      tallies: new Map(t.tallies),
      standings: new Map(t.standings),
      championshipVersions: new Map(t.championshipVersions),
      writeKeys: new Map(t.writeKeys),
    };
  }

  restore(tables: MemoryTables): void {
    this.tables = tables;
  }

  /** Throws when a referenced row does not exist, as a foreign key would. */
  requireRow(table: TableName, id: string, what: string): void {
    if (!this.tables[table].has(id)) throw new Error(`unknown ${what} "${id}"`);
  }

  /** Same as requireRow, for an optional reference where "" means none. */
  requireOptionalRow(table: TableName, id: string, what: string): void {
    if (id !== '') this.requireRow(table, id, what);
  }
}

/** A private copy, so callers never share an object with the store. */
export function copy<T>(value: T): T {
  return structuredClone(value);
}
