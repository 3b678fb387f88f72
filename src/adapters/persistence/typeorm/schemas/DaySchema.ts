import { EntitySchema } from 'typeorm';
import { idColumn, intColumn, refColumn, textColumn } from './columns';

export interface DayRecord {
  id: number;
  championshipId: number;
  phaseId: number | null;
  label: string;
  order: number;
}

export const DaySchema = new EntitySchema<DayRecord>({
  name: 'days',
  columns: {
    id: idColumn(),
    championshipId: refColumn('days', 'championship_id', 'championships', { cascade: true }),
    phaseId: refColumn('days', 'phase_id', 'phases', { nullable: true }),
    label: textColumn('label'),
    order: intColumn('sort_order'),
  },
  indices: [{ name: 'IDX_days_championship_order', columns: ['championshipId', 'order'] }],
});
