import { expect } from 'chai';
import { buttonsView } from '../../../src/domain/desk/buttons/buttonCatalog';
import { clickButton } from '../../../src/domain/desk/buttons/clickButton';
import { graphicAfter } from '../../../src/domain/desk/buttons/graphicButtons';
import type { Desk } from '../../../src/domain/desk/Desk';
import type { DeskOutcome } from '../../../src/domain/desk/DeskOutcome';
import type { Gesture } from '../../../src/domain/desk/Gesture';
import { GESTURES } from '../../../src/domain/desk/Gesture';
import { clockText, elapsedMs, isRunning } from '../../../src/domain/desk/Timer';
import { aDeskOf, aFootballDesk, CONTEXT_KEY, T0 } from './support/DeskMother';

function click(desk: Desk, buttonId: string, gesture: Gesture = 'left', now = T0): DeskOutcome {
  const r = clickButton(desk, { buttonId, gesture, contextKey: desk.contextKey }, now);
  if (!r.ok) throw new Error(`unexpected ${r.error.code}: ${r.error.message}`);
  return r.value;
}

function refusal(desk: Desk, buttonId: string, gesture: Gesture = 'left', key = desk.contextKey): string {
  const r = clickButton(desk, { buttonId, gesture, contextKey: key }, T0);
  if (r.ok) throw new Error('expected a refusal');
  return r.error.code;
}

describe('Buttons listing (spec 2.2)', () => {
  it('publishes id, text, enabled, on, preview and gestures for each button', () => {
    const timer = buttonsView(aFootballDesk()).timer;
    expect(timer).to.deep.equal({
      id: 'timer',
      text: 'Start',
      enabled: true,
      on: false,
      preview: false,
      gestures: ['left', 'reset'],
    });
  });

  it('offers only gestures among left, middle, right and reset', () => {
    for (const b of Object.values(buttonsView(aFootballDesk()))) {
      for (const g of b.gestures) expect(GESTURES).to.include(g);
    }
  });

  it('offers line-up and scorer graphics at team sports and a sets graphic at tennis', () => {
    const football = Object.keys(buttonsView(aFootballDesk()));
    const tennis = Object.keys(buttonsView(aDeskOf('tennis')));
    expect(football).to.include.members(['graphic_lineup_home', 'graphic_scorers']);
    expect(football).to.not.include('graphic_sets');
    expect(tennis).to.include('graphic_sets');
    expect(tennis).to.not.include.members(['graphic_lineup_home', 'graphic_scorers']);
  });

  it('is a read: listing the buttons changes nothing', () => {
    const desk = aFootballDesk();
    const before = JSON.stringify(desk);
    buttonsView(desk);
    expect(JSON.stringify(desk)).to.equal(before);
  });
});

describe('Timer buttons', () => {
  it('starts the clock with a left click, lights the button and reports the change', () => {
    const out = click(aFootballDesk(), 'timer', 'left', T0);
    expect(isRunning(out.desk.timer)).to.be.true;
    expect(buttonsView(out.desk).timer).to.include({ on: true, text: 'Stop' });
    expect(out.effects).to.deep.equal([{ type: 'timer_changed', running: true, elapsedMs: 0, period: 1 }]);
    expect(out.result).to.include({ buttonId: 'timer', running: true, clock: '00:00' });
  });

  it('stops a running clock with a second left click', () => {
    const running = click(aFootballDesk(), 'timer', 'left', T0).desk;
    const out = click(running, 'timer', 'left', T0 + 90_000);
    expect(isRunning(out.desk.timer)).to.be.false;
    expect(clockText(elapsedMs(out.desk.timer, T0 + 999_000))).to.equal('01:30');
  });

  it('resets the clock to 00:00 with the reset gesture', () => {
    const running = click(aFootballDesk(), 'timer', 'left', T0).desk;
    const out = click(running, 'timer', 'reset', T0 + 90_000);
    expect(isRunning(out.desk.timer)).to.be.false;
    expect(elapsedMs(out.desk.timer, T0 + 100_000)).to.equal(0);
  });

  it('refuses a middle click on the timer with gesture_not_allowed', () => {
    expect(refusal(aFootballDesk(), 'timer', 'middle')).to.equal('gesture_not_allowed');
  });

  it('disables the timer without the right to edit the match (button_disabled)', () => {
    const desk = aFootballDesk({ canEdit: false });
    expect(buttonsView(desk).timer?.enabled).to.be.false;
    expect(refusal(desk, 'timer')).to.equal('button_disabled');
  });

  it('moves to the next period with left, back with right, to the first with reset', () => {
    const second = click(aFootballDesk(), 'period', 'left').desk;
    expect(second.timer.period).to.equal(2);
    expect(buttonsView(second).period?.text).to.equal('Period 2');
    expect(click(second, 'period', 'right').desk.timer.period).to.equal(1);
    expect(click(click(second, 'period', 'left').desk, 'period', 'reset').desk.timer.period).to.equal(1);
  });

  it('disables the period button while the clock runs', () => {
    const running = click(aFootballDesk(), 'timer', 'left').desk;
    expect(buttonsView(running).period?.enabled).to.be.false;
    expect(refusal(running, 'period')).to.equal('button_disabled');
  });
});

describe('Graphic buttons: gesture semantics (src/domain/desk/README.md)', () => {
  const off = { on: false, preview: false };

  it('left takes the graphic on air and out of preview', () => {
    expect(graphicAfter({ on: false, preview: true }, 'left')).to.deep.equal({ on: true, preview: false });
  });

  it('left takes an on-air graphic off air', () => {
    expect(graphicAfter({ on: true, preview: false }, 'left')).to.deep.equal(off);
  });

  it('middle and right toggle preview and leave on air as it is', () => {
    expect(graphicAfter(off, 'middle')).to.deep.equal({ on: false, preview: true });
    expect(graphicAfter({ on: false, preview: true }, 'right')).to.deep.equal(off);
    expect(graphicAfter({ on: true, preview: false }, 'right')).to.deep.equal({ on: true, preview: true });
  });

  it('reset takes the graphic off air and out of preview', () => {
    expect(graphicAfter({ on: true, preview: true }, 'reset')).to.deep.equal(off);
  });

  it('a click hands the change to the graphic handler and shows in the listing', () => {
    const out = click(aFootballDesk(), 'graphic_scoreboard', 'middle');
    expect(out.effects).to.deep.equal([
      { type: 'graphic_changed', buttonId: 'graphic_scoreboard', on: false, preview: true },
    ]);
    expect(buttonsView(out.desk).graphic_scoreboard).to.include({ on: false, preview: true, enabled: true });
  });

  it('graphic buttons need no right to edit: they change no match data', () => {
    const out = click(aFootballDesk({ canEdit: false }), 'graphic_clock', 'left');
    expect(buttonsView(out.desk).graphic_clock?.on).to.be.true;
  });

  it('disables the selected-player graphic while no player is selected', () => {
    const desk = aFootballDesk();
    expect(refusal(desk, 'graphic_player')).to.equal('button_disabled');
    const selected = { ...desk, selectedPlayerId: '7' };
    expect(buttonsView(selected).graphic_player?.enabled).to.be.true;
  });

  it('keeps the selected-player graphic enabled while it is on air or in preview, so that it can be taken down (found by QA)', () => {
    const desk = aFootballDesk();
    const shown = { ...desk, graphics: { ...desk.graphics, graphic_player: { on: true, preview: false } } };
    expect(buttonsView(shown).graphic_player?.enabled).to.be.true;
    expect(click(shown, 'graphic_player', 'reset').desk.graphics.graphic_player).to.deep.equal({
      on: false,
      preview: false,
    });
    const previewed = {
      ...desk,
      graphics: { ...desk.graphics, graphic_player: { on: false, preview: true } },
    };
    expect(click(previewed, 'graphic_player', 'right').desk.graphics.graphic_player?.preview).to.equal(false);
  });
});

describe('Click refusals (CONTRACT-NOTES failure conditions)', () => {
  it('refuses an unknown button with button_unknown', () => {
    expect(refusal(aFootballDesk(), 'nope')).to.equal('button_unknown');
  });

  it('refuses a button the sport does not offer with button_unknown', () => {
    expect(refusal(aDeskOf('tennis'), 'graphic_lineup_home')).to.equal('button_unknown');
  });

  it('refuses a stale contextKey with context_changed before anything else', () => {
    expect(refusal(aFootballDesk(), 'nope', 'left', 'football:1:999')).to.equal('context_changed');
  });

  it('checks the gesture before the enabled state', () => {
    expect(refusal(aFootballDesk({ canEdit: false }), 'timer', 'right')).to.equal('gesture_not_allowed');
  });

  it('leaves the desk untouched when a click is refused', () => {
    const desk = aFootballDesk({ canEdit: false });
    const before = JSON.stringify(desk);
    refusal(desk, 'timer');
    expect(JSON.stringify(desk)).to.equal(before);
    expect(desk.contextKey).to.equal(CONTEXT_KEY);
  });
});
