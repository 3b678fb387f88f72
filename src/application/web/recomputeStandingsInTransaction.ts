import type { Championship } from '../../domain/championship/Championship';
import type { MatchDataStores } from '../ports/MatchData';
import { RecomputeStandings } from '../standings/RecomputeStandings';

/**
 * Rebuilds every stored standings table of the championship with the stores of the caller's
 * transaction, so a failed event write leaves the old tables in place. A refusal (the
 * championship vanished) throws, which rolls the transaction back.
 */
export async function recomputeStandingsInTransaction(
  stores: MatchDataStores,
  championship: Championship,
): Promise<void> {
  const result = await new RecomputeStandings(stores).run(championship.id);
  if (!result.ok) throw new Error(`standings not recomputed: ${result.error.message}`);
}
