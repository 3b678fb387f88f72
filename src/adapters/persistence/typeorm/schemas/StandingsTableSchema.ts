import { EntitySchema } from 'typeorm';
import type { Standing } from '../../../../domain/match/views';
import { idColumn, intColumn, jsonColumn, refColumn } from './columns';

/** One stored standings table: its rows are read whole, so they are kept as JSON. */
export interface StandingsTableRecord {
  id: number;
  championshipId: number;
  dayId: number | null;
  dayOrder: number;
  rows: Standing[];
}

const T = 'standings_tables';

export const StandingsTableSchema = new EntitySchema<StandingsTableRecord>({
  name: T,
  columns: {
    id: idColumn(),
    championshipId: refColumn(T, 'championship_id', 'championships', { cascade: true }),
    dayId: refColumn(T, 'day_id', 'days', { nullable: true, cascade: true }),
    dayOrder: intColumn('day_order'),
    rows: jsonColumn('standing_rows'),
  },
  indices: [
    { name: 'IDX_standings_tables_championship_order', columns: ['championshipId', 'dayOrder'] },
    { name: 'IDX_standings_tables_championship_day', columns: ['championshipId', 'dayId'], unique: true },
  ],
});
