import type { DomainError } from '../shared/DomainError';
import { err, ok } from '../shared/Result';
import type { Result } from '../shared/Result';
import type { ApiToken, RevokedToken } from './ApiToken';
import { TokenErrors } from './TokenErrors';

/** Final: revoking twice is refused with `token_revoked`. */
export function revokeToken(token: ApiToken, now: Date): Result<RevokedToken, DomainError> {
  if (token.state === 'revoked') return err(TokenErrors.revoked());
  return ok({ ...token, state: 'revoked', revokedAt: now });
}
