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

/** Idempotency-Key → the command it created, kept as long as that command is retained. */
export interface IdempotencyLedger {
  readonly entries: ReadonlyMap<string, LedgerEntry>;
}

export const EMPTY_LEDGER: IdempotencyLedger = { entries: new Map() };

/** `new`: no command holds the key yet; `replay`: the same request already created this command. */
export type LedgerLookup = { readonly kind: 'new' } | { readonly kind: 'replay'; readonly commandId: string };

export function sameFingerprint(a: RequestFingerprint, b: RequestFingerprint): boolean {
  return a.method === b.method && a.path === b.path && a.bodyHash === b.bodyHash;
}

/**
 * Spec 4.1 rule 3: same key and same content → the existing command; same key and other content
 * → `idempotency_key_reused`; a malformed key → `invalid_idempotency_key`.
 */
export function lookup(
  ledger: IdempotencyLedger,
  key: string,
  fingerprint: RequestFingerprint,
): Result<LedgerLookup, DomainError> {
  const valid = validateIdempotencyKey(key);
  if (!valid.ok) return valid;
  const entry = ledger.entries.get(key);
  if (!entry) return ok({ kind: 'new' });
  if (!sameFingerprint(entry.fingerprint, fingerprint)) return err(idempotencyKeyReused());
  return ok({ kind: 'replay', commandId: entry.commandId });
}

export function bind(
  ledger: IdempotencyLedger,
  key: string,
  fingerprint: RequestFingerprint,
  commandId: string,
): IdempotencyLedger {
  const entries = new Map(ledger.entries);
  entries.set(key, { fingerprint, commandId });
  return { entries };
}

/** Drops the keys of removed commands: the binding lasts for the command's retention. */
export function forgetCommands(
  ledger: IdempotencyLedger,
  commandIds: ReadonlySet<string>,
): IdempotencyLedger {
  if (commandIds.size === 0) return ledger;
  const entries = new Map([...ledger.entries].filter(([, entry]) => !commandIds.has(entry.commandId)));
  return { entries };
}
