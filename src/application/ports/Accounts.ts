import type { Membership, Role } from '../../domain/access/Membership';
import type { User, UserStatus } from '../../domain/access/User';
import type { ApiToken } from '../../domain/token/ApiToken';
import type { New } from './MatchData';

/** A token with everything re-read on every request (spec 5.2.4), in one read. */
export interface TokenWithStanding {
  readonly token: ApiToken;
  /** null when the creator's account no longer exists. */
  readonly creator: { readonly id: string; readonly displayName: string; readonly status: UserStatus } | null;
  /** The creator's role in the token's company; null when not a member. */
  readonly creatorRole: Role | null;
  readonly company: { readonly id: string; readonly name: string; readonly licenceValid: boolean };
  /**
   * Only when asked with `alsoVersionOf`: that championship's version read in the same statement
   * (issue 11: a cached read is validated without another round trip); null when it is unknown.
   */
  readonly championshipVersion?: number | null;
}

export type TokenKey = { readonly tokenId: string } | { readonly digest: string };

/** Users and their memberships in companies. Companies themselves are the `Companies` port. */
export interface Accounts {
  /** The email must be normalized and unused (the store also enforces uniqueness). */
  createUser(user: New<User>): Promise<User>;
  updateUser(user: User): Promise<void>;
  userById(id: string): Promise<User | null>;
  userByEmail(normalizedEmail: string): Promise<User | null>;

  membershipsOfUser(userId: string): Promise<Membership[]>;
  membershipsOfCompany(companyId: string): Promise<Membership[]>;
  /** Adds the membership or replaces the user's role and teams in that company. */
  addMembership(membership: Membership): Promise<void>;
  removeMembership(userId: string, companyId: string): Promise<void>;

  /**
   * The token joined with its creator, the creator's role and the company licence; one query.
   * With `alsoVersionOf` (a championship id), that query also reads the championship's version.
   */
  tokenWithStanding(key: TokenKey, alsoVersionOf?: string): Promise<TokenWithStanding | null>;
  /** Every token of the company joined the same way, newest first; one query. */
  tokensWithStandingOfCompany(companyId: string): Promise<TokenWithStanding[]>;
}
