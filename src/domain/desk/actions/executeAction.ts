import type { DomainError } from '../../shared/DomainError';
import type { Result } from '../../shared/Result';
import { err } from '../../shared/Result';
import type { Desk } from '../Desk';
import { actionUnavailable, actionUnknown } from '../deskErrors';
import type { DeskOutcome } from '../DeskOutcome';
import { checkContext } from '../deskUpdates';
import type { ActionContext } from './ActionDefinition';
import { findAction } from './actionCatalog';
import { unavailability } from './availability';
import { validateParams } from './ParamSpec';

export interface ActionCall {
  readonly actionId: string;
  readonly contextKey: string;
  readonly params: unknown;
}

/**
 * Runs an action: the context must be current, then the action known, available, its params
 * valid, then its own rules (e.g. `nothing_prepared`), checked in this order.
 */
export function executeAction(
  desk: Desk,
  call: ActionCall,
  ctx: ActionContext,
): Result<DeskOutcome, DomainError> {
  const current = checkContext(desk, call.contextKey);
  if (!current.ok) return current;
  const action = findAction(call.actionId);
  if (!action) return err(actionUnknown(call.actionId));
  const reason = unavailability(desk, action.rules);
  if (reason !== null) return err(actionUnavailable(action.id, reason));
  const params = validateParams(action.params(desk), call.params);
  if (!params.ok) return params;
  return action.run(desk, params.value, ctx);
}
