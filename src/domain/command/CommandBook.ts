import type { DomainError } from '../shared/DomainError';
import type { Result } from '../shared/Result';
import { err, ok } from '../shared/Result';
import type { Command, CommandRequest, CommandResult, FinishedCommand, PendingCommand } from './Command';
import { accept, fail, pendingCommand } from './Command';
import { commandFinished, commandNotFound, tooManyPendingCommands } from './commandErrors';
import { COMMAND_RETENTION_MS, isExpired } from './CommandRetention';
import type { IdempotencyLedger, RequestFingerprint } from './IdempotencyLedger';
import { bind, EMPTY_LEDGER, forgetCommands, lookup } from './IdempotencyLedger';

/** CONTRACT-NOTES: at most 16 commands pending at once. */
export const DEFAULT_PENDING_LIMIT = 16;

export interface CommandBookOptions {
  readonly pendingLimit: number;
  readonly retentionMs: number;
}

/** The registry of commands and their idempotency keys: an immutable value, each change returns a new book. */
export interface CommandBook {
  readonly commands: ReadonlyMap<string, Command>;
  readonly ledger: IdempotencyLedger;
  readonly options: CommandBookOptions;
}

export interface Submission {
  readonly id: string;
  readonly request: CommandRequest;
  readonly contextKey: string;
  /** Epoch milliseconds: the submission time, also used to purge expired commands first. */
  readonly createdAt: number;
  readonly idempotency?: { readonly key: string; readonly fingerprint: RequestFingerprint };
}

export interface Submitted {
  readonly book: CommandBook;
  readonly command: Command;
  /** True when an earlier request with the same key and content created `command`: run nothing. */
  readonly replayed: boolean;
}

export interface Settled {
  readonly book: CommandBook;
  readonly command: FinishedCommand;
}

export function emptyCommandBook(options: Partial<CommandBookOptions> = {}): CommandBook {
  return {
    commands: new Map(),
    ledger: EMPTY_LEDGER,
    options: {
      pendingLimit: options.pendingLimit ?? DEFAULT_PENDING_LIMIT,
      retentionMs: options.retentionMs ?? COMMAND_RETENTION_MS,
    },
  };
}

export function pendingCommands(book: CommandBook): PendingCommand[] {
  return [...book.commands.values()].filter((c): c is PendingCommand => c.state === 'pending');
}

/** Removes the finished commands older than the retention, and their idempotency keys (spec 3.1). */
export function purge(book: CommandBook, now: number): CommandBook {
  const expired = new Set(
    [...book.commands.values()].filter((c) => isExpired(c, now, book.options.retentionMs)).map((c) => c.id),
  );
  if (expired.size === 0) return book;
  const commands = new Map([...book.commands].filter(([id]) => !expired.has(id)));
  return { commands, ledger: forgetCommands(book.ledger, expired), options: book.options };
}

/** The command as GET /commands/{id} sees it: undefined once absent or expired, even before a purge. */
export function findCommand(book: CommandBook, id: string, now: number): Command | undefined {
  const command = book.commands.get(id);
  return command && !isExpired(command, now, book.options.retentionMs) ? command : undefined;
}

/**
 * Registers a new pending command (spec 3.1), after purging expired ones. With an Idempotency-Key
 * the same request returns the existing command (spec 4.1 rule 3); past the pending limit: 429.
 */
export function submit(book: CommandBook, s: Submission): Result<Submitted, DomainError> {
  const current = purge(book, s.createdAt);
  if (s.idempotency) {
    const found = lookup(current.ledger, s.idempotency.key, s.idempotency.fingerprint);
    if (!found.ok) return found;
    const existing = found.value.kind === 'replay' ? current.commands.get(found.value.commandId) : undefined;
    if (existing) return ok({ book: current, command: existing, replayed: true });
  }
  if (pendingCommands(current).length >= current.options.pendingLimit) {
    return err(tooManyPendingCommands(current.options.pendingLimit));
  }
  if (current.commands.has(s.id)) throw new Error(`Command id ${s.id} is already taken: ids must be unique`);
  const command = pendingCommand(s);
  const commands = new Map(current.commands);
  commands.set(command.id, command);
  const ledger = s.idempotency
    ? bind(current.ledger, s.idempotency.key, s.idempotency.fingerprint, s.id)
    : current.ledger;
  return ok({ book: { commands, ledger, options: current.options }, command, replayed: false });
}

function settle(
  book: CommandBook,
  id: string,
  finish: (pending: PendingCommand) => FinishedCommand,
): Result<Settled, DomainError> {
  const command = book.commands.get(id);
  if (!command) return err(commandNotFound(id));
  if (command.state !== 'pending') return err(commandFinished(id));
  const finished = finish(command);
  const commands = new Map(book.commands);
  commands.set(id, finished);
  return ok({ book: { commands, ledger: book.ledger, options: book.options }, command: finished });
}

export function acceptCommand(
  book: CommandBook,
  id: string,
  result: CommandResult = {},
): Result<Settled, DomainError> {
  return settle(book, id, (pending) => accept(pending, result));
}

export function failCommand(book: CommandBook, id: string, error: DomainError): Result<Settled, DomainError> {
  return settle(book, id, (pending) =>
    fail(pending, error.code, error.message, error.details ? { ...error.details } : undefined),
  );
}
