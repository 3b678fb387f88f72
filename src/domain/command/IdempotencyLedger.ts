import type { DomainError } from '../shared/DomainError';
import type { Result } from '../shared/Result';
import { err, ok } from '../shared/Result';
import { idempotencyKeyReused } from './commandErrors';
import { validateIdempotencyKey } from './IdempotencyKey';

/** What the key is bound to (CONTRACT-NOTES): method + path + a hash of the body, hashed by the caller. */
export interface RequestFingerprint {
  readonly method: string;
  readonly path: string;
  readonly bodyHash: string;
}

export interface LedgerEntry {
  readonly fingerprint: RequestFingerprint;
  readonly commandId: string;
}

/** `new`: no command holds the key yet; `replay`: the same request already created this command. */
export type LedgerLookup = { readonly kind: 'new' } | { readonly kind: 'replay'; readonly commandId: string };

export function sameFingerprint(a: RequestFingerprint, b: RequestFingerprint): boolean {
  return a.method === b.method && a.path === b.path && a.bodyHash === b.bodyHash;
}

/**
 * Idempotency-Key → the command it created, kept as long as that command is retained. Mutable,
 * owned by a CommandBook; every operation is one map access.
 */
export class IdempotencyLedger {
  private readonly entries = new Map<string, LedgerEntry>();

  /**
   * Spec 4.1 rule 3: same key and same content → the existing command; same key and other content
   * → `idempotency_key_reused`; a malformed key → `invalid_idempotency_key`.
   */
  lookup(key: string, fingerprint: RequestFingerprint): Result<LedgerLookup, DomainError> {
    const valid = validateIdempotencyKey(key);
    if (!valid.ok) return valid;
    const entry = this.entries.get(key);
    if (!entry) return ok({ kind: 'new' });
    if (!sameFingerprint(entry.fingerprint, fingerprint)) return err(idempotencyKeyReused());
    return ok({ kind: 'replay', commandId: entry.commandId });
  }

  bind(key: string, fingerprint: RequestFingerprint, commandId: string): void {
    this.entries.set(key, { fingerprint, commandId });
  }

  /** Drops the key of a removed command: the binding lasts for the command's retention. */
  forget(key: string, commandId: string): void {
    if (this.entries.get(key)?.commandId === commandId) this.entries.delete(key);
  }

  /** The keys held, oldest binding first. */
  keys(): string[] {
    return [...this.entries.keys()];
  }
}
