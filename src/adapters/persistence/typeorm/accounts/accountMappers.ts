import type { New } from '../../../../application/ports/MatchData';
import type { Membership } from '../../../../domain/access/Membership';
import { ROLES } from '../../../../domain/access/Membership';
import type { User } from '../../../../domain/access/User';
import { USER_STATUSES } from '../../../../domain/access/User';
import { refKey, toId } from '../ids';
import { oneOf } from '../mappers/oneOf';
import type { MembershipRecord } from './MembershipSchema';
import type { UserRecord } from './UserSchema';

export function userFromRecord(r: UserRecord): User {
  return {
    id: toId(r.id),
    email: r.email,
    displayName: r.displayName,
    status: oneOf(r.status, USER_STATUSES, 'user status'),
    passwordHash: r.passwordHash,
  };
}

export function userToRecord(u: New<User>): Omit<UserRecord, 'id'> {
  return { email: u.email, displayName: u.displayName, status: u.status, passwordHash: u.passwordHash };
}

export function membershipFromRecord(r: MembershipRecord): Membership {
  return {
    userId: toId(r.userId),
    companyId: toId(r.companyId),
    role: oneOf(r.role, ROLES, 'role'),
    teamIds: [...r.teamIds],
  };
}

export function membershipToRecord(m: Membership): MembershipRecord {
  return {
    userId: refKey(m.userId, 'user'),
    companyId: refKey(m.companyId, 'company'),
    role: m.role,
    teamIds: [...m.teamIds],
  };
}
