import type { Match } from '../../domain/match/Match';
import { hasResult } from '../../domain/match/Match';
import { domainError } from '../../domain/shared/DomainError';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { err, ok } from '../../domain/shared/Result';
import { projectStandings } from '../../domain/standings/projectStandings';
import type { StandingsTable } from '../../domain/standings/StandingsTable';
import { rankingReadsResults } from '../../domain/standings/tieBreakers';
import type { MatchDataStores } from '../ports/MatchData';

/** The stores it reads and writes; inside a transaction, pass that transaction's stores. */
export type StandingsStores = Pick<MatchDataStores, 'championships' | 'matches' | 'standings'>;

type ResultFields = Pick<Match, 'dayId' | 'homeTeamId' | 'awayTeamId' | 'status' | 'homeScore' | 'awayScore'>;

/** One match as it was before a write and as the write left it, both read inside the write's transaction. */
export interface ResultChange {
  readonly before: ResultFields;
  readonly after: ResultFields;
}

/** What the standings count of a match: nothing, or its day, teams and score. */
const counted = (m: ResultFields): string | null =>
  hasResult(m) ? JSON.stringify([m.dayId, m.homeTeamId, m.awayTeamId, m.homeScore, m.awayScore]) : null;

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
    const tables = projectStandings({ championship, days, groups, teams, matches: results });
    await standings.replaceAll(championshipId, tables);
    return ok(tables);
  }

  /**
   * After one match's result changed: only the tables from that match's day on, projected from
   * the stored table of the day before, with the results of those days. The statements do not
   * depend on the size of the championship. Under head-to-head every earlier result is read too
   * (the rule reads the results among the level teams), still in one statement. Nothing is
   * written when the standings count the same for the match before and after. Returns the
   * tables written.
   */
  async runFrom(
    championshipId: string,
    change: ResultChange,
  ): Promise<Result<StandingsTable[], DomainError>> {
    if (counted(change.before) === counted(change.after)) return ok([]);
    const { championships, matches, standings } = this.stores;
    const championship = await championships.byId(championshipId);
    if (!championship) return err(domainError('not_found', `No championship with id ${championshipId}.`));
    const days = await championships.days(championshipId);
    const orders = days
      .filter((d) => d.id === change.before.dayId || d.id === change.after.dayId)
      .map((d) => d.order);
    // A match without a known day is in no table (no day is deduced).
    if (orders.length === 0) return ok([]);
    const from = Math.min(...orders);
    const groups = await championships.groups(championshipId);
    const teams = await championships.teams(championshipId);
    const start = { fromDayOrder: from, table: await standings.latestBefore(championshipId, from) };
    const readFrom = rankingReadsResults(championship.tieBreak) ? noDayBefore : from;
    const results = await matches.resultsFrom(championshipId, readFrom);
    const tables = projectStandings({ championship, days, groups, teams, matches: results }, start);
    await standings.replaceFrom(championshipId, from, tables);
    return ok(tables);
  }
}
