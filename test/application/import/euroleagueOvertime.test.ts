import { expect } from 'chai';
import { createMemoryStores } from '../../../src/adapters/memory';
import type { PointsRule } from '../../../src/domain/sport/SportRules';
import { imported, matchdesk } from './support/importHelpers';

// Issue 14: the EuroLeague Bylaws leave the points of extra periods out of the standings and of
// every tie-break ("all points scored in extra period(s) will not be counted in the standings, nor
// for any tie-break situation"): with overtimeScoring `excluded`, an overtime game counts its
// regulation score, given in the document or from its events.
describe('EuroLeague overtime points through the import (issue 14)', () => {
  const fieldGoal = (club: string, timer: string, value = 2) => ({ type: 1, club, timer, value });

  async function rowsOf(pointsRule: PointsRule) {
    const stores = createMemoryStores();
    const doc = matchdesk({
      format: 'matchdesk',
      version: 1,
      championship: { name: 'EuroLeague', sport: 'basketball', pointsRule, tieBreak: 'euroleague' },
      days: [{ label: 'Round 1' }, { label: 'Round 2' }],
      teams: [{ name: 'Madrid' }, { name: 'Istanbul' }],
      matches: [
        {
          day: 'Round 1',
          home: 'Madrid',
          away: 'Istanbul',
          homeScore: 95,
          awayScore: 85,
          decidedIn: 'overtime',
          homeRegulationScore: 80,
          awayRegulationScore: 80,
        },
        {
          day: 'Round 2',
          home: 'Istanbul',
          away: 'Madrid',
          status: 'finished',
          // 4-4 after 40 minutes, Istanbul wins 7-4 in overtime.
          events: [
            fieldGoal('Istanbul', '10'),
            fieldGoal('Madrid', '20'),
            fieldGoal('Madrid', '30'),
            fieldGoal('Istanbul', '39'),
            fieldGoal('Istanbul', '43', 3),
          ],
        },
      ],
    });
    const report = await imported(stores, doc);
    return (await stores.standings.current(report.championshipId))?.rows ?? [];
  }

  it('counts the regulation score of each overtime game, given or from its events', async () => {
    const rows = await rowsOf({ win: 2, draw: 1, loss: 1, overtimeScoring: 'excluded' });
    expect(rows.map((r) => [r.name, r.wins, r.losses, r.goalsFor, r.goalsAgainst])).to.have.deep.members([
      ['Madrid', 1, 1, 84, 84],
      ['Istanbul', 1, 1, 84, 84],
    ]);
  });

  it('counts the final scores by default', async () => {
    const rows = await rowsOf({ win: 2, draw: 1, loss: 1 });
    expect(rows.map((r) => [r.name, r.goalsFor, r.goalsAgainst])).to.have.deep.members([
      ['Madrid', 99, 92],
      ['Istanbul', 92, 99],
    ]);
  });
});
