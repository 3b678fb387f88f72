import { expect } from 'chai';
import fc from 'fast-check';
import type { Day, Group, Team, TieBreakPolicy } from '../../../src/domain/championship/Championship';
import { rankingRuleOf } from '../../../src/domain/championship/Championship';
import type { PointsRule } from '../../../src/domain/sport/SportRules';
import type { CriterionContext } from '../../../src/domain/standings/criteria';
import { finalScoreOf } from '../../../src/domain/standings/finalScore';
import type { StandingsInput, StandingsMatch } from '../../../src/domain/standings/projectStandings';
import { projectStandings } from '../../../src/domain/standings/projectStandings';
import type { RowUpdate, StoredStanding } from '../../../src/domain/standings/shiftStandings';
import {
  countsDelta,
  inWindow,
  shiftedRows,
  updatedRow,
  windowsOf,
} from '../../../src/domain/standings/shiftStandings';
import type { StandingsTable } from '../../../src/domain/standings/StandingsTable';

// Issue 11: shifting the stored tables by one changed result, reading only the rows of the
// windows, gives every table a full projection gives, for rankings read from stored rows alone,
// with groups, adjustments, hockey's overtime and shootout points, and many teams.

const CHAINS: readonly TieBreakPolicy[] = [
  'goal-difference',
  { criteria: ['wins', 'matches-played', 'goal-difference', 'stable'], partial: 'restart' },
  { criteria: ['points-percentage', 'points', 'goals-scored', 'stable'], partial: 'next' },
  { criteria: ['goal-difference', 'points', 'stable'], partial: 'same' },
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

/** Stored rows of every table, as an adapter keeps them. */
const storedRowsOf = (tables: readonly StandingsTable[]): StoredStanding[] =>
  tables.flatMap((t) => t.rows.map((row, position) => ({ ...row, dayOrder: t.dayOrder, position })));

function applyUpdates(rows: readonly StoredStanding[], updates: readonly RowUpdate[]): StandingsTable[] {
  const byKey = new Map(updates.map((u) => [`${u.dayOrder}|${u.entityId}`, u]));
  const after = rows.map((r) => {
    const u = byKey.get(`${r.dayOrder}|${r.entityId}`);
    return u ? updatedRow(r, u) : r;
  });
  const orders = [...new Set(after.map((r) => r.dayOrder))].sort((a, b) => a - b);
  return orders.map((order) => {
    const tableRows = after.filter((r) => r.dayOrder === order).sort((a, b) => a.position - b.position);
    expect(
      tableRows.map((r) => r.position),
      `positions of table ${order}`,
    ).to.deep.equal(tableRows.map((_, i) => i));
    return {
      championshipId: 'c1',
      dayId: `d${order}`,
      dayOrder: order,
      rows: tableRows.map(({ dayOrder: _o, position: _p, ...standing }) => standing),
    };
  });
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
        const stored = storedRowsOf(projectStandings(input(before)));
        const expected = projectStandings(input(after));

        const delta = countsDelta(
          finalScoreOf(before[index] as StandingsMatch, 'hockey', null),
          finalScoreOf(after[index] as StandingsMatch, 'hockey', null),
          setup.rule,
        );
        const fromOrder = Number(target.dayId.slice(1));
        const moved = stored.filter((r) => r.dayOrder >= fromOrder && delta.has(r.entityId));
        const rule = rankingRuleOf(setup.chain);
        const context: CriterionContext = { scores: [], pointsRule: setup.rule, unit: 'goal' };
        const windows = windowsOf(moved, delta, rule, context);
        const windowRows = stored.filter((r) => windows.some((w) => inWindow(r, w)));
        const updates = shiftedRows({
          windows,
          windowRows,
          tableOrders: moved.map((r) => r.dayOrder),
          delta,
          rule,
          context,
        });
        expect(applyUpdates(stored, updates)).to.deep.equal(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('reads fewer rows than the tables hold when the primary value is a stored column', () => {
    const teams = 20;
    const rows: StoredStanding[] = Array.from({ length: teams }, (_, i) => ({
      entityId: `t${i}`,
      name: `Team ${i}`,
      dayId: 'd1',
      phaseId: '',
      groupId: '',
      groupName: '',
      rank: i + 1,
      previousRank: null,
      rankMovement: null,
      played: 10,
      wins: 0,
      draws: 0,
      losses: 0,
      goalsFor: 10,
      goalsAgainst: 10,
      goalDifference: 0,
      points: 40 - 2 * i,
      dayOrder: 1,
      position: i,
    }));
    const rule = { win: 3, draw: 1, loss: 0 };
    // t10 (20 points) turns a 1-1 draw with t19 into a 2-1 win: 22 points, level with t9.
    const delta = countsDelta(
      { homeTeamId: 't10', awayTeamId: 't19', homeScore: 1, awayScore: 1 },
      { homeTeamId: 't10', awayTeamId: 't19', homeScore: 2, awayScore: 1 },
      rule,
    );
    const moved = rows.filter((r) => delta.has(r.entityId));
    const windows = windowsOf(moved, delta, rankingRuleOf('goal-difference'), {
      scores: [],
      pointsRule: rule,
      unit: 'goal',
    });
    const read = rows.filter((r) => windows.some((w) => inWindow(r, w)));
    expect(read.map((r) => r.entityId).sort()).to.deep.equal(['t10', 't19', 't9'].sort());
  });
});
