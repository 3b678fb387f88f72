import { toMatchDetails } from '../../domain/match/MatchDetailsMapper';
import type { MatchDetails } from '../../domain/match/views';
import type { DomainError } from '../../domain/shared/DomainError';
import { ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import type { Championships, Matches } from '../ports/MatchData';
import { accessibleChampionship } from './accessibleChampionship';
import { accessibleMatch } from './accessibleMatch';
import { toPermissionsView } from './views/PermissionsView';
import type { PermissionsView } from './views/PermissionsView';
import type { MatchRequest } from './WebRequests';

/** What get_match publishes: the match (spec 2.6), its version and the caller's permissions. */
export interface MatchView {
  match: MatchDetails;
  /** The version notifications carry: it increases with each change of the match. */
  version: number;
  permissions: PermissionsView;
}

/** get_match. */
export class GetMatch {
  constructor(
    private readonly championships: Championships,
    private readonly matches: Matches,
  ) {}

  async execute(request: MatchRequest): Promise<Result<MatchView, DomainError>> {
    const championship = await accessibleChampionship(this.championships, request);
    if (!championship.ok) return championship;
    const match = await accessibleMatch(this.matches, request.principal, championship.value, request.matchId);
    if (!match.ok) return match;
    const m = match.value;
    const [days, teams, players] = await Promise.all([
      this.championships.days(m.championshipId),
      this.championships.teams(m.championshipId),
      this.championships.players([m.homeTeamId, m.awayTeamId].filter((id) => id !== '')),
    ]);
    return ok({
      match: toMatchDetails(m, championship.value, { days, teams, players }),
      version: m.version,
      permissions: toPermissionsView(request.principal, championship.value.companyId),
    });
  }
}
