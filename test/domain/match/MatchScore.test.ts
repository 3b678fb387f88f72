import { expect } from 'chai';
import { movedScore, scoreFromEvents } from '../../../src/domain/match/MatchScore';
import { AWAY, HOME, aMatch, eventsOf } from '../../support/mothers/matchMother';

describe('score recomputed from saved events', () => {
  it('counts one goal per saved goal or penalty for the club that scored', () => {
    const match = aMatch();
    const events = eventsOf(match.id, [
      { type: 1, clubId: HOME },
      { type: 2, clubId: AWAY },
      { type: 1, clubId: HOME },
      { type: 3, clubId: AWAY },
    ]);
    expect(scoreFromEvents(match, events)).to.deep.equal({
      homeScore: 2,
      awayScore: 1,
      homeShootoutScore: null,
      awayShootoutScore: null,
    });
  });

  it('counts an own goal for the other side', () => {
    const match = aMatch();
    const events = eventsOf(match.id, [{ type: 6, clubId: HOME }]);
    const score = scoreFromEvents(match, events);
    expect([score.homeScore, score.awayScore]).to.deep.equal([0, 1]);
  });

  it('never counts an optimistic event', () => {
    const match = aMatch();
    const events = eventsOf(match.id, [
      { type: 1, clubId: HOME },
      { type: 1, clubId: AWAY, saved: false },
    ]);
    const score = scoreFromEvents(match, events);
    expect([score.homeScore, score.awayScore]).to.deep.equal([1, 0]);
  });

  it('gives 0 to 0 (a known zero, not null) when nothing was scored', () => {
    const score = scoreFromEvents(aMatch(), []);
    expect([score.homeScore, score.awayScore]).to.deep.equal([0, 0]);
  });

  it('ignores events of another match and of a club outside the match', () => {
    const match = aMatch();
    const events = [
      ...eventsOf('999', [{ type: 1, clubId: HOME }]),
      ...eventsOf(match.id, [{ type: 1, clubId: '13' }]),
    ];
    const score = scoreFromEvents(match, events);
    expect([score.homeScore, score.awayScore]).to.deep.equal([0, 0]);
  });

  it('feeds shootout goals only into the shootout scores', () => {
    const match = aMatch();
    const events = eventsOf(match.id, [
      { type: 1, clubId: HOME },
      { type: 1, clubId: AWAY },
      { type: 8, clubId: HOME },
      { type: 9, clubId: AWAY },
      { type: 8, clubId: HOME },
      { type: 8, clubId: AWAY },
    ]);
    expect(scoreFromEvents(match, events)).to.deep.equal({
      homeScore: 1,
      awayScore: 1,
      homeShootoutScore: 2,
      awayShootoutScore: 1,
    });
  });

  it('shows a shootout of only misses as 0 to 0', () => {
    const match = aMatch();
    const score = scoreFromEvents(match, eventsOf(match.id, [{ type: 9, clubId: HOME }]));
    expect([score.homeShootoutScore, score.awayShootoutScore]).to.deep.equal([0, 0]);
  });

  it('counts basketball points by value: 2 or 3 for a field goal, 1 for a free throw', () => {
    const match = aMatch({ sport: 'basketball' });
    const events = eventsOf(match.id, [
      { type: 1, clubId: HOME, value: 3 },
      { type: 1, clubId: HOME, value: 2 },
      { type: 2, clubId: AWAY },
      { type: 1, clubId: AWAY, value: null },
    ]);
    const score = scoreFromEvents(match, events);
    expect([score.homeScore, score.awayScore]).to.deep.equal([5, 3]);
  });

  it('gives sets won as the tennis score', () => {
    const match = aMatch({ sport: 'tennis' });
    const games = (side: string, set: number, n: number) =>
      Array.from({ length: n }, () => ({ type: 1, clubId: side, setNumber: set }));
    const events = eventsOf(match.id, [
      ...games(HOME, 1, 6),
      ...games(AWAY, 1, 3),
      ...games(AWAY, 2, 6),
      ...games(HOME, 2, 4),
      ...games(HOME, 3, 2),
    ]);
    expect(scoreFromEvents(match, events)).to.deep.equal({
      homeScore: 1,
      awayScore: 1,
      homeShootoutScore: null,
      awayShootoutScore: null,
    });
  });
});

describe('the stored score moved by a change of the events (movedScore)', () => {
  const score = (
    homeScore: number | null,
    awayScore: number | null,
    homeShootoutScore: number | null = null,
    awayShootoutScore: number | null = null,
  ) => ({ homeScore, awayScore, homeShootoutScore, awayShootoutScore });

  it('keeps a result given without its events and adds what the change adds', () => {
    // Imported 1-1 with no events: a home goal makes it 2-1, taking it back 1-1 again.
    expect(movedScore(score(1, 1), score(0, 0), score(1, 0))).to.deep.equal(score(2, 1));
    expect(movedScore(score(2, 1), score(1, 0), score(0, 0))).to.deep.equal(score(1, 1));
  });

  it('changes nothing when the change moves no score (a card)', () => {
    expect(movedScore(score(1, 0), score(0, 0), score(0, 0))).to.deep.equal(score(1, 0));
  });

  it('leaves an unknown score unknown until a change moves it, then both sides are known', () => {
    expect(movedScore(score(null, null), score(0, 0), score(0, 0))).to.deep.equal(score(null, null));
    expect(movedScore(score(null, null), score(0, 0), score(1, 0))).to.deep.equal(score(1, 0));
  });

  it('gives an unknown score back when a match not started loses its last scoring event', () => {
    const scheduled = false;
    // A scheduled match: a goal entered by mistake, then deleted (or retyped as a card).
    expect(movedScore(score(null, null), score(0, 0), score(0, 1), scheduled)).to.deep.equal(score(0, 1));
    expect(movedScore(score(0, 1), score(0, 1), score(0, 0), scheduled)).to.deep.equal(score(null, null));
    // A second goal taken back leaves the first one's score.
    expect(movedScore(score(1, 1), score(1, 1), score(0, 1), scheduled)).to.deep.equal(score(0, 1));
    // A result stored without its events stays, and a card changes no stored 0-0.
    expect(movedScore(score(3, 2), score(1, 0), score(0, 0), scheduled)).to.deep.equal(score(2, 2));
    expect(movedScore(score(0, 0), score(0, 0), score(0, 0), scheduled)).to.deep.equal(score(0, 0));
    // Once play began (live, finished) 0-0 is a score.
    expect(movedScore(score(0, 1), score(0, 1), score(0, 0))).to.deep.equal(score(0, 0));
    expect(movedScore(score(0, 1), score(0, 1), score(0, 0), true)).to.deep.equal(score(0, 0));
  });

  it('gives the shootout scores back to null when the last shootout event goes, unless the result had more', () => {
    expect(movedScore(score(2, 2, 1, 0), score(2, 2, 1, 0), score(2, 2))).to.deep.equal(score(2, 2));
    // Imported 4-3 in the shootout, an event added then taken away: 4-3 again.
    expect(movedScore(score(2, 2, 4, 3), score(2, 2), score(2, 2, 1, 0))).to.deep.equal(score(2, 2, 5, 3));
    expect(movedScore(score(2, 2, 5, 3), score(2, 2, 1, 0), score(2, 2))).to.deep.equal(score(2, 2, 4, 3));
  });

  it('moves a shootout score as a pair: never one side null and the other a number', () => {
    // Imported 1-0 in the shootout; an away miss (a shootout event, no goal) added then taken away.
    expect(movedScore(score(2, 2, 1, 0), score(0, 0), score(0, 0, 0, 0))).to.deep.equal(score(2, 2, 1, 0));
    expect(movedScore(score(2, 2, 1, 0), score(0, 0, 0, 0), score(0, 0))).to.deep.equal(score(2, 2, 1, 0));
    // Imported 4-0; a home goal added then taken away.
    expect(movedScore(score(1, 1, 4, 0), score(0, 0), score(0, 0, 1, 0))).to.deep.equal(score(1, 1, 5, 0));
    expect(movedScore(score(1, 1, 5, 0), score(0, 0, 1, 0), score(0, 0))).to.deep.equal(score(1, 1, 4, 0));
  });

  it('never goes below zero (an event taken away that the stored result never counted)', () => {
    expect(movedScore(score(0, 0), score(1, 0), score(0, 0))).to.deep.equal(score(0, 0));
  });
});
