import { expect } from 'chai';
import type { MatchEvent } from '../../../src/domain/match/MatchEvent';
import { setWinner, setsWon, tennisSetsFromEvents } from '../../../src/domain/match/TennisSets';
import { AWAY, HOME, aMatch, eventsOf } from '../../support/mothers/matchMother';

const match = aMatch({ sport: 'tennis' });

function games(side: string, set: number, n: number, type = 1): Partial<MatchEvent>[] {
  return Array.from({ length: n }, () => ({ type, clubId: side, setNumber: set }));
}

describe('tennis sets derived from events', () => {
  it('wins a set at 6 games with a 2-game lead', () => {
    const [set] = tennisSetsFromEvents(
      match,
      eventsOf(match.id, [...games(HOME, 1, 6), ...games(AWAY, 1, 4)]),
    );
    expect(set).to.deep.equal({
      matchId: match.id,
      number: 1,
      homeGames: 6,
      awayGames: 4,
      homeTieBreak: null,
      awayTieBreak: null,
      winner: 'home',
    });
  });

  it('keeps a set at 6-5 in play, and wins it at 7-5', () => {
    expect(setWinner(6, 5)).to.equal(null);
    expect(setWinner(5, 7)).to.equal('away');
  });

  it('wins a set 7-6 after a tie-break and records the tie-break points', () => {
    const events = eventsOf(match.id, [
      ...games(HOME, 1, 6),
      ...games(AWAY, 1, 6),
      ...games(AWAY, 1, 7, 2),
      ...games(HOME, 1, 5, 2),
      ...games(AWAY, 1, 1),
    ]);
    const [set] = tennisSetsFromEvents(match, events);
    expect(set).to.include({ homeGames: 6, awayGames: 7, homeTieBreak: 5, awayTieBreak: 7, winner: 'away' });
  });

  it('shows a tie-break at 6-6 as 0-0 points before the first point', () => {
    const [set] = tennisSetsFromEvents(
      match,
      eventsOf(match.id, [...games(HOME, 1, 6), ...games(AWAY, 1, 6)]),
    );
    expect(set).to.include({ homeTieBreak: 0, awayTieBreak: 0, winner: null });
  });

  it('orders sets by number and counts sets won per side', () => {
    const events = eventsOf(match.id, [
      ...games(AWAY, 2, 6),
      ...games(HOME, 1, 6),
      ...games(HOME, 3, 1),
      ...games(HOME, 2, 2),
    ]);
    const sets = tennisSetsFromEvents(match, events);
    expect(sets.map((s) => s.number)).to.deep.equal([1, 2, 3]);
    expect(setsWon(sets)).to.deep.equal({ home: 1, away: 1 });
  });

  it('ignores optimistic events and events without a set number', () => {
    const events = eventsOf(match.id, [
      { type: 1, clubId: HOME, setNumber: 1, saved: false },
      { type: 1, clubId: HOME, setNumber: null },
      { type: 3, clubId: HOME, setNumber: 1 },
    ]);
    expect(tennisSetsFromEvents(match, events)).to.deep.equal([]);
  });
});
