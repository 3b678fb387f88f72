/**
 * A web event write kept under the Idempotency-Key it was sent with (an extension of spec 4.2
 * rule 4, CONTRACT-NOTES "Optional Idempotency-Key on update_match_event"): who sent it, what it
 * was, and the answer it got, so that the same write sent again is answered without being run
 * again.
 */
export interface KeptWrite {
  /** Whose key it is: `token:{id}` or `user:{id}`. Two callers never share a key. */
  readonly scope: string;
  /** The Idempotency-Key as sent (1 to 100 letters, digits, underscores or hyphens). */
  readonly key: string;
  /**
   * SHA-256 (hex) of the endpoint, sport, championship and the write's fields: the same key for
   * another write is refused.
   */
  readonly fingerprint: string;
  /** The `data` of the answer, as JSON text. */
  readonly answer: string;
  /** When it was written; kept for WRITE_KEY_RETENTION_MS from then. */
  readonly writtenAt: Date;
}

/** How long a write stays kept under its key: a day, as the IETF idempotency-key draft suggests. */
export const WRITE_KEY_RETENTION_MS = 24 * 60 * 60 * 1000;

/** The oldest instant a write kept at `now` may have been written and still count. */
export const keptSince = (now: Date): Date => new Date(now.getTime() - WRITE_KEY_RETENTION_MS);

/**
 * The kept writes. Used inside the write's transaction (MatchDataStores), so that a write and its
 * key commit together: a write that committed always has its key, one that did not never has.
 */
export interface WriteKeys {
  /** The write kept under `scope` and `key` since `since` (older ones count as gone), or null. */
  find(scope: string, key: string, since: Date): Promise<KeptWrite | null>;
  /**
   * Keeps `write`, first forgetting an expired write (kept before `expiredBefore`) under the same
   * scope and key. Two writes under one key: the second one fails.
   */
  keep(write: KeptWrite, expiredBefore: Date): Promise<void>;
  /**
   * Forgets at most `limit` writes kept before `expiredBefore`, oldest first (run outside the
   * writes' transactions, so that no write waits on another's purge). Returns how many.
   */
  purge(expiredBefore: Date, limit: number): Promise<number>;
}
