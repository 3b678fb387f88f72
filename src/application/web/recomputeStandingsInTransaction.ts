import type { Championship } from '../../domain/championship/Championship';
import type { MatchDataStores } from '../ports/MatchData';
import type { ResultChange } from '../standings/RecomputeStandings';
import { RecomputeStandings } from '../standings/RecomputeStandings';

/**
 * Rebuilds the stored standings tables of the championship with the stores of the caller's
 * transaction, so a failed event write leaves the old tables in place: with `changed` (one
 * match, before and after the write, read in the transaction), only the tables from its day on
 * (RecomputeStandings.runFrom); without, every table. A refusal (the championship vanished)
 * throws, which rolls the transaction back.
 */
export async function recomputeStandingsInTransaction(
  stores: MatchDataStores,
  championship: Championship,
  changed?: ResultChange,
): Promise<void> {
  const recompute = new RecomputeStandings(stores);
  const result = changed
    ? await recompute.runFrom(championship.id, changed)
    : await recompute.run(championship.id);
  if (!result.ok) throw new Error(`standings not recomputed: ${result.error.message}`);
}
