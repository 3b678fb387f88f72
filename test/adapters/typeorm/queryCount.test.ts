import { expect } from 'chai';
import type { StandingsTable } from '../../../src/domain/standings/StandingsTable';
import { aNewEvent, aNewMatch, aSet, aStanding } from '../../support/contract/newRecords';
import type { League } from '../../support/contract/seedLeague';
import { seedLeague } from '../../support/contract/seedLeague';
import type { OpenedStores, StoreFactory } from '../../support/stores';
import { postgresStores, sqliteStores } from '../../support/stores';
import { describeWhenPostgres } from '../../support/services';

// Issue 2: a snapshot or a standings read costs a constant number of queries whatever the
// championship size. Each read of the stores is one statement.

interface Sized {
  readonly opened: OpenedStores;
  readonly league: League;
  readonly matchId: string;
}

/** A championship with `days` days of `perDay` matches, each with events, and a table per day. */
async function aChampionshipOfSize(factory: StoreFactory, days: number, perDay: number): Promise<Sized> {
  const opened = await factory.open();
  const { stores } = opened;
  const league = await seedLeague(stores, days);
  const sides = { homeTeamId: league.home.id, awayTeamId: league.away.id };
  let matchId = '';
  await stores.transactions.run(async (tx) => {
    const tables: StandingsTable[] = [];
    for (const day of league.days) {
      for (let i = 0; i < perDay; i += 1) {
        matchId = (await tx.matches.create(aNewMatch(league.championship.id, { ...sides, dayId: day.id })))
          .id;
        for (let e = 0; e < perDay; e += 1)
          await tx.matches.addEvent(aNewEvent(matchId, { clubId: league.home.id }));
      }
      tables.push({
        championshipId: league.championship.id,
        dayId: day.id,
        dayOrder: day.order,
        rows: [aStanding(league.home.id, 'Lyon'), aStanding(league.away.id, 'Paris')],
      });
    }
    await tx.matches.setSets(matchId, [aSet(matchId, 1), aSet(matchId, 2)]);
    await tx.standings.replaceAll(league.championship.id, tables);
  });
  return { opened, league, matchId };
}

/** The statements each read sends to the database. */
async function queriesPerRead(sized: Sized): Promise<Record<string, number>> {
  const { opened, league, matchId } = sized;
  const db = opened.database;
  if (!db) throw new Error('query counts need a database');
  const { stores } = opened;
  const championshipId = league.championship.id;
  const dayIds = league.days.slice(0, 3).map((d) => d.id);
  const reads: Record<string, () => Promise<unknown>> = {
    championship: () => stores.championships.byId(championshipId),
    days: () => stores.championships.days(championshipId),
    teams: () => stores.championships.teams(championshipId),
    players: () => stores.championships.players([league.home.id, league.away.id]),
    championshipWithMatch: () => stores.championships.withMatch(championshipId, matchId),
    teamsWithPlayers: () => stores.championships.teamsWithPlayers(championshipId, [league.home.id]),
    match: () => stores.matches.byId(matchId),
    matchesOfDays: () => stores.matches.ofDays(dayIds),
    matchesOfChampionship: () => stores.matches.ofChampionship(championshipId),
    events: () => stores.matches.events(matchId),
    lineups: () => stores.matches.lineups(matchId),
    sets: () => stores.matches.sets(matchId),
    currentStandings: () => stores.standings.current(championshipId),
    standingsAtDay: () => stores.standings.atDay(championshipId, dayIds[1] ?? ''),
  };
  const counts: Record<string, number> = {};
  for (const [name, read] of Object.entries(reads)) {
    const before = db.queryCount();
    await read();
    counts[name] = db.queryCount() - before;
  }
  return counts;
}

function describeQueryCounts(factory: StoreFactory): void {
  it('reads with one query each, for a small and for a large championship', async function () {
    this.timeout(60000);
    const small = await aChampionshipOfSize(factory, 3, 2);
    const large = await aChampionshipOfSize(factory, 20, 8);
    try {
      const smallCounts = await queriesPerRead(small);
      const largeCounts = await queriesPerRead(large);
      expect(Object.values(smallCounts).every((n) => n === 1)).to.equal(true, JSON.stringify(smallCounts));
      expect(largeCounts).to.deep.equal(smallCounts);
      expect(
        (await large.opened.stores.matches.ofChampionship(large.league.championship.id)).length,
      ).to.equal(160);
    } finally {
      await small.opened.close();
      await large.opened.close();
    }
  });

  it('counts the statements a write sends', async () => {
    const opened = await factory.open();
    try {
      const db = opened.database;
      if (!db) throw new Error('query counts need a database');
      const before = db.queryCount();
      await opened.stores.companies.list();
      expect(db.queryCount() - before).to.equal(1);
    } finally {
      await opened.close();
    }
  });
}

describe('query counts [SQLite]', () => describeQueryCounts(sqliteStores));
describeWhenPostgres('query counts', (url) => describeQueryCounts(postgresStores(url)));
