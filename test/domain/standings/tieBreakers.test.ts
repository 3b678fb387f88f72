import { expect } from 'chai';
import { PRESETS, TIE_BREAK_PRESETS } from '../../../src/domain/standings/presets';

describe('tie-break presets', () => {
  it('orders by points, goal difference, goals scored, then a stable order under goal-difference', () => {
    expect(PRESETS['goal-difference'].criteria).to.deep.equal([
      'points',
      'goal-difference',
      'goals-scored',
      'stable',
    ]);
  });

  it('puts the head-to-head mini-league right after points under head-to-head', () => {
    expect(PRESETS['head-to-head'].criteria).to.deep.equal([
      'points',
      'mini-league',
      'goal-difference',
      'goals-scored',
      'stable',
    ]);
  });

  it('offers the presets of issue 14 and of the rules review by their exact names, each ending in a stable order', () => {
    expect(TIE_BREAK_PRESETS).to.deep.equal([
      'goal-difference',
      'premier-league',
      'head-to-head',
      'uefa',
      'uefa-club',
      'uefa-club-away-goals',
      'iihf',
      'nhl',
      'fih',
      'fiba',
      'euroleague',
      'ehf',
      'atp-finals',
    ]);
    for (const name of TIE_BREAK_PRESETS) expect(PRESETS[name].criteria.at(-1)).to.equal('stable');
  });
});
