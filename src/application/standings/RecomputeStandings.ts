import { domainError } from '../../domain/shared/DomainError';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { err, ok } from '../../domain/shared/Result';
import type { Match } from '../../domain/match/Match';
import { hasResult } from '../../domain/match/Match';
import type { TennisSet } from '../../domain/match/MatchEvent';
import type { Sport } from '../../domain/sport/Sport';
import { rulesOf } from '../../domain/sport/SportRules';
import { projectStandings } from '../../domain/standings/projectStandings';
import type { StandingsTable } from '../../domain/standings/StandingsTable';
import type { MatchDataStores } from '../ports/MatchData';

/** Tennis: the stored sets of each finished match, whose games the tie-break criteria read. */
export async function setsOfFinished(
  matches: StandingsStores['matches'],
  sport: Sport,
  results: readonly Match[],
): Promise<Map<string, TennisSet[]>> {
  const sets = new Map<string, TennisSet[]>();
  if (!rulesOf(sport).hasSets) return sets;
  for (const m of results.filter(hasResult)) sets.set(m.id, await matches.sets(m.id));
  return sets;
}

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
    const sets = await setsOfFinished(matches, championship.sport, results);
    const tables = projectStandings({ championship, days, groups, teams, matches: results, sets });
    await standings.replaceAll(championshipId, tables);
    return ok(tables);
  }
}
