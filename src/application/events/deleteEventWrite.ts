import { isSubstitution, undoSubstitution } from '../../domain/match/Substitution';
import type { MatchDataStores } from '../ports/MatchData';
import type { EventWriteOutcome } from '../web/applyEventWrite';
import { recomputeMatchAfterChange } from '../web/recomputeMatch';

/**
 * Deletes an event inside the caller's transaction with the recomputations of the write
 * (applyEventWrite): the score moved by the deleted event (tennis: its set) and a deleted
 * substitution moved back. The version is bumped by the caller, WriteMatchEvents.
 */
export async function deleteEventWrite(
  stores: MatchDataStores,
  matchId: string,
  eventId: string,
): Promise<EventWriteOutcome> {
  const before = await stores.matches.byId(matchId);
  const event = await stores.matches.event(eventId);
  if (!before || event?.matchId !== matchId) {
    throw new Error(`event ${eventId} is no longer an event of match ${matchId}`);
  }
  // Read before the delete: deleting the event clears the stored tally.
  const tally = await stores.matches.eventTally(matchId);
  await stores.matches.deleteEvent(eventId);
  const lineupChanged = isSubstitution(before.sport, event.type);
  if (lineupChanged) {
    const back = undoSubstitution(await stores.matches.lineups(matchId), { ...event, matchId });
    await stores.matches.setLineup(
      matchId,
      event.clubId,
      back.filter((e) => e.teamId === event.clubId),
    );
  }
  const after = await recomputeMatchAfterChange(stores, before, tally, event, null);
  return { event, before, after, lineupChanged };
}
