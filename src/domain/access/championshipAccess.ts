import type { Championship } from '../championship/Championship';
import type { DomainError } from '../shared/DomainError';
import type { Result } from '../shared/Result';
import { AccessErrors } from './AccessErrors';
import { checkAccess } from './AccessRule';
import type { AccessRule } from './AccessRule';
import { COMPANY_ACCESS_RULES, membershipIn } from './companyAccess';
import { sportAllowed } from './sportAccess';
import type { Principal } from './Principal';

type ChampionshipTarget = Pick<Championship, 'companyId' | 'sport' | 'archived'>;

/**
 * Who may see archived championships (spec 4.2: "archives need appropriate rights"). Our choice:
 * integration tokens (they act for their company's integrations) and administrators of the
 * company; members do not.
 */
export function mayReadArchives(principal: Principal, companyId: string): boolean {
  if (principal.kind === 'token') return principal.companyId === companyId;
  return membershipIn(principal, companyId)?.role === 'administrator';
}

const ofVisibleCompany: readonly AccessRule<ChampionshipTarget>[] = COMPANY_ACCESS_RULES.map(
  (rule): AccessRule<ChampionshipTarget> =>
    (principal, championship) =>
      rule(principal, championship.companyId),
);

const ofAllowedSport: AccessRule<ChampionshipTarget> = (principal, championship) =>
  sportAllowed(principal, championship.sport) ? null : AccessErrors.sportNotAllowed(championship.sport);

const archivedOnlyWithRight: AccessRule<ChampionshipTarget> = (principal, championship) =>
  !championship.archived || mayReadArchives(principal, championship.companyId)
    ? null
    : AccessErrors.archivedNotAllowed();

export const CHAMPIONSHIP_ACCESS_RULES: readonly AccessRule<ChampionshipTarget>[] = [
  ...ofVisibleCompany,
  ofAllowedSport,
  archivedOnlyWithRight,
];

/** Access to one championship addressed by id: an archived one needs the archive right. */
export function championshipAccess(
  principal: Principal,
  championship: ChampionshipTarget,
): Result<void, DomainError> {
  return checkAccess(CHAMPIONSHIP_ACCESS_RULES, principal, championship);
}

/** For listings: archived championships appear only when asked for (include_archived=1). */
export function championshipVisible(
  principal: Principal,
  options: { readonly includeArchived: boolean },
): (championship: ChampionshipTarget) => boolean {
  return (championship) =>
    (!championship.archived || options.includeArchived) && championshipAccess(principal, championship).ok;
}
