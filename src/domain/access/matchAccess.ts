import type { Championship } from '../championship/Championship';
import type { Match } from '../match/Match';
import type { DomainError } from '../shared/DomainError';
import type { Result } from '../shared/Result';
import { AccessErrors } from './AccessErrors';
import { championshipAccess } from './championshipAccess';
import { checkAccess } from './AccessRule';
import type { AccessRule } from './AccessRule';
import { COMPANY_ACCESS_RULES, membershipIn } from './companyAccess';
import { sportAllowed } from './sportAccess';
import type { Principal } from './Principal';

type MatchTarget = {
  /** The company of the match's championship. */
  readonly companyId: string;
  readonly match: Pick<Match, 'sport' | 'homeTeamId' | 'awayTeamId'>;
};

const ofVisibleCompany: readonly AccessRule<MatchTarget>[] = COMPANY_ACCESS_RULES.map(
  (rule): AccessRule<MatchTarget> =>
    (principal, target) =>
      rule(principal, target.companyId),
);

const ofAllowedSport: AccessRule<MatchTarget> = (principal, { match }) =>
  sportAllowed(principal, match.sport) ? null : AccessErrors.sportNotAllowed(match.sport);

// Team restrictions bind members of a session; administrators and tokens see every team.
const withinTeamRestriction: AccessRule<MatchTarget> = (principal, { companyId, match }) => {
  const membership = membershipIn(principal, companyId);
  if (!membership || membership.role === 'administrator' || membership.teamIds.length === 0) return null;
  const visible =
    membership.teamIds.includes(match.homeTeamId) || membership.teamIds.includes(match.awayTeamId);
  return visible ? null : AccessErrors.teamNotAllowed();
};

export const MATCH_ACCESS_RULES: readonly AccessRule<MatchTarget>[] = [
  ...ofVisibleCompany,
  ofAllowedSport,
  withinTeamRestriction,
];

export function matchAccess(
  principal: Principal,
  companyId: string,
  match: MatchTarget['match'],
): Result<void, DomainError> {
  return checkAccess(MATCH_ACCESS_RULES, principal, { companyId, match });
}

/**
 * Whether a match may be heard of, as a read of it is checked: its championship's rules (company,
 * sport, archive), then the match's own (team restrictions). Used for notifications (spec 4.2
 * rule 5: "the recipient's rights").
 */
export function matchOfChampionshipAccess(
  principal: Principal,
  championship: Pick<Championship, 'companyId' | 'sport' | 'archived'>,
  match: MatchTarget['match'],
): Result<void, DomainError> {
  const ofChampionship = championshipAccess(principal, championship);
  return ofChampionship.ok ? matchAccess(principal, championship.companyId, match) : ofChampionship;
}

/** A filter for the matches of one company's championship (spec 2.7, 4.2 rule 2). */
export function matchVisible(
  principal: Principal,
  companyId: string,
): (match: MatchTarget['match']) => boolean {
  return (match) => matchAccess(principal, companyId, match).ok;
}
