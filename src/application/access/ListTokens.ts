import { administrationAccess } from '../../domain/access/administration';
import type { Principal } from '../../domain/access/Principal';
import type { DomainError } from '../../domain/shared/DomainError';
import { ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import type { Accounts } from '../ports/Accounts';
import type { Clock } from '../ports/Clock';
import { toTokenListItem } from './TokenListItem';
import type { TokenListItem } from './TokenListItem';

/** Every token of the company, refused and revoked ones included (spec 3.2), newest first. */
export class ListTokens {
  constructor(
    private readonly accounts: Accounts,
    private readonly clock: Clock,
  ) {}

  async execute(principal: Principal, companyId: string): Promise<Result<TokenListItem[], DomainError>> {
    const access = administrationAccess(principal, companyId);
    if (!access.ok) return access;
    const now = this.clock.now();
    const entries = await this.accounts.tokensWithStandingOfCompany(companyId);
    return ok(entries.map((entry) => toTokenListItem(entry, now)));
  }
}
