import { expect } from 'chai';
import fc from 'fast-check';
import type { Day, Group, Team, TieBreakPolicy } from '../../../src/domain/championship/Championship';
import { rankingRuleOf } from '../../../src/domain/championship/Championship';
import type { PointsRule } from '../../../src/domain/sport/SportRules';
import type { CriterionContext } from '../../../src/domain/standings/criteria';
import { finalScoreOf } from '../../../src/domain/standings/finalScore';
import type { StandingsInput, StandingsMatch } from '../../../src/domain/standings/projectStandings';
import { projectStandings } from '../../../src/domain/standings/projectStandings';
import type { Standing } from '../../../src/domain/match/views';
import type { RowCounts, TablePart } from '../../../src/domain/standings/shiftStandings';
import {
  countsDelta,
  PackedRows,
  packRows,
  shiftParts,
  unpackRows,
} from '../../../src/domain/standings/shiftStandings';
import type { StandingsTable } from '../../../src/domain/standings/StandingsTable';

// Issue 11: shifting the stored table parts (one group's rows of one table, packed) by one
// changed result gives every table a full projection gives, for rankings read from stored rows alone,
// with groups, adjustments, hockey's overtime and shootout points, and many teams.

const CHAINS: readonly TieBreakPolicy[] = [
  'goal-difference',
  { criteria: ['wins', 'matches-played', 'goal-difference', 'stable'], partial: 'restart' },
  { criteria: ['points-percentage', 'points', 'goals-scored', 'stable'], partial: 'next' },
  { criteria: ['goal-difference', 'points', 'stable'], partial: 'same' },
  {
    criteria: ['points', 'fewer-matches-played', 'goal-difference', 'stable'],
    partial: 'next-among-remaining',
  },
];

const RULES: readonly PointsRule[] = [
  { win: 3, draw: 1, loss: 0 },
  {
    win: 3,
    draw: 1,
    loss: 0,
    overtimeWin: 2,
    overtimeLoss: 1,
    shootoutWin: 2,
    shootoutLoss: 1,
    shootoutGoal: 'winner',
  },
  { win: 2, draw: 1, loss: 1 },
];

interface Played {
  readonly home: number;
  readonly away: number;
  readonly score: readonly [number, number];
  readonly shootout: 'home' | 'away' | null;
}

const result = fc.record({
  score: fc.tuple(fc.nat(4), fc.nat(4)),
  shootout: fc.constantFrom<'home' | 'away' | null>(null, null, 'home', 'away'),
});

const scenario = fc
  .record({
    teams: fc.integer({ min: 4, max: 14 }),
    grouped: fc.boolean(),
    days: fc.integer({ min: 1, max: 5 }),
    chain: fc.constantFrom(...CHAINS),
    rule: fc.constantFrom(...RULES),
    adjustment: fc.integer({ min: -4, max: 3 }),
  })
  .chain((s) =>
    fc.record({
      setup: fc.constant(s),
      // Per day, a shuffled pairing of the teams (within their group when grouped).
      fixtures: fc.array(
        fc.shuffledSubarray(
          Array.from({ length: s.teams }, (_, i) => i),
          { minLength: s.teams, maxLength: s.teams },
        ),
        { minLength: s.days, maxLength: s.days },
      ),
      results: fc.array(result, { minLength: s.days * s.teams, maxLength: s.days * s.teams }),
      changed: fc.nat(),
      now: result,
    }),
  );

function pairsOf(order: readonly number[], grouped: boolean): [number, number][] {
  const groups = grouped ? [order.filter((t) => t % 2 === 0), order.filter((t) => t % 2 === 1)] : [order];
  const pairs: [number, number][] = [];
  for (const g of groups)
    for (let i = 0; i + 1 < g.length; i += 2) pairs.push([g[i] as number, g[i + 1] as number]);
  return pairs;
}

function matchOf(dayId: string, p: Played, i: number): StandingsMatch {
  const [h, a] = p.score;
  const shootout = h === a && p.shootout !== null;
  return {
    id: `m${i}`,
    dayId,
    homeTeamId: `t${p.home}`,
    awayTeamId: `t${p.away}`,
    status: 'finished',
    homeScore: h,
    awayScore: a,
    decidedIn: shootout ? 'shootout' : 'regulation',
    homeShootoutScore: shootout ? (p.shootout === 'home' ? 4 : 2) : null,
    awayShootoutScore: shootout ? (p.shootout === 'away' ? 4 : 2) : null,
  };
}

/**
 * Every table from `fromOrder` on split into its groups' parts, as a store keeps them, shifted by
 * `shift`; the tables as they are then (unchanged when `shift` returned false).
 */
function shiftedTables(
  tables: readonly StandingsTable[],
  fromOrder: number,
  shift: (parts: readonly TablePart[]) => boolean,
): { tables: StandingsTable[]; shifted: boolean } {
  const ids: string[] = [];
  const keyOf = (id: string) => (ids.includes(id) ? ids.indexOf(id) : ids.push(id) - 1);
  const byId = new Map(tables.flatMap((t) => t.rows.map((r) => [r.entityId, r] as const)));
  const teamOf = (key: number) => byId.get(ids[key] as string) as Standing;
  const split = tables.map((t) => ({
    table: t,
    parts: [...new Set(t.rows.map((r) => r.groupId))].map((groupId) => ({
      dayOrder: t.dayOrder,
      rows: new PackedRows(
        packRows(
          t.rows.filter((r) => r.groupId === groupId),
          keyOf,
        ),
      ),
      keyOf,
    })),
  }));
  const shifted = shift(split.filter((s) => s.table.dayOrder >= fromOrder).flatMap((s) => s.parts));
  return {
    shifted,
    tables: split.map(({ table, parts }) => ({
      ...table,
      rows: parts.flatMap((p) => unpackRows(p.rows.values, table.dayId, teamOf)),
    })),
  };
}

describe('shifting stored standings by one changed result (issue 11)', () => {
  it('gives the tables a full projection gives, reading only the windows', () => {
    fc.assert(
      fc.property(scenario, ({ setup, fixtures, results, changed, now }) => {
        const groups: Group[] = setup.grouped
          ? [
              { id: 'g1', championshipId: 'c1', phaseId: 'p1', name: 'Group A' },
              { id: 'g2', championshipId: 'c1', phaseId: 'p1', name: 'Group B' },
            ]
          : [];
        const teams: Team[] = Array.from({ length: setup.teams }, (_, i) => ({
          id: `t${i}`,
          championshipId: 'c1',
          name: `Team ${i % 3}`, // names repeat, so the stable order also reads the id
          shortName: '',
          groupId: setup.grouped ? (i % 2 === 0 ? 'g1' : 'g2') : '',
        }));
        const days: Day[] = fixtures.map((_, d) => ({
          id: `d${d + 1}`,
          championshipId: 'c1',
          label: `Day ${d + 1}`,
          order: d + 1,
          phaseId: '',
        }));
        const played: { dayId: string; p: Played }[] = [];
        fixtures.forEach((order, d) =>
          pairsOf(order, setup.grouped).forEach(([home, away]) => {
            const r = results[played.length] as { score: [number, number]; shootout: 'home' | 'away' | null };
            played.push({ dayId: `d${d + 1}`, p: { home, away, score: r.score, shootout: r.shootout } });
          }),
        );
        fc.pre(played.length > 0);
        const championship = {
          id: 'c1',
          sport: 'hockey' as const,
          pointsRule: setup.rule,
          tieBreak: setup.chain,
          adjustments: [{ teamId: 't1', points: setup.adjustment, reason: 'test' }],
        };
        const input = (matches: StandingsMatch[]): StandingsInput => ({
          championship,
          days,
          groups,
          teams,
          matches,
        });
        const before = played.map((m, i) => matchOf(m.dayId, m.p, i));
        const index = changed % before.length;
        const target = played[index] as { dayId: string; p: Played };
        const after = before.map((m, i) =>
          i === index
            ? matchOf(target.dayId, { ...target.p, score: now.score, shootout: now.shootout }, i)
            : m,
        );
        const expected = projectStandings(input(after));

        const delta = countsDelta(
          finalScoreOf(before[index] as StandingsMatch, 'hockey', null),
          finalScoreOf(after[index] as StandingsMatch, 'hockey', null),
          setup.rule,
        );
        const fromOrder = Number(target.dayId.slice(1));
        const rule = rankingRuleOf(setup.chain);
        const context: CriterionContext = { scores: [], pointsRule: setup.rule, unit: 'goal' };
        const stored = projectStandings(input(before));
        const result = shiftedTables(stored, fromOrder, (parts) => shiftParts(parts, delta, rule, context));
        expect(result.shifted).to.equal(true);
        expect(result.tables).to.deep.equal(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('changes nothing and says so when a team of the change is in no table, or a later table holds other teams', () => {
    const row = (i: number, dayId: string): Standing => ({
      entityId: `t${i}`,
      name: `Team ${i}`,
      dayId,
      phaseId: '',
      groupId: '',
      groupName: '',
      rank: i + 1,
      previousRank: dayId === 'd1' ? null : i + 1,
      rankMovement: dayId === 'd1' ? null : 0,
      played: 1,
      wins: 0,
      draws: 1,
      losses: 0,
      goalsFor: 1,
      goalsAgainst: 1,
      goalDifference: 0,
      points: 10 - i,
    });
    const table = (order: number, teams: number[]): StandingsTable => ({
      championshipId: 'c1',
      dayId: `d${order}`,
      dayOrder: order,
      rows: teams.map((i) => row(i, `d${order}`)),
    });
    const win: RowCounts = {
      played: 0,
      wins: 1,
      draws: -1,
      losses: 0,
      goalsFor: 1,
      goalsAgainst: 0,
      points: 2,
    };
    const context: CriterionContext = { scores: [], pointsRule: { win: 3, draw: 1, loss: 0 }, unit: 'goal' };
    const rule = rankingRuleOf('goal-difference');
    const cases: [StandingsTable[], Map<string, RowCounts>][] = [
      [[table(1, [0, 1, 2])], new Map([['t9', win]])],
      [[table(1, [0, 1, 2]), table(2, [0, 1, 2, 3])], new Map([['t2', win]])],
    ];
    for (const [tables, delta] of cases) {
      const result = shiftedTables(tables, 1, (parts) => shiftParts(parts, delta, rule, context));
      expect(result.shifted).to.equal(false);
      expect(result.tables).to.deep.equal(tables);
    }
    // The same change where it is exact: t2 passes t1 and t0 on both days.
    const tables = [table(1, [0, 1, 2]), table(2, [0, 1, 2])];
    const result = shiftedTables(tables, 1, (parts) =>
      shiftParts(parts, new Map([['t2', win]]), rule, context),
    );
    expect(result.shifted).to.equal(true);
    expect(result.tables.map((t) => t.rows.map((r) => [r.entityId, r.rank, r.previousRank]))).to.deep.equal([
      [
        ['t2', 1, null],
        ['t0', 2, null],
        ['t1', 3, null],
      ],
      [
        ['t2', 1, 1],
        ['t0', 2, 2],
        ['t1', 3, 3],
      ],
    ]);
  });
});
