import { matchVisible } from '../../domain/access/matchAccess';
import type { MatchSummary } from '../../domain/match/views';
import { toMatchSummary } from '../../domain/match/MatchSummaryMapper';
import type { DomainError } from '../../domain/shared/DomainError';
import { ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import type { Championships, Matches } from '../ports/MatchData';
import { accessibleChampionship } from './accessibleChampionship';
import type { ChampionshipRequest } from './WebRequests';

/** get_all_matchs: the visible matches of a championship, in sporting order (spec 2.5). */
export class GetAllMatches {
  constructor(
    private readonly championships: Championships,
    private readonly matches: Matches,
  ) {}

  async execute(request: ChampionshipRequest): Promise<Result<MatchSummary[], DomainError>> {
    const found = await accessibleChampionship(this.championships, request);
    if (!found.ok) return found;
    const championship = found.value;
    const [matches, days, teams] = await Promise.all([
      this.matches.ofChampionship(championship.id),
      this.championships.days(championship.id),
      this.championships.teams(championship.id),
    ]);
    const visible = matches.filter(matchVisible(request.principal, championship.companyId));
    // Players only name tennis doubles; team sports do not need them.
    const players =
      championship.sport === 'tennis' ? await this.championships.players(teams.map((t) => t.id)) : [];
    return ok(visible.map((m) => toMatchSummary(m, { days, teams, players })));
  }
}
