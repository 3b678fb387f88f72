import { AccessErrors } from '../../domain/access/AccessErrors';
import { administrationAccess } from '../../domain/access/administration';
import type { Principal } from '../../domain/access/Principal';
import type { DomainError } from '../../domain/shared/DomainError';
import { err, ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import { TokenErrors } from '../../domain/token/TokenErrors';
import type { Accounts, TokenWithStanding } from '../ports/Accounts';

/**
 * The token an administrator session addresses by id. A token of a company the caller does not
 * belong to is reported as absent, so ids of other companies reveal nothing.
 */
export async function managedToken(
  principal: Principal,
  tokenId: string,
  accounts: Accounts,
): Promise<Result<TokenWithStanding, DomainError>> {
  if (principal.kind !== 'session') return err(AccessErrors.sessionRequired());
  const found = await accounts.tokenWithStanding({ tokenId });
  if (!found) return err(TokenErrors.notFound(tokenId));
  const access = administrationAccess(principal, found.token.companyId);
  if (!access.ok)
    return err(access.error.code === 'forbidden_company' ? TokenErrors.notFound(tokenId) : access.error);
  return ok(found);
}
