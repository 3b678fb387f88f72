import type { DomainError } from '../../domain/shared/DomainError';
import { ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import type { StandingExplanation } from '../../domain/standings/explainStandings';
import type { MatchDataStores } from '../ports/MatchData';
import { ExplainStandings } from '../standings/ExplainStandings';
import { accessibleChampionship } from './accessibleChampionship';
import type { StandingsRequest } from './GetChampionshipStandings';

/** What get_championship_standings_explanation publishes (issue 14; Standing stays closed). */
export interface StandingsExplanationView {
  championshipId: string;
  dayId: string;
  /** The preset name, or the chain of criteria as JSON text. */
  tieBreak: string;
  criteria: string[];
  partial: string;
  explanations: StandingExplanation[];
}

/**
 * get_championship_standings_explanation: why each team is where it is, for every pair of
 * neighbours level on the first criterion. Computed from the results, nothing is written.
 */
export class GetStandingsExplanation {
  private readonly explain: ExplainStandings;

  constructor(private readonly stores: Pick<MatchDataStores, 'championships' | 'matches'>) {
    this.explain = new ExplainStandings(stores);
  }

  async execute(request: StandingsRequest): Promise<Result<StandingsExplanationView, DomainError>> {
    const found = await accessibleChampionship(this.stores.championships, request);
    if (!found.ok) return found;
    const explained = await this.explain.run(found.value, request.dayId);
    if (!explained.ok) return explained;
    const e = explained.value;
    return ok({
      championshipId: e.championshipId,
      dayId: e.dayId,
      tieBreak: e.tieBreak,
      criteria: [...e.criteria],
      partial: e.partial,
      explanations: e.explanations.map((x) => ({
        groupId: x.groupId,
        aboveId: x.aboveId,
        above: x.above,
        belowId: x.belowId,
        below: x.below,
        criterion: x.criterion,
        aboveValue: x.aboveValue,
        belowValue: x.belowValue,
        text: x.text,
      })),
    });
  }
}
