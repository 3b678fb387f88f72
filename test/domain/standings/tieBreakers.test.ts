import { expect } from 'chai';
import { tieBreakersOf } from '../../../src/domain/standings/tieBreakers';

describe('tie-break policies', () => {
  it('orders by points, goal difference, goals for, then name under goal-difference', () => {
    expect(tieBreakersOf('goal-difference').map((r) => r.name)).to.deep.equal([
      'points',
      'goal difference',
      'goals for',
      'name',
    ]);
  });

  it('puts the head-to-head mini-league right after points under head-to-head', () => {
    expect(tieBreakersOf('head-to-head').map((r) => r.name)).to.deep.equal([
      'points',
      'head-to-head',
      'goal difference',
      'goals for',
      'name',
    ]);
  });
});
