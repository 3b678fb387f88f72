import type { Command, CommandResult, PendingCommand } from '../../domain/command/Command';
import { fail } from '../../domain/command/Command';
import { commandInterrupted } from '../../domain/command/commandErrors';
import type { CommandBookOptions, Submission, Submitted } from '../../domain/command/CommandBook';
import { CommandBook } from '../../domain/command/CommandBook';
import type { RequestFingerprint } from '../../domain/command/IdempotencyLedger';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import type { CommandMemory, RememberedCommand } from '../ports/CommandMemory';
import type { ChangeEmitter } from './ChangeEmitter';
import { commandView } from './CommandView';

/** The command book of the desk: it owns the CommandBook and reports each transition. */
export class CommandRegistry {
  private readonly book: CommandBook;
  /** Journal id of a queued hosted write → the command that queued it. */
  private readonly byJournalId = new Map<string, string>();
  /** Deliveries heard before their command was accepted (the replay can be that quick). */
  private readonly early = new Map<string, { change: CommandResult; error?: DomainError }>();
  /** The Idempotency-Key binding of each retained command created with one, for the memory. */
  private readonly bindings = new Map<string, NonNullable<RememberedCommand['idempotency']>>();

  constructor(
    options: Partial<CommandBookOptions>,
    private readonly changes: ChangeEmitter,
    private readonly memory?: CommandMemory,
  ) {
    this.book = new CommandBook(options);
  }

  /**
   * At start: the commands an earlier run kept, within their retention at `now`, with their keys
   * (spec 4.1 rule 3 across a restart). One that run left pending ends failed `interrupted`: its
   * effect is unknown, and a retry with its key must not run it again.
   */
  restore(now: number): void {
    if (!this.memory) return;
    for (const { command, idempotency } of this.memory.load()) {
      const finished =
        command.state === 'pending'
          ? fail(command, commandInterrupted().code, commandInterrupted().message)
          : command;
      // Recorded failed even when already expired, so that the memory drops it (found by review:
      // an expired pending line was kept through every restart).
      if (finished !== command)
        this.memory.record(idempotency ? { command: finished, idempotency } : { command: finished });
      if (!this.book.restore(finished, now, idempotency)) continue;
      if (idempotency) this.bindings.set(finished.id, idempotency);
      // A hosted write still queued when that run ended: its delivery, replayed from the journal
      // after the restart, is told to this command too (found by review: it stayed `queued`).
      if (finished.state === 'accepted') {
        const { journalId, delivery } = finished.result;
        if (typeof journalId === 'string' && delivery === 'queued')
          this.byJournalId.set(journalId, finished.id);
      }
    }
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
    if (submitted.ok && !submitted.value.replayed) {
      if (submission.idempotency) this.bindings.set(submission.id, submission.idempotency);
      this.report(submitted.value.command);
    }
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
    if (!settled.ok) return;
    this.report(settled.value);
    if (typeof result.journalId !== 'string') return;
    this.byJournalId.set(result.journalId, id);
    const early = this.early.get(result.journalId);
    if (!early) return;
    this.early.delete(result.journalId);
    this.settleDelivery(result.journalId, early.change, early.error);
  }

  /**
   * A queued hosted write was delivered or met a conflict (issue 12): the command that queued it
   * says so, while it is retained (60 s). Returns false when no retained command queued it.
   */
  settleDelivery(journalId: string, change: CommandResult, error?: DomainError): boolean {
    const id = this.byJournalId.get(journalId);
    if (id === undefined) {
      if (this.book.pendingCount > 0) this.keepEarly(journalId, change, error);
      return false;
    }
    this.byJournalId.delete(journalId);
    const amended = this.book.amend(id, change, error);
    if (amended.ok) this.report(amended.value);
    return amended.ok;
  }

  fail(id: string, error: DomainError): void {
    const settled = this.book.fail(id, error);
    if (settled.ok) this.report(settled.value);
  }

  private keepEarly(journalId: string, change: CommandResult, error?: DomainError): void {
    this.early.set(journalId, error ? { change, error } : { change });
    // Only a command still pending can claim it; at most as many as may be pending.
    for (const key of this.early.keys()) {
      if (this.early.size <= this.book.options.pendingLimit) break;
      this.early.delete(key);
    }
  }

  /** Drops finished commands past the retention and their idempotency keys. */
  purge(now: number): void {
    this.book.purge(now);
    for (const [journalId, id] of this.byJournalId) {
      if (!this.book.find(id, now)) this.byJournalId.delete(journalId);
    }
    for (const id of this.bindings.keys()) if (!this.book.find(id, now)) this.bindings.delete(id);
  }

  private report(command: Command): void {
    this.remember(command);
    this.changes.emit({ type: 'command_updated', command: commandView(command) });
  }

  private remember(command: Command): void {
    const idempotency = this.bindings.get(command.id);
    this.memory?.record(idempotency ? { command, idempotency } : { command });
  }
}
