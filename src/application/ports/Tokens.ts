import type { ApiToken, NewActiveToken } from '../../domain/token/ApiToken';

/** Integration tokens of every company. Only digests are stored, never secrets. */
export interface Tokens {
  create(token: NewActiveToken): Promise<ApiToken>;
  /** Every token of the company, revoked ones included, newest first. */
  listByCompany(companyId: string): Promise<ApiToken[]>;
  byId(id: string): Promise<ApiToken | null>;
  byDigest(digest: string): Promise<ApiToken | null>;
  /** Writes name, permission, sports, expiry and state (revocation). Never the digest. */
  update(token: ApiToken): Promise<void>;
  /**
   * One conditional write: sets the last use to `now` only when it is null or older than
   * `now - minIntervalMs` (CONTRACT-NOTES "Last use"). True when it wrote.
   */
  touchLastUsed(tokenId: string, now: Date, minIntervalMs: number): Promise<boolean>;
}
