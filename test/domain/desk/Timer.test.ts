import { expect } from 'chai';
import {
  clockText,
  elapsedMs,
  isRunning,
  minuteOfPlay,
  newTimer,
  parseClock,
  resetTimer,
  setTimerPeriod,
  startTimer,
  stopTimer,
} from '../../../src/domain/desk/Timer';
import { T0 } from './support/DeskMother';

describe('Timer: a running clock that is pure given now (issue 4)', () => {
  it('counts nothing while stopped', () => {
    const t = newTimer();
    expect(isRunning(t)).to.be.false;
    expect(elapsedMs(t, T0 + 5_000)).to.equal(0);
  });

  it('counts from start(now) while running', () => {
    const t = startTimer(newTimer(), T0);
    expect(isRunning(t)).to.be.true;
    expect(elapsedMs(t, T0 + 61_500)).to.equal(61_500);
  });

  it('keeps the counted time across stop and start', () => {
    const stopped = stopTimer(startTimer(newTimer(), T0), T0 + 10_000);
    expect(elapsedMs(stopped, T0 + 99_000)).to.equal(10_000);
    const again = startTimer(stopped, T0 + 20_000);
    expect(elapsedMs(again, T0 + 25_000)).to.equal(15_000);
  });

  it('ignores start while running and stop while stopped', () => {
    const running = startTimer(newTimer(), T0);
    expect(startTimer(running, T0 + 5_000)).to.equal(running);
    const stopped = newTimer();
    expect(stopTimer(stopped, T0)).to.equal(stopped);
  });

  it('never goes backwards when the given time is earlier than the start', () => {
    expect(elapsedMs(startTimer(newTimer(1, 3_000), T0), T0 - 1_000)).to.equal(3_000);
  });

  it('resets to 00:00, stopped, in the same period', () => {
    const t = resetTimer(startTimer(newTimer(2, 50_000), T0));
    expect(t).to.deep.equal({ period: 2, accumulatedMs: 0, startedAt: null });
  });

  it('changes the period and keeps the clock', () => {
    const t = setTimerPeriod(newTimer(1, 45 * 60_000), 2);
    expect(t.period).to.equal(2);
    expect(clockText(elapsedMs(t, T0))).to.equal('45:00');
  });

  it('never goes below period 1', () => {
    expect(setTimerPeriod(newTimer(), 0).period).to.equal(1);
  });

  it('shows MM:SS, with minutes past 99 kept whole', () => {
    expect(clockText(0)).to.equal('00:00');
    expect(clockText(61_999)).to.equal('01:01');
    expect(clockText(45 * 60_000)).to.equal('45:00');
    expect(clockText(100 * 60_000 + 5_000)).to.equal('100:05');
  });

  it('gives the minute of play: 0:00 to 0:59 is the 1st minute', () => {
    expect(minuteOfPlay(0)).to.equal('1');
    expect(minuteOfPlay(59_999)).to.equal('1');
    expect(minuteOfPlay(22 * 60_000 + 10_000)).to.equal('23');
  });

  it('reads a stored clock text, and null for an unknown one', () => {
    expect(parseClock('45:00')).to.equal(2_700_000);
    expect(parseClock('12:34')).to.equal(754_000);
    expect(parseClock('45')).to.equal(2_700_000);
    expect(parseClock('')).to.be.null;
    expect(parseClock('half time')).to.be.null;
  });
});
