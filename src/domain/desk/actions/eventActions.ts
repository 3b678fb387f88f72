import type { DomainError } from '../../shared/DomainError';
import type { Result } from '../../shared/Result';
import { err, ok } from '../../shared/Result';
import { withDesk } from '../Desk';
import type { Desk } from '../Desk';
import { invalidParams } from '../deskErrors';
import type { DeskOutcome } from '../DeskOutcome';
import type { Preparation } from '../Preparation';
import { NO_FIELDS } from '../Preparation';
import type { ActionDefinition } from './ActionDefinition';
import { needsRightToEdit, notWhileEditing } from './availability';
import { eventDraftOf, playerProblems, withDefaultTimer, withSide } from './eventDraft';
import { eventParamSpecs, fieldsFromParams } from './eventParams';
import { requiredParam } from './ParamSpec';
import type { ParamSpec, Params } from './ParamSpec';
import { recordDraft } from './recording';

const WRITE_RULES = [needsRightToEdit, notWhileEditing];

function typeRequired(desk: Desk): ParamSpec[] {
  return eventParamSpecs(desk.match.sport).map((s) => (s.name === 'type' ? requiredParam(s) : s));
}

/** Notes an event to complete later: its moment is taken now; confirm_preparation records it. */
export function prepare(
  desk: Desk,
  params: Params,
  now: number,
  kind: Preparation['kind'],
  base = NO_FIELDS,
): Result<DeskOutcome, DomainError> {
  const fields = withDefaultTimer(desk, withSide(desk, fieldsFromParams(params, base)), now);
  const problems = playerProblems(desk, fields);
  if (Object.keys(problems).length > 0) return err(invalidParams(problems));
  const prepared: Preparation = { kind, fields, preparedAt: now };
  const actionId = kind === 'event' ? 'prepare_event' : 'prepare_substitution';
  return ok({
    desk: withDesk(desk, { prepared }),
    effects: [{ type: 'preparation_changed', prepared }],
    result: { actionId, prepared: kind },
  });
}

export const PREPARE_EVENT: ActionDefinition = {
  id: 'prepare_event',
  label: 'Prepare an event',
  rules: WRITE_RULES,
  params: typeRequired,
  run: (desk, params, ctx) => prepare(desk, params, ctx.now, 'event'),
};

/** Records an event at once, through the same rules as the web write. */
export const RECORD_EVENT: ActionDefinition = {
  id: 'record_event',
  label: 'Record an event',
  rules: WRITE_RULES,
  params: typeRequired,
  run: (desk, params, ctx) => {
    const fields = withDefaultTimer(desk, fieldsFromParams(params, NO_FIELDS), ctx.now);
    const draft = eventDraftOf(desk, fields);
    return draft.ok ? ok(recordDraft(desk, draft.value, ctx, 'record_event', false)) : draft;
  },
};
