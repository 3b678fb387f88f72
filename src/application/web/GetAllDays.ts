import type { DomainError } from '../../domain/shared/DomainError';
import { ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import type { Championships } from '../ports/MatchData';
import { accessibleChampionship } from './accessibleChampionship';
import { toDayView } from './views/StructureViews';
import type { DayView } from './views/StructureViews';
import type { ChampionshipRequest } from './WebRequests';

/** get_all_days: the days in sporting order (ascending `order`, never by id). */
export class GetAllDays {
  constructor(private readonly championships: Championships) {}

  async execute(request: ChampionshipRequest): Promise<Result<DayView[], DomainError>> {
    const found = await accessibleChampionship(this.championships, request);
    if (!found.ok) return found;
    const days = await this.championships.days(found.value.id);
    return ok([...days].sort((a, b) => a.order - b.order).map(toDayView));
  }
}
