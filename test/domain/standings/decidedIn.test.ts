import { expect } from 'chai';
import type { Standing } from '../../../src/domain/match/views';
import { projectStandings } from '../../../src/domain/standings/projectStandings';
import type { PointsRule } from '../../../src/domain/sport/SportRules';
import { LeagueBuilder } from './support/LeagueBuilder';
import { IIHF_POINTS, NHL_POINTS } from '../../support/pointsRules';

const IIHF: PointsRule = IIHF_POINTS;
const NHL: PointsRule = NHL_POINTS;
const FIH: PointsRule = { win: 3, draw: 1, loss: 0, shootoutWin: 2, shootoutLoss: 1 };

function finalRows(league: LeagueBuilder): Record<string, Standing> {
  const tables = projectStandings(league.build());
  const rows = tables[tables.length - 1]?.rows ?? [];
  return Object.fromEntries(rows.map((r) => [r.entityId, r]));
}

const hockey = (rule: PointsRule) =>
  LeagueBuilder.of('A', 'B', 'C', 'D')
    .withSport('hockey')
    .withPointsRule(rule)
    .day(1)
    .result('A', 4, 'B', 1)
    .decided('C', 2, 'D', 'home', 'overtime')
    .day(2)
    .decided('A', 1, 'C', 'away', 'shootout')
    .result('B', 2, 'D', 2);

describe('points for how a match was decided (issue 14)', () => {
  it('gives IIHF points: 3 for a regulation win, 2 and 1 after overtime or a shootout, 0 for a regulation loss', () => {
    const r = finalRows(hockey(IIHF));
    // A: regulation win 3 + shootout loss 1; C: overtime win 2 + shootout win 2; D: OT loss 1 + draw 1.
    expect([r.A?.points, r.B?.points, r.C?.points, r.D?.points]).to.deep.equal([4, 1, 4, 2]);
  });

  it('gives NHL points: 2 for any win, 1 for a loss after overtime or a shootout', () => {
    const r = finalRows(hockey(NHL));
    expect([r.A?.points, r.B?.points, r.C?.points, r.D?.points]).to.deep.equal([3, 1, 4, 2]);
  });

  it('counts a match decided in overtime or by a shootout as one win and one loss, never a draw', () => {
    const r = finalRows(hockey(IIHF));
    expect([r.C?.wins, r.C?.draws, r.C?.losses]).to.deep.equal([2, 0, 0]);
    expect([r.A?.wins, r.A?.draws, r.A?.losses]).to.deep.equal([1, 0, 1]);
    expect([r.D?.wins, r.D?.draws, r.D?.losses]).to.deep.equal([0, 1, 1]);
  });

  it('credits the shootout winner with one goal and the loser with one against (IIHF, NHL)', () => {
    const r = finalRows(hockey(NHL));
    // A 4-1 B, then A 1-1 C with C winning the shootout: A 5 for, 2 + 1 against.
    expect([r.A?.goalsFor, r.A?.goalsAgainst]).to.deep.equal([5, 3]);
    expect([r.C?.goalsFor, r.C?.goalsAgainst]).to.deep.equal([3 + 2, 2 + 1]);
  });

  it('counts no shootout goal when the rule says none (FIH: the shoot-out is not part of the match)', () => {
    const r = finalRows(hockey(FIH));
    expect([r.A?.goalsFor, r.A?.goalsAgainst]).to.deep.equal([5, 2]);
    // FIH Pro League: 3 a win, 1 a draw, shoot-out win 2 (draw + bonus), shoot-out loss 1.
    expect([r.A?.points, r.C?.points]).to.deep.equal([4, 3 + 2]);
  });

  it('defaults overtime and shootout points to the win and loss points', () => {
    const r = finalRows(hockey({ win: 3, draw: 1, loss: 0 }));
    expect([r.A?.points, r.C?.points, r.D?.points]).to.deep.equal([3, 6, 1]);
  });

  it('counts a football or futsal match decided by kicks from the penalty mark as a draw, unless the rule gives a shootout its points', () => {
    // IFAB Law 10.3: kicks from the penalty mark are not part of the match (found by review: the
    // football default gave the shootout winner 3 points and a win).
    for (const sport of ['football', 'futsal'] as const) {
      const league = () =>
        LeagueBuilder.of('A', 'B').withSport(sport).day(1).decided('A', 1, 'B', 'home', 'shootout');
      const drawn = finalRows(league());
      expect([drawn.A?.points, drawn.A?.wins, drawn.A?.draws, drawn.B?.points, drawn.B?.draws]).to.deep.equal(
        [1, 0, 1, 1, 1],
      );
      const bonus = finalRows(
        league().withPointsRule({ win: 3, draw: 1, loss: 0, shootoutWin: 2, shootoutLoss: 1 }),
      );
      expect([bonus.A?.points, bonus.A?.wins, bonus.B?.points, bonus.B?.losses]).to.deep.equal([2, 1, 1, 1]);
    }
  });

  it('reads a level score with differing shootout scores as a shootout when decidedIn was not recorded', () => {
    const league = LeagueBuilder.of('A', 'B').withPointsRule(IIHF).day(1).result('A', 1, 'B', 1);
    const input = league.build();
    const [m] = input.matches;
    const tables = projectStandings({
      ...input,
      matches: [{ ...(m as (typeof input.matches)[number]), homeShootoutScore: 2, awayShootoutScore: 4 }],
    });
    const rows = tables[0]?.rows ?? [];
    expect(rows.map((x) => [x.entityId, x.points, x.wins, x.draws])).to.deep.equal([
      ['B', 2, 1, 0],
      ['A', 1, 0, 0],
    ]);
  });
});
