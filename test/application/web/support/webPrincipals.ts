import type { SessionPrincipal, TokenPrincipal } from '../../../../src/domain/access/Principal';
import type { Sport } from '../../../../src/domain/sport/Sport';
import type { TokenPermission } from '../../../../src/domain/token/TokenPermission';

/** Callers of the web use cases, built directly (authentication is tested elsewhere). */
export const WebPrincipals = {
  token(companyId: string, sports: Sport[], permission: TokenPermission = 'read'): TokenPrincipal {
    return { kind: 'token', tokenId: '70', companyId, sports, permission, creatorId: '900' };
  },
  administrator(companyId: string): SessionPrincipal {
    return {
      kind: 'session',
      userId: '901',
      memberships: [{ companyId, role: 'administrator', teamIds: [], licenceValid: true }],
    };
  },
  member(companyId: string, teamIds: string[] = []): SessionPrincipal {
    return {
      kind: 'session',
      userId: '902',
      memberships: [{ companyId, role: 'member', teamIds, licenceValid: true }],
    };
  },
};
