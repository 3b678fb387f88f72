import type { DomainError } from '../shared/DomainError';
import type { Result } from '../shared/Result';
import { AccessErrors } from './AccessErrors';
import { checkAccess } from './AccessRule';
import type { AccessRule } from './AccessRule';
import { COMPANY_ACCESS_RULES, membershipIn } from './companyAccess';
import type { Principal } from './Principal';

// spec 5.2.3, 5.2.5: management needs an administrator session of the company.
const sessionOnly: AccessRule<string> = (principal) =>
  principal.kind === 'session' ? null : AccessErrors.sessionRequired();

const ownCompany: AccessRule<string> = (principal, companyId) =>
  membershipIn(principal, companyId) ? null : AccessErrors.forbiddenCompany();

const administratorRole: AccessRule<string> = (principal, companyId) =>
  membershipIn(principal, companyId)?.role === 'administrator' ? null : AccessErrors.administratorRequired();

/**
 * Token and account management. The licence is not required, so that an administrator can still
 * revoke tokens of a company whose licence lapsed.
 */
export function administrationAccess(principal: Principal, companyId: string): Result<void, DomainError> {
  return checkAccess([sessionOnly, ownCompany, administratorRole], principal, companyId);
}

const writePermission: AccessRule<string> = (principal, companyId) => {
  if (principal.kind === 'token') {
    return principal.permission === 'read_write_events' ? null : AccessErrors.writePermissionRequired();
  }
  return membershipIn(principal, companyId)?.role === 'administrator'
    ? null
    : AccessErrors.writePermissionRequired();
};

/**
 * Writing match events (spec 4.2 rule 3): a token with write permission, or (our choice) an
 * administrator session of the company.
 */
export function eventWriteAccess(principal: Principal, companyId: string): Result<void, DomainError> {
  return checkAccess([...COMPANY_ACCESS_RULES, writePermission], principal, companyId);
}
