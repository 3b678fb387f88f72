import { expect } from 'chai';
import { statisticsView } from '../../../src/domain/desk/views/catalogViews';
import { aFootballDesk, aSavedEvent } from './support/DeskMother';
import { act, refused } from './support/act';

describe('select_player', () => {
  it('selects a player of the match and reports it', () => {
    const out = act(aFootballDesk(), 'select_player', { playerId: '21' });
    expect(out.desk.selectedPlayerId).to.equal('21');
    expect(out.effects).to.deep.equal([{ type: 'selection_changed', playerId: '21' }]);
  });

  it('clears the selection when no player is given', () => {
    const selected = act(aFootballDesk(), 'select_player', { playerId: '21' }).desk;
    expect(act(selected, 'select_player', {}).desk.selectedPlayerId).to.be.null;
  });

  it('takes the selected-player graphic off air and out of preview when it clears the selection (found by QA)', () => {
    const selected = act(aFootballDesk(), 'select_player', { playerId: '21' }).desk;
    const onAir = {
      ...selected,
      graphics: { ...selected.graphics, graphic_player: { on: true, preview: true } },
    };
    const out = act(onAir, 'select_player', {});
    expect(out.desk.graphics.graphic_player).to.deep.equal({ on: false, preview: false });
    expect(out.effects).to.deep.equal([
      { type: 'selection_changed', playerId: null },
      { type: 'graphic_changed', buttonId: 'graphic_player', on: false, preview: false },
    ]);
    // Another player on air stays on air: the graphic shows the new choice.
    const other = act(onAir, 'select_player', { playerId: '7' });
    expect(other.desk.graphics.graphic_player).to.deep.equal({ on: true, preview: true });
    expect(other.effects).to.deep.equal([{ type: 'selection_changed', playerId: '7' }]);
    // Nothing shown, nothing to take down.
    expect(act(selected, 'select_player', {}).effects).to.deep.equal([
      { type: 'selection_changed', playerId: null },
    ]);
  });

  it('refuses a player who is not in the match (invalid_params)', () => {
    const e = refused(aFootballDesk(), 'select_player', { playerId: '99' });
    expect(e.code).to.equal('invalid_params');
    expect(e.details).to.have.property('playerId');
  });

  it('is allowed without the right to edit: it changes no match data', () => {
    expect(
      act(aFootballDesk({ canEdit: false }), 'select_player', { playerId: '7' }).desk.selectedPlayerId,
    ).to.equal('7');
  });
});

describe('adjust_statistic', () => {
  it('adds 1 to a side’s counter by default', () => {
    const out = act(aFootballDesk(), 'adjust_statistic', { statistic: 'corners', side: 'home' });
    expect(statisticsView(out.desk).find((s) => s.id === 'corners')).to.include({ home: 1, away: 0 });
    expect(out.effects).to.deep.equal([
      { type: 'statistic_adjusted', statistic: 'corners', side: 'home', value: 1 },
    ]);
  });

  it('takes a negative delta to correct a counter', () => {
    const two = act(aFootballDesk(), 'adjust_statistic', { statistic: 'fouls', side: 'away', delta: 2 }).desk;
    const out = act(two, 'adjust_statistic', { statistic: 'fouls', side: 'away', delta: -1 });
    expect(out.result).to.include({ value: 1 });
  });

  it('refuses to take a counter below zero', () => {
    const e = refused(aFootballDesk(), 'adjust_statistic', { statistic: 'fouls', side: 'away', delta: -1 });
    expect(e.details?.delta).to.match(/below 0/);
  });

  it('refuses to take a counter above the largest whole number the model holds', () => {
    const top = act(aFootballDesk(), 'adjust_statistic', {
      statistic: 'fouls',
      side: 'away',
      delta: 2147483647,
    });
    expect(top.result).to.include({ value: 2147483647 });
    const e = refused(top.desk, 'adjust_statistic', { statistic: 'fouls', side: 'away' });
    expect(e.details?.delta).to.equal('fouls cannot go above 2147483647.');
  });

  it('refuses a delta of zero', () => {
    expect(
      refused(aFootballDesk(), 'adjust_statistic', { statistic: 'fouls', side: 'home', delta: 0 }).code,
    ).to.equal('invalid_params');
  });

  it('refuses a statistic the sport does not count', () => {
    const e = refused(aFootballDesk(), 'adjust_statistic', { statistic: 'aces', side: 'home' });
    expect(e.details?.statistic).to.match(/one of/);
  });
});

describe('delete_event', () => {
  it('removes a saved event and hands the deletion to the application layer', () => {
    const desk = aFootballDesk({ events: [aSavedEvent()] });
    const out = act(desk, 'delete_event', { eventId: '500' });
    expect(out.desk.events).to.deep.equal([]);
    expect(out.effects).to.deep.equal([{ type: 'event_deleted', eventId: '500', saved: true }]);
  });

  it('removes an optimistic event recorded on the desk', () => {
    const recorded = act(aFootballDesk(), 'record_event', { type: 1, side: 'home' }, undefined, 'x').desk;
    const out = act(recorded, 'delete_event', { eventId: 'pending-x' });
    expect(out.effects).to.deep.equal([{ type: 'event_deleted', eventId: 'pending-x', saved: false }]);
  });

  it('refuses an event that is not in the match', () => {
    expect(refused(aFootballDesk(), 'delete_event', { eventId: '404' }).details).to.have.property('eventId');
  });

  it('refuses a missing eventId', () => {
    expect(refused(aFootballDesk(), 'delete_event', {}).details?.eventId).to.match(/required/);
  });
});

describe('Action refusals in order (CONTRACT-NOTES failure conditions)', () => {
  it('refuses a stale contextKey with context_changed first', () => {
    expect(refused(aFootballDesk(), 'nope', {}, 'football:1:999').code).to.equal('context_changed');
  });

  it('refuses an unknown action with action_unknown', () => {
    expect(refused(aFootballDesk(), 'nope').code).to.equal('action_unknown');
  });

  it('refuses an unavailable action before looking at its params', () => {
    expect(refused(aFootballDesk({ canEdit: false }), 'record_event', { junk: true }).code).to.equal(
      'action_unavailable',
    );
  });

  it('leaves the desk untouched when an action is refused', () => {
    const desk = aFootballDesk();
    const before = JSON.stringify(desk);
    refused(desk, 'record_event', { type: 1 });
    expect(JSON.stringify(desk)).to.equal(before);
  });
});
