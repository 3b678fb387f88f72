import { applySubstitution } from '../../domain/match/Substitution';
import { eventType } from '../../domain/sport/SportRules';
import type { MatchDataStores } from '../ports/MatchData';
import type { EventWriteOutcome } from '../web/applyEventWrite';
import { recomputeMatch } from '../web/recomputeMatch';

/**
 * Deletes an event inside the caller's transaction with the recomputations of the write
 * (applyEventWrite): the score from the remaining saved events (tennis: sets) and a deleted
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
  await stores.matches.deleteEvent(eventId);
  const lineupChanged = eventType(before.sport, event.type)?.effect === 'substitution';
  if (lineupChanged) {
    const back = applySubstitution(await stores.matches.lineups(matchId), {
      matchId,
      clubId: event.clubId,
      playerId: event.playerInId,
      playerInId: event.playerId,
    });
    await stores.matches.setLineup(
      matchId,
      event.clubId,
      back.filter((e) => e.teamId === event.clubId),
    );
  }
  const after = await recomputeMatch(stores, before);
  return { event, before, after, lineupChanged };
}
