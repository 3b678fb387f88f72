import type { Sport } from '../sport/Sport';
import type { TokenPermission } from '../token/TokenPermission';
import type { Role } from './Membership';

/** Who is calling through an integration token: one company, some sports, one permission. */
export interface TokenPrincipal {
  readonly kind: 'token';
  readonly tokenId: string;
  readonly companyId: string;
  readonly sports: readonly Sport[];
  readonly permission: TokenPermission;
  /** Kept for audit only: the creator's rights are never passed on (spec 5.2.4). */
  readonly creatorId: string;
}

/** A membership as seen by a session, with the company licence read with it. */
export interface SessionMembership {
  readonly companyId: string;
  readonly role: Role;
  readonly teamIds: readonly string[];
  readonly licenceValid: boolean;
}

/** Who is calling through a logged-in session. */
export interface SessionPrincipal {
  readonly kind: 'session';
  readonly userId: string;
  readonly memberships: readonly SessionMembership[];
}

export type Principal = TokenPrincipal | SessionPrincipal;
