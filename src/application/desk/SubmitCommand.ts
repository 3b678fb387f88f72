import type { CommandRequest, PendingCommand } from '../../domain/command/Command';
import type { RequestFingerprint } from '../../domain/command/IdempotencyLedger';
import { findAction } from '../../domain/desk/actions/actionCatalog';
import { validateParams } from '../../domain/desk/actions/ParamSpec';
import { findButton } from '../../domain/desk/buttons/buttonCatalog';
import type { Desk } from '../../domain/desk/Desk';
import { actionUnknown, buttonUnknown } from '../../domain/desk/deskErrors';
import { checkContext } from '../../domain/desk/deskUpdates';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { err, ok } from '../../domain/shared/Result';
import type { Clock } from '../ports/Clock';
import type { Ids } from '../ports/Ids';
import type { CommandRegistry } from './CommandRegistry';
import type { CommandRunner } from './CommandRunner';
import type { CommandView } from './CommandView';
import { commandView } from './CommandView';
import type { DeskWindow } from './DeskWindow';

export interface CommandSubmission {
  readonly request: CommandRequest;
  /** The contextKey the client read from state (spec 4.1 rule 1). */
  readonly contextKey: string;
  /** Idempotency-Key, bound to method + path + body hash (CONTRACT-NOTES). */
  readonly idempotency?: { readonly key: string; readonly fingerprint: RequestFingerprint };
}

export interface SubmittedCommand {
  readonly command: CommandView;
  /** The same key and content already created this command: nothing runs again. */
  readonly replayed: boolean;
}

/** Unknown targets are 404 and params of the wrong shape 400, before anything is registered. */
function checkTarget(desk: Desk, request: CommandRequest): Result<Desk, DomainError> {
  if (request.kind === 'click') {
    return findButton(desk, request.buttonId) ? ok(desk) : err(buttonUnknown(request.buttonId));
  }
  const action = findAction(request.actionId);
  if (!action) return err(actionUnknown(request.actionId));
  const params = validateParams(action.params(desk), request.params);
  return params.ok ? ok(desk) : params;
}

/**
 * POST click / action (spec 3.1, 4.1 rules 1–3): a replayed Idempotency-Key returns its command;
 * otherwise the match must be loaded and current, the target known, the params well formed and
 * fewer than 16 commands pending. The command is then queued and returned pending (202).
 * States that the queue meets later (disabled button, gesture, availability, unknown player)
 * fail the command instead (CONTRACT-NOTES).
 */
export class SubmitCommand {
  constructor(
    private readonly window: DeskWindow,
    private readonly registry: CommandRegistry,
    private readonly runner: CommandRunner,
    private readonly clock: Clock,
    private readonly ids: Ids,
  ) {}

  execute(submission: CommandSubmission): Result<SubmittedCommand, DomainError> {
    const now = this.clock.now().getTime();
    const idempotency = submission.idempotency;
    if (idempotency) {
      const earlier = this.registry.replayOf(idempotency.key, idempotency.fingerprint, now);
      if (!earlier.ok) return earlier;
      if (earlier.value) return ok({ command: commandView(earlier.value), replayed: true });
    }
    const loaded = this.window.require();
    if (!loaded.ok) return loaded;
    const current = checkContext(loaded.value.desk, submission.contextKey);
    if (!current.ok) return current;
    const target = checkTarget(loaded.value.desk, submission.request);
    if (!target.ok) return target;
    const submitted = this.registry.submit({
      id: this.ids.uuid(),
      request: submission.request,
      contextKey: submission.contextKey,
      createdAt: now,
      ...(idempotency ? { idempotency } : {}),
    });
    if (!submitted.ok) return submitted;
    const { command, replayed } = submitted.value;
    if (!replayed) this.runner.enqueue(command as PendingCommand);
    return ok({ command: commandView(command), replayed });
  }
}
