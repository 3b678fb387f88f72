import type {
  SessionMembership,
  SessionPrincipal,
  TokenPrincipal,
} from '../../../../src/domain/access/Principal';

export const COMPANY_A = '1';
export const COMPANY_B = '2';

function membership(overrides: Partial<SessionMembership>): SessionMembership {
  return { companyId: COMPANY_A, role: 'member', teamIds: [], licenceValid: true, ...overrides };
}

export const PrincipalMother = {
  token(overrides: Partial<TokenPrincipal> = {}): TokenPrincipal {
    return {
      kind: 'token',
      tokenId: '50',
      companyId: COMPANY_A,
      sports: ['football'],
      permission: 'read',
      creatorId: '900',
      ...overrides,
    };
  },
  session(...memberships: Partial<SessionMembership>[]): SessionPrincipal {
    return { kind: 'session', userId: '900', memberships: memberships.map(membership) };
  },
  administratorOf(companyId: string = COMPANY_A): SessionPrincipal {
    return PrincipalMother.session({ companyId, role: 'administrator' });
  },
  memberOf(companyId: string = COMPANY_A, teamIds: string[] = []): SessionPrincipal {
    return PrincipalMother.session({ companyId, role: 'member', teamIds });
  },
};

export const ChampionshipTargetMother = {
  of(companyId: string, overrides: { sport?: 'football' | 'tennis' | 'hockey'; archived?: boolean } = {}) {
    return {
      companyId,
      sport: overrides.sport ?? 'football',
      archived: overrides.archived ?? false,
    } as const;
  },
};

export const MatchTargetMother = {
  between(homeTeamId: string, awayTeamId: string, sport: 'football' | 'tennis' = 'football') {
    return { sport, homeTeamId, awayTeamId } as const;
  },
};
