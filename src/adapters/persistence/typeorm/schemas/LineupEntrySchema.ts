import { EntitySchema } from 'typeorm';
import { idColumn, refColumn, textColumn } from './columns';

export interface LineupEntryRecord {
  id: number;
  matchId: number;
  teamId: number;
  playerId: number;
  role: string;
  number: string;
}

const T = 'lineup_entries';

export const LineupEntrySchema = new EntitySchema<LineupEntryRecord>({
  name: T,
  columns: {
    id: idColumn(),
    matchId: refColumn(T, 'match_id', 'matches', { cascade: true }),
    teamId: refColumn(T, 'team_id', 'teams'),
    playerId: refColumn(T, 'player_id', 'players'),
    role: textColumn('role'),
    number: textColumn('shirt_number'),
  },
  indices: [{ name: 'IDX_lineup_entries_match', columns: ['matchId'] }],
});
