import { expect } from 'chai';
import type { MatchEvent } from '../../../src/domain/match/MatchEvent';
import {
  setWinner,
  setWinners,
  setsWon,
  tennisSetsFromEvents,
  tennisWriteProblem,
} from '../../../src/domain/match/TennisSets';
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
    expect(setWinner({ homeGames: 6, awayGames: 5 })).to.equal(null);
    expect(setWinner({ homeGames: 5, awayGames: 7 })).to.equal('away');
  });

  it('wins a final set 13-12 after a tie-break at 12-12, and keeps an advantage set at 13-12 in play', () => {
    // Wimbledon 2019 final, fifth set: 13-12 (7-3).
    expect(setWinner({ homeGames: 13, awayGames: 12, homeTieBreak: 7, awayTieBreak: 3 })).to.equal('home');
    expect(setWinner({ homeGames: 12, awayGames: 13, homeTieBreak: 4, awayTieBreak: 7 })).to.equal('away');
    // As results publish it, the loser's points alone: 13-12(3).
    expect(setWinner({ homeGames: 13, awayGames: 12, homeTieBreak: null, awayTieBreak: 3 })).to.equal('home');
    expect(setWinner({ homeGames: 13, awayGames: 12 })).to.equal(null);
    // No tie-break is played at 7-7 or 19-19: an advantage set still in play.
    expect(setWinner({ homeGames: 8, awayGames: 7, homeTieBreak: 7, awayTieBreak: 5 })).to.equal(null);
    expect(setWinner({ homeGames: 20, awayGames: 19, homeTieBreak: 7, awayTieBreak: 5 })).to.equal(null);
  });

  it('wins a deciding match tie-break written one game to none, or at 10 points with a 2-point lead', () => {
    const score = (
      homeGames: number,
      awayGames: number,
      homeTieBreak: number | null,
      awayTieBreak: number | null,
    ) => setWinner({ homeGames, awayGames, homeTieBreak, awayTieBreak }, true);
    // As published: 6-4 4-6 1-0 (8), the deciding set a match tie-break won 10-8.
    expect(score(1, 0, 10, 8)).to.equal('home');
    expect(score(0, 1, null, 8)).to.equal('away');
    // As its points come in.
    expect(score(0, 0, 9, 7)).to.equal(null);
    expect(score(0, 0, 10, 9)).to.equal(null);
    expect(score(0, 0, 10, 8)).to.equal('home');
    expect(score(0, 0, 11, 13)).to.equal('away');
    // A set of one game without a tie-break is a set in play.
    expect(score(1, 0, null, null)).to.equal(null);
    expect(score(1, 0, 0, 0)).to.equal(null);
    expect(score(2, 0, 10, 8)).to.equal(null);
    // One game each is no match tie-break, whatever its points (found by review: it went away).
    expect(score(1, 1, 10, 2)).to.equal(null);
    expect(score(1, 1, 2, 10)).to.equal(null);
  });

  it('takes a match tie-break for the deciding set only: after sets won one each, or two each', () => {
    const tieBreak = { homeGames: 1, awayGames: 0, homeTieBreak: 10, awayTieBreak: 8 };
    const points = { homeGames: 0, awayGames: 0, homeTieBreak: 10, awayTieBreak: 4 };
    const home = { homeGames: 6, awayGames: 3 };
    const away = { homeGames: 2, awayGames: 6 };
    // Not the deciding set: first, after one side's set, or after sets won 2-1.
    expect(setWinner(tieBreak)).to.equal(null);
    expect(setWinners([tieBreak, home])).to.deep.equal([null, 'home']);
    expect(setWinners([home, tieBreak])).to.deep.equal(['home', null]);
    expect(setWinners([home, away, home, points])).to.deep.equal(['home', 'away', 'home', null]);
    // The deciding set of best of three, and of best of five.
    expect(setWinners([home, away, tieBreak])).to.deep.equal(['home', 'away', 'home']);
    expect(setWinners([away, home, away, home, points])).to.deep.equal([
      'away',
      'home',
      'away',
      'home',
      'home',
    ]);
    // A set still in play before it does not make it deciding.
    expect(setWinners([home, { homeGames: 3, awayGames: 3 }, tieBreak])).to.deep.equal(['home', null, null]);
  });

  it('counts no match tie-break played point by point before the deciding set', () => {
    const sets = tennisSetsFromEvents(
      match,
      eventsOf(match.id, [...games(HOME, 1, 10, 2), ...games(AWAY, 1, 8, 2), ...games(HOME, 2, 6)]),
    );
    expect(sets.map((s) => s.winner)).to.deep.equal([null, 'home']);
    expect(setsWon(sets)).to.deep.equal({ home: 1, away: 0 });
  });

  it('counts a match tie-break played point by point as a set won', () => {
    const events = eventsOf(match.id, [
      ...games(HOME, 1, 6),
      ...games(AWAY, 2, 6),
      ...games(HOME, 3, 10, 2),
      ...games(AWAY, 3, 8, 2),
    ]);
    const sets = tennisSetsFromEvents(match, events);
    expect(sets.map((s) => s.winner)).to.deep.equal(['home', 'away', 'home']);
    expect(sets[2]).to.include({ homeGames: 0, awayGames: 0, homeTieBreak: 10, awayTieBreak: 8 });
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

describe('where a game or tie-break point may be written (tennisWriteProblem)', () => {
  const sets = (...scores: [number, number][]) =>
    tennisSetsFromEvents(
      match,
      eventsOf(
        match.id,
        scores.flatMap(([home, away], i) => [...games(HOME, i + 1, home), ...games(AWAY, i + 1, away)]),
      ),
    );
  const game = { effect: 'game' as const, finished: false };
  const point = { effect: 'tie_break_point' as const, finished: false };

  it('takes a game in the set in play, or in the next set once every set before it is won', () => {
    expect(tennisWriteProblem([], 1, game)).to.equal(null);
    expect(tennisWriteProblem(sets([6, 3], [2, 2]), 2, game)).to.equal(null);
    expect(tennisWriteProblem(sets([6, 3], [4, 6]), 3, game)).to.equal(null);
    expect(tennisWriteProblem(sets([6, 5]), 1, game)).to.equal(null);
  });

  it('refuses a game in a set already won, and in a set after one not won yet or not played', () => {
    expect(tennisWriteProblem(sets([6, 3], [6, 4]), 1, game)).to.equal(
      'set_number 1: set 1 is already won (6-3); a game goes in the set in play.',
    );
    expect(tennisWriteProblem(sets([6, 3], [6, 4]), 4, game)).to.equal(
      'set_number 4: set 3 is not played yet; a game goes in the set in play.',
    );
    expect(tennisWriteProblem(sets([6, 3], [5, 5]), 3, game)).to.equal(
      'set_number 3: set 2 is not won yet (5-5); a game goes in the set in play.',
    );
  });

  it('starts no new set in a finished match', () => {
    expect(tennisWriteProblem(sets([6, 3], [6, 4]), 3, { effect: 'game', finished: true })).to.equal(
      'set_number 3: the match is finished, so no new set starts.',
    );
    // A correction inside the last set stays possible.
    expect(tennisWriteProblem(sets([6, 3], [6, 5]), 2, { effect: 'game', finished: true })).to.equal(null);
  });

  it('starts no new set once a side has won three sets, whatever the status: no match is longer than best of five', () => {
    expect(tennisWriteProblem(sets([6, 3], [6, 4], [6, 2]), 4, game)).to.equal(
      'set_number 4: the match is decided (3-0 in sets), so no new set starts.',
    );
    expect(tennisWriteProblem(sets([3, 6], [6, 3], [6, 4], [7, 5]), 5, point)).to.equal(
      'set_number 5: the match is decided (3-1 in sets), so no new set starts.',
    );
    // Two sets won decide nothing the service knows of (best of three or of five): set 3 is taken.
    expect(tennisWriteProblem(sets([6, 3], [6, 4]), 3, game)).to.equal(null);
    expect(tennisWriteProblem(sets([6, 3], [4, 6], [6, 4], [2, 2]), 4, game)).to.equal(null);
  });

  it('takes tie-break points in a set won after its tie-break, and a match tie-break its one game', () => {
    const tieBreak = sets([6, 3], [7, 6]);
    expect(tennisWriteProblem(tieBreak, 2, point)).to.equal(null);
    // A deciding match tie-break played point by point (10-8), then written as the game it stands for.
    const decider = tennisSetsFromEvents(
      match,
      eventsOf(match.id, [
        ...games(HOME, 1, 6),
        ...games(AWAY, 1, 3),
        ...games(AWAY, 2, 6),
        ...games(HOME, 2, 4),
        ...games(HOME, 3, 10, 2),
        ...games(AWAY, 3, 8, 2),
      ]),
    );
    expect(decider[2]?.winner).to.equal('home');
    expect(tennisWriteProblem(decider, 3, game)).to.equal(null);
    expect(tennisWriteProblem(sets([6, 3], [6, 4]), 4, point)).to.equal(
      'set_number 4: set 3 is not played yet; a tie-break point goes in the set in play.',
    );
  });

  it('takes a tie-break point only where a tie-break is played: 6-6, 12-12, or a deciding match tie-break (found by QA)', () => {
    expect(tennisWriteProblem(sets([6, 6]), 1, point)).to.equal(null);
    expect(tennisWriteProblem(sets([6, 3], [12, 12]), 2, point)).to.equal(null);
    // The deciding set after sets won one each, not begun as games: a match tie-break.
    expect(tennisWriteProblem(sets([6, 3], [4, 6]), 3, point)).to.equal(null);
    expect(tennisWriteProblem(sets([3, 2]), 1, point)).to.equal(
      'set_number 1: no tie-break is played at 3-2; a tie-break point goes in a set at 6-6 or 12-12, or in a deciding match tie-break.',
    );
    expect(tennisWriteProblem(sets([6, 5]), 1, point)).to.equal(
      'set_number 1: no tie-break is played at 6-5; a tie-break point goes in a set at 6-6 or 12-12, or in a deciding match tie-break.',
    );
    expect(tennisWriteProblem(sets([7, 7]), 1, point)).to.match(/no tie-break is played at 7-7/);
    // No set is deciding before one was won by each side.
    expect(tennisWriteProblem([], 1, point)).to.match(/^set_number 1: no tie-break is played at 0-0/);
    expect(tennisWriteProblem(sets([6, 3]), 2, point)).to.match(
      /^set_number 2: no tie-break is played at 0-0/,
    );
    expect(tennisWriteProblem(sets([6, 3], [4, 6], [1, 0]), 3, point)).to.match(/at 1-0/);
  });

  it('takes a game in a deciding set at 7-6 without tie-break points: an advantage set goes on to 7-7 (found by QA)', () => {
    expect(tennisWriteProblem(sets([6, 3], [3, 6], [7, 6]), 3, game)).to.equal(null);
    expect(tennisWriteProblem(sets([6, 3], [3, 6], [6, 4], [4, 6], [6, 7]), 5, game)).to.equal(null);
    // Any other set has had its tie-break at 6-6 (found by review): 7-6 stays won.
    expect(tennisWriteProblem(sets([7, 6]), 1, game)).to.match(/set 1 is already won \(7-6\)/);
    expect(tennisWriteProblem(sets([6, 3], [6, 7]), 2, game)).to.match(/set 2 is already won \(6-7\)/);
    // Its tie-break points written, 7-6 was won by the tie-break.
    const byTieBreak = tennisSetsFromEvents(
      match,
      eventsOf(match.id, [
        ...games(HOME, 1, 6),
        ...games(AWAY, 1, 3),
        ...games(AWAY, 2, 6),
        ...games(HOME, 2, 3),
        ...games(HOME, 3, 7),
        ...games(AWAY, 3, 6),
        ...games(HOME, 3, 7, 2),
      ]),
    );
    expect(tennisWriteProblem(byTieBreak, 3, game)).to.equal(
      'set_number 3: set 3 is already won (7-6); a game goes in the set in play.',
    );
    // Not in a finished match, nor at 8-6.
    expect(tennisWriteProblem(sets([6, 3], [3, 6], [7, 6]), 3, { effect: 'game', finished: true })).to.match(
      /set 3 is already won \(7-6\)/,
    );
    expect(tennisWriteProblem(sets([6, 3], [3, 6], [8, 6]), 3, game)).to.match(
      /set 3 is already won \(8-6\)/,
    );
  });

  it('writes an advantage set to 8-6, and a final set to 13-12 after a tie-break at 12-12, event by event', () => {
    const events = eventsOf(match.id, [
      ...games(HOME, 1, 6),
      ...games(AWAY, 1, 6),
      ...games(HOME, 1, 1),
      ...games(AWAY, 1, 1),
      ...games(HOME, 1, 2),
    ]);
    expect(tennisSetsFromEvents(match, events)[0]).to.include({
      homeGames: 9,
      awayGames: 7,
      homeTieBreak: null,
      awayTieBreak: null,
      winner: 'home',
    });
    const atTwelve = eventsOf(match.id, [
      ...games(HOME, 1, 12),
      ...games(AWAY, 1, 12),
      ...games(AWAY, 1, 7, 2),
      ...games(HOME, 1, 3, 2),
      ...games(AWAY, 1, 1),
    ]);
    expect(tennisSetsFromEvents(match, atTwelve)[0]).to.include({
      homeGames: 12,
      awayGames: 13,
      homeTieBreak: 3,
      awayTieBreak: 7,
      winner: 'away',
    });
    expect(
      tennisSetsFromEvents(match, eventsOf(match.id, [...games(HOME, 1, 7), ...games(AWAY, 1, 7)]))[0],
    ).to.include({ homeTieBreak: null, awayTieBreak: null, winner: null });
  });
});
