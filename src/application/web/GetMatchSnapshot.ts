import { matchVisible } from '../../domain/access/matchAccess';
import type { Championship, Day } from '../../domain/championship/Championship';
import type { Match } from '../../domain/match/Match';
import { matchDayIds } from '../../domain/match/MatchDays';
import { assembleMatchSnapshot } from '../../domain/match/MatchSnapshot';
import type { MatchSnapshot } from '../../domain/match/views';
import type { DomainError } from '../../domain/shared/DomainError';
import { ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import type { Championships, ChampionshipWithMatch, Matches, Standings } from '../ports/MatchData';
import { readableChampionship } from './accessibleChampionship';
import { readableMatch } from './accessibleMatch';
import type { MatchRequest } from './WebRequests';

interface ReadableMatch {
  readonly championship: Championship;
  readonly match: Match;
  readonly days: readonly Day[];
}

/** The championship checks first (spec 4.2 rule 1), then the match's, as accessibleMatch makes them. */
function readable(
  request: MatchRequest,
  read: ChampionshipWithMatch | null,
): Result<ReadableMatch, DomainError> {
  const championship = readableChampionship(request, read?.championship ?? null);
  if (!championship.ok) return championship;
  const match = readableMatch(request.principal, championship.value, request.matchId, read?.match ?? null);
  if (!match.ok) return match;
  return ok({ championship: championship.value, match: match.value, days: read?.days ?? [] });
}

/** The teams playing in `matches`, without the empty reference. */
function sidesOf(matches: readonly Match[]): string[] {
  const ids = new Set(matches.flatMap((m) => [m.homeTeamId, m.awayTeamId]));
  ids.delete('');
  return [...ids];
}

/**
 * get_match_snapshot (spec 2.10, 4.2 rule 2). Five store reads whatever the size of the
 * championship (issue 7): the championship with its days and the match, its events, the stored
 * standing, the matches of the previous, current and next day, and the teams with the players
 * needed. Other matches are filtered by the caller's own rights.
 */
export class GetMatchSnapshot {
  constructor(
    private readonly championships: Championships,
    private readonly matches: Matches,
    private readonly standings: Standings,
  ) {}

  async execute(request: MatchRequest): Promise<Result<MatchSnapshot, DomainError>> {
    const found = readable(
      request,
      await this.championships.withMatch(request.championshipId, request.matchId),
    );
    if (!found.ok) return found;
    const { championship, match, days } = found.value;
    const dayMatches = this.matches.ofDays(matchDayIds(days, match.dayId));
    // Other matches' players only name tennis doubles (sideName); team sports name sides by team,
    // and loading every squad of three days grew with the championship (issue 7).
    const squads =
      championship.sport === 'tennis'
        ? dayMatches.then((others) =>
            this.championships.teamsWithPlayers(championship.id, sidesOf([match, ...others])),
          )
        : this.championships.teamsWithPlayers(championship.id, sidesOf([match]));
    const [events, standing, others, { teams, players }] = await Promise.all([
      this.matches.events(match.id),
      this.standings.current(championship.id),
      dayMatches,
      squads,
    ]);
    return ok(
      assembleMatchSnapshot({
        championship,
        match,
        days,
        teams,
        players,
        events,
        dayMatches: others,
        standings: standing?.rows ?? [],
        isVisible: matchVisible(request.principal, championship.companyId),
      }),
    );
  }
}
