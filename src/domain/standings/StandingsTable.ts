import type { Standing } from '../match/views';

/** One stored table: the standings of a championship after a day (history, spec 2.9). */
export interface StandingsTable {
  readonly championshipId: string;
  /** The last day included in this table. */
  readonly dayId: string;
  readonly dayOrder: number;
  readonly rows: readonly Standing[];
}
