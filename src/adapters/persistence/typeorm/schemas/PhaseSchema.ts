import { EntitySchema } from 'typeorm';
import { idColumn, intColumn, refColumn, textColumn } from './columns';

export interface PhaseRecord {
  id: number;
  championshipId: number;
  name: string;
  order: number;
}

export const PhaseSchema = new EntitySchema<PhaseRecord>({
  name: 'phases',
  columns: {
    id: idColumn(),
    championshipId: refColumn('phases', 'championship_id', 'championships', { cascade: true }),
    name: textColumn('name'),
    order: intColumn('sort_order'),
  },
  indices: [{ name: 'IDX_phases_championship_order', columns: ['championshipId', 'order'] }],
});
