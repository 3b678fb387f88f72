import { expect } from 'chai';
import type { MatchEvent } from '../../../src/domain/match/MatchEvent';
import { EMPTY_TALLY, outcomeOfTally, tallyOfEvents } from '../../../src/domain/match/EventTally';
import { outcomeFromEvents, stoppageOf, stoppedMatchProblem } from '../../../src/domain/match/Outcome';
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

  it('replaces a stoppage of the other kind that only the import gave: never retired and walked over (found by review)', () => {
    const imported = { ...tennis, retired: 'home' as const };
    const after = outcomeFromEvents(imported, eventsOf(tennis.id, [{ type: 7, clubId: AWAY }]));
    expect([after.retired, after.walkover]).to.deep.equal([null, 'away']);
    const { match } = walkTheTally(imported, eventsOf(tennis.id, [{ type: 7, clubId: AWAY }]));
    expect([match.retired, match.walkover]).to.deep.equal([null, 'away']); // the tally says the same
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

  describe('a match stops once (found by review: a second stoppage was taken and changed nothing)', () => {
    // A game in set 1, then the away player's retirement, then a note.
    const [game, retirement, note] = eventsOf(tennis.id, [
      { type: 1, clubId: HOME, setNumber: 1 },
      { type: 5, clubId: AWAY },
      { type: 6, clubId: '', note: 'medical' },
    ]) as [MatchEvent, MatchEvent, MatchEvent];
    const events = [game, retirement, note];

    it('refuses a second retirement or a walkover while a retirement event stands, naming it', () => {
      expect(stoppedMatchProblem(tennis, events, null, 5)).to.equal(
        'type 5: the match already stopped (away retired, event 9001); take that back first.',
      );
      expect(stoppedMatchProblem(tennis, events, null, 7)).to.match(/already stopped \(away retired/);
      const walkover = eventsOf(football.id, [{ type: 10, clubId: HOME }]);
      expect(stoppedMatchProblem(football, walkover, null, 10)).to.match(/home gave a walkover/);
    });

    it('refuses a game or tie-break point after it at tennis, new or changed into one, and takes any other event', () => {
      expect(stoppedMatchProblem(tennis, events, null, 1)).to.equal(
        'type 1: the match stopped (away retired, event 9001); no game is played after that.',
      );
      expect(stoppedMatchProblem(tennis, events, null, 2)).to.match(/no tie-break point is played/);
      expect(stoppedMatchProblem(tennis, events, note, 1)).to.match(/no game is played/); // a note after it
      expect(stoppedMatchProblem(tennis, events, null, 6)).to.equal(null); // an umpire's note
      const walkover = eventsOf(football.id, [{ type: 10, clubId: HOME }]);
      expect(stoppedMatchProblem(football, walkover, null, 1)).to.equal(null); // goals are not refused
    });

    it('lets the stoppage event itself be modified, and an event before it be corrected', () => {
      expect(stoppedMatchProblem(tennis, events, retirement, 5)).to.equal(null);
      expect(stoppedMatchProblem(tennis, events, retirement, 1)).to.equal(null);
      expect(stoppedMatchProblem(tennis, events, game, 1)).to.equal(null);
      expect(stoppedMatchProblem(tennis, events, game, 7)).to.match(/already stopped/);
    });

    it('lets an event correct a stoppage the import gave without one (found by review)', () => {
      const imported = { ...tennis, walkover: 'home' as const };
      for (const type of [1, 2, 5, 7])
        expect(stoppedMatchProblem(imported, [game], null, type)).to.equal(null);
    });
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
