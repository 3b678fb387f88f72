import type { JournalRecord } from '../../src/application/ports/WriteJournal';

/** A goal queued in a desk's write journal, as the journal writes it. */
export const queuedGoal = (journalId: string): JournalRecord => ({
  op: 'queued',
  journalId,
  at: 1,
  write: {
    kind: 'save',
    sport: 'football',
    championshipId: '1',
    matchId: '7',
    eventId: 'new',
    fields: { type: 1, player_id: '21', timer: '12' },
  },
});
