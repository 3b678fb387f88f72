import { expect } from 'chai';
import { roundRobin } from '../../bench/championships/roundRobin';

describe('bench championships: the double round robin', () => {
  it('gives 20 teams 38 days of 10 matches, each team playing once a day', () => {
    const days = roundRobin(20);
    expect(days).to.have.length(38);
    for (const day of days) {
      expect(day).to.have.length(10);
      expect(new Set(day.flat()).size).to.equal(20);
    }
  });

  it('has every team host every other team exactly once', () => {
    const pairs = roundRobin(20)
      .flat()
      .map(([home, away]) => `${home}-${away}`);
    expect(new Set(pairs).size).to.equal(380);
    expect(pairs.every((p) => p.split('-')[0] !== p.split('-')[1])).to.equal(true);
  });

  it('refuses an odd number of teams', () => {
    expect(() => roundRobin(5)).to.throw('even');
  });
});
