import type { TokenWithStanding } from '../../../../application/ports/Accounts';
import { ROLES } from '../../../../domain/access/Membership';
import { USER_STATUSES } from '../../../../domain/access/User';
import { toId } from '../ids';
import { oneOf } from '../mappers/oneOf';
import { tokenFromRecord } from './tokenMapper';

/** The raw row of the joined standing read, with driver-neutral aliases. */
export interface StandingRow {
  t_id: number;
  t_company_id: number;
  t_creator_id: number;
  t_name: string;
  t_prefix: string;
  t_digest: string;
  t_permission: string;
  t_sports: string;
  t_created_at: string;
  t_expires_at: string;
  t_last_used_at: string | null;
  t_revoked_at: string | null;
  c_name: string;
  /** boolean on PostgreSQL, 0 or 1 on SQLite. */
  c_licence_valid: boolean | number;
  u_id: number | null;
  u_display_name: string | null;
  u_status: string | null;
  m_role: string | null;
}

/** [property path, alias] pairs for the select list. */
export const STANDING_COLUMNS: readonly (readonly [string, keyof StandingRow])[] = [
  ['t.id', 't_id'],
  ['t.companyId', 't_company_id'],
  ['t.creatorId', 't_creator_id'],
  ['t.name', 't_name'],
  ['t.prefix', 't_prefix'],
  ['t.digest', 't_digest'],
  ['t.permission', 't_permission'],
  ['t.sports', 't_sports'],
  ['t.createdAt', 't_created_at'],
  ['t.expiresAt', 't_expires_at'],
  ['t.lastUsedAt', 't_last_used_at'],
  ['t.revokedAt', 't_revoked_at'],
  ['c.name', 'c_name'],
  ['c.licenceValid', 'c_licence_valid'],
  ['u.id', 'u_id'],
  ['u.displayName', 'u_display_name'],
  ['u.status', 'u_status'],
  ['m.role', 'm_role'],
];

export function standingFromRow(row: StandingRow): TokenWithStanding {
  const token = tokenFromRecord({
    id: Number(row.t_id),
    companyId: Number(row.t_company_id),
    creatorId: Number(row.t_creator_id),
    name: row.t_name,
    prefix: row.t_prefix,
    digest: row.t_digest,
    permission: row.t_permission,
    sports: JSON.parse(row.t_sports) as string[],
    createdAt: row.t_created_at,
    expiresAt: row.t_expires_at,
    lastUsedAt: row.t_last_used_at,
    revokedAt: row.t_revoked_at,
  });
  return {
    token,
    creator:
      row.u_id === null
        ? null
        : {
            id: toId(Number(row.u_id)),
            displayName: row.u_display_name ?? '',
            status: oneOf(row.u_status ?? '', USER_STATUSES, 'user status'),
          },
    creatorRole: row.m_role === null ? null : oneOf(row.m_role, ROLES, 'role'),
    company: { id: token.companyId, name: row.c_name, licenceValid: Boolean(row.c_licence_valid) },
  };
}
