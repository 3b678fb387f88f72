import { executeAction } from '../../../../src/domain/desk/actions/executeAction';
import type { Desk } from '../../../../src/domain/desk/Desk';
import type { DeskOutcome } from '../../../../src/domain/desk/DeskOutcome';
import type { DomainError } from '../../../../src/domain/shared/DomainError';
import { T0 } from './DeskMother';

/** Runs an action that must succeed. */
export function act(
  desk: Desk,
  actionId: string,
  params: unknown = {},
  now = T0,
  commandId = 'c1',
): DeskOutcome {
  const r = executeAction(desk, { actionId, contextKey: desk.contextKey, params }, { now, commandId });
  if (!r.ok)
    throw new Error(`unexpected ${r.error.code}: ${r.error.message} ${JSON.stringify(r.error.details)}`);
  return r.value;
}

/** Runs an action that must be refused, and gives the error. */
export function refused(
  desk: Desk,
  actionId: string,
  params: unknown = {},
  contextKey = desk.contextKey,
): DomainError {
  const r = executeAction(desk, { actionId, contextKey, params }, { now: T0, commandId: 'c1' });
  if (r.ok) throw new Error(`expected ${actionId} to be refused`);
  return r.error;
}
