import type { MatchEvent } from '../../domain/match/MatchEvent';
import type { Match } from '../../domain/match/Match';
import type { MatchDataStores } from '../ports/MatchData';
import type { StoredStructure } from './importStructure';
import { playerRef } from './importStructure';
import type { ImportTally } from './ImportTally';
import type { MatchdeskMatch } from './MatchdeskDocument';
import { sameData } from './sameData';

type EventFields = Omit<MatchEvent, 'id' | 'sequence'>;

function eventFields(e: EventFields): EventFields {
  return {
    matchId: e.matchId,
    type: e.type,
    clubId: e.clubId,
    playerId: e.playerId,
    playerInId: e.playerInId,
    timer: e.timer,
    additionalTimer: e.additionalTimer,
    value: e.value,
    setNumber: e.setNumber,
    note: e.note,
    saved: e.saved,
  };
}

/**
 * Events the document lists replace the stored ones position by position, keeping their ids.
 * A match listed without events keeps its stored events.
 */
export async function syncEvents(
  stores: MatchDataStores,
  match: Match,
  m: MatchdeskMatch,
  s: StoredStructure,
  tally: ImportTally,
): Promise<{ changed: boolean; events: MatchEvent[] }> {
  if (m.events.length === 0) return { changed: false, events: [] };
  const stored = await stores.matches.events(match.id);
  const teamId = (name: string) => (name === '' ? '' : (s.teams.get(name)?.id ?? ''));
  const playerId = (team: string, name: string) =>
    name === '' ? '' : (s.playerIds.get(playerRef(team, name)) ?? '');
  let changed = false;
  for (let i = 0; i < Math.max(stored.length, m.events.length); i += 1) {
    const have = stored[i];
    const e = m.events[i];
    if (!e) {
      await stores.matches.deleteEvent((have as MatchEvent).id);
      tally.wrote('updated');
      changed = true;
      continue;
    }
    const wanted: EventFields = {
      matchId: match.id,
      type: e.type,
      clubId: teamId(e.club),
      playerId: playerId(e.club, e.player),
      playerInId: playerId(e.club, e.player_in),
      timer: e.timer,
      additionalTimer: e.additional_timer,
      value: e.value,
      setNumber: e.set_number,
      note: e.note,
      saved: true,
    };
    if (have && sameData(eventFields(have), wanted)) continue;
    changed = true;
    if (have) {
      await stores.matches.updateEvent({ ...wanted, id: have.id, sequence: have.sequence });
      tally.wrote('updated');
    } else {
      await stores.matches.addEvent(wanted);
      tally.wrote('created');
    }
  }
  return { changed, events: changed ? await stores.matches.events(match.id) : stored };
}
