import type { Command } from '../../domain/command/Command';
import type { RequestFingerprint } from '../../domain/command/IdempotencyLedger';

/** A command as the desk keeps it across a restart, with the Idempotency-Key it was created with. */
export interface RememberedCommand {
  readonly command: Command;
  readonly idempotency?: { readonly key: string; readonly fingerprint: RequestFingerprint };
}

/**
 * Where the desk keeps its commands for their retention (spec 3.1: 60 s), so that a restart
 * forgets no Idempotency-Key (spec 4.1 rule 3: the same key and content return the existing
 * command and run nothing again) and GET /commands/{id} still finds them.
 */
export interface CommandMemory {
  /** The commands an earlier run recorded, each at the last state recorded for it. */
  load(): RememberedCommand[];
  /**
   * Records a command's new state. Synchronous: a command is on file before it runs, so that a
   * host killed while it ran finds it again at start.
   */
  record(entry: RememberedCommand): void;
  close(): void;
}
