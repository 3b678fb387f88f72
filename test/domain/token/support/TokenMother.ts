import type { ActiveToken, ApiToken, RevokedToken } from '../../../../src/domain/token/ApiToken';
import type { TokenStanding } from '../../../../src/domain/token/tokenStanding';

export const NOW = new Date('2026-03-01T12:00:00.000Z');
const DAY_MS = 86_400_000;

export const TokenMother = {
  active(overrides: Partial<ActiveToken> = {}): ActiveToken {
    return {
      state: 'active',
      id: '1',
      companyId: '10',
      creatorId: '100',
      name: 'Scoreboard feed',
      prefix: 'svc_api_AbCd',
      digest: 'a'.repeat(64),
      permission: 'read',
      sports: ['football'],
      createdAt: new Date(NOW.getTime() - 10 * DAY_MS),
      expiresAt: new Date(NOW.getTime() + 20 * DAY_MS),
      lastUsedAt: null,
      ...overrides,
    };
  },
  expired(overrides: Partial<ActiveToken> = {}): ActiveToken {
    return TokenMother.active({ expiresAt: new Date(NOW.getTime() - DAY_MS), ...overrides });
  },
  revoked(overrides: Partial<RevokedToken> = {}): RevokedToken {
    return { ...TokenMother.active(), state: 'revoked', revokedAt: NOW, ...overrides };
  },
};

export const StandingMother = {
  good(overrides: Partial<TokenStanding> = {}): TokenStanding {
    return { creatorStatus: 'active', creatorRole: 'administrator', licenceValid: true, ...overrides };
  },
};

export type { ApiToken };
