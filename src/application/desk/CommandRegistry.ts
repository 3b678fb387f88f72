import type { Command, CommandResult, PendingCommand } from '../../domain/command/Command';
import type {
  CommandBook,
  CommandBookOptions,
  Submission,
  Submitted,
} from '../../domain/command/CommandBook';
import {
  acceptCommand,
  emptyCommandBook,
  failCommand,
  findCommand,
  pendingCommands,
  purge,
  submit,
} from '../../domain/command/CommandBook';
import type { RequestFingerprint } from '../../domain/command/IdempotencyLedger';
import { lookup } from '../../domain/command/IdempotencyLedger';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { ok } from '../../domain/shared/Result';
import type { ChangeEmitter } from './ChangeEmitter';
import { commandView } from './CommandView';

/** The command book of the desk: it holds the immutable CommandBook and reports each transition. */
export class CommandRegistry {
  private book: CommandBook;

  constructor(
    options: Partial<CommandBookOptions>,
    private readonly changes: ChangeEmitter,
  ) {
    this.book = emptyCommandBook(options);
  }

  /**
   * Spec 4.1 rule 3: the command an earlier request with this key and content created, or null
   * when the key is free. A malformed key is 400, a key reused with other content 422.
   */
  replayOf(key: string, fingerprint: RequestFingerprint, now: number): Result<Command | null, DomainError> {
    this.book = purge(this.book, now);
    const found = lookup(this.book.ledger, key, fingerprint);
    if (!found.ok) return found;
    return ok(found.value.kind === 'replay' ? (this.book.commands.get(found.value.commandId) ?? null) : null);
  }

  submit(submission: Submission): Result<Submitted, DomainError> {
    const submitted = submit(this.book, submission);
    if (!submitted.ok) return submitted;
    this.book = submitted.value.book;
    if (!submitted.value.replayed) this.report(submitted.value.command);
    return submitted;
  }

  /** GET /commands/{id}: undefined once absent or expired (spec 3.1). */
  find(id: string, now: number): Command | undefined {
    return findCommand(this.book, id, now);
  }

  pending(): PendingCommand[] {
    return pendingCommands(this.book);
  }

  /** Settling an already finished command changes nothing (e.g. failed at shutdown meanwhile). */
  accept(id: string, result: CommandResult): void {
    const settled = acceptCommand(this.book, id, result);
    if (!settled.ok) return;
    this.book = settled.value.book;
    this.report(settled.value.command);
  }

  fail(id: string, error: DomainError): void {
    const settled = failCommand(this.book, id, error);
    if (!settled.ok) return;
    this.book = settled.value.book;
    this.report(settled.value.command);
  }

  /** Drops finished commands past the retention and their idempotency keys. */
  purge(now: number): void {
    this.book = purge(this.book, now);
  }

  private report(command: Command): void {
    this.changes.emit({ type: 'command_updated', command: commandView(command) });
  }
}
