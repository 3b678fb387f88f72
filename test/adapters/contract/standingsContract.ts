import { expect } from 'chai';
import type { Day } from '../../../src/domain/championship/Championship';
import type { Standing } from '../../../src/domain/match/views';
import type { TablePart } from '../../../src/domain/standings/shiftStandings';
import { PART_COLUMNS, shiftParts } from '../../../src/domain/standings/shiftStandings';
import { rankingRuleOf } from '../../../src/domain/championship/Championship';
import type { StandingsTable } from '../../../src/domain/standings/StandingsTable';
import {
  aNewChampionship,
  aNewDay,
  aNewGroup,
  aNewPhase,
  aStanding,
} from '../../support/contract/newRecords';
import { rejectionOf } from '../../support/contract/rejection';
import type { League } from '../../support/contract/seedLeague';
import { seedLeague } from '../../support/contract/seedLeague';
import type { OpenedStores } from '../../support/stores';
import { useStores } from '../../support/stores';

const KEY = PART_COLUMNS.indexOf('key');
const POINTS = PART_COLUMNS.indexOf('points');
const STABLE = PART_COLUMNS.indexOf('stable');

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

    it('hands a shift the parts of some teams from a day on, and stores them when it returns true (issue 11)', async () => {
      const tables = [tableAfter(0, 3), tableAfter(1, 6), tableAfter(2, 9)];
      await standings().replaceAll(league.championship.id, tables);
      const id = league.championship.id;
      let seen: TablePart[] = [];
      const shifted = await standings().shiftFrom(id, league.days[1]?.id ?? '', [league.away.id], (parts) => {
        seen = [...parts];
        for (const part of parts) {
          // The two rows change places and the home side's points change: rows are rank order.
          part.rows.permute(0, [1, 0]);
          part.rows.set(1, POINTS, 42);
        }
        return true;
      });
      expect(shifted).to.equal(true);
      expect(seen.map((p) => p.dayOrder).sort((a, b) => a - b)).to.deep.equal([
        tables[1]?.dayOrder,
        tables[2]?.dayOrder,
      ]);
      for (const part of seen) {
        // Each row under its team's key, with its place in the stable order (by name: Lyonnais
        // first); the shift above swapped the two rows.
        expect([part.rows.get(0, KEY), part.rows.get(1, KEY)]).to.deep.equal([
          part.keyOf(league.away.id),
          part.keyOf(league.home.id),
        ]);
        expect([part.rows.get(0, STABLE), part.rows.get(1, STABLE)]).to.deep.equal([1, 0]);
      }
      for (const i of [1, 2]) {
        const table = tables[i] as StandingsTable;
        const [home, away] = table.rows as [Standing, Standing];
        expect(await standings().atDay(id, table.dayId)).to.deep.equal({
          ...table,
          rows: [away, { ...home, points: 42 }],
        });
      }
      expect(await standings().atDay(id, tables[0]?.dayId ?? '')).to.deep.equal(tables[0]);
    });

    it('stores nothing when the shift returns false, and calls none without a table or a team (issue 11)', async () => {
      const tables = [tableAfter(0, 3), tableAfter(1, 6)];
      await standings().replaceAll(league.championship.id, tables);
      const id = league.championship.id;
      const spoil = (parts: readonly TablePart[]) => {
        for (const part of parts)
          for (let r = 0; r < part.rows.size; r += 1)
            for (let c = 0; c < PART_COLUMNS.length; c += 1) part.rows.set(r, c, 7);
        return false;
      };
      expect(await standings().shiftFrom(id, league.days[0]?.id ?? '', [league.home.id], spoil)).to.equal(
        false,
      );
      expect(await standings().atDay(id, tables[0]?.dayId ?? '')).to.deep.equal(tables[0]);
      expect(await standings().atDay(id, tables[1]?.dayId ?? '')).to.deep.equal(tables[1]);
      const never = () => expect.fail('no part to shift');
      expect(await standings().shiftFrom(id, league.days[2]?.id ?? '', [league.home.id], never)).to.equal(
        false,
      );
      expect(await standings().shiftFrom(id, league.days[0]?.id ?? '', ['9999'], never)).to.equal(false);
      expect(await standings().shiftFrom(id, league.days[0]?.id ?? '', [], never)).to.equal(false);
      expect(await standings().shiftFrom(id, 'not-an-id', [league.home.id], never)).to.equal(false);
      expect(
        await standings().shiftFrom('999999', league.days[0]?.id ?? '', [league.home.id], never),
      ).to.equal(false);
    });

    it("hands a shift only the parts of the teams' groups, and keeps the other groups and the order (issue 11)", async () => {
      const id = league.championship.id;
      const [first, second] = [league.days[0], league.days[1]];
      if (!first || !second) throw new Error('the seeded league has fewer than two days');
      const grouped = (day: string, entityId: string, name: string, groupId: string, points: number) =>
        aStanding(entityId, name, { dayId: day, groupId, groupName: `Group ${groupId}`, points });
      const table = (day: Day): StandingsTable => ({
        championshipId: id,
        dayId: day.id,
        dayOrder: day.order,
        rows: [
          grouped(day.id, league.home.id, 'Olympique Lyonnais', '7', 3),
          grouped(day.id, league.away.id, 'Paris Saint-Germain', '7', 1),
          grouped(day.id, '9001', 'AS Monaco', '8', 3),
          grouped(day.id, '9002', 'LOSC Lille', '8', 1),
          aStanding('9003', 'FC Nantes', { dayId: day.id, points: 0 }),
        ],
      });
      const tables = [table(first), table(second)];
      await standings().replaceAll(id, tables);
      let seen: TablePart[] = [];
      const shifted = await standings().shiftFrom(id, first.id, ['9002'], (parts) => {
        seen = [...parts];
        for (const part of parts) part.rows.set(0, POINTS, 5);
        return true;
      });
      expect(shifted).to.equal(true);
      expect(seen.map((p) => [p.dayOrder, p.rows.size])).to.deep.equal([
        [first.order, 2],
        [second.order, 2],
      ]);
      for (const t of tables) {
        const rows = [...t.rows];
        rows[2] = { ...(rows[2] as Standing), points: 5 };
        expect(await standings().atDay(id, t.dayId)).to.deep.equal({ ...t, rows });
      }
    });

    it("hands a shift no part of a group of another phase than the day's: its result counts in no table of it", async () => {
      const { stores } = opened.current();
      const id = league.championship.id;
      const groupStage = await stores.championships.addPhase(
        aNewPhase(id, { name: 'Round robin', order: 1 }),
      );
      const knockout = await stores.championships.addPhase(aNewPhase(id, { name: 'Knockout', order: 2 }));
      const group = await stores.championships.addGroup(aNewGroup(id, { phaseId: groupStage.id }));
      const played = await stores.championships.addDay(aNewDay(id, 10, { phaseId: groupStage.id }));
      const final = await stores.championships.addDay(aNewDay(id, 11, { phaseId: knockout.id }));
      const table = (day: Day): StandingsTable => ({
        championshipId: id,
        dayId: day.id,
        dayOrder: day.order,
        rows: [league.home, league.away].map((team, i) =>
          aStanding(team.id, team.name, {
            dayId: day.id,
            phaseId: groupStage.id,
            groupId: group.id,
            groupName: group.name,
            points: 3 - 3 * i,
            rank: i + 1,
          }),
        ),
      });
      const tables = [table(played), table(final)];
      await standings().replaceAll(id, tables);
      let calls = 0;
      const shift = (parts: readonly TablePart[]) => {
        calls += parts.length;
        return true;
      };
      expect(await standings().shiftFrom(id, final.id, [league.home.id], shift)).to.equal(false);
      expect(calls).to.equal(0);
      expect(await standings().shiftFrom(id, played.id, [league.home.id], shift)).to.equal(true);
      expect(calls).to.equal(2);
    });

    it('shifts a part of more teams than one stored chunk holds, a team moving across chunks (issue 11)', async () => {
      const id = league.championship.id;
      const days = [league.days[0], league.days[1]] as Day[];
      const teams = Array.from({ length: 40 }, (_, i) => ({ id: String(9001 + i), name: `Team ${i}` }));
      const tables: StandingsTable[] = days.map((day, d) => ({
        championshipId: id,
        dayId: day.id,
        dayOrder: day.order,
        rows: teams.map((t, i) =>
          aStanding(t.id, t.name, {
            dayId: day.id,
            rank: i + 1,
            previousRank: d === 0 ? null : i + 1,
            rankMovement: d === 0 ? null : 0,
            played: 2,
            wins: 0,
            draws: 2,
            losses: 0,
            goalsFor: 2,
            goalsAgainst: 2,
            goalDifference: 0,
            points: 200 - 4 * i,
          }),
        ),
      }));
      await standings().replaceAll(id, tables);
      for (const t of tables) expect(await standings().atDay(id, t.dayId)).to.deep.equal(t);
      // The last team wins a match it had drawn, worth 160 points: first on both days.
      const win = { played: 0, wins: 1, draws: -1, losses: 0, goalsFor: 1, goalsAgainst: 0, points: 160 };
      const rule = rankingRuleOf('goal-difference');
      const context = { scores: [], pointsRule: { win: 3, draw: 1, loss: 0 }, unit: 'goal' as const };
      const shifted = await standings().shiftFrom(id, days[0]?.id ?? '', ['9040'], (parts) =>
        shiftParts(parts, new Map([['9040', win]]), rule, context),
      );
      expect(shifted).to.equal(true);
      for (const [d, t] of tables.entries()) {
        const last = t.rows[39] as Standing;
        const moved: Standing = {
          ...last,
          rank: 1,
          previousRank: d === 0 ? null : 1,
          rankMovement: d === 0 ? null : 0,
          wins: 1,
          draws: 1,
          goalsFor: 3,
          goalDifference: 1,
          points: last.points === null ? null : last.points + 160,
        };
        const others = t.rows.slice(0, 39).map((r, i) => ({
          ...r,
          rank: i + 2,
          previousRank: d === 0 ? null : i + 2,
          rankMovement: d === 0 ? null : 0,
        }));
        expect(await standings().atDay(id, t.dayId)).to.deep.equal({ ...t, rows: [moved, ...others] });
      }
    });

    it('keeps any count a result can add up, beyond 32 bits too, and nulls (issue 11)', async () => {
      const huge = tableAfter(0, 3);
      const rows = [
        { ...(huge.rows[0] as Standing), goalsFor: 2_147_483_649, goalDifference: 2_147_483_649, points: -7 },
        { ...(huge.rows[1] as Standing), played: null, wins: null, rank: null },
      ];
      await standings().replaceAll(league.championship.id, [{ ...huge, rows }, tableAfter(1, 6)]);
      expect(await standings().atDay(league.championship.id, huge.dayId)).to.deep.equal({ ...huge, rows });
      expect(await standings().current(league.championship.id)).to.deep.equal(tableAfter(1, 6));
    });

    it('returns copies: changing a returned table does not change the store', async () => {
      await standings().replaceAll(league.championship.id, [tableAfter(0, 3)]);
      const read = await standings().current(league.championship.id);
      (read?.rows[0] as { points: number }).points = 100;
      expect((await standings().current(league.championship.id))?.rows[0]?.points).to.equal(3);
    });
  });
}
