import { EntitySchema } from 'typeorm';
import type { EventTally } from '../../../../domain/match/EventTally';
import { idColumn, jsonColumn, refColumn } from './columns';

/** What a match's saved events add up to (Matches.eventTally); one row per match at most. */
export interface EventTallyRecord {
  id: number;
  matchId: number;
  tally: EventTally;
}

const T = 'match_event_tallies';

export const EventTallySchema = new EntitySchema<EventTallyRecord>({
  name: T,
  columns: {
    id: idColumn(),
    matchId: refColumn(T, 'match_id', 'matches', { cascade: true }),
    tally: jsonColumn('tally'),
  },
  indices: [{ name: 'IDX_match_event_tallies_match', columns: ['matchId'], unique: true }],
});
