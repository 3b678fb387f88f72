import { expect } from 'chai';
import { createMemoryStores } from '../../../src/adapters/memory';
import type { MemoryStores } from '../../../src/adapters/memory';
import type { PointsRule } from '../../../src/domain/sport/SportRules';
import { imported, matchdesk } from './support/importHelpers';
import { IIHF_POINTS } from '../../support/pointsRules';

// Issue 14: an IIHF and an NHL season give their bodies' points, with decidedIn given in the
// document for some matches and derived from the events for others.

const IIHF: PointsRule = IIHF_POINTS;
const NHL: PointsRule = { ...IIHF, win: 2 };

const goal = (club: string, timer: string) => ({ type: 1, club, timer });
const shootout = (club: string, scored: boolean) => ({ type: scored ? 8 : 9, club });

function season(tieBreak: 'iihf' | 'nhl', pointsRule: PointsRule | undefined) {
  return matchdesk({
    format: 'matchdesk',
    version: 1,
    championship: {
      name: `Hockey ${tieBreak}`,
      sport: 'hockey',
      ...(pointsRule ? { pointsRule } : {}),
      tieBreak,
    },
    days: [{ label: 'Round 1' }, { label: 'Round 2' }],
    teams: [{ name: 'Canada' }, { name: 'Finland' }, { name: 'Sweden' }, { name: 'Czechia' }],
    matches: [
      // Given in the document.
      {
        day: 'Round 1',
        home: 'Canada',
        away: 'Finland',
        homeScore: 3,
        awayScore: 2,
        decidedIn: 'regulation',
      },
      {
        day: 'Round 1',
        home: 'Sweden',
        away: 'Czechia',
        homeScore: 1,
        awayScore: 1,
        homeShootoutScore: 1,
        awayShootoutScore: 2,
        decidedIn: 'shootout',
      },
      // Derived from the events: a goal after 60:00 from 1-1, then a shootout.
      {
        day: 'Round 2',
        home: 'Canada',
        away: 'Sweden',
        status: 'finished',
        events: [goal('Canada', '12:30'), goal('Sweden', '48:02'), goal('Sweden', '62:15')],
      },
      {
        day: 'Round 2',
        home: 'Finland',
        away: 'Czechia',
        status: 'finished',
        events: [
          goal('Finland', '05:00'),
          goal('Czechia', '30:00'),
          shootout('Finland', true),
          shootout('Czechia', false),
        ],
      },
    ],
  });
}

describe('IIHF and NHL points with decidedIn imported and derived from events (issue 14)', () => {
  let stores: MemoryStores;
  beforeEach(() => {
    stores = createMemoryStores();
  });

  async function table(tieBreak: 'iihf' | 'nhl', rule: PointsRule | undefined) {
    const report = await imported(stores, season(tieBreak, rule));
    const matches = await stores.matches.ofChampionship(report.championshipId);
    const current = await stores.standings.current(report.championshipId);
    const rows = Object.fromEntries((current?.rows ?? []).map((r) => [r.name, r]));
    const championship = await stores.championships.byId(report.championshipId);
    return { matches, rows, championship };
  }

  it('stores decidedIn as given, and as the events say (an overtime goal, a shootout)', async () => {
    const { matches } = await table('iihf', IIHF);
    expect(matches.map((m) => m.decidedIn)).to.deep.equal(['regulation', 'shootout', 'overtime', 'shootout']);
    expect(matches.map((m) => [m.homeScore, m.awayScore])).to.deep.equal([
      [3, 2],
      [1, 1],
      [1, 2],
      [1, 1],
    ]);
    expect([matches[3]?.homeShootoutScore, matches[3]?.awayShootoutScore]).to.deep.equal([1, 0]);
  });

  it('gives the IIHF points: 3 for a regulation win, 2 for an overtime or shootout win, 1 for such a loss', async () => {
    const { rows } = await table('iihf', IIHF);
    // Canada: regulation win 3 + overtime loss 1; Finland: 0 + shootout win 2;
    // Sweden: shootout loss 1 + overtime win 2; Czechia: shootout win 2 + shootout loss 1.
    expect([
      rows.Canada?.points,
      rows.Finland?.points,
      rows.Sweden?.points,
      rows.Czechia?.points,
    ]).to.deep.equal([4, 2, 3, 3]);
    expect([rows.Canada?.wins, rows.Canada?.losses, rows.Canada?.draws]).to.deep.equal([1, 1, 0]);
    expect([rows.Czechia?.wins, rows.Czechia?.losses, rows.Czechia?.draws]).to.deep.equal([1, 1, 0]);
  });

  it('gives the NHL points: 2 for any win, 1 for an overtime or shootout loss, one goal to the shootout winner', async () => {
    const { rows } = await table('nhl', NHL);
    expect([
      rows.Canada?.points,
      rows.Finland?.points,
      rows.Sweden?.points,
      rows.Czechia?.points,
    ]).to.deep.equal([3, 2, 3, 3]);
    // Czechia won one shootout after 1-1 (one goal for) and lost one after 1-1 (one against).
    expect([rows.Czechia?.goalsFor, rows.Czechia?.goalsAgainst]).to.deep.equal([3, 3]);
    expect([rows.Finland?.goalsFor, rows.Finland?.goalsAgainst]).to.deep.equal([2 + 1 + 1, 3 + 1]);
  });

  it("gives a preset's published points when the document gives no pointsRule (found by review: 3/1/0 with a shootout a plain win)", async () => {
    for (const [tieBreak, rule] of [
      ['iihf', IIHF],
      ['nhl', NHL],
    ] as const) {
      stores = createMemoryStores();
      const given = await table(tieBreak, rule);
      stores = createMemoryStores();
      const { rows, championship } = await table(tieBreak, undefined);
      expect(Object.values(rows).map((r) => [r.name, r.points, r.goalsFor, r.goalsAgainst])).to.deep.equal(
        Object.values(given.rows).map((r) => [r.name, r.points, r.goalsFor, r.goalsAgainst]),
      );
      expect(championship?.pointsRule).to.deep.equal(rule);
    }
  });
});
