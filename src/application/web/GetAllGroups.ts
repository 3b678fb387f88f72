import type { DomainError } from '../../domain/shared/DomainError';
import { ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import type { Championships } from '../ports/MatchData';
import { accessibleChampionship } from './accessibleChampionship';
import { toGroupView } from './views/StructureViews';
import type { GroupView } from './views/StructureViews';
import type { ChampionshipRequest } from './WebRequests';

/** get_all_groups. */
export class GetAllGroups {
  constructor(private readonly championships: Championships) {}

  async execute(request: ChampionshipRequest): Promise<Result<GroupView[], DomainError>> {
    const found = await accessibleChampionship(this.championships, request);
    if (!found.ok) return found;
    const groups = await this.championships.groups(found.value.id);
    return ok(groups.map(toGroupView));
  }
}
