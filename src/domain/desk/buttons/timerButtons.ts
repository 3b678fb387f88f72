import { withDesk } from '../Desk';
import type { Desk } from '../Desk';
import type { DeskOutcome } from '../DeskOutcome';
import type { Timer } from '../Timer';
import { clockText, elapsedMs, isRunning, resetTimer, setTimerPeriod, startTimer, stopTimer } from '../Timer';
import type { ButtonDefinition } from './ButtonDefinition';

function withTimer(desk: Desk, buttonId: string, gesture: string, timer: Timer, now: number): DeskOutcome {
  const elapsed = elapsedMs(timer, now);
  const running = isRunning(timer);
  return {
    desk: withDesk(desk, { timer }),
    effects: [{ type: 'timer_changed', running, elapsedMs: elapsed, period: timer.period }],
    result: { buttonId, gesture, running, clock: clockText(elapsed), period: timer.period },
  };
}

/** `timer`: left starts or stops the clock; reset puts it back to 00:00, stopped. Needs the right to edit. */
export const TIMER_BUTTON: ButtonDefinition = {
  id: 'timer',
  kind: 'timer',
  gestures: ['left', 'reset'],
  offeredAt: () => true,
  text: (desk) => (isRunning(desk.timer) ? 'Stop' : 'Start'),
  enabled: (desk) => desk.canEdit,
  lit: (desk) => ({ on: isRunning(desk.timer), preview: false }),
  press: (desk, gesture, now) => {
    const t = desk.timer;
    const next = gesture === 'reset' ? resetTimer(t) : isRunning(t) ? stopTimer(t, now) : startTimer(t, now);
    return withTimer(desk, 'timer', gesture, next, now);
  },
};

/**
 * `period`: left goes to the next period, right back to the previous one, reset to the first. The
 * clock is kept. Enabled only while the clock is stopped, and with the right to edit.
 */
export const PERIOD_BUTTON: ButtonDefinition = {
  id: 'period',
  kind: 'timer',
  gestures: ['left', 'right', 'reset'],
  offeredAt: () => true,
  text: (desk) => `Period ${desk.timer.period}`,
  enabled: (desk) => desk.canEdit && !isRunning(desk.timer),
  lit: () => ({ on: false, preview: false }),
  press: (desk, gesture, now) => {
    const p = desk.timer.period;
    const period = gesture === 'reset' ? 1 : gesture === 'right' ? p - 1 : p + 1;
    return withTimer(desk, 'period', gesture, setTimerPeriod(desk.timer, period), now);
  },
};
