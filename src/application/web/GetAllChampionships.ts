import { championshipVisible } from '../../domain/access/championshipAccess';
import { visibleCompanyIds } from '../../domain/access/companyAccess';
import type { DomainError } from '../../domain/shared/DomainError';
import { ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import type { Championships } from '../ports/MatchData';
import { toChampionshipView } from './views/ChampionshipView';
import type { ChampionshipView } from './views/ChampionshipView';
import type { SportRequest } from './WebRequests';

export interface GetAllChampionshipsRequest extends SportRequest {
  /** include_archived=1: archived ones appear when the caller has the right (mayReadArchives). */
  readonly includeArchived: boolean;
}

/** get_all_championship: the championships of the URL's sport in the caller's companies. */
export class GetAllChampionships {
  constructor(private readonly championships: Championships) {}

  async execute(request: GetAllChampionshipsRequest): Promise<Result<ChampionshipView[], DomainError>> {
    const found = await this.championships.list({
      companyIds: visibleCompanyIds(request.principal),
      sport: request.sport,
      includeArchived: request.includeArchived,
    });
    const visible = championshipVisible(request.principal, { includeArchived: request.includeArchived });
    return ok(found.filter(visible).map(toChampionshipView));
  }
}
