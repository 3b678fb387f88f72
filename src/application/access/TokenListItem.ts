import type { ApiToken } from '../../domain/token/ApiToken';
import type { TokenPermission } from '../../domain/token/TokenPermission';
import { tokenStatus } from '../../domain/token/tokenStatus';
import type { TokenStatus } from '../../domain/token/tokenStatus';
import type { Sport } from '../../domain/sport/Sport';
import type { TokenWithStanding } from '../ports/Accounts';
import { standingOf } from './standingOf';

/** A token as listed to administrators (spec 2.11, 5.2.2): never the secret or its digest. */
export interface TokenListItem {
  id: string;
  name: string;
  prefix: string;
  permission: TokenPermission;
  sports: Sport[];
  /** ISO 8601 instants. */
  expiresAt: string;
  lastUsedAt: string | null;
  createdAt: string;
  creator: { id: string; name: string };
  company: { id: string; name: string };
  status: TokenStatus;
}

export function toTokenListItem(entry: TokenWithStanding, now: Date): TokenListItem {
  const token: ApiToken = entry.token;
  return {
    id: token.id,
    name: token.name,
    prefix: token.prefix,
    permission: token.permission,
    sports: [...token.sports],
    expiresAt: token.expiresAt.toISOString(),
    lastUsedAt: token.lastUsedAt ? token.lastUsedAt.toISOString() : null,
    createdAt: token.createdAt.toISOString(),
    creator: { id: token.creatorId, name: entry.creator?.displayName ?? '' },
    company: { id: entry.company.id, name: entry.company.name },
    status: tokenStatus(token, now, standingOf(entry)),
  };
}
