import { EntitySchema } from 'typeorm';
import { idColumn, refColumn, textColumn } from './columns';

export interface GroupRecord {
  id: number;
  championshipId: number;
  phaseId: number | null;
  name: string;
}

export const GroupSchema = new EntitySchema<GroupRecord>({
  name: 'championship_groups',
  columns: {
    id: idColumn(),
    championshipId: refColumn('championship_groups', 'championship_id', 'championships', { cascade: true }),
    phaseId: refColumn('championship_groups', 'phase_id', 'phases', { nullable: true }),
    name: textColumn('name'),
  },
  indices: [{ name: 'IDX_championship_groups_championship', columns: ['championshipId'] }],
});
