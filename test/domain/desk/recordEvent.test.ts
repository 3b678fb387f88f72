import { expect } from 'chai';
import { withDesk } from '../../../src/domain/desk/Desk';
import { startTimer } from '../../../src/domain/desk/Timer';
import { eventsView } from '../../../src/domain/desk/views/catalogViews';
import { aDeskOf, aFootballDesk, AWAY, HOME, MATCH_ID, T0 } from './support/DeskMother';
import { act, refused } from './support/act';

describe('record_event (spec 4.1 rule 4; same rules as the web write, spec 4.2 rule 3)', () => {
  it('shows the event at once as optimistic and hands the draft to the application layer', () => {
    const out = act(aFootballDesk(), 'record_event', { type: 1, playerId: '7', timer: '23' }, T0, 'cmd-9');
    const event = out.desk.events.at(-1);
    expect(event).to.include({
      id: 'pending-cmd-9',
      type: 1,
      clubId: HOME,
      playerId: '7',
      timer: '23',
      saved: false,
    });
    expect(out.effects).to.deep.equal([
      {
        type: 'event_recorded',
        provisionalId: 'pending-cmd-9',
        draft: {
          matchId: MATCH_ID,
          type: 1,
          clubId: HOME,
          playerId: '7',
          playerInId: '',
          timer: '23',
          additionalTimer: null,
          value: null,
          setNumber: null,
          note: '',
        },
      },
    ]);
    expect(out.result).to.deep.equal({ actionId: 'record_event', eventId: 'pending-cmd-9', type: 1 });
  });

  it('lists the optimistic event as not saved in the events catalog', () => {
    const out = act(aFootballDesk(), 'record_event', { type: 1, playerId: '7' });
    expect(eventsView(out.desk).at(-1)).to.include({
      saved: false,
      optimistic: true,
      playerName: 'Alexandre Lacazette',
    });
  });

  it('does not change the saved score: the store recomputes it', () => {
    const out = act(aFootballDesk(), 'record_event', { type: 1, playerId: '7' });
    expect(out.desk.score).to.deep.equal({ home: 0, away: 0 });
  });

  it('takes the side from the player when no side is given', () => {
    const out = act(aFootballDesk(), 'record_event', { type: 3, playerId: '21' });
    expect(out.desk.events.at(-1)?.clubId).to.equal(AWAY);
  });

  it('records a team event with a side and no player', () => {
    const out = act(aFootballDesk(), 'record_event', { type: 1, side: 'away' });
    expect(out.desk.events.at(-1)).to.include({ clubId: AWAY, playerId: '' });
  });

  it('gives the event the minute of the desk clock when no timer is given', () => {
    const desk = withDesk(aFootballDesk(), { timer: startTimer(aFootballDesk().timer, T0) });
    const out = act(desk, 'record_event', { type: 1, side: 'home' }, T0 + 22 * 60_000 + 5_000);
    expect(out.desk.events.at(-1)?.timer).to.equal('23');
  });

  it('keeps an own goal on the player’s club (the other side benefits, as in scorers)', () => {
    const out = act(aFootballDesk(), 'record_event', { type: 6, playerId: '21' });
    expect(out.desk.events.at(-1)?.clubId).to.equal(AWAY);
  });

  it('numbers the optimistic event after the existing ones', () => {
    const first = act(aFootballDesk(), 'record_event', { type: 1, side: 'home' }, T0, 'a').desk;
    const second = act(first, 'record_event', { type: 1, side: 'away' }, T0, 'b').desk;
    expect(second.events.map((e) => e.sequence)).to.deep.equal([1, 2]);
  });

  it('records a basketball field goal with its value', () => {
    const out = act(aDeskOf('basketball'), 'record_event', { type: 1, playerId: '7', value: 3 });
    expect(out.desk.events.at(-1)?.value).to.equal(3);
  });

  it('records a tennis game with its set number', () => {
    const out = act(aDeskOf('tennis'), 'record_event', { type: 1, side: 'home', setNumber: 2 });
    expect(out.desk.events.at(-1)).to.include({ type: 1, setNumber: 2, clubId: HOME, timer: null });
  });

  describe('refusals (invalid_params with details by param name)', () => {
    it('refuses a type missing from the request', () => {
      const e = refused(aFootballDesk(), 'record_event', { side: 'home' });
      expect(e.code).to.equal('invalid_params');
      expect(e.details).to.have.property('type');
    });

    it('refuses a type the sport does not have', () => {
      const e = refused(aFootballDesk(), 'record_event', { type: 42, side: 'home' });
      expect(e.code).to.equal('invalid_params');
      expect(e.details?.type).to.match(/one of/);
    });

    it('refuses an unknown player', () => {
      const e = refused(aFootballDesk(), 'record_event', { type: 1, playerId: '404' });
      expect(e.details?.playerId).to.match(/not a player of this match/);
    });

    it('refuses a side that contradicts the player', () => {
      const e = refused(aFootballDesk(), 'record_event', { type: 1, playerId: '7', side: 'away' });
      expect(e.details?.side).to.match(/home side/);
    });

    it('refuses an event without a club, as the sport rules require one, naming the param side', () => {
      const e = refused(aFootballDesk(), 'record_event', { type: 1 });
      expect(e.code).to.equal('invalid_params');
      // Found by review: the sentence named the web write's club_id.
      expect(e.details?.side).to.match(/^side /);
      expect(e.details?.side).to.not.include('club_id');
    });

    it('refuses a tennis game without its set number, naming the param setNumber', () => {
      const e = refused(aDeskOf('tennis'), 'record_event', { type: 1, side: 'home' });
      expect(e.details?.setNumber).to.match(/^setNumber /);
    });

    it('says what a timer is in the desk\'s terms: a string (found by review: "45 or 45")', () => {
      expect(
        refused(aFootballDesk(), 'record_event', { type: 3, side: 'home', timer: 'x' }).details,
      ).to.deep.equal({
        timer: 'timer must be minutes such as "45", or minutes and seconds such as "45:30".',
      });
    });

    it('says why a timer is refused when the event type takes none, not what a timer is (found by QA)', () => {
      expect(
        refused(aFootballDesk(), 'record_event', { type: 10, side: 'home', timer: '50' }).details,
      ).to.deep.equal({ timer: 'timer is not allowed for Walkover (forfeit) (type 10) at football.' });
    });

    it('refuses added time below 0 and a set number out of 1 to 5 before anything runs (found by review)', () => {
      expect(
        refused(aFootballDesk(), 'record_event', { type: 3, side: 'home', additionalTimer: -1 }).details,
      ).to.deep.equal({
        additionalTimer: 'additionalTimer must be 0 or more.',
      });
      expect(
        refused(aDeskOf('tennis'), 'record_event', { type: 1, side: 'home', setNumber: 6 }).details,
      ).to.deep.equal({
        setNumber: 'setNumber must be 5 or less.',
      });
    });

    it('refuses a basketball value the type does not allow', () => {
      const e = refused(aDeskOf('basketball'), 'record_event', { type: 1, side: 'home', value: 4 });
      expect(e.details).to.have.property('value');
    });

    it('refuses a badly written timer, as the web write does', () => {
      const e = refused(aFootballDesk(), 'record_event', { type: 1, side: 'home', timer: 'soon' });
      expect(e.details).to.have.property('timer');
    });

    it('refuses a param the action does not announce', () => {
      const e = refused(aFootballDesk(), 'record_event', { type: 1, side: 'home', colour: 'red' });
      expect(e.details?.colour).to.match(/not a param/);
    });

    it('refuses params of the wrong type', () => {
      const e = refused(aFootballDesk(), 'record_event', { type: '1', side: 'home' });
      expect(e.details?.type).to.match(/whole number/);
    });

    it('refuses params that are not an object', () => {
      expect(refused(aFootballDesk(), 'record_event', [1]).details).to.have.property('params');
    });
  });
});
