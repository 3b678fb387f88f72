import { expect } from 'chai';
import type { StandingsTable } from '../../../src/domain/standings/StandingsTable';
import { aNewChampionship, aStanding } from '../../support/contract/newRecords';
import { rejectionOf } from '../../support/contract/rejection';
import type { League } from '../../support/contract/seedLeague';
import { seedLeague } from '../../support/contract/seedLeague';
import type { OpenedStores } from '../../support/stores';
import { useStores } from '../../support/stores';

export function describeStandingsContract(name: string, makeStores: () => Promise<OpenedStores>): void {
  describe(`Standings contract [${name}]`, () => {
    const opened = useStores({ name, open: makeStores });
    const standings = () => opened.current().stores.standings;
    let league: League;
    beforeEach(async () => {
      league = await seedLeague(opened.current().stores, 3);
    });

    /** The table after the day at `index` of the seeded league. */
    const tableAfter = (index: number, points: number): StandingsTable => {
      const day = league.days[index];
      if (!day) throw new Error(`the seeded league has no day ${index}`);
      return {
        championshipId: league.championship.id,
        dayId: day.id,
        dayOrder: day.order,
        rows: [
          aStanding(league.home.id, 'Olympique Lyonnais', { dayId: day.id, points, rank: 1 }),
          aStanding(league.away.id, 'Paris Saint-Germain', {
            dayId: day.id,
            points: -2,
            rank: 2,
            previousRank: 1,
            rankMovement: -1,
          }),
        ],
      };
    };

    it('has no current table before any is stored', async () => {
      expect(await standings().current(league.championship.id)).to.equal(null);
      expect(await standings().current('999999')).to.equal(null);
    });

    it('gives the table of the latest day in sporting order as current, whatever the storing order', async () => {
      const tables = [tableAfter(2, 9), tableAfter(0, 3), tableAfter(1, 6)];
      await standings().replaceAll(league.championship.id, tables);
      expect(await standings().current(league.championship.id)).to.deep.equal(tableAfter(2, 9));
    });

    it('replaces the tables from a day order on and keeps those before (issue 11)', async () => {
      await standings().replaceAll(league.championship.id, [
        tableAfter(0, 3),
        tableAfter(1, 6),
        tableAfter(2, 9),
      ]);
      const from = league.days[1]?.order ?? 0;
      await standings().replaceFrom(league.championship.id, from, [tableAfter(1, 7)]);
      expect(await standings().atDay(league.championship.id, league.days[0]?.id ?? '')).to.deep.equal(
        tableAfter(0, 3),
      );
      expect(await standings().atDay(league.championship.id, league.days[1]?.id ?? '')).to.deep.equal(
        tableAfter(1, 7),
      );
      expect(await standings().atDay(league.championship.id, league.days[2]?.id ?? '')).to.equal(null);
      expect(await standings().current(league.championship.id)).to.deep.equal(tableAfter(1, 7));
      await rejectionOf(standings().replaceFrom(league.championship.id, from, [tableAfter(0, 1)]));
      expect(await standings().atDay(league.championship.id, league.days[0]?.id ?? '')).to.deep.equal(
        tableAfter(0, 3),
      );
    });

    it('gives the latest table before a day order (issue 11)', async () => {
      await standings().replaceAll(league.championship.id, [tableAfter(0, 3), tableAfter(2, 9)]);
      const order = (i: number) => league.days[i]?.order ?? 0;
      expect(await standings().latestBefore(league.championship.id, order(0))).to.equal(null);
      expect(await standings().latestBefore(league.championship.id, order(1))).to.deep.equal(
        tableAfter(0, 3),
      );
      expect(await standings().latestBefore(league.championship.id, order(2))).to.deep.equal(
        tableAfter(0, 3),
      );
      expect(await standings().latestBefore(league.championship.id, order(2) + 1)).to.deep.equal(
        tableAfter(2, 9),
      );
      expect(await standings().latestBefore('999999', 10)).to.equal(null);
    });

    it('gives the table stored for a day, and null for a day without one', async () => {
      await standings().replaceAll(league.championship.id, [tableAfter(0, 3), tableAfter(1, 6)]);
      expect(await standings().atDay(league.championship.id, league.days[0]?.id ?? '')).to.deep.equal(
        tableAfter(0, 3),
      );
      expect(await standings().atDay(league.championship.id, league.days[2]?.id ?? '')).to.equal(null);
      expect(await standings().atDay(league.championship.id, 'not-an-id')).to.equal(null);
      expect(await standings().atDay('999999', league.days[0]?.id ?? '')).to.equal(null);
    });

    it('replaces every table of the championship and leaves other championships alone', async () => {
      const otherId = (
        await opened
          .current()
          .stores.championships.create(aNewChampionship(league.company.id, { name: 'Other' }))
      ).id;
      const otherTable: StandingsTable = { ...tableAfter(0, 1), championshipId: otherId };
      await standings().replaceAll(otherId, [otherTable]);
      await standings().replaceAll(league.championship.id, [tableAfter(0, 3), tableAfter(1, 6)]);
      await standings().replaceAll(league.championship.id, [tableAfter(0, 1)]);

      expect(await standings().current(league.championship.id)).to.deep.equal(tableAfter(0, 1));
      expect(await standings().atDay(league.championship.id, league.days[1]?.id ?? '')).to.equal(null);
      expect(await standings().current(otherId)).to.deep.equal(otherTable);

      await standings().replaceAll(league.championship.id, []);
      expect(await standings().current(league.championship.id)).to.equal(null);
    });

    it('refuses two tables for the same day and keeps the stored ones', async () => {
      await standings().replaceAll(league.championship.id, [tableAfter(0, 3)]);
      await rejectionOf(standings().replaceAll(league.championship.id, [tableAfter(1, 3), tableAfter(1, 4)]));
      expect(await standings().current(league.championship.id)).to.deep.equal(tableAfter(0, 3));
    });

    it('gives the rows of some teams from a day on, with their table order and position (issue 11)', async () => {
      const tables = [tableAfter(0, 3), tableAfter(1, 6), tableAfter(2, 9)];
      await standings().replaceAll(league.championship.id, tables);
      const id = league.championship.id;
      const rows = await standings().rowsFromDay(id, league.days[1]?.id ?? '', [league.away.id]);
      expect(rows).to.deep.equal(
        [tables[1], tables[2]].map((t) => ({
          ...(t as StandingsTable).rows[1],
          dayOrder: t?.dayOrder,
          position: 1,
        })),
      );
      expect(await standings().rowsFromDay(id, league.days[0]?.id ?? '', [])).to.deep.equal([]);
      expect(await standings().rowsFromDay(id, 'not-an-id', [league.home.id])).to.deep.equal([]);
      await standings().replaceAll(id, [tableAfter(0, 3)]);
      expect(await standings().rowsFromDay(id, league.days[1]?.id ?? '', [league.home.id])).to.deep.equal([]);
    });

    it('reads the rows of windows: a range of a column, or a whole group (issue 11)', async () => {
      const tables = [tableAfter(0, 3), tableAfter(1, 6), tableAfter(2, 9)];
      await standings().replaceAll(league.championship.id, tables);
      const id = league.championship.id;
      const order = (i: number) => tables[i]?.dayOrder as number;
      const within = await standings().rowsWithin(id, [
        { dayOrder: order(0), groupId: '', column: 'points', low: 0, high: 5 },
        { dayOrder: order(1), groupId: '', column: 'points', low: -2, high: -2 },
        { dayOrder: order(2), groupId: 'not-a-group', column: 'points', low: -10, high: 10 },
      ]);
      expect(within.map((r) => [r.dayOrder, r.entityId, r.position])).to.deep.equal([
        [order(0), league.home.id, 0],
        [order(1), league.away.id, 1],
      ]);
      const whole = await standings().rowsWithin(id, [
        { dayOrder: order(2), groupId: '', column: null, low: 0, high: 0 },
      ]);
      expect(whole.map((r) => r.entityId)).to.deep.equal([league.home.id, league.away.id]);
      expect(await standings().rowsWithin(id, [])).to.deep.equal([]);
    });

    it('reads the windows of one group of a grouped table and of a table without groups at once (issue 11)', async () => {
      const id = league.championship.id;
      const [first, second] = [league.days[0], league.days[1]];
      if (!first || !second) throw new Error('the seeded league has fewer than two days');
      // Two groups of two on the first day, with the same points in each; no groups on the second.
      const grouped = (entityId: string, name: string, groupId: string, points: number) =>
        aStanding(entityId, name, { dayId: first.id, groupId, groupName: `Group ${groupId}`, points });
      await standings().replaceAll(id, [
        {
          championshipId: id,
          dayId: first.id,
          dayOrder: first.order,
          rows: [
            grouped(league.home.id, 'Olympique Lyonnais', '7', 3),
            grouped(league.away.id, 'Paris Saint-Germain', '7', 1),
            grouped('9001', 'AS Monaco', '8', 3),
            grouped('9002', 'LOSC Lille', '8', 1),
          ],
        },
        {
          championshipId: id,
          dayId: second.id,
          dayOrder: second.order,
          rows: [
            aStanding(league.home.id, 'Olympique Lyonnais', { dayId: second.id, points: 6 }),
            aStanding(league.away.id, 'Paris Saint-Germain', { dayId: second.id, points: 4 }),
          ],
        },
      ]);
      const within = await standings().rowsWithin(id, [
        { dayOrder: first.order, groupId: '8', column: 'points', low: 0, high: 5 },
        { dayOrder: second.order, groupId: '', column: 'points', low: 5, high: 6 },
      ]);
      expect(within.map((r) => [r.dayOrder, r.entityId, r.groupId, r.position])).to.deep.equal([
        [first.order, '9001', '8', 2],
        [first.order, '9002', '8', 3],
        [second.order, league.home.id, '', 0],
      ]);
    });

    it('updates rows in place, deriving the goal difference and the rank movement (issue 11)', async () => {
      const tables = [tableAfter(0, 3), tableAfter(1, 6)];
      await standings().replaceAll(league.championship.id, tables);
      const id = league.championship.id;
      const order = (i: number) => tables[i]?.dayOrder as number;
      const counts = { played: 4, wins: 2, draws: 1, losses: 1, goalsFor: 7, goalsAgainst: 3, points: 7 };
      await standings().updateRows(id, [
        { dayOrder: order(1), entityId: league.away.id, rank: 1, position: 0, counts },
        { dayOrder: order(1), entityId: league.home.id, rank: 2, position: 1, previousRank: 1 },
      ]);
      const table = await standings().atDay(id, league.days[1]?.id ?? '');
      expect(table?.rows.map((r) => r.entityId)).to.deep.equal([league.away.id, league.home.id]);
      expect(table?.rows[0]).to.include({
        ...counts,
        rank: 1,
        previousRank: 1,
        rankMovement: 0,
        goalDifference: 4,
      });
      expect(table?.rows[1]).to.include({ rank: 2, previousRank: 1, rankMovement: -1, points: 6 });
      expect(await standings().atDay(id, league.days[0]?.id ?? '')).to.deep.equal(tables[0]);
      await standings().updateRows(id, []);
    });

    it('returns copies: changing a returned table does not change the store', async () => {
      await standings().replaceAll(league.championship.id, [tableAfter(0, 3)]);
      const read = await standings().current(league.championship.id);
      (read?.rows[0] as { points: number }).points = 100;
      expect((await standings().current(league.championship.id))?.rows[0]?.points).to.equal(3);
    });
  });
}
