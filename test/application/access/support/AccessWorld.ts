import type { Company } from '../../../../src/application/ports/MatchData';
import { AuthenticateToken } from '../../../../src/application/access/AuthenticateToken';
import { CreateToken } from '../../../../src/application/access/CreateToken';
import { ListTokens } from '../../../../src/application/access/ListTokens';
import { ModifyToken } from '../../../../src/application/access/ModifyToken';
import { ResolveSession } from '../../../../src/application/access/ResolveSession';
import { RevokeToken } from '../../../../src/application/access/RevokeToken';
import { createMemoryStores } from '../../../../src/adapters/memory';
import { MemoryAccounts, MemoryTokens } from '../../../../src/adapters/memory/accounts';
import { NodeSecrets } from '../../../../src/adapters/system/NodeSecrets';
import type { Role } from '../../../../src/domain/access/Membership';
import type { SessionPrincipal } from '../../../../src/domain/access/Principal';
import type { User, UserStatus } from '../../../../src/domain/access/User';
import type { TokenSettingsInput } from '../../../../src/domain/token/TokenSettings';
import { FakeClock } from './FakeClock';

export const NOW = new Date('2026-03-01T12:00:00.000Z');

/** Cheap scrypt parameters: the tests check behaviour, not hashing cost. */
export const testSecrets = (): NodeSecrets => new NodeSecrets({ N: 1024, r: 8, p: 1 });

export const READ_FOOTBALL: TokenSettingsInput = {
  name: 'Scoreboard feed',
  permission: 'read',
  sports: ['football'],
  durationDays: 30,
};

/** Companies, users and tokens on the memory adapters, with a clock the test moves. */
export class AccessWorld {
  readonly clock = new FakeClock(NOW);
  readonly stores = createMemoryStores();
  readonly tokens = new MemoryTokens();
  readonly accounts = new MemoryAccounts(this.stores.companies, this.tokens);
  readonly secrets = testSecrets();

  readonly authenticate = new AuthenticateToken(this.accounts, this.tokens, this.secrets, this.clock);
  readonly createToken = new CreateToken(this.accounts, this.tokens, this.secrets, this.clock);
  readonly listTokens = new ListTokens(this.accounts, this.clock);
  readonly modifyToken = new ModifyToken(this.accounts, this.tokens, this.clock);
  readonly revokeToken = new RevokeToken(this.accounts, this.tokens, this.clock);
  readonly resolveSession = new ResolveSession(this.accounts, this.stores.companies);

  company(name: string, licenceValid = true): Promise<Company> {
    return this.stores.companies.create({ name, licenceValid });
  }

  async user(
    email: string,
    memberships: { company: Company; role: Role; teamIds?: string[] }[],
    status: UserStatus = 'active',
  ): Promise<User> {
    const user = await this.accounts.createUser({
      email,
      displayName: email.split('@')[0] as string,
      status,
      passwordHash: 'unused',
    });
    for (const m of memberships) {
      await this.accounts.addMembership({
        userId: user.id,
        companyId: m.company.id,
        role: m.role,
        teamIds: m.teamIds ?? [],
      });
    }
    return user;
  }

  async sessionOf(user: User): Promise<SessionPrincipal> {
    const resolved = await this.resolveSession.execute(user.id);
    if (!resolved.ok) throw new Error(`no session for ${user.email}: ${resolved.error.code}`);
    return resolved.value;
  }

  /** A token made through the use case by an administrator; returns its secret and id. */
  async tokenBy(admin: User, company: Company, settings: TokenSettingsInput = READ_FOOTBALL) {
    const created = await this.createToken.execute(await this.sessionOf(admin), company.id, settings);
    if (!created.ok) throw new Error(`token not created: ${created.error.code}`);
    return { secret: created.value.secret, id: created.value.token.id };
  }

  async setUserStatus(user: User, status: UserStatus): Promise<void> {
    await this.accounts.updateUser({ ...user, status });
  }

  async setLicence(company: Company, licenceValid: boolean): Promise<void> {
    await this.stores.companies.update({ ...company, licenceValid });
  }
}
