import type { DomainError } from '../shared/DomainError';
import type { Result } from '../shared/Result';
import { err, ok } from '../shared/Result';
import type {
  AcceptedCommand,
  Command,
  CommandRequest,
  CommandResult,
  FailedCommand,
  FinishedCommand,
  PendingCommand,
} from './Command';
import { accept, amend, fail, pendingCommand } from './Command';
import { commandFinished, commandNotFound, tooManyPendingCommands } from './commandErrors';
import { COMMAND_RETENTION_MS, isExpired } from './CommandRetention';
import type { RequestFingerprint } from './IdempotencyLedger';
import { IdempotencyLedger } from './IdempotencyLedger';
import { RetentionQueue } from './RetentionQueue';

/** CONTRACT-NOTES: at most 16 commands pending at once. */
export const DEFAULT_PENDING_LIMIT = 16;

export interface CommandBookOptions {
  readonly pendingLimit: number;
  readonly retentionMs: number;
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
  readonly command: Command;
  /** True when an earlier request with the same key and content created `command`: run nothing. */
  readonly replayed: boolean;
}

/**
 * The registry of commands and their idempotency keys (spec 3.1, 4.1 rule 3). A mutable book with
 * one owner: submitting, reading and settling a command cost O(1), a purge O(expired commands),
 * however many commands the retention keeps. Each Command in it stays an immutable value.
 */
export class CommandBook {
  readonly options: CommandBookOptions;
  private readonly commands = new Map<string, Command>();
  /** Command id → the Idempotency-Key it was created with. */
  private readonly keyOf = new Map<string, string>();
  private readonly ledger = new IdempotencyLedger();
  private readonly pendingIds = new Set<string>();
  private readonly finished = new RetentionQueue();

  constructor(options: Partial<CommandBookOptions> = {}) {
    this.options = {
      pendingLimit: options.pendingLimit ?? DEFAULT_PENDING_LIMIT,
      retentionMs: options.retentionMs ?? COMMAND_RETENTION_MS,
    };
  }

  /** The commands held, expired ones included until a purge removes them. */
  get size(): number {
    return this.commands.size;
  }

  get pendingCount(): number {
    return this.pendingIds.size;
  }

  /** The pending commands in submission order (e.g. to fail them at shutdown). */
  pending(): PendingCommand[] {
    return [...this.pendingIds].map((id) => this.commands.get(id) as PendingCommand);
  }

  /** The Idempotency-Keys bound to a retained command, oldest first. */
  idempotencyKeys(): string[] {
    return this.ledger.keys();
  }

  /** The command as GET /commands/{id} sees it: undefined once absent or expired, even before a purge. */
  find(id: string, now: number): Command | undefined {
    const command = this.commands.get(id);
    return command && !isExpired(command, now, this.options.retentionMs) ? command : undefined;
  }

  /**
   * Spec 4.1 rule 3, after purging expired commands: the command an earlier request with this key
   * and content created, or null when the key is free. A malformed key or one reused with other
   * content is refused.
   */
  replayOf(key: string, fingerprint: RequestFingerprint, now: number): Result<Command | null, DomainError> {
    this.purge(now);
    const found = this.ledger.lookup(key, fingerprint);
    if (!found.ok) return found;
    return ok(found.value.kind === 'replay' ? (this.commands.get(found.value.commandId) ?? null) : null);
  }

  /**
   * Registers a new pending command (spec 3.1), after purging expired ones. With an Idempotency-Key
   * the same request returns the existing command (spec 4.1 rule 3); past the pending limit: 429.
   */
  submit(s: Submission): Result<Submitted, DomainError> {
    if (s.idempotency) {
      const earlier = this.replayOf(s.idempotency.key, s.idempotency.fingerprint, s.createdAt);
      if (!earlier.ok) return earlier;
      if (earlier.value) return ok({ command: earlier.value, replayed: true });
    } else {
      this.purge(s.createdAt);
    }
    if (this.pendingIds.size >= this.options.pendingLimit) {
      return err(tooManyPendingCommands(this.options.pendingLimit));
    }
    if (this.commands.has(s.id)) throw new Error(`Command id ${s.id} is already taken: ids must be unique`);
    const command = pendingCommand(s);
    this.commands.set(command.id, command);
    this.pendingIds.add(command.id);
    if (s.idempotency) {
      this.ledger.bind(s.idempotency.key, s.idempotency.fingerprint, command.id);
      this.keyOf.set(command.id, s.idempotency.key);
    }
    return ok({ command, replayed: false });
  }

  /**
   * Takes back a finished command an earlier run of the host kept (CommandMemory), with its
   * Idempotency-Key binding; one already held, or expired at `now`, is left out. Returns whether
   * it was taken.
   */
  restore(
    command: FinishedCommand,
    now: number,
    idempotency?: { readonly key: string; readonly fingerprint: RequestFingerprint },
  ): boolean {
    if (this.commands.has(command.id) || isExpired(command, now, this.options.retentionMs)) return false;
    this.commands.set(command.id, command);
    this.finished.add(command);
    if (idempotency) {
      this.ledger.bind(idempotency.key, idempotency.fingerprint, command.id);
      this.keyOf.set(command.id, idempotency.key);
    }
    return true;
  }

  accept(id: string, result: CommandResult = {}): Result<AcceptedCommand, DomainError> {
    return this.settle(id, (pending) => accept(pending, result));
  }

  /**
   * Changes the result of an accepted command (a queued write's delivery); its retention still
   * counts from its creation. A pending or failed command is not changed.
   */
  amend(id: string, change: CommandResult, error?: DomainError): Result<AcceptedCommand, DomainError> {
    const command = this.commands.get(id);
    if (!command) return err(commandNotFound(id));
    if (command.state !== 'accepted') return err(commandFinished(id));
    const amended = amend(command, change, error);
    this.commands.set(id, amended);
    return ok(amended);
  }

  fail(id: string, error: DomainError): Result<FailedCommand, DomainError> {
    return this.settle(id, (pending) =>
      fail(pending, error.code, error.message, error.details ? { ...error.details } : undefined),
    );
  }

  /** Removes the finished commands older than the retention, and their keys (spec 3.1); returns how many. */
  purge(now: number): number {
    const expired = this.finished.takeExpired(now, this.options.retentionMs);
    for (const command of expired) {
      this.commands.delete(command.id);
      const key = this.keyOf.get(command.id);
      if (key === undefined) continue;
      this.keyOf.delete(command.id);
      this.ledger.forget(key, command.id);
    }
    return expired.length;
  }

  private settle<F extends FinishedCommand>(
    id: string,
    finish: (pending: PendingCommand) => F,
  ): Result<F, DomainError> {
    const command = this.commands.get(id);
    if (!command) return err(commandNotFound(id));
    if (command.state !== 'pending') return err(commandFinished(id));
    const finished = finish(command);
    this.commands.set(id, finished);
    this.pendingIds.delete(id);
    this.finished.add(finished);
    return ok(finished);
  }
}
