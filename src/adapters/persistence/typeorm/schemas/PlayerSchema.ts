import { EntitySchema } from 'typeorm';
import { idColumn, refColumn, textColumn } from './columns';

export interface PlayerRecord {
  id: number;
  teamId: number;
  firstName: string;
  lastName: string;
  number: string;
  position: string;
}

export const PlayerSchema = new EntitySchema<PlayerRecord>({
  name: 'players',
  columns: {
    id: idColumn(),
    teamId: refColumn('players', 'team_id', 'teams', { cascade: true }),
    firstName: textColumn('first_name'),
    lastName: textColumn('last_name'),
    number: textColumn('shirt_number'),
    position: textColumn('position'),
  },
  indices: [{ name: 'IDX_players_team', columns: ['teamId'] }],
});
