import type { New } from '../../../../src/application/ports/MatchData';
import type { User } from '../../../../src/domain/access/User';
import type { NewActiveToken } from '../../../../src/domain/token/ApiToken';

export const T0 = new Date('2026-03-01T12:00:00.123Z');
export const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export const aNewUser = (overrides: Partial<New<User>> = {}): New<User> => ({
  email: 'ada@acme.test',
  displayName: 'Ada Lovelace',
  status: 'active',
  passwordHash: 'scrypt$1024$8$1$c2FsdA==$aGFzaA==',
  ...overrides,
});

let digestSeed = 0;

/** A token not yet stored, with a digest of its own. */
export const aNewToken = (
  companyId: string,
  creatorId: string,
  overrides: Partial<NewActiveToken> = {},
): NewActiveToken => ({
  state: 'active',
  companyId,
  creatorId,
  name: 'Scoreboard feed',
  prefix: 'svc_api_AbCd',
  digest: (++digestSeed).toString(16).padStart(64, '0'),
  permission: 'read',
  sports: ['football', 'tennis'],
  createdAt: T0,
  expiresAt: new Date(T0.getTime() + 30 * DAY_MS),
  lastUsedAt: null,
  ...overrides,
});
