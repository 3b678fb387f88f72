/** Randomness and hashing (ARCHITECTURE.md). Secrets are never logged or echoed. */
export interface Secrets {
  /** `length` characters of [0-9A-Za-z], uniformly random. */
  randomBase62(length: number): string;
  /** SHA-256 of the UTF-8 text, lowercase hex. */
  sha256Hex(text: string): string;
  /** A self-describing password hash (algorithm, parameters, salt, hash). */
  hashPassword(password: string): Promise<string>;
  /** False for a wrong password and for a hash it cannot read. */
  verifyPassword(password: string, hash: string): Promise<boolean>;
  /** Constant-time equality of two hex digests; false when their lengths differ. */
  timingSafeEqualHex(a: string, b: string): boolean;
}
