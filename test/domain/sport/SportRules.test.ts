import { expect } from 'chai';
import { SPORTS } from '../../../src/domain/sport/Sport';
import { eventType, isShootoutEvent, rulesOf, scoringPoints } from '../../../src/domain/sport/SportRules';

describe('sport rules', () => {
  it('defines the score types 1, 2 and 6 at every team sport', () => {
    for (const sport of SPORTS.filter((s) => s !== 'tennis')) {
      expect([1, 2, 6].map((t) => eventType(sport, t)?.effect)).to.deep.equal(['score', 'score', 'own_goal']);
    }
  });

  it('makes type 1 a game won at tennis', () => {
    expect(eventType('tennis', 1)).to.include({ effect: 'game' });
    expect(rulesOf('tennis')).to.include({ hasSets: true, hasLineups: false });
  });

  it('scores 1 point at football, futsal, handball and hockey', () => {
    for (const sport of ['football', 'futsal', 'handball', 'hockey'] as const) {
      expect([
        scoringPoints(sport, 1, null),
        scoringPoints(sport, 2, null),
        scoringPoints(sport, 6, null),
      ]).to.deep.equal([1, 1, 1]);
    }
  });

  it('scores 1, 2 or 3 points at basketball', () => {
    expect(scoringPoints('basketball', 1, 3)).to.equal(3);
    expect(scoringPoints('basketball', 1, null)).to.equal(2);
    expect(scoringPoints('basketball', 2, null)).to.equal(1);
  });

  it('scores nothing for a card or a shootout goal', () => {
    expect(scoringPoints('football', 3, null)).to.equal(0);
    expect(scoringPoints('football', 8, null)).to.equal(0);
  });

  it('recognises shootout goals and misses', () => {
    expect([7, 8, 9].map((t) => isShootoutEvent('football', t))).to.deep.equal([false, true, true]);
    expect(isShootoutEvent('tennis', 8)).to.equal(false);
  });
});
