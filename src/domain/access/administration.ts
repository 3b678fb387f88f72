import type { DomainError } from '../shared/DomainError';
import type { Result } from '../shared/Result';
import { err, ok } from '../shared/Result';
import { AccessErrors } from './AccessErrors';
import { checkAccess } from './AccessRule';
import type { AccessRule } from './AccessRule';
import { COMPANY_ACCESS_RULES, membershipIn } from './companyAccess';
import type { Principal, SessionPrincipal } from './Principal';

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

/** The companies the session administers, in membership order. */
export function administeredCompanyIds(principal: SessionPrincipal): string[] {
  return principal.memberships.filter((m) => m.role === 'administrator').map((m) => m.companyId);
}

/**
 * Who writes match events: a token with write permission, or a session administering the
 * company (`companyId`), or some company when none is named.
 */
function writesEvents(principal: Principal, companyId?: string): boolean {
  if (principal.kind === 'token') return principal.permission === 'read_write_events';
  return companyId === undefined
    ? administeredCompanyIds(principal).length > 0
    : membershipIn(principal, companyId)?.role === 'administrator';
}

const writePermission: AccessRule<string> = (principal, companyId) =>
  writesEvents(principal, companyId) ? null : AccessErrors.writePermissionRequired();

/**
 * Writing match events (spec 4.2 rule 3): a token with write permission, or (our choice) an
 * administrator session of the company.
 */
export function eventWriteAccess(principal: Principal, companyId: string): Result<void, DomainError> {
  return checkAccess([...COMPANY_ACCESS_RULES, writePermission], principal, companyId);
}

/**
 * Whether the caller may write match events in some company: a token with write permission, or a
 * session administering a company. A caller who may write in none is refused before its request
 * is read (found by QA: a read-only caller's malformed body got 400, before the 403 it is owed);
 * eventWriteAccess then checks the match's own company.
 */
export function mayWriteEvents(principal: Principal): Result<void, DomainError> {
  return writesEvents(principal) ? ok(undefined) : err(AccessErrors.writePermissionRequired());
}
