import { AccessErrors } from '../../domain/access/AccessErrors';
import type { SessionPrincipal } from '../../domain/access/Principal';
import { normalizeEmail } from '../../domain/access/User';
import type { DomainError } from '../../domain/shared/DomainError';
import { err, ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import type { Accounts } from '../ports/Accounts';
import type { Companies } from '../ports/MatchData';
import type { Secrets } from '../ports/Secrets';
import { sessionPrincipalOf } from './sessionPrincipal';

/** Email and password → a session principal (CONTRACT-NOTES "Sessions"). */
export class Login {
  /** Checked against when the email is unknown, so both cases take the same time. */
  private decoyHash: Promise<string> | null = null;

  constructor(
    private readonly accounts: Accounts,
    private readonly companies: Companies,
    private readonly secrets: Secrets,
  ) {}

  async execute(email: string, password: string): Promise<Result<SessionPrincipal, DomainError>> {
    const user = await this.accounts.userByEmail(normalizeEmail(email));
    if (!user || user.status === 'deleted') {
      this.decoyHash ??= this.secrets.hashPassword('decoy password, never valid');
      await this.secrets.verifyPassword(password, await this.decoyHash);
      return err(AccessErrors.invalidCredentials());
    }
    if (!(await this.secrets.verifyPassword(password, user.passwordHash))) {
      return err(AccessErrors.invalidCredentials());
    }
    if (user.status !== 'active') return err(AccessErrors.accountInactive());
    return ok(await sessionPrincipalOf(user, this.accounts, this.companies));
  }
}
