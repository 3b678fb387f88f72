import type { Gesture } from '../desk/Gesture';
import type { DomainError } from '../shared/DomainError';
import { domainError } from '../shared/DomainError';

/** A click on a button of the desk (POST /buttons/{buttonId}/click). */
export interface ClickRequest {
  readonly kind: 'click';
  readonly buttonId: string;
  readonly gesture: Gesture;
}

/** An action of the catalog (POST /actions/{actionId}); params are checked when it runs. */
export interface ActionRequest {
  readonly kind: 'action';
  readonly actionId: string;
  readonly params: Readonly<Record<string, unknown>>;
}

export type CommandRequest = ClickRequest | ActionRequest;
export type CommandKind = CommandRequest['kind'];

/** What an accepted command reports (spec 2.3: a free-form object). */
export type CommandResult = Readonly<Record<string, string | number | boolean | null>>;

interface CommandBase {
  /** A uuid chosen by the caller: the domain draws no randomness. */
  readonly id: string;
  readonly request: CommandRequest;
  /** The contextKey the client sent, the one read from state (spec 4.1 rule 1). */
  readonly contextKey: string;
  /** Epoch milliseconds. */
  readonly createdAt: number;
}

export interface PendingCommand extends CommandBase {
  readonly state: 'pending';
}

export interface AcceptedCommand extends CommandBase {
  readonly state: 'accepted';
  readonly result: CommandResult;
  /**
   * A hosted desk's write queued offline that later met a conflict (issue 12): the command stays
   * accepted (spec 2.3 has three states) and says why its write was not applied.
   */
  readonly error?: DomainError;
}

export interface FailedCommand extends CommandBase {
  readonly state: 'failed';
  /** A stable code and a sentence saying why (CONTRACT-NOTES, command failure conditions). */
  readonly error: DomainError;
}

/** Spec 3.1: pending → accepted | failed. */
export type Command = PendingCommand | AcceptedCommand | FailedCommand;
export type FinishedCommand = AcceptedCommand | FailedCommand;

export interface NewCommand {
  readonly id: string;
  readonly request: CommandRequest;
  readonly contextKey: string;
  readonly createdAt: number;
}

export function pendingCommand(c: NewCommand): PendingCommand {
  return { id: c.id, request: c.request, contextKey: c.contextKey, createdAt: c.createdAt, state: 'pending' };
}

export function accept(command: PendingCommand, result: CommandResult = {}): AcceptedCommand {
  const { id, request, contextKey, createdAt } = command;
  return { id, request, contextKey, createdAt, state: 'accepted', result };
}

/**
 * A later word on an accepted command's write (issue 12: `delivery` goes from `queued` to
 * `delivered` or `conflict`): the result is merged with `change`; a conflict also sets `error`.
 */
export function amend(command: AcceptedCommand, change: CommandResult, error?: DomainError): AcceptedCommand {
  const amended: AcceptedCommand = { ...command, result: { ...command.result, ...change } };
  return error ? { ...amended, error } : amended;
}

export function fail(
  command: PendingCommand,
  code: string,
  message: string,
  details?: Record<string, string>,
): FailedCommand {
  const { id, request, contextKey, createdAt } = command;
  return { id, request, contextKey, createdAt, state: 'failed', error: domainError(code, message, details) };
}

export function isFinished(command: Command): command is FinishedCommand {
  return command.state !== 'pending';
}
