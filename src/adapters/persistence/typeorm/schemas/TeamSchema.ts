import { EntitySchema } from 'typeorm';
import { idColumn, intColumn, refColumn, textColumn } from './columns';

export interface TeamRecord {
  id: number;
  championshipId: number;
  groupId: number | null;
  name: string;
  shortName: string;
  ranking: number | null;
}

export const TeamSchema = new EntitySchema<TeamRecord>({
  name: 'teams',
  columns: {
    id: idColumn(),
    championshipId: refColumn('teams', 'championship_id', 'championships', { cascade: true }),
    groupId: refColumn('teams', 'group_id', 'championship_groups', { nullable: true }),
    name: textColumn('name'),
    shortName: textColumn('short_name'),
    ranking: intColumn('ranking', true),
  },
  indices: [{ name: 'IDX_teams_championship', columns: ['championshipId'] }],
});
