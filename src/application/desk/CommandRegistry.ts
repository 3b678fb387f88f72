import type { Command, CommandResult, PendingCommand } from '../../domain/command/Command';
import type { CommandBookOptions, Submission, Submitted } from '../../domain/command/CommandBook';
import { CommandBook } from '../../domain/command/CommandBook';
import type { RequestFingerprint } from '../../domain/command/IdempotencyLedger';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import type { ChangeEmitter } from './ChangeEmitter';
import { commandView } from './CommandView';

/** The command book of the desk: it owns the CommandBook and reports each transition. */
export class CommandRegistry {
  private readonly book: CommandBook;

  constructor(
    options: Partial<CommandBookOptions>,
    private readonly changes: ChangeEmitter,
  ) {
    this.book = new CommandBook(options);
  }

  /**
   * Spec 4.1 rule 3: the command an earlier request with this key and content created, or null
   * when the key is free. A malformed key is 400, a key reused with other content 422.
   */
  replayOf(key: string, fingerprint: RequestFingerprint, now: number): Result<Command | null, DomainError> {
    return this.book.replayOf(key, fingerprint, now);
  }

  submit(submission: Submission): Result<Submitted, DomainError> {
    const submitted = this.book.submit(submission);
    if (submitted.ok && !submitted.value.replayed) this.report(submitted.value.command);
    return submitted;
  }

  /** GET /commands/{id}: undefined once absent or expired (spec 3.1). */
  find(id: string, now: number): Command | undefined {
    return this.book.find(id, now);
  }

  pending(): PendingCommand[] {
    return this.book.pending();
  }

  get pendingCount(): number {
    return this.book.pendingCount;
  }

  /** Settling an already finished command changes nothing (e.g. failed at shutdown meanwhile). */
  accept(id: string, result: CommandResult): void {
    const settled = this.book.accept(id, result);
    if (settled.ok) this.report(settled.value);
  }

  fail(id: string, error: DomainError): void {
    const settled = this.book.fail(id, error);
    if (settled.ok) this.report(settled.value);
  }

  /** Drops finished commands past the retention and their idempotency keys. */
  purge(now: number): void {
    this.book.purge(now);
  }

  private report(command: Command): void {
    this.changes.emit({ type: 'command_updated', command: commandView(command) });
  }
}
