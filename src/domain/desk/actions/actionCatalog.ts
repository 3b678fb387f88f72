import type { Desk } from '../Desk';
import type { ActionDefinition } from './ActionDefinition';
import { ADJUST_STATISTIC } from './adjustStatistic';
import { unavailability } from './availability';
import { DELETE_EVENT } from './deleteEvent';
import { PREPARE_EVENT, RECORD_EVENT } from './eventActions';
import { paramsSchema } from './ParamSpec';
import { CANCEL_PREPARATION, CONFIRM_PREPARATION } from './preparationActions';
import { SELECT_PLAYER } from './selectPlayer';
import { SET_DECIDED_IN } from './setDecidedIn';
import { SET_RETIRED, SET_WALKOVER } from './setStoppage';
import { PREPARE_SUBSTITUTION } from './substitutionAction';

/** Spec 4.1 rule 4: every action of the desk, in catalog order. */
export const ACTIONS: readonly ActionDefinition[] = [
  SELECT_PLAYER,
  PREPARE_EVENT,
  RECORD_EVENT,
  PREPARE_SUBSTITUTION,
  CONFIRM_PREPARATION,
  CANCEL_PREPARATION,
  ADJUST_STATISTIC,
  DELETE_EVENT,
  SET_DECIDED_IN,
  SET_RETIRED,
  SET_WALKOVER,
];

export function findAction(id: string): ActionDefinition | undefined {
  return ACTIONS.find((a) => a.id === id);
}

export interface ActionView {
  id: string;
  label: string;
  available: boolean;
  /** Why it is unavailable; "" when available. */
  reason: string;
  params: Record<string, unknown>;
}

/** The action catalog (GET /actions, state.actions): id → entry with availability and params schema. */
export function actionsView(desk: Desk): Record<string, ActionView> {
  return Object.fromEntries(
    ACTIONS.map((a) => {
      const reason = unavailability(desk, a.rules);
      const view: ActionView = {
        id: a.id,
        label: a.label,
        available: reason === null,
        reason: reason ?? '',
        params: paramsSchema(a.params(desk)),
      };
      return [a.id, view];
    }),
  );
}

/** Spec 4.1 rule 5: without a loaded match, the catalog asks to open one. */
export function actionsWithoutMatch(): { available: false; message: string; actions: Record<string, never> } {
  return { available: false, message: 'Open a match in the main window to use the actions.', actions: {} };
}
