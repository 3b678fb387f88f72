import type { Principal } from './Principal';

/**
 * Issue 11: everything about a caller that a read's answer or its access checks depend on, and
 * nothing that only names the caller (token, user, creator). Two callers with the same class see
 * exactly the same answers, so a cached answer may be shared between them and never beyond:
 * a token's company, permission and sports; a session's memberships with their roles, licences
 * and team restrictions.
 */
export function visibilityClass(principal: Principal): string {
  if (principal.kind === 'token') {
    return `token|${principal.companyId}|${principal.permission}|${[...principal.sports].sort().join(',')}`;
  }
  const memberships = [...principal.memberships]
    .sort((a, b) => Number(a.companyId) - Number(b.companyId) || a.companyId.localeCompare(b.companyId))
    .map((m) => `${m.companyId}:${m.role}:${m.licenceValid ? 1 : 0}:${[...m.teamIds].sort().join(',')}`);
  return `session|${memberships.join(';')}`;
}
