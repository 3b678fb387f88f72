import { domainError } from '../../domain/shared/DomainError';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { err, ok } from '../../domain/shared/Result';
import { projectStandings } from '../../domain/standings/projectStandings';
import type { StandingsTable } from '../../domain/standings/StandingsTable';
import type { MatchDataStores } from '../ports/MatchData';

/** The stores it reads and writes; inside a transaction, pass that transaction's stores. */
export type StandingsStores = Pick<MatchDataStores, 'championships' | 'matches' | 'standings'>;

/**
 * Recomputes every standings table of a championship from its results and stores them
 * (spec 2.9: recomputed when results change, never on read).
 */
export class RecomputeStandings {
  constructor(private readonly stores: StandingsStores) {}

  async run(championshipId: string): Promise<Result<StandingsTable[], DomainError>> {
    const { championships, matches, standings } = this.stores;
    const championship = await championships.byId(championshipId);
    if (!championship) return err(domainError('not_found', `No championship with id ${championshipId}.`));
    // One after another: inside a transaction the reads share one connection.
    const days = await championships.days(championshipId);
    const groups = await championships.groups(championshipId);
    const teams = await championships.teams(championshipId);
    const results = await matches.ofChampionship(championshipId);
    const tables = projectStandings({ championship, days, groups, teams, matches: results });
    await standings.replaceAll(championshipId, tables);
    return ok(tables);
  }
}
