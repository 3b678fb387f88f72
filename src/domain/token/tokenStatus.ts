import type { DomainError } from '../shared/DomainError';
import { err, ok } from '../shared/Result';
import type { Result } from '../shared/Result';
import type { ActiveToken, ApiToken } from './ApiToken';
import { isExpired } from './tokenExpiry';
import { TokenErrors } from './TokenErrors';
import { tokenRefusal } from './tokenStanding';
import type { TokenStanding } from './tokenStanding';

export const TOKEN_STATUSES = ['active', 'expired', 'revoked', 'refused'] as const;
/** The status shown in lists. A refused token stays listed (spec 3.2). */
export type TokenStatus = (typeof TOKEN_STATUSES)[number];

/**
 * Whether the token may authenticate now: revoked, then expired, then the creator and the
 * licence (spec 3.2, 5.2.4). The first reason found is returned.
 */
export function tokenUsability(
  token: ApiToken,
  now: Date,
  standing: TokenStanding,
): Result<ActiveToken, DomainError> {
  if (token.state === 'revoked') return err(TokenErrors.revoked());
  if (isExpired(token, now)) return err(TokenErrors.expired());
  const refusal = tokenRefusal(standing);
  return refusal ? err(refusal) : ok(token);
}

export function tokenStatus(token: ApiToken, now: Date, standing: TokenStanding): TokenStatus {
  if (token.state === 'revoked') return 'revoked';
  if (isExpired(token, now)) return 'expired';
  return tokenRefusal(standing) ? 'refused' : 'active';
}
