import { AccessErrors } from '../../domain/access/AccessErrors';
import type { SessionPrincipal } from '../../domain/access/Principal';
import type { DomainError } from '../../domain/shared/DomainError';
import { err, ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import type { Accounts } from '../ports/Accounts';
import type { Companies } from '../ports/MatchData';
import { sessionPrincipalOf } from './sessionPrincipal';

/**
 * The principal of an open session's user, re-read on each request so that a disabled user or
 * a changed role takes effect at once.
 */
export class ResolveSession {
  constructor(
    private readonly accounts: Accounts,
    private readonly companies: Companies,
  ) {}

  async execute(userId: string): Promise<Result<SessionPrincipal, DomainError>> {
    const user = await this.accounts.userById(userId);
    if (!user || user.status !== 'active') return err(AccessErrors.accountInactive());
    return ok(await sessionPrincipalOf(user, this.accounts, this.companies));
  }
}
