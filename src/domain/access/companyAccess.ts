import type { DomainError } from '../shared/DomainError';
import type { Result } from '../shared/Result';
import { AccessErrors } from './AccessErrors';
import { checkAccess } from './AccessRule';
import type { AccessRule } from './AccessRule';
import type { Principal, SessionMembership } from './Principal';

export function membershipIn(principal: Principal, companyId: string): SessionMembership | null {
  if (principal.kind !== 'session') return null;
  return principal.memberships.find((m) => m.companyId === companyId) ?? null;
}

// spec 4.2 rule 1: a token sees its own company only, whatever its creator administers.
const ownCompanyOnly: AccessRule<string> = (principal, companyId) => {
  if (principal.kind === 'token')
    return principal.companyId === companyId ? null : AccessErrors.forbiddenCompany();
  return membershipIn(principal, companyId) ? null : AccessErrors.forbiddenCompany();
};

// A token's licence is checked when it authenticates; a session's with each membership.
const validLicence: AccessRule<string> = (principal, companyId) =>
  membershipIn(principal, companyId)?.licenceValid === false ? AccessErrors.licenceInvalid() : null;

export const COMPANY_ACCESS_RULES: readonly AccessRule<string>[] = [ownCompanyOnly, validLicence];

export function companyAccess(principal: Principal, companyId: string): Result<void, DomainError> {
  return checkAccess(COMPANY_ACCESS_RULES, principal, companyId);
}

/** The companies whose data the principal may read. */
export function visibleCompanyIds(principal: Principal): string[] {
  if (principal.kind === 'token') return [principal.companyId];
  return principal.memberships.filter((m) => m.licenceValid).map((m) => m.companyId);
}
