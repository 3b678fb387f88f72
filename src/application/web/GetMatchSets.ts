import type { DomainError } from '../../domain/shared/DomainError';
import { err, ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import { rulesOf } from '../../domain/sport/SportRules';
import type { Championships, Matches } from '../ports/MatchData';
import { accessibleChampionship } from './accessibleChampionship';
import { accessibleMatch } from './accessibleMatch';
import { toSetView } from './views/SetView';
import type { SetView } from './views/SetView';
import { WebErrors } from './WebErrors';
import type { MatchRequest } from './WebRequests';

/** get_match_sets: the stored sets, tennis only (other sports: not_available_for_sport, 404). */
export class GetMatchSets {
  constructor(
    private readonly championships: Championships,
    private readonly matches: Matches,
  ) {}

  async execute(request: MatchRequest): Promise<Result<SetView[], DomainError>> {
    if (!rulesOf(request.sport).hasSets) {
      return err(
        WebErrors.notAvailableForSport(
          'get_match_sets',
          request.sport,
          'it has no sets; use get_match_events.',
        ),
      );
    }
    const championship = await accessibleChampionship(this.championships, request);
    if (!championship.ok) return championship;
    const match = await accessibleMatch(this.matches, request.principal, championship.value, request.matchId);
    if (!match.ok) return match;
    const sets = await this.matches.sets(match.value.id);
    return ok(sets.map(toSetView));
  }
}
