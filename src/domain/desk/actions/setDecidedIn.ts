import { DECIDED_IN } from '../../match/Outcome';
import type { DecidedIn } from '../../match/Outcome';
import { rulesOf } from '../../sport/SportRules';
import { ok } from '../../shared/Result';
import type { ActionDefinition } from './ActionDefinition';
import type { AvailabilityRule } from './availability';
import { needsRightToEdit, notWhileEditing } from './availability';

/** Sport: only sports with a regulation time have overtime and shootouts (not tennis). */
const hasOvertime: AvailabilityRule = (desk) =>
  rulesOf(desk.match.sport).regulationMinutes === null ? `${desk.match.sport} has no overtime.` : null;

/** Host: a hosted desk has no write for it (the web API has none). */
const hostSavesIt: AvailabilityRule = (desk) =>
  desk.savesDecidedIn === false
    ? 'this desk cannot save how a match was decided: the hosted web API has no such write.'
    : null;

/**
 * Issue 14: the operator says how the match was decided (`regulation`, `overtime`, `shootout`);
 * it is saved on the match and the standings are recomputed. Events still set it when they say
 * so (a shootout event, a deciding score in overtime).
 */
export const SET_DECIDED_IN: ActionDefinition = {
  id: 'set_decided_in',
  label: 'Set how the match was decided',
  rules: [hasOvertime, hostSavesIt, needsRightToEdit, notWhileEditing],
  params: () => [
    {
      name: 'decidedIn',
      type: 'string',
      required: true,
      description: 'regulation, overtime or shootout.',
      enum: [...DECIDED_IN],
    },
  ],
  run: (desk, params) => {
    const decidedIn = params.decidedIn as DecidedIn;
    return ok({
      desk,
      effects: [{ type: 'outcome_set', decidedIn }],
      result: { actionId: 'set_decided_in', decidedIn },
    });
  },
};
