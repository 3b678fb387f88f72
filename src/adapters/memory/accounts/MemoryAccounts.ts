import type { Accounts, TokenKey, TokenWithStanding } from '../../../application/ports/Accounts';
import type { Championships, Companies, New } from '../../../application/ports/MatchData';
import type { Tokens } from '../../../application/ports/Tokens';
import type { Membership } from '../../../domain/access/Membership';
import type { User } from '../../../domain/access/User';
import type { ApiToken } from '../../../domain/token/ApiToken';

const key = (userId: string, companyId: string): string => `${userId}:${companyId}`;

/** Users and memberships in memory; the token join reads the given companies and tokens. */
export class MemoryAccounts implements Accounts {
  private readonly users = new Map<string, User>();
  private readonly memberships = new Map<string, Membership>();
  private sequence = 0;

  constructor(
    private readonly companies: Companies,
    private readonly tokens: Tokens,
    /** Where `tokenWithStanding(key, alsoVersionOf)` reads a championship's version. */
    private readonly championships?: Pick<Championships, 'version'>,
  ) {}

  async createUser(user: New<User>): Promise<User> {
    this.requireUniqueEmail(user.email, '');
    const created: User = { ...structuredClone(user), id: String(++this.sequence) };
    this.users.set(created.id, created);
    return structuredClone(created);
  }

  async updateUser(user: User): Promise<void> {
    if (!this.users.has(user.id)) throw new Error(`unknown user "${user.id}"`);
    this.requireUniqueEmail(user.email, user.id);
    this.users.set(user.id, structuredClone(user));
  }

  async userById(id: string): Promise<User | null> {
    const found = this.users.get(id);
    return found ? structuredClone(found) : null;
  }

  async userByEmail(normalizedEmail: string): Promise<User | null> {
    const found = [...this.users.values()].find((u) => u.email === normalizedEmail);
    return found ? structuredClone(found) : null;
  }

  async membershipsOfUser(userId: string): Promise<Membership[]> {
    return [...this.memberships.values()].filter((m) => m.userId === userId).map((m) => structuredClone(m));
  }

  async membershipsOfCompany(companyId: string): Promise<Membership[]> {
    return [...this.memberships.values()]
      .filter((m) => m.companyId === companyId)
      .map((m) => structuredClone(m));
  }

  async addMembership(membership: Membership): Promise<void> {
    if (!this.users.has(membership.userId)) throw new Error(`unknown user "${membership.userId}"`);
    if (!(await this.companies.byId(membership.companyId))) {
      throw new Error(`unknown company "${membership.companyId}"`);
    }
    this.memberships.set(key(membership.userId, membership.companyId), structuredClone(membership));
  }

  async removeMembership(userId: string, companyId: string): Promise<void> {
    this.memberships.delete(key(userId, companyId));
  }

  async tokenWithStanding(tokenKey: TokenKey, alsoVersionOf?: string): Promise<TokenWithStanding | null> {
    const token =
      'tokenId' in tokenKey
        ? await this.tokens.byId(tokenKey.tokenId)
        : await this.tokens.byDigest(tokenKey.digest);
    if (!token) return null;
    const standing = await this.withStanding(token);
    if (alsoVersionOf === undefined) return standing;
    const version = this.championships ? await this.championships.version(alsoVersionOf) : null;
    return { ...standing, championshipVersion: version };
  }

  async tokensWithStandingOfCompany(companyId: string): Promise<TokenWithStanding[]> {
    const tokens = await this.tokens.listByCompany(companyId);
    return Promise.all(tokens.map((t) => this.withStanding(t)));
  }

  private async withStanding(token: ApiToken): Promise<TokenWithStanding> {
    const company = await this.companies.byId(token.companyId);
    if (!company) throw new Error(`token ${token.id} refers to an unknown company`);
    const creator = this.users.get(token.creatorId);
    return {
      token,
      creator: creator ? { id: creator.id, displayName: creator.displayName, status: creator.status } : null,
      creatorRole: this.memberships.get(key(token.creatorId, token.companyId))?.role ?? null,
      company: { id: company.id, name: company.name, licenceValid: company.licenceValid },
    };
  }

  private requireUniqueEmail(email: string, exceptId: string): void {
    for (const u of this.users.values()) {
      if (u.email === email && u.id !== exceptId) throw new Error('a user with this email exists');
    }
  }
}
