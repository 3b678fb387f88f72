import type { Sport } from '../sport/Sport';
import type { TokenPermission } from './TokenPermission';

/** Fields every integration token has, whatever its state (spec 2.11). */
interface TokenRecord {
  readonly id: string;
  readonly companyId: string;
  readonly creatorId: string;
  readonly name: string;
  /** First 12 characters of the secret, for recognition in lists. */
  readonly prefix: string;
  /** SHA-256 of the secret, lowercase hex: the secret itself is never stored. */
  readonly digest: string;
  readonly permission: TokenPermission;
  readonly sports: readonly Sport[];
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly lastUsedAt: Date | null;
}

/** Usable until it expires; `expired` and `refused` are computed, not stored (see tokenStatus). */
export interface ActiveToken extends TokenRecord {
  readonly state: 'active';
}

/** Final: a revoked token is never reactivated (spec 3.2). */
export interface RevokedToken extends TokenRecord {
  readonly state: 'revoked';
  readonly revokedAt: Date;
}

export type ApiToken = ActiveToken | RevokedToken;

/** A token before the store gave it an id. */
export type NewActiveToken = Omit<ActiveToken, 'id'>;
