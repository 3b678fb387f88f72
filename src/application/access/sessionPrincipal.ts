import type { SessionPrincipal } from '../../domain/access/Principal';
import type { User } from '../../domain/access/User';
import type { Accounts } from '../ports/Accounts';
import type { Companies } from '../ports/MatchData';

/** The session principal of a user, with each membership's company licence read now. */
export async function sessionPrincipalOf(
  user: User,
  accounts: Accounts,
  companies: Companies,
): Promise<SessionPrincipal> {
  const memberships = await accounts.membershipsOfUser(user.id);
  const withLicence = await Promise.all(
    memberships.map(async (m) => ({
      companyId: m.companyId,
      role: m.role,
      teamIds: [...m.teamIds],
      licenceValid: (await companies.byId(m.companyId))?.licenceValid ?? false,
    })),
  );
  return { kind: 'session', userId: user.id, memberships: withLicence };
}
