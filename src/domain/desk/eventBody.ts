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
