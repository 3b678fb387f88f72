import type { DomainError } from '../../domain/shared/DomainError';
import { err, ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import { rulesOf } from '../../domain/sport/SportRules';
import type { Championships, Matches } from '../ports/MatchData';
import { accessibleChampionship } from './accessibleChampionship';
import { accessibleMatch } from './accessibleMatch';
import { toMatchPlayerViews } from './views/MatchPlayerView';
import type { MatchPlayerView } from './views/MatchPlayerView';
import { WebErrors } from './WebErrors';
import type { MatchRequest } from './WebRequests';

/** get_match_players: the line-ups, team sports only (tennis: not_available_for_sport, 404). */
export class GetMatchPlayers {
  constructor(
    private readonly championships: Championships,
    private readonly matches: Matches,
  ) {}

  async execute(request: MatchRequest): Promise<Result<MatchPlayerView[], DomainError>> {
    if (!rulesOf(request.sport).hasLineups) {
      return err(
        WebErrors.notAvailableForSport(
          'get_match_players',
          request.sport,
          'it has no line-ups; use get_match_sets.',
        ),
      );
    }
    const championship = await accessibleChampionship(this.championships, request);
    if (!championship.ok) return championship;
    const match = await accessibleMatch(this.matches, request.principal, championship.value, request.matchId);
    if (!match.ok) return match;
    const m = match.value;
    const [entries, players] = await Promise.all([
      this.matches.lineups(m.id),
      this.championships.players([m.homeTeamId, m.awayTeamId].filter((id) => id !== '')),
    ]);
    return ok(toMatchPlayerViews(m, entries, players));
  }
}
