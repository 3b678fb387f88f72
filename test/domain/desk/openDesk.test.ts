import { expect } from 'chai';
import { contextKey, parseContextKey } from '../../../src/domain/desk/DeskContext';
import {
  checkContext,
  refreshFromStore,
  withEditing,
  withRights,
} from '../../../src/domain/desk/deskUpdates';
import { elapsedMs, isRunning } from '../../../src/domain/desk/Timer';
import { aFootballDesk, aMatch, aSavedEvent, CONTEXT_KEY, LINEUPS, PLAYERS, T0 } from './support/DeskMother';

describe('Desk context (spec 2.1, 4.1 rule 1)', () => {
  it('names the loaded match as sport:championshipId:matchId', () => {
    expect(contextKey({ sport: 'handball', championshipId: '4', matchId: '77' })).to.equal('handball:4:77');
    expect(aFootballDesk().contextKey).to.equal(CONTEXT_KEY);
  });

  it('reads a context key back, and refuses a malformed one', () => {
    expect(parseContextKey('tennis:2:9')).to.deep.equal({
      sport: 'tennis',
      championshipId: '2',
      matchId: '9',
    });
    expect(parseContextKey('cricket:2:9')).to.be.null;
    expect(parseContextKey('football:2')).to.be.null;
    expect(parseContextKey('football::9')).to.be.null;
  });

  it('accepts a command carrying the current contextKey', () => {
    expect(checkContext(aFootballDesk(), CONTEXT_KEY).ok).to.be.true;
  });

  it('refuses a command carrying another contextKey with context_changed', () => {
    const r = checkContext(aFootballDesk(), 'football:1:101');
    expect(r.ok).to.be.false;
    if (!r.ok) expect(r.error.code).to.equal('context_changed');
  });
});

describe('openDesk: loading a match into the main window', () => {
  it('takes the stored clock and period, stopped', () => {
    const desk = aFootballDesk({ match: aMatch({ timer: '45:00', period: '2' }) });
    expect(isRunning(desk.timer)).to.be.false;
    expect(elapsedMs(desk.timer, T0)).to.equal(45 * 60_000);
    expect(desk.timer.period).to.equal(2);
  });

  it('starts at 00:00 in period 1 when the stored clock and period are unknown', () => {
    const desk = aFootballDesk();
    expect(elapsedMs(desk.timer, T0)).to.equal(0);
    expect(desk.timer.period).to.equal(1);
  });

  it('keeps only the players, line-ups and events of this match', () => {
    const desk = aFootballDesk({ events: [aSavedEvent(), aSavedEvent({ id: '600', matchId: '101' })] });
    expect(desk.roster.map((p) => p.id)).to.not.include('99');
    expect(desk.lineups).to.have.length(LINEUPS.length);
    expect(desk.events.map((e) => e.id)).to.deep.equal(['500']);
  });

  it('opens with graphics off, nothing selected or prepared, and counters at zero', () => {
    const desk = aFootballDesk();
    expect(desk.graphics).to.deep.equal({});
    expect(desk.selectedPlayerId).to.be.null;
    expect(desk.prepared).to.be.null;
    expect(desk.statistics.corners).to.deep.equal({ home: 0, away: 0 });
  });

  it('takes the saved score, null when unknown', () => {
    expect(aFootballDesk({ match: aMatch({ homeScore: null, awayScore: 2 }) }).score).to.deep.equal({
      home: null,
      away: 2,
    });
  });
});

describe('Desk updates from the host', () => {
  it('enters and leaves edit mode, and changes rights', () => {
    const desk = aFootballDesk();
    expect(withEditing(desk, true).editing).to.be.true;
    expect(withRights(desk, false).canEdit).to.be.false;
    expect(desk.editing).to.be.false;
  });

  it('refreshes score, events and line-ups from the store and keeps a still valid selection', () => {
    const desk = { ...aFootballDesk(), selectedPlayerId: '7' };
    const fresh = refreshFromStore(desk, {
      score: { home: 1, away: 0 },
      events: [aSavedEvent()],
      lineups: LINEUPS,
      roster: PLAYERS,
    });
    expect(fresh.score).to.deep.equal({ home: 1, away: 0 });
    expect(fresh.events.map((e) => e.id)).to.deep.equal(['500']);
    expect(fresh.selectedPlayerId).to.equal('7');
  });

  it('drops the selection of a player who left the roster', () => {
    const desk = { ...aFootballDesk(), selectedPlayerId: '7' };
    const fresh = refreshFromStore(desk, {
      score: desk.score,
      events: [],
      lineups: [],
      roster: PLAYERS.filter((p) => p.id !== '7'),
    });
    expect(fresh.selectedPlayerId).to.be.null;
  });
});
