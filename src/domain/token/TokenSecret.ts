import type { DomainError } from '../shared/DomainError';
import { err, ok } from '../shared/Result';
import type { Result } from '../shared/Result';
import { encodeBase62, isBase62 } from './base62';
import { crc32Ascii } from './crc32';
import { TokenErrors } from './TokenErrors';

// CONTRACT-NOTES "Token secret": svc_api_ + 32 base62 random characters + 6 base62 characters
// of the CRC-32 of the random part, so that a typo or a truncated copy is refused offline.
export const TOKEN_SECRET_PREFIX = 'svc_api_';
export const TOKEN_RANDOM_LENGTH = 32;
export const TOKEN_CHECKSUM_LENGTH = 6;
export const TOKEN_SECRET_LENGTH = TOKEN_SECRET_PREFIX.length + TOKEN_RANDOM_LENGTH + TOKEN_CHECKSUM_LENGTH;
/** The listed prefix: the first 12 characters, e.g. `svc_api_Ab3x`. */
export const TOKEN_LISTED_PREFIX_LENGTH = 12;

/** A secret whose format and checksum are right. It may still be unknown to the store. */
export interface TokenSecret {
  readonly value: string;
  readonly prefix: string;
}

function checksumOf(random: string): string {
  return encodeBase62(crc32Ascii(random), TOKEN_CHECKSUM_LENGTH);
}

/** Builds the secret from 32 base62 characters of randomness (from the Secrets port). */
export function composeTokenSecret(random: string): TokenSecret {
  if (random.length !== TOKEN_RANDOM_LENGTH || !isBase62(random)) {
    throw new RangeError(`composeTokenSecret: needs ${TOKEN_RANDOM_LENGTH} base62 characters`);
  }
  const value = TOKEN_SECRET_PREFIX + random + checksumOf(random);
  return { value, prefix: value.slice(0, TOKEN_LISTED_PREFIX_LENGTH) };
}

/** Checks the format and the checksum without any store (a malformed token is a 401). */
export function parseTokenSecret(candidate: string): Result<TokenSecret, DomainError> {
  if (candidate.length !== TOKEN_SECRET_LENGTH || !candidate.startsWith(TOKEN_SECRET_PREFIX)) {
    return err(TokenErrors.invalid());
  }
  const body = candidate.slice(TOKEN_SECRET_PREFIX.length);
  if (!isBase62(body)) return err(TokenErrors.invalid());
  const random = body.slice(0, TOKEN_RANDOM_LENGTH);
  if (checksumOf(random) !== body.slice(TOKEN_RANDOM_LENGTH)) return err(TokenErrors.invalid());
  return ok({ value: candidate, prefix: candidate.slice(0, TOKEN_LISTED_PREFIX_LENGTH) });
}
