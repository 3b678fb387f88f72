import type { Championship } from '../../domain/championship/Championship';
import { rankingRuleOf, tieBreakText } from '../../domain/championship/Championship';
import type { Standing } from '../../domain/match/views';
import { domainError } from '../../domain/shared/DomainError';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { err, ok } from '../../domain/shared/Result';
import type { CriterionName } from '../../domain/standings/criteria';
import type { StandingExplanation } from '../../domain/standings/explainStandings';
import { scoreUnitOf } from '../../domain/standings/criteria';
import { explainRows } from '../../domain/standings/explainStandings';
import type { PartialSeparation } from '../../domain/standings/presets';
import { explainedStandings } from '../../domain/standings/projectStandings';
import type { MatchDataStores } from '../ports/MatchData';
import { setsOfFinished } from './RecomputeStandings';

/** Why each team is where it is in one table (issue 14). Standing itself stays closed (spec 2.9). */
export interface StandingsExplanation {
  readonly championshipId: string;
  /** The table's day: the last day with results, or the day asked for. */
  readonly dayId: string;
  /** The preset name, or the chain as JSON text. */
  readonly tieBreak: string;
  readonly criteria: readonly CriterionName[];
  readonly partial: PartialSeparation;
  /** The table the explanation is about, in its order. */
  readonly rows: readonly Standing[];
  /** Every pair of neighbours that was level on the first criterion, top to bottom. */
  readonly explanations: readonly StandingExplanation[];
}

/**
 * Explains a championship's table from its results with the same projection the stored tables
 * come from (a pure computation: nothing is written, no table is replaced).
 */
export class ExplainStandings {
  constructor(private readonly stores: Pick<MatchDataStores, 'championships' | 'matches'>) {}

  async run(championship: Championship, dayId?: string): Promise<Result<StandingsExplanation, DomainError>> {
    const { championships, matches } = this.stores;
    const days = await championships.days(championship.id);
    if (dayId !== undefined && !days.some((d) => d.id === dayId)) {
      return err(domainError('not_found', `No day with id ${dayId} in championship ${championship.id}.`));
    }
    const groups = await championships.groups(championship.id);
    const teams = await championships.teams(championship.id);
    const results = await matches.ofChampionship(championship.id);
    const sets = await setsOfFinished(matches, championship.sport, results);
    const tables = explainedStandings({ championship, days, groups, teams, matches: results, sets });
    const table = dayId === undefined ? tables[tables.length - 1] : tables.find((t) => t.dayId === dayId);
    if (!table) {
      return err(
        domainError(
          'not_found',
          dayId === undefined
            ? `Championship ${championship.id} has no standings yet.`
            : `Championship ${championship.id} has no standings for day ${dayId}.`,
        ),
      );
    }
    const rule = rankingRuleOf(championship.tieBreak);
    return ok({
      championshipId: championship.id,
      dayId: table.dayId,
      tieBreak: tieBreakText(championship.tieBreak),
      criteria: rule.criteria,
      partial: rule.partial,
      rows: table.rows,
      explanations: explainRows(table.rows, table.reasons, scoreUnitOf(championship.sport)),
    });
  }
}
