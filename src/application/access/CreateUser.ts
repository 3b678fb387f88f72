import { checkFields, emailRule, passwordRule, requiredName } from '../../domain/access/accountRules';
import type { Role } from '../../domain/access/Membership';
import { normalizeEmail } from '../../domain/access/User';
import { domainError } from '../../domain/shared/DomainError';
import type { DomainError } from '../../domain/shared/DomainError';
import { err, ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import type { Accounts } from '../ports/Accounts';
import type { Companies } from '../ports/MatchData';
import type { Secrets } from '../ports/Secrets';

export interface UserInput {
  readonly email?: unknown;
  readonly displayName?: unknown;
  readonly password?: unknown;
  readonly companyId: string;
  readonly role: Role;
  /** Member restriction; empty or absent means every team. */
  readonly teamIds?: readonly string[];
}

/** What is returned of a new user: never the password hash. */
export interface CreatedUser {
  readonly id: string;
  readonly email: string;
  readonly displayName: string;
  readonly companyId: string;
  readonly role: Role;
}

/** An operator creates a user with a membership, e.g. the first administrator of a company. */
export class CreateUser {
  constructor(
    private readonly accounts: Accounts,
    private readonly companies: Companies,
    private readonly secrets: Secrets,
  ) {}

  async execute(input: UserInput): Promise<Result<CreatedUser, DomainError>> {
    const refused = checkFields(
      input,
      { email: emailRule, displayName: requiredName('displayName'), password: passwordRule },
      'The user is invalid.',
    );
    if (refused) return err(refused);
    if (!(await this.companies.byId(input.companyId))) {
      return err(domainError('not_found', `No company with id ${input.companyId}.`));
    }
    const email = normalizeEmail(input.email as string);
    if (await this.accounts.userByEmail(email)) {
      return err(domainError('email_taken', 'A user with this email exists.'));
    }
    const user = await this.accounts.createUser({
      email,
      displayName: (input.displayName as string).trim(),
      status: 'active',
      passwordHash: await this.secrets.hashPassword(input.password as string),
    });
    await this.accounts.addMembership({
      userId: user.id,
      companyId: input.companyId,
      role: input.role,
      teamIds: input.role === 'member' ? [...(input.teamIds ?? [])] : [],
    });
    return ok({
      id: user.id,
      email: user.email,
      displayName: user.displayName,
      companyId: input.companyId,
      role: input.role,
    });
  }
}
