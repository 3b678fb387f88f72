import type { DomainError } from '../../domain/shared/DomainError';
import { ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import type { Championships } from '../ports/MatchData';
import { accessibleChampionship } from './accessibleChampionship';
import { toPhaseView } from './views/StructureViews';
import type { PhaseView } from './views/StructureViews';
import type { ChampionshipRequest } from './WebRequests';

/** get_all_phases, in sporting order. */
export class GetAllPhases {
  constructor(private readonly championships: Championships) {}

  async execute(request: ChampionshipRequest): Promise<Result<PhaseView[], DomainError>> {
    const found = await accessibleChampionship(this.championships, request);
    if (!found.ok) return found;
    const phases = await this.championships.phases(found.value.id);
    return ok([...phases].sort((a, b) => a.order - b.order).map(toPhaseView));
  }
}
