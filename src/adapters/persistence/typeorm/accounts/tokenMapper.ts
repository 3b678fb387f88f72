import type { ApiToken, NewActiveToken } from '../../../../domain/token/ApiToken';
import { SPORTS } from '../../../../domain/sport/Sport';
import { TOKEN_PERMISSIONS } from '../../../../domain/token/TokenPermission';
import { refKey, toId } from '../ids';
import { oneOf } from '../mappers/oneOf';
import type { ApiTokenRecord } from './ApiTokenSchema';

export function tokenFromRecord(r: ApiTokenRecord): ApiToken {
  const fields = {
    id: toId(r.id),
    companyId: toId(r.companyId),
    creatorId: toId(r.creatorId),
    name: r.name,
    prefix: r.prefix,
    digest: r.digest,
    permission: oneOf(r.permission, TOKEN_PERMISSIONS, 'token permission'),
    sports: r.sports.map((s) => oneOf(s, SPORTS, 'sport')),
    createdAt: new Date(r.createdAt),
    expiresAt: new Date(r.expiresAt),
    lastUsedAt: r.lastUsedAt === null ? null : new Date(r.lastUsedAt),
  };
  return r.revokedAt === null
    ? { ...fields, state: 'active' }
    : { ...fields, state: 'revoked', revokedAt: new Date(r.revokedAt) };
}

export function newTokenToRecord(t: NewActiveToken): Omit<ApiTokenRecord, 'id'> {
  return {
    companyId: refKey(t.companyId, 'company'),
    creatorId: refKey(t.creatorId, 'user'),
    name: t.name,
    prefix: t.prefix,
    digest: t.digest,
    permission: t.permission,
    sports: [...t.sports],
    createdAt: t.createdAt.toISOString(),
    expiresAt: t.expiresAt.toISOString(),
    lastUsedAt: t.lastUsedAt === null ? null : t.lastUsedAt.toISOString(),
    revokedAt: null,
  };
}

/** The columns a modification or a revocation may change (Tokens.update). */
export function tokenSettingsToRecord(
  t: ApiToken,
): Pick<ApiTokenRecord, 'name' | 'permission' | 'sports' | 'expiresAt'> {
  return {
    name: t.name,
    permission: t.permission,
    sports: [...t.sports],
    expiresAt: t.expiresAt.toISOString(),
  };
}
