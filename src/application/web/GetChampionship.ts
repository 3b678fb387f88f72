import type { DomainError } from '../../domain/shared/DomainError';
import { ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import type { Championships } from '../ports/MatchData';
import { accessibleChampionship } from './accessibleChampionship';
import { toChampionshipView } from './views/ChampionshipView';
import type { ChampionshipView } from './views/ChampionshipView';
import type { ChampionshipRequest } from './WebRequests';

/** get_championship. */
export class GetChampionship {
  constructor(private readonly championships: Championships) {}

  async execute(request: ChampionshipRequest): Promise<Result<ChampionshipView, DomainError>> {
    const championship = await accessibleChampionship(this.championships, request);
    return championship.ok ? ok(toChampionshipView(championship.value)) : championship;
  }
}
