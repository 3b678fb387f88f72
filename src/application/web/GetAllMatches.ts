import { matchVisible } from '../../domain/access/matchAccess';
import type { Championship } from '../../domain/championship/Championship';
import type { Match } from '../../domain/match/Match';
import { matchFilter } from '../../domain/match/MatchListing';
import type { MatchFilter } from '../../domain/match/MatchListing';
import type { SummarySources } from '../../domain/match/MatchSummaryMapper';
import type { MatchSummary } from '../../domain/match/views';
import { toMatchSummary } from '../../domain/match/MatchSummaryMapper';
import type { DomainError } from '../../domain/shared/DomainError';
import { ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import type { Championships, Matches } from '../ports/MatchData';
import { accessibleChampionship } from './accessibleChampionship';
import type { ChampionshipRequest } from './WebRequests';

export interface AllMatchesRequest extends ChampionshipRequest {
  /** Issue 11: optional filters (day, status, team, date range); absent: every visible match. */
  readonly filter?: MatchFilter;
}

/** The visible matches of the championship that pass the filter, in store order, with their sources. */
export interface ListedMatches {
  readonly championship: Championship;
  readonly matches: Match[];
  readonly sources: SummarySources;
}

/** Reads the championship's matches once, keeps those the caller may see and the filter keeps. */
export async function listedMatches(
  championships: Championships,
  matches: Matches,
  request: AllMatchesRequest,
): Promise<Result<ListedMatches, DomainError>> {
  const found = await accessibleChampionship(championships, request);
  if (!found.ok) return found;
  const championship = found.value;
  const [all, days, teams] = await Promise.all([
    matches.ofChampionship(championship.id),
    championships.days(championship.id),
    championships.teams(championship.id),
  ]);
  const visible = matchVisible(request.principal, championship.companyId);
  const kept = matchFilter(request.filter ?? {});
  // Players only name tennis doubles; team sports do not need them.
  const players = championship.sport === 'tennis' ? await championships.players(teams.map((t) => t.id)) : [];
  return ok({
    championship,
    matches: all.filter((m) => visible(m) && kept(m)),
    sources: { days, teams, players },
  });
}

/** get_all_matchs: the visible matches of a championship, in sporting order (spec 2.5). */
export class GetAllMatches {
  constructor(
    private readonly championships: Championships,
    private readonly matches: Matches,
  ) {}

  async execute(request: AllMatchesRequest): Promise<Result<MatchSummary[], DomainError>> {
    const listed = await listedMatches(this.championships, this.matches, request);
    if (!listed.ok) return listed;
    const { matches, sources } = listed.value;
    return ok(matches.map((m) => toMatchSummary(m, sources)));
  }
}
