import { expect } from 'chai';
import { scorersOf } from '../../../src/domain/match/Scorers';
import { AWAY, HOME, aMatch, eventsOf, somePlayers } from '../../support/mothers/matchMother';

describe('scorers (spec 2.8)', () => {
  it('lists a saved goal with its player, label, side, points and timer', () => {
    const match = aMatch();
    const events = eventsOf(match.id, [
      { type: 1, clubId: HOME, playerId: '101', timer: '45', additionalTimer: 2 },
    ]);
    expect(scorersOf(match, events, somePlayers())).to.deep.equal([
      {
        eventId: events[0]?.id,
        playerId: '101',
        playerName: 'Alexandre Lacazette',
        label: 'Goal',
        side: 'home',
        type: 1,
        timer: '45',
        additionalTimer: 2,
        points: 1,
        ownGoal: false,
      },
    ]);
  });

  it('gives an own goal to the side that benefits, with the player of the other club', () => {
    const match = aMatch();
    const events = eventsOf(match.id, [{ type: 6, clubId: AWAY, playerId: '201' }]);
    const [scorer] = scorersOf(match, events, somePlayers());
    expect(scorer).to.include({
      side: 'home',
      ownGoal: true,
      label: 'Own goal',
      playerName: 'Marquinhos',
      type: 6,
    });
  });

  it('labels a penalty goal from the event-type catalog', () => {
    const match = aMatch();
    const [scorer] = scorersOf(
      match,
      eventsOf(match.id, [{ type: 2, clubId: AWAY, playerId: '202' }]),
      somePlayers(),
    );
    expect(scorer).to.include({ label: 'Penalty goal', side: 'away', points: 1, ownGoal: false });
  });

  it('gives basketball points 1, 2 or 3', () => {
    const match = aMatch({ sport: 'basketball' });
    const events = eventsOf(match.id, [
      { type: 1, clubId: HOME, value: 3 },
      { type: 1, clubId: HOME, value: 2 },
      { type: 2, clubId: AWAY },
    ]);
    expect(scorersOf(match, events, somePlayers()).map((s) => s.points)).to.deep.equal([3, 2, 1]);
  });

  it('is empty at tennis', () => {
    const match = aMatch({ sport: 'tennis' });
    const events = eventsOf(match.id, [{ type: 1, clubId: HOME, setNumber: 1 }]);
    expect(scorersOf(match, events, somePlayers())).to.deep.equal([]);
  });

  it('excludes shootout events', () => {
    const match = aMatch();
    const events = eventsOf(match.id, [
      { type: 8, clubId: HOME, playerId: '101' },
      { type: 9, clubId: AWAY, playerId: '201' },
    ]);
    expect(scorersOf(match, events, somePlayers())).to.deep.equal([]);
  });

  it('excludes optimistic (unsaved) events', () => {
    const match = aMatch();
    const events = eventsOf(match.id, [{ type: 1, clubId: HOME, playerId: '101', saved: false }]);
    expect(scorersOf(match, events, somePlayers())).to.deep.equal([]);
  });

  it('excludes events that do not score: cards, substitutions, missed penalties', () => {
    const match = aMatch();
    const events = eventsOf(match.id, [
      { type: 3, clubId: HOME },
      { type: 4, clubId: HOME },
      { type: 5, clubId: HOME, playerId: '101', playerInId: '103' },
      { type: 7, clubId: AWAY },
    ]);
    expect(scorersOf(match, events, somePlayers())).to.deep.equal([]);
  });

  it('leaves the player name empty when no player of the two clubs matches', () => {
    const match = aMatch();
    const events = eventsOf(match.id, [
      { type: 1, clubId: HOME, playerId: '999' },
      { type: 1, clubId: HOME, playerId: '301' },
      { type: 1, clubId: HOME, playerId: '' },
    ]);
    expect(scorersOf(match, events, somePlayers()).map((s) => s.playerName)).to.deep.equal(['', '', '']);
  });

  it('keeps a null timer null', () => {
    const match = aMatch();
    const [scorer] = scorersOf(match, eventsOf(match.id, [{ type: 1, clubId: HOME }]), []);
    expect(scorer).to.include({ timer: null, additionalTimer: null });
  });

  it('orders scorers by event sequence', () => {
    const match = aMatch();
    const events = eventsOf(match.id, [
      { type: 1, clubId: HOME, playerId: '101', sequence: 3 },
      { type: 1, clubId: AWAY, playerId: '202', sequence: 1 },
      { type: 2, clubId: HOME, playerId: '102', sequence: 2 },
    ]);
    expect(scorersOf(match, events, somePlayers()).map((s) => s.playerId)).to.deep.equal([
      '202',
      '102',
      '101',
    ]);
  });
});
