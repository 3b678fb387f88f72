import { expect } from 'chai';
import { outcomeFromEvents } from '../../../src/domain/match/Outcome';
import { AWAY, HOME, aMatch, eventsOf } from '../../support/mothers/matchMother';
import { walkTheTally } from './support/tallyWalk';

// Issue 14: the score at the end of regulation time of a match decided in overtime, which the
// EuroLeague counts in the standings (pointsRule.overtimeScoring `excluded`).
describe('the regulation score of a match decided in overtime (issue 14)', () => {
  const basketball = aMatch({ sport: 'basketball', homeScore: 0, awayScore: 0 });

  it('is the score at 40 minutes when the events say the match went to overtime', () => {
    const events = eventsOf(basketball.id, [
      { type: 1, clubId: HOME, value: 2, timer: '39' },
      { type: 1, clubId: AWAY, value: 2, timer: '40' },
      { type: 1, clubId: HOME, value: 3, timer: '43' },
    ]);
    expect(outcomeFromEvents(basketball, events)).to.deep.equal({
      decidedIn: 'overtime',
      retired: null,
      walkover: null,
      regulationScore: { home: 2, away: 2 },
    });
  });

  it('is dropped when the events say regulation, and kept when they say nothing', () => {
    const stored = { ...basketball, decidedIn: 'overtime' as const, regulationScore: { home: 80, away: 80 } };
    const lead = eventsOf(basketball.id, [{ type: 1, clubId: HOME, value: 2, timer: '12' }]);
    expect(outcomeFromEvents(stored, lead)).to.not.have.property('regulationScore');
    const foul = eventsOf(basketball.id, [{ type: 3, clubId: HOME, timer: '12' }]);
    expect(outcomeFromEvents(stored, foul).regulationScore).to.deep.equal({ home: 80, away: 80 });
  });

  it('moves with the tally exactly as the events give it, for each write', () => {
    const events = eventsOf(basketball.id, [
      { type: 1, clubId: HOME, value: 2, timer: '10' },
      { type: 1, clubId: AWAY, value: 2, timer: '38' },
      { type: 1, clubId: AWAY, value: 3, timer: '44' },
      { type: 1, clubId: HOME, value: 3, timer: '20' },
    ]);
    const { match } = walkTheTally(basketball, events);
    expect(match).to.include({ decidedIn: 'regulation' });
    expect(match).to.not.have.property('regulationScore');
  });
});
