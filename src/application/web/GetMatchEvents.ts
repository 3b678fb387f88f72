import type { DomainError } from '../../domain/shared/DomainError';
import { ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import type { Championships, Matches } from '../ports/MatchData';
import { accessibleChampionship } from './accessibleChampionship';
import { accessibleMatch } from './accessibleMatch';
import { toEventView } from './views/EventView';
import type { EventView } from './views/EventView';
import type { MatchRequest } from './WebRequests';

/** get_match_events: the saved events of a visible match, in match order. */
export class GetMatchEvents {
  constructor(
    private readonly championships: Championships,
    private readonly matches: Matches,
  ) {}

  async execute(request: MatchRequest): Promise<Result<EventView[], DomainError>> {
    const championship = await accessibleChampionship(this.championships, request);
    if (!championship.ok) return championship;
    const match = await accessibleMatch(this.matches, request.principal, championship.value, request.matchId);
    if (!match.ok) return match;
    const events = await this.matches.events(match.value.id);
    return ok(events.filter((e) => e.saved).map((e) => toEventView(match.value.sport, e)));
  }
}
