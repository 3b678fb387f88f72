import type { Principal } from '../../domain/access/Principal';
import type { DomainError } from '../../domain/shared/DomainError';
import { ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import { revokeToken } from '../../domain/token/revokeToken';
import type { Accounts } from '../ports/Accounts';
import type { Clock } from '../ports/Clock';
import type { Tokens } from '../ports/Tokens';
import { managedToken } from './managedToken';
import { toTokenListItem } from './TokenListItem';
import type { TokenListItem } from './TokenListItem';

/** Any administrator of the company may revoke; it is final (spec 3.2). */
export class RevokeToken {
  constructor(
    private readonly accounts: Accounts,
    private readonly tokens: Tokens,
    private readonly clock: Clock,
  ) {}

  async execute(principal: Principal, tokenId: string): Promise<Result<TokenListItem, DomainError>> {
    const found = await managedToken(principal, tokenId, this.accounts);
    if (!found.ok) return found;
    const now = this.clock.now();
    const revoked = revokeToken(found.value.token, now);
    if (!revoked.ok) return revoked;
    await this.tokens.update(revoked.value);
    return ok(toTokenListItem({ ...found.value, token: revoked.value }, now));
  }
}
