import type { Role } from '../../../../domain/access/Membership';
import type { SessionPrincipal } from '../../../../domain/access/Principal';
import type { AccountUseCases } from './AccountUseCases';

/** Who is logged in, as `POST /api/session` and `GET /api/session` return it. */
export interface SessionView {
  user: { id: string; email: string; displayName: string };
  memberships: {
    companyId: string;
    companyName: string;
    role: Role;
    teamIds: string[];
    licenceValid: boolean;
  }[];
}

export async function sessionView(
  principal: SessionPrincipal,
  directory: AccountUseCases['directory'],
): Promise<SessionView> {
  const user = await directory.accounts.userById(principal.userId);
  const memberships = await Promise.all(
    principal.memberships.map(async (m) => ({
      companyId: m.companyId,
      companyName: (await directory.companies.byId(m.companyId))?.name ?? '',
      role: m.role,
      teamIds: [...m.teamIds],
      licenceValid: m.licenceValid,
    })),
  );
  return {
    user: { id: principal.userId, email: user?.email ?? '', displayName: user?.displayName ?? '' },
    memberships,
  };
}
