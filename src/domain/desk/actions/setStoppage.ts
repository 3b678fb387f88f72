import { SIDES, stoppageOf } from '../../match/Outcome';
import type { Stoppage } from '../../match/Outcome';
import type { Side } from '../../match/Side';
import { ok } from '../../shared/Result';
import { rulesOf } from '../../sport/SportRules';
import type { Desk } from '../Desk';
import { NO_FIELDS } from '../Preparation';
import type { ActionDefinition } from './ActionDefinition';
import type { AvailabilityRule } from './availability';
import { needsRightToEdit, notWhileEditing } from './availability';
import { eventDraftOf } from './eventDraft';
import { recordDraft } from './recording';

/** The event type of the sport's catalogue that records the stoppage, or null. */
function stoppageType(desk: Desk, kind: Stoppage): number | null {
  const sport = desk.match.sport;
  return rulesOf(sport).eventTypes.find((t) => stoppageOf(sport, t.type) === kind)?.type ?? null;
}

/** Sport: the catalogue must have the event (a retirement event exists at tennis only). */
const hasEventFor =
  (kind: Stoppage, what: string): AvailabilityRule =>
  (desk) =>
    stoppageType(desk, kind) === null ? `the ${desk.match.sport} catalogue has no ${what} event.` : null;

/**
 * Issue 14: the operator says which side stopped the match. The action records the catalogue's
 * event (its club is that side) through the same write as every event, so the match's `retired`
 * or `walkover` is set, the standings are recomputed and, on a hosted desk, the write goes through
 * update_match_event. Deleting that event (delete_event) takes the stoppage back.
 */
function stoppageAction(
  id: string,
  kind: Stoppage,
  what: string,
  label: string,
  side: string,
): ActionDefinition {
  return {
    id,
    label,
    rules: [hasEventFor(kind, what), needsRightToEdit, notWhileEditing],
    params: () => [{ name: 'side', type: 'string', required: true, description: side, enum: [...SIDES] }],
    run: (desk, params, ctx) => {
      const fields = { ...NO_FIELDS, type: stoppageType(desk, kind), side: params.side as Side };
      const draft = eventDraftOf(desk, fields);
      if (!draft.ok) return draft;
      const recorded = recordDraft(desk, draft.value, ctx, id, false);
      return ok({ ...recorded, result: { ...recorded.result, [kind]: params.side } });
    },
  };
}

export const SET_WALKOVER = stoppageAction(
  'set_walkover',
  'walkover',
  'walkover',
  'Record a walkover',
  'The side that gave the walkover (did not play): home or away.',
);

export const SET_RETIRED = stoppageAction(
  'set_retired',
  'retired',
  'retirement',
  'Record a retirement',
  'The side that retired during the match: home or away.',
);
