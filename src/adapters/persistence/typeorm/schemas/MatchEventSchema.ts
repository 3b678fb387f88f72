import { EntitySchema } from 'typeorm';
import { boolColumn, idColumn, intColumn, refColumn, textColumn } from './columns';

export interface MatchEventRecord {
  id: number;
  matchId: number;
  type: number;
  clubId: number | null;
  playerId: number | null;
  playerInId: number | null;
  timer: string | null;
  additionalTimer: number | null;
  value: number | null;
  setNumber: number | null;
  note: string;
  saved: boolean;
  sequence: number;
}

const T = 'match_events';

export const MatchEventSchema = new EntitySchema<MatchEventRecord>({
  name: T,
  columns: {
    id: idColumn(),
    matchId: refColumn(T, 'match_id', 'matches', { cascade: true }),
    type: intColumn('event_type'),
    clubId: refColumn(T, 'club_id', 'teams', { nullable: true }),
    playerId: refColumn(T, 'player_id', 'players', { nullable: true }),
    playerInId: refColumn(T, 'player_in_id', 'players', { nullable: true }),
    timer: textColumn('timer', true),
    additionalTimer: intColumn('additional_timer', true),
    value: intColumn('points_value', true),
    setNumber: intColumn('set_number', true),
    note: textColumn('note'),
    saved: boolColumn('saved'),
    sequence: intColumn('sequence'),
  },
  indices: [{ name: 'IDX_match_events_match_sequence', columns: ['matchId', 'sequence'] }],
});
