import { expect } from 'chai';
import type { QueryRunner } from 'typeorm';
import type { Database } from '../../../src/adapters/persistence/typeorm';
import { openDatabase } from '../../../src/adapters/persistence/typeorm';
import { migrations } from '../../../src/adapters/persistence/typeorm/migrations';
import { StandingRows1700000016000 } from '../../../src/adapters/persistence/typeorm/migrations/1700000016000-StandingRows';
import type { Standing } from '../../../src/domain/match/views';
import type { StandingsTable } from '../../../src/domain/standings/StandingsTable';
import { aStanding } from '../../support/contract/newRecords';
import { seedLeague } from '../../support/contract/seedLeague';
import { describeWhenPostgres } from '../../support/services';
import { postgresSchemaUrl } from '../../support/stores';

// Issue 11: the standings tables moved from one JSON document per table to one row per team and
// table (1700000016000), then to one packed part per group and table (1700000018000). A database
// stored before keeps every table through every later migration, and the way back restores them.

const EARLIER = migrations.slice(0, migrations.indexOf(StandingRows1700000016000));
const SINCE = migrations.slice(migrations.indexOf(StandingRows1700000016000));

function quoted(runner: QueryRunner, name: string): string {
  const schema = (runner.connection.options as { schema?: string }).schema;
  const q = (part: string) => runner.connection.driver.escape(part);
  return schema ? `${q(schema)}.${q(name)}` : q(name);
}

function describeMigration(name: string, url: () => string, drop: (db: Database) => Promise<void>) {
  describe(`the standing rows and parts migrations [${name}]`, () => {
    let db: Database;
    let runner: QueryRunner;

    beforeEach(async () => {
      db = await openDatabase(url(), { migrate: false });
      runner = db.dataSource.createQueryRunner();
      for (const Migration of EARLIER) await new Migration().up(runner);
    });

    afterEach(async () => {
      await runner.release();
      await drop(db);
      await db.close();
    });

    it('carries every stored table over, groups and all, and back', async () => {
      const league = await seedLeague(db.stores, 2);
      const row = (teamId: string, teamName: string, fields: Partial<Standing>) =>
        aStanding(teamId, teamName, fields);
      const tables: StandingsTable[] = league.days.map((day, i) => ({
        championshipId: league.championship.id,
        dayId: day.id,
        dayOrder: day.order,
        rows: [
          row(league.away.id, 'Paris Saint-Germain', {
            dayId: day.id,
            rank: 1,
            points: 3 + i,
            played: i + 1,
          }),
          row(league.home.id, 'Olympique Lyonnais', {
            dayId: day.id,
            rank: 2,
            previousRank: i === 0 ? null : 1,
            rankMovement: i === 0 ? null : -1,
            points: -2,
          }),
          // The second table has groups: two parts, one of them the teams without a group.
          ...(i === 0
            ? []
            : [
                row('9001', 'AS Monaco', {
                  dayId: day.id,
                  rank: 1,
                  points: 4,
                  played: null,
                  groupId: '7',
                  groupName: 'Group A',
                  phaseId: '3',
                }),
              ]),
        ],
      }));
      const marks = (n: number) =>
        Array.from({ length: n }, (_, i) => (db.dataSource.options.type === 'postgres' ? `$${i + 1}` : '?'));
      for (const t of tables) {
        await runner.query(
          `INSERT INTO ${quoted(runner, 'standings_tables')} (championship_id, day_id, day_order, standing_rows) VALUES (${marks(4).join(', ')})`,
          [Number(t.championshipId), Number(t.dayId), t.dayOrder, JSON.stringify(t.rows)],
        );
      }

      for (const Migration of SINCE) await new Migration().up(runner);
      for (const t of tables) {
        expect(await db.stores.standings.atDay(league.championship.id, t.dayId)).to.deep.equal(t);
      }
      expect(await db.stores.standings.current(league.championship.id)).to.deep.equal(tables.at(-1));

      for (const Migration of [...SINCE].reverse()) await new Migration().down(runner);
      const back = (await runner.query(
        `SELECT day_order, standing_rows FROM ${quoted(runner, 'standings_tables')} ORDER BY day_order`,
      )) as { day_order: number; standing_rows: string }[];
      expect(back.map((b) => JSON.parse(b.standing_rows) as Standing[])).to.deep.equal(
        tables.map((t) => t.rows),
      );
    });
  });
}

describeMigration(
  'SQLite',
  () => 'sqlite::memory:',
  async () => undefined,
);

describeWhenPostgres('the standing rows migration', (baseUrl) => {
  let url = '';
  beforeEach(() => {
    url = postgresSchemaUrl(baseUrl);
  });
  describeMigration(
    'PostgreSQL',
    () => url,
    async (db) => {
      const schema = (db.dataSource.options as { schema?: string }).schema as string;
      await db.dataSource.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    },
  );
});
