import type { ValidEventInput } from '../../domain/match/EventInput';
import type { Match } from '../../domain/match/Match';
import type { LineupEntry, MatchEvent } from '../../domain/match/MatchEvent';
import { applySubstitution, isSubstitution, undoSubstitution } from '../../domain/match/Substitution';
import type { MatchDataStores } from '../ports/MatchData';
import { recomputeMatchAfterChange } from './recomputeMatch';

/** What one event write changed, for the notifications sent after commit. */
export interface EventWriteOutcome {
  readonly event: MatchEvent;
  readonly before: Match;
  readonly after: Match;
  /** A substitution was written or rewritten: the line-up moved. */
  readonly lineupChanged: boolean;
}

const movesPlayers = (match: Pick<Match, 'sport'>, event: Pick<MatchEvent, 'type'> | null): boolean =>
  event !== null && isSubstitution(match.sport, event.type);

/** The saved event with the checked fields; a modified event keeps its id and sequence. */
function withInput(matchId: string, input: ValidEventInput): Omit<MatchEvent, 'id' | 'sequence'> {
  return {
    matchId,
    type: input.type,
    clubId: input.clubId,
    playerId: input.playerId,
    playerInId: input.playerInId,
    timer: input.timer,
    additionalTimer: input.additionalTimer,
    value: input.value,
    setNumber: input.setNumber,
    note: input.note,
    saved: true,
  };
}

/**
 * Moves players for a substitution. A rewritten substitution first undoes its previous move
 * (the player who entered goes back to the bench, the one who left returns to the field).
 */
async function moveLineup(
  stores: MatchDataStores,
  match: Match,
  previous: MatchEvent | null,
  saved: MatchEvent,
): Promise<boolean> {
  const undo = movesPlayers(match, previous) ? previous : null;
  const redo = movesPlayers(match, saved) ? saved : null;
  if (!undo && !redo) return false;
  let entries: LineupEntry[] = await stores.matches.lineups(match.id);
  if (undo) entries = undoSubstitution(entries, { ...undo, matchId: match.id });
  if (redo) entries = applySubstitution(entries, redo);
  const teams = new Set([undo?.clubId, redo?.clubId].filter((id): id is string => !!id));
  for (const teamId of teams) {
    await stores.matches.setLineup(
      match.id,
      teamId,
      entries.filter((e) => e.teamId === teamId),
    );
  }
  return true;
}

/**
 * The writes of update_match_event inside one transaction: the event, the score moved by that
 * event (tennis: its set, and sets won as the score; recomputeMatchAfterChange) and the line-up.
 * The version is bumped by the caller, WriteMatchEvents (events/bumpVersions).
 */
export async function applyEventWrite(
  stores: MatchDataStores,
  matchId: string,
  eventId: string,
  input: ValidEventInput,
): Promise<EventWriteOutcome> {
  const before = await stores.matches.byId(matchId);
  if (!before) throw new Error(`match ${matchId} vanished during the write`);
  const previous = eventId === 'new' ? null : await stores.matches.event(eventId);
  if (eventId !== 'new' && previous?.matchId !== matchId) {
    throw new Error(`event ${eventId} is no longer an event of match ${matchId}`);
  }
  // Read before the event is written: writing it clears the stored tally.
  const tally = await stores.matches.eventTally(matchId);
  let saved: MatchEvent;
  if (previous) {
    saved = { ...withInput(matchId, input), id: previous.id, sequence: previous.sequence };
    await stores.matches.updateEvent(saved);
  } else {
    saved = await stores.matches.addEvent(withInput(matchId, input));
  }
  const lineupChanged = await moveLineup(stores, before, previous, saved);
  const after = await recomputeMatchAfterChange(stores, before, tally, previous, saved);
  return { event: saved, before, after, lineupChanged };
}
