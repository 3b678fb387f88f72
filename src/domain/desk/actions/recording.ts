import type { MatchEvent } from '../../match/MatchEvent';
import { applySubstitution, isSubstitution } from '../../match/Substitution';
import type { Desk } from '../Desk';
import { withDesk } from '../Desk';
import type { DeskEffect, EventDraft } from '../DeskEffect';
import type { DeskOutcome } from '../DeskOutcome';
import type { ActionContext } from './ActionDefinition';

/**
 * Shows a recorded event at once as optimistic (saved: false, never in scorers) and hands it to
 * the application layer, which saves it through the web write's rules and refreshes the desk.
 * A substitution moves the players between field and bench on the desk straight away.
 */
export function recordDraft(
  desk: Desk,
  draft: EventDraft,
  ctx: ActionContext,
  actionId: string,
  fromPreparation: boolean,
): DeskOutcome {
  const provisionalId = `pending-${ctx.commandId}`;
  const sequence = desk.events.reduce((max, e) => Math.max(max, e.sequence), 0) + 1;
  const event: MatchEvent = {
    id: provisionalId,
    matchId: draft.matchId,
    type: draft.type,
    clubId: draft.clubId,
    playerId: draft.playerId,
    playerInId: draft.playerInId,
    timer: draft.timer,
    additionalTimer: draft.additionalTimer,
    value: draft.value,
    setNumber: draft.setNumber,
    note: draft.note,
    saved: false,
    sequence,
  };
  const substitution = isSubstitution(desk.match.sport, draft.type);
  const effects: DeskEffect[] = [{ type: 'event_recorded', provisionalId, draft }];
  if (fromPreparation) effects.push({ type: 'preparation_changed', prepared: null });
  return {
    desk: withDesk(desk, {
      events: [...desk.events, event],
      lineups: substitution ? applySubstitution(desk.lineups, draft) : desk.lineups,
      prepared: fromPreparation ? null : desk.prepared,
    }),
    effects,
    result: { actionId, eventId: provisionalId, type: draft.type },
  };
}
