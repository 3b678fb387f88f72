import { BASE62_ALPHABET } from '../../domain/token/base62';
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';
import type { Secrets } from '../../application/ports/Secrets';

// 248 = 4 × 62: bytes at or above it are dropped, so every character is equally likely.
const UNBIASED_LIMIT = 248;

export interface ScryptParameters {
  /** CPU/memory cost, a power of two. */
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** OWASP's scrypt minimum (Password Storage Cheat Sheet): N=2^17, r=8, p=1, i.e. 128 MiB. */
export const DEFAULT_SCRYPT: ScryptParameters = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
/** scrypt needs about 128·N·r bytes; a stored hash asking for more is refused. */
const MAX_SCRYPT_MEMORY = 256 * 1024 * 1024;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, params: ScryptParameters): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 2 * MAX_SCRYPT_MEMORY };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * node:crypto randomness and hashing. Password hashes read `scrypt$N$r$p$salt$hash` (salt and
 * hash in base64), so parameters can be raised later without breaking stored hashes.
 */
export class NodeSecrets implements Secrets {
  constructor(private readonly scryptParameters: ScryptParameters = DEFAULT_SCRYPT) {}

  randomBase62(length: number): string {
    let out = '';
    while (out.length < length) {
      for (const byte of randomBytes(length * 2)) {
        if (byte < UNBIASED_LIMIT && out.length < length) out += BASE62_ALPHABET[byte % 62];
      }
    }
    return out;
  }

  sha256Hex(text: string): string {
    return createHash('sha256').update(text, 'utf8').digest('hex');
  }

  async hashPassword(password: string): Promise<string> {
    const { N, r, p } = this.scryptParameters;
    const salt = randomBytes(SALT_LENGTH);
    const hash = await derive(password, salt, this.scryptParameters);
    return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
  }

  async verifyPassword(password: string, stored: string): Promise<boolean> {
    const parts = stored.split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
    const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
    if (
      ![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0) ||
      128 * N * r > MAX_SCRYPT_MEMORY ||
      p > 16
    ) {
      return false;
    }
    const salt = Buffer.from(parts[4] as string, 'base64');
    const expected = Buffer.from(parts[5] as string, 'base64');
    if (expected.length !== KEY_LENGTH) return false;
    try {
      return timingSafeEqual(await derive(password, salt, { N, r, p }), expected);
    } catch {
      return false; // e.g. N not a power of two: not a hash we wrote
    }
  }

  timingSafeEqualHex(a: string, b: string): boolean {
    const left = Buffer.from(a, 'hex');
    const right = Buffer.from(b, 'hex');
    // An odd or non-hex text decodes shorter than its length says: refuse it.
    if (left.length * 2 !== a.length || right.length * 2 !== b.length || left.length !== right.length)
      return false;
    return timingSafeEqual(left, right);
  }
}
