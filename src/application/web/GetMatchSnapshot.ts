import { matchVisible } from '../../domain/access/matchAccess';
import { matchDayIds } from '../../domain/match/MatchDays';
import { assembleMatchSnapshot } from '../../domain/match/MatchSnapshot';
import type { MatchSnapshot } from '../../domain/match/views';
import type { DomainError } from '../../domain/shared/DomainError';
import { ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import type { Championships, Matches, Standings } from '../ports/MatchData';
import { accessibleChampionship } from './accessibleChampionship';
import { accessibleMatch } from './accessibleMatch';
import type { MatchRequest } from './WebRequests';

/**
 * get_match_snapshot (spec 2.10, 4.2 rule 2). A fixed number of store reads whatever the size of
 * the championship: only the matches of the previous, current and next day are loaded. Other
 * matches are filtered by the caller's own rights; the standing is the stored one.
 */
export class GetMatchSnapshot {
  constructor(
    private readonly championships: Championships,
    private readonly matches: Matches,
    private readonly standings: Standings,
  ) {}

  async execute(request: MatchRequest): Promise<Result<MatchSnapshot, DomainError>> {
    const found = await accessibleChampionship(this.championships, request);
    if (!found.ok) return found;
    const championship = found.value;
    const match = await accessibleMatch(this.matches, request.principal, championship, request.matchId);
    if (!match.ok) return match;
    const m = match.value;
    const [days, teams, events, standing] = await Promise.all([
      this.championships.days(championship.id),
      this.championships.teams(championship.id),
      this.matches.events(m.id),
      this.standings.current(championship.id),
    ]);
    const dayMatches = await this.matches.ofDays(matchDayIds(days, m.dayId));
    const teamIds = new Set([m.homeTeamId, m.awayTeamId]);
    // Other matches' players only name tennis doubles (sideName); team sports name sides by team,
    // and loading every squad of three days grew with the championship (issue 7).
    if (championship.sport === 'tennis') {
      for (const other of dayMatches) teamIds.add(other.homeTeamId).add(other.awayTeamId);
    }
    teamIds.delete('');
    const players = await this.championships.players([...teamIds]);
    return ok(
      assembleMatchSnapshot({
        championship,
        match: m,
        days,
        teams,
        players,
        events,
        dayMatches,
        standings: standing?.rows ?? [],
        isVisible: matchVisible(request.principal, championship.companyId),
      }),
    );
  }
}
