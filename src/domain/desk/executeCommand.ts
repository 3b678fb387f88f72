import type { PendingCommand } from '../command/Command';
import type { DomainError } from '../shared/DomainError';
import type { Result } from '../shared/Result';
import { executeAction } from './actions/executeAction';
import { clickButton } from './buttons/clickButton';
import type { Desk } from './Desk';
import type { DeskOutcome } from './DeskOutcome';

/** Runs a pending command on the desk (spec 3.1): the outcome accepts it, an error fails it. */
export function executeCommand(
  desk: Desk,
  command: PendingCommand,
  now: number,
): Result<DeskOutcome, DomainError> {
  const r = command.request;
  if (r.kind === 'click') {
    return clickButton(
      desk,
      { buttonId: r.buttonId, gesture: r.gesture, contextKey: command.contextKey },
      now,
    );
  }
  return executeAction(
    desk,
    { actionId: r.actionId, contextKey: command.contextKey, params: r.params },
    { now, commandId: command.id },
  );
}
