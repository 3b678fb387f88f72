import type { RawEventBody } from '../match/EventInput';
import type { EventDraft } from './DeskEffect';

/**
 * A recorded draft in the field names of the web write (spec 4.2 rule 3), so that the application
 * layer saves it through the same use case: score recompute, scorers, field/bench.
 */
export function eventBodyOf(draft: EventDraft): RawEventBody {
  return {
    type: draft.type,
    club_id: draft.clubId,
    player_id: draft.playerId,
    player_id_in: draft.playerInId,
    timer: draft.timer,
    additional_timer: draft.additionalTimer,
    value: draft.value,
    set_number: draft.setNumber,
    note: draft.note,
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * eventBodyOf read back: the draft a body written by the desk describes (a hosted desk's journal
 * keeps its writes as bodies). A field of another type reads as absent.
 */
export function draftOfBody(body: RawEventBody, matchId: string): EventDraft {
  return {
    matchId,
    type: numberOrNull(body.type) ?? 0,
    clubId: text(body.club_id),
    playerId: text(body.player_id),
    playerInId: text(body.player_id_in),
    timer: textOrNull(body.timer),
    additionalTimer: numberOrNull(body.additional_timer),
    value: numberOrNull(body.value),
    setNumber: numberOrNull(body.set_number),
    note: text(body.note),
  };
}
