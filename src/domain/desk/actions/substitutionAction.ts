import { rulesOf } from '../../sport/SportRules';
import type { Desk } from '../Desk';
import type { EventFields } from '../Preparation';
import { NO_FIELDS } from '../Preparation';
import type { ActionDefinition } from './ActionDefinition';
import { needsRightToEdit, notWhileEditing, teamSportsOnly } from './availability';
import { prepare } from './eventActions';
import { eventParamSpecs } from './eventParams';
import { requiredParam } from './ParamSpec';

const SUBSTITUTION_PARAMS = ['playerId', 'playerInId', 'timer', 'additionalTimer', 'note'];

function substitutionBase(desk: Desk): EventFields {
  const def = rulesOf(desk.match.sport).eventTypes.find((t) => t.effect === 'substitution');
  return { ...NO_FIELDS, type: def?.type ?? null };
}

/** Team sports: notes who leaves (on the field) and, possibly later, who enters (from the bench). */
export const PREPARE_SUBSTITUTION: ActionDefinition = {
  id: 'prepare_substitution',
  label: 'Prepare a substitution',
  rules: [teamSportsOnly, needsRightToEdit, notWhileEditing],
  params: (desk) =>
    eventParamSpecs(desk.match.sport)
      .filter((s) => SUBSTITUTION_PARAMS.includes(s.name))
      .map((s) => (s.name === 'playerId' ? requiredParam(s) : s)),
  run: (desk, params, ctx) => prepare(desk, params, ctx.now, 'substitution', substitutionBase(desk)),
};
