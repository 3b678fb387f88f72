import type { Principal } from '../../domain/access/Principal';
import type { DomainError } from '../../domain/shared/DomainError';
import { ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import { modifyToken } from '../../domain/token/modifyToken';
import type { TokenChangesInput } from '../../domain/token/modifyToken';
import type { Accounts } from '../ports/Accounts';
import type { Clock } from '../ports/Clock';
import type { Tokens } from '../ports/Tokens';
import { managedToken } from './managedToken';
import { toTokenListItem } from './TokenListItem';
import type { TokenListItem } from './TokenListItem';

/** Name, sports, permission or expiry; the secret is unchanged (spec 3.2). */
export class ModifyToken {
  constructor(
    private readonly accounts: Accounts,
    private readonly tokens: Tokens,
    private readonly clock: Clock,
  ) {}

  async execute(
    principal: Principal,
    tokenId: string,
    changes: TokenChangesInput,
  ): Promise<Result<TokenListItem, DomainError>> {
    const found = await managedToken(principal, tokenId, this.accounts);
    if (!found.ok) return found;
    const now = this.clock.now();
    const modified = modifyToken(found.value.token, changes, now);
    if (!modified.ok) return modified;
    await this.tokens.update(modified.value);
    return ok(toTokenListItem({ ...found.value, token: modified.value }, now));
  }
}
