import { publishedStanding } from '../../domain/match/PublishedStanding';
import type { Standing } from '../../domain/match/views';
import type { DomainError } from '../../domain/shared/DomainError';
import { err, ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import type { Championships, Standings } from '../ports/MatchData';
import { accessibleChampionship } from './accessibleChampionship';
import { WebErrors } from './WebErrors';
import type { ChampionshipRequest } from './WebRequests';

export interface StandingsRequest extends ChampionshipRequest {
  /** A day of the championship: its stored table (history). Absent: the current table. */
  readonly dayId?: string;
}

/**
 * get_championship_standings: the stored table, never recomputed on read (spec 2.9). The rows of
 * every group, as spec 2.9 Standing; not_found when no table is stored.
 */
export class GetChampionshipStandings {
  constructor(
    private readonly championships: Championships,
    private readonly standings: Standings,
  ) {}

  async execute(request: StandingsRequest): Promise<Result<Standing[], DomainError>> {
    const found = await accessibleChampionship(this.championships, request);
    if (!found.ok) return found;
    const championshipId = found.value.id;
    if (request.dayId === undefined) {
      const current = await this.standings.current(championshipId);
      return current
        ? ok(current.rows.map(publishedStanding))
        : err(WebErrors.standingsNotFound(championshipId));
    }
    const days = await this.championships.days(championshipId);
    if (!days.some((d) => d.id === request.dayId))
      return err(WebErrors.dayNotFound(championshipId, request.dayId));
    const table = await this.standings.atDay(championshipId, request.dayId);
    return table
      ? ok(table.rows.map(publishedStanding))
      : err(WebErrors.standingsNotFound(championshipId, request.dayId));
  }
}
