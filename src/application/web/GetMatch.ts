import type { Match } from '../../domain/match/Match';
import { publishedDecidedIn } from '../../domain/match/Outcome';
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

/** How a match ended (issue 14), beside the closed MatchDetails shape. */
export interface MatchOutcomeView {
  /** `regulation`, `overtime`, `shootout`, or null when not recorded or not finished. */
  decidedIn: 'regulation' | 'overtime' | 'shootout' | null;
  /** The side that retired (`home` or `away`), or null. */
  retired: 'home' | 'away' | null;
  /** The side that gave a walkover (did not play), or null. */
  walkover: 'home' | 'away' | null;
}

/** The outcome of a match as get_match publishes it (decidedIn once finished: publishedDecidedIn). */
export function toMatchOutcomeView(
  m: Pick<Match, 'status' | 'decidedIn' | 'retired' | 'walkover'>,
): MatchOutcomeView {
  return { decidedIn: publishedDecidedIn(m), retired: m.retired, walkover: m.walkover };
}

/** What get_match publishes: the match (spec 2.6), how it ended, its version and the caller's permissions. */
export interface MatchView {
  match: MatchDetails;
  outcome: MatchOutcomeView;
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
      outcome: toMatchOutcomeView(m),
      version: m.version,
      permissions: toPermissionsView(request.principal, championship.value.companyId),
    });
  }
}
