import type { Match } from '../../domain/match/Match';
import { hasResult } from '../../domain/match/Match';
import { domainError } from '../../domain/shared/DomainError';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { err, ok } from '../../domain/shared/Result';
import type { TennisSet } from '../../domain/match/MatchEvent';
import type { Sport } from '../../domain/sport/Sport';
import { rulesOf } from '../../domain/sport/SportRules';
import type { HowItEnded } from '../../domain/standings/finalScore';
import { projectStandings } from '../../domain/standings/projectStandings';
import type { StandingsTable } from '../../domain/standings/StandingsTable';
import { rankingNeedsAllResults } from '../../domain/standings/incrementalRanking';
import type { MatchDataStores } from '../ports/MatchData';
import { shiftStoredTables } from './shiftStoredTables';

/** Tennis: the stored sets of each finished match, whose games the tie-break criteria read. */
export async function setsOfFinished(
  matches: StandingsStores['matches'],
  sport: Sport,
  results: readonly Pick<Match, 'id' | 'status' | 'homeScore' | 'awayScore'>[],
): Promise<Map<string, TennisSet[]>> {
  const sets = new Map<string, TennisSet[]>();
  if (!rulesOf(sport).hasSets) return sets;
  for (const m of results.filter(hasResult)) sets.set(m.id, await matches.sets(m.id));
  return sets;
}

/** The stores it reads and writes; inside a transaction, pass that transaction's stores. */
export type StandingsStores = Pick<MatchDataStores, 'championships' | 'matches' | 'standings'>;

type ResultFields = Pick<
  Match,
  'dayId' | 'homeTeamId' | 'awayTeamId' | 'status' | 'homeScore' | 'awayScore'
> &
  Partial<Pick<Match, 'sport' | HowItEnded>>;

/** One match as it was before a write and as the write left it, both read inside the write's transaction. */
export interface ResultChange {
  readonly before: ResultFields;
  readonly after: ResultFields;
}

/**
 * What the standings count of a match: nothing, or its day, teams, score, shootout score and how
 * it ended (issue 14). A tennis match also counts its games, which a write may change without
 * changing any of these: see countsGames.
 */
const counted = (m: ResultFields): string | null => {
  if (!hasResult(m)) return null;
  return JSON.stringify([
    m.dayId,
    m.homeTeamId,
    m.awayTeamId,
    m.homeScore,
    m.awayScore,
    m.homeShootoutScore ?? null,
    m.awayShootoutScore ?? null,
    m.decidedIn ?? null,
    m.retired ?? null,
    m.walkover ?? null,
    m.regulationScore ?? null,
  ]);
};

/** Tennis: the games of a finished match count too, and only its stored sets hold them. */
const countsGames = (m: ResultFields): boolean =>
  hasResult(m) && m.sport !== undefined && rulesOf(m.sport).hasSets;

/** Below every day order (a 32-bit integer column). */
const noDayBefore = -2_147_483_648;

/**
 * Recomputes the standings tables of a championship from its results and stores them
 * (spec 2.9: recomputed when results change, never on read).
 */
export class RecomputeStandings {
  constructor(private readonly stores: StandingsStores) {}

  /** Every table, from every result. */
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

  /**
   * After one match's result changed: only the tables from that match's day on, projected from
   * the stored table of the day before, with the results of those days. The statements do not
   * depend on the size of the championship. When the ranking reads more than a stored row holds
   * (rankingNeedsAllResults: head-to-head, every issue 14 preset but goal-difference…) every
   * result is read, still in one statement, and counted from the first day. Nothing is
   * written when the standings count the same for the match before and after. When the match
   * had a result before and has one after, on the same day between the same teams, under a
   * ranking read from stored rows alone, the stored rows are shifted instead (shiftStoredTables:
   * only the rows the change moves are read and written). Returns the tables written in full.
   */
  async runFrom(
    championshipId: string,
    change: ResultChange,
  ): Promise<Result<StandingsTable[], DomainError>> {
    const games = countsGames(change.before) || countsGames(change.after);
    if (!games && counted(change.before) === counted(change.after)) return ok([]);
    const { championships, matches, standings } = this.stores;
    const championship = await championships.byId(championshipId);
    if (!championship) return err(domainError('not_found', `No championship with id ${championshipId}.`));
    if (await shiftStoredTables(standings, championship, change)) return ok([]);
    const days = await championships.days(championshipId);
    const orders = days
      .filter((d) => d.id === change.before.dayId || d.id === change.after.dayId)
      .map((d) => d.order);
    // A match without a known day is in no table (no day is deduced).
    if (orders.length === 0) return ok([]);
    const from = Math.min(...orders);
    const groups = await championships.groups(championshipId);
    const teams = await championships.teams(championshipId);
    if (rankingNeedsAllResults(championship.tieBreak)) {
      // Issue 14: the criteria read fields no stored row carries, or the results themselves
      // (mini-leagues, the direct match): every result, still in one statement, and every table
      // counted again; only those from the changed day on are written.
      const results = await matches.resultsFrom(championshipId, noDayBefore);
      const sets = await setsOfFinished(matches, championship.sport, results);
      const input = { championship, days, groups, teams, matches: results, sets };
      const tables = projectStandings(input).filter((t) => t.dayOrder >= from);
      await standings.replaceFrom(championshipId, from, tables);
      return ok(tables);
    }
    const start = { fromDayOrder: from, table: await standings.latestBefore(championshipId, from) };
    const results = await matches.resultsFrom(championshipId, from);
    const sets = await setsOfFinished(matches, championship.sport, results);
    const input = { championship, days, groups, teams, matches: results, sets };
    const tables = projectStandings(input, start);
    await standings.replaceFrom(championshipId, from, tables);
    return ok(tables);
  }
}
