import type { Championship } from '../../domain/championship/Championship';
import { projectStandings } from '../../domain/standings/projectStandings';
import type { MatchDataStores } from '../ports/MatchData';

/**
 * Rebuilds every stored standings table of the championship from its matches, with the stores
 * of the caller's transaction (so a failed event write leaves the old tables in place).
 */
export async function recomputeStandingsInTransaction(
  stores: MatchDataStores,
  championship: Championship,
): Promise<void> {
  const [days, groups, teams, matches] = await Promise.all([
    stores.championships.days(championship.id),
    stores.championships.groups(championship.id),
    stores.championships.teams(championship.id),
    stores.matches.ofChampionship(championship.id),
  ]);
  const tables = projectStandings({ championship, days, groups, teams, matches });
  await stores.standings.replaceAll(championship.id, tables);
}
