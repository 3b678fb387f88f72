import type { TokenPrincipal } from '../access/Principal';
import type { ActiveToken } from './ApiToken';

/** The caller an authenticated token stands for: its company, sports and permission only. */
export function tokenPrincipal(token: ActiveToken): TokenPrincipal {
  return {
    kind: 'token',
    tokenId: token.id,
    companyId: token.companyId,
    sports: token.sports,
    permission: token.permission,
    creatorId: token.creatorId,
  };
}
