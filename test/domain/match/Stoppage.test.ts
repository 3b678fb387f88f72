import { expect } from 'chai';
import type { MatchEvent } from '../../../src/domain/match/MatchEvent';
import { EMPTY_TALLY, outcomeOfTally, tallyOfEvents } from '../../../src/domain/match/EventTally';
import { outcomeFromEvents, stoppageOf } from '../../../src/domain/match/Outcome';
import { SPORTS } from '../../../src/domain/sport/Sport';
import { AWAY, HOME, aMatch, eventsOf } from '../../support/mothers/matchMother';
import { walkTheTally } from './support/tallyWalk';

// Issue 14: a retirement or a walkover is recorded by the catalogue's event (its club is the side
// that stopped) and sets `retired` or `walkover`; taking that event back clears the field again.
describe('how a side stopped a match: retirement and walkover events (issue 14)', () => {
  const tennis = aMatch({ sport: 'tennis', homeScore: 1, awayScore: 0 });
  const football = aMatch();

  it('every catalogue has a walkover event, and tennis a retirement event', () => {
    for (const sport of SPORTS) {
      const walkover = sport === 'tennis' ? 7 : 10;
      expect(stoppageOf(sport, walkover), sport).to.equal('walkover');
    }
    expect(stoppageOf('tennis', 5)).to.equal('retired');
    expect(stoppageOf('football', 5)).to.equal(null); // a substitution
  });

  it("sets walkover to the side of the walkover event's club, at tennis and in team sports", () => {
    const atTennis = outcomeFromEvents(tennis, eventsOf(tennis.id, [{ type: 7, clubId: AWAY }]));
    expect(atTennis).to.deep.equal({ decidedIn: null, retired: null, walkover: 'away' });
    const atFootball = outcomeFromEvents(football, eventsOf(football.id, [{ type: 10, clubId: HOME }]));
    expect(atFootball.walkover).to.equal('home');
  });

  it('keeps a stored walkover that no event set when the events say nothing (an import)', () => {
    const imported = { ...tennis, walkover: 'home' as const };
    const note = eventsOf(tennis.id, [{ type: 6, clubId: '', note: 'rain' }]);
    expect(outcomeFromEvents(imported, note).walkover).to.equal('home');
  });

  it('clears retired and walkover when the event that set them is taken back', () => {
    const [retirement] = eventsOf(tennis.id, [{ type: 5, clubId: AWAY }]) as [MatchEvent];
    const retired = { ...tennis, retired: 'away' as const };
    expect(outcomeFromEvents(retired, [], retirement).retired).to.equal(null);
    const [walkover] = eventsOf(football.id, [{ type: 10, clubId: HOME }]) as [MatchEvent];
    const walked = { ...football, walkover: 'home' as const };
    expect(outcomeFromEvents(walked, [], walkover).walkover).to.equal(null);
  });

  it('moves the side when the event is modified to the other club', () => {
    const [before, after] = eventsOf(tennis.id, [
      { type: 7, clubId: AWAY },
      { type: 7, clubId: HOME },
    ]) as [MatchEvent, MatchEvent];
    const walked = { ...tennis, walkover: 'away' as const };
    expect(outcomeFromEvents(walked, [after], before).walkover).to.equal('home');
  });

  it('gives from the tally exactly what the events give, for each write', () => {
    const events = eventsOf(tennis.id, [
      { type: 1, clubId: HOME, setNumber: 1 },
      { type: 7, clubId: AWAY },
      { type: 5, clubId: HOME },
    ]);
    const forth = walkTheTally(tennis, events);
    expect(forth.match).to.include({ retired: 'home', walkover: 'away' });
    const { match, tally } = walkTheTally(tennis, events, true);
    expect(match).to.include({ retired: null, walkover: null });
    expect(tally).to.deep.equal(tallyOfEvents(match, []));
  });

  it('cannot say from a tally stored before walkovers were counted: every event is read again', () => {
    const { homeWalkovers: _h, awayWalkovers: _a, ...old } = EMPTY_TALLY;
    expect(outcomeOfTally(tennis, old)).to.equal(null);
  });
});
