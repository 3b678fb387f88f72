import { expect } from 'chai';
import type { QueryRunner } from 'typeorm';
import type { Database } from '../../../src/adapters/persistence/typeorm';
import { openDatabase } from '../../../src/adapters/persistence/typeorm';
import { migrations } from '../../../src/adapters/persistence/typeorm/migrations';
import { StandingRows1700000016000 } from '../../../src/adapters/persistence/typeorm/migrations/1700000016000-StandingRows';
import { StandingParts1700000018000 } from '../../../src/adapters/persistence/typeorm/migrations/1700000018000-StandingParts';
import { StandingPartsFrameForm1700000019000 } from '../../../src/adapters/persistence/typeorm/migrations/1700000019000-StandingPartsFrameForm';
import type { Standing } from '../../../src/domain/match/views';
import { PART_COLUMNS } from '../../../src/domain/standings/shiftStandings';
import type { StandingsTable } from '../../../src/domain/standings/StandingsTable';
import { aStanding } from '../../support/contract/newRecords';
import { seedLeague } from '../../support/contract/seedLeague';
import { describeWhenPostgres } from '../../support/services';
import { postgresSchemaUrl } from '../../support/stores';

// Issue 11: the standings tables moved from one JSON document per table to one row per team and
// table (1700000016000), then to one packed part per group and table (1700000018000), packed in
// the frame form since 1700000019000. A database stored before keeps every table through every
// later migration, and the way back restores them.

const STABLE = PART_COLUMNS.indexOf('stable');
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
      // Each part's rows carry their place in the order by name (Lyonnais before Paris) for a shift.
      let stable: number[] = [];
      await db.stores.standings.shiftFrom(
        league.championship.id,
        league.days[0]?.id ?? '',
        [league.home.id],
        (parts) => {
          stable = parts.flatMap((p) => [0, 1].map((r) => p.rows.get(r, STABLE)));
          return false;
        },
      );
      expect(stable).to.deep.equal([1, 0, 1, 0]);
      if (db.dataSource.options.type === 'postgres') {
        // The packed rows are kept out of line uncompressed (compressing each write cost more).
        const [storage] = (await runner.query(
          `SELECT a.attstorage FROM pg_attribute a WHERE a.attrelid = CAST($1 AS regclass) AND a.attname = 'packed'`,
          [quoted(runner, 'standing_parts')],
        )) as { attstorage: string }[];
        expect(storage?.attstorage).to.equal('e');
      }

      for (const Migration of [...SINCE].reverse()) await new Migration().down(runner);
      const back = (await runner.query(
        `SELECT day_order, standing_rows FROM ${quoted(runner, 'standings_tables')} ORDER BY day_order`,
      )) as { day_order: number; standing_rows: string }[];
      expect(back.map((b) => JSON.parse(b.standing_rows) as Standing[])).to.deep.equal(
        tables.map((t) => t.rows),
      );
    });

    it('restores a table of several chunks row for row after a shift moved a row across them', async () => {
      for (const Migration of SINCE) await new Migration().up(runner);
      const league = await seedLeague(db.stores, 1);
      const day = league.days[0] as { id: string; order: number };
      const table: StandingsTable = {
        championshipId: league.championship.id,
        dayId: day.id,
        dayOrder: day.order,
        rows: Array.from({ length: 40 }, (_, i) =>
          aStanding(String(9001 + i), `Team ${i}`, { dayId: day.id, rank: i + 1, points: 200 - 4 * i }),
        ),
      };
      await db.stores.standings.replaceAll(league.championship.id, [table]);
      // The last row goes first, across the chunks: the ranks follow the new order.
      await db.stores.standings.shiftFrom(league.championship.id, day.id, ['9040'], (parts) => {
        for (const part of parts) {
          part.rows.permute(0, [39, ...Array.from({ length: 39 }, (_, i) => i)]);
        }
        return true;
      });
      const moved = [table.rows[39], ...table.rows.slice(0, 39)] as Standing[];
      expect(await db.stores.standings.atDay(league.championship.id, day.id)).to.deep.equal({
        ...table,
        rows: moved,
      });

      // The store wrote the frame form; the way back turns it into a form 1700000018000 reads.
      const forms = async () =>
        (
          (await runner.query(`SELECT packed FROM ${quoted(runner, 'standing_parts')}`)) as {
            packed: string;
          }[]
        ).map((p) => p.packed.charAt(0));
      expect(await forms()).to.deep.equal(['f']);
      await new StandingPartsFrameForm1700000019000().down(runner);
      expect(await forms()).to.deep.equal(['i']);
      await new StandingParts1700000018000().down(runner);
      const rows = (await runner.query(
        `SELECT entity_id, name, position FROM ${quoted(runner, 'standing_rows')} ORDER BY position`,
      )) as { entity_id: number; name: string; position: number }[];
      expect(rows.map((r) => [String(r.entity_id), r.name, Number(r.position)])).to.deep.equal(
        moved.map((r, i) => [r.entityId, r.name, i]),
      );
      await new StandingParts1700000018000().up(runner);
      await new StandingPartsFrameForm1700000019000().up();
      expect(await db.stores.standings.atDay(league.championship.id, day.id)).to.deep.equal({
        ...table,
        rows: moved,
      });
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
