import type { Match } from '../../../domain/match/Match';
import { scoreFromEvents } from '../../../domain/match/MatchScore';
import { applySubstitution } from '../../../domain/match/Substitution';
import { tennisSetsFromEvents } from '../../../domain/match/TennisSets';
import { eventType, rulesOf } from '../../../domain/sport/SportRules';
import type { MatchDataStores } from '../../ports/MatchData';

/**
 * Deletes an event inside the caller's transaction with the recomputations of the web write
 * (applyEventWrite): the score from the remaining saved events (tennis: sets), a deleted
 * substitution moved back, and the match version. Returns the match after.
 */
export async function deleteEventWrite(
  stores: MatchDataStores,
  matchId: string,
  eventId: string,
): Promise<Match> {
  const before = await stores.matches.byId(matchId);
  const event = await stores.matches.event(eventId);
  if (!before || event?.matchId !== matchId) {
    throw new Error(`event ${eventId} is no longer an event of match ${matchId}`);
  }
  await stores.matches.deleteEvent(eventId);
  const events = await stores.matches.events(matchId);
  if (rulesOf(before.sport).hasSets)
    await stores.matches.setSets(matchId, tennisSetsFromEvents(before, events));
  if (eventType(before.sport, event.type)?.effect === 'substitution') {
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
  const score = scoreFromEvents(before, events);
  const after: Match = {
    ...before,
    homeScore: score.homeScore,
    awayScore: score.awayScore,
    homeShootoutScore: score.homeShootoutScore,
    awayShootoutScore: score.awayShootoutScore,
    version: before.version + 1,
  };
  await stores.matches.update(after);
  return after;
}
