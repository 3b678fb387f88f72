/**
 * The desk's running clock. Pure: every reading takes `now` (epoch ms). It counts up from the
 * kick-off of the current count; a period change keeps the clock (45:00 goes on into the second half).
 */
export interface Timer {
  /** 1-based period (half, quarter, set). */
  readonly period: number;
  /** Milliseconds counted before the current run. */
  readonly accumulatedMs: number;
  /** Epoch ms when the current run started; null while stopped. */
  readonly startedAt: number | null;
}

export function newTimer(period = 1, elapsed = 0): Timer {
  return { period: Math.max(1, Math.trunc(period)), accumulatedMs: Math.max(0, elapsed), startedAt: null };
}

export const isRunning = (t: Timer): boolean => t.startedAt !== null;

/** A clock going backwards never makes the elapsed time shrink below what was counted. */
export function elapsedMs(t: Timer, now: number): number {
  return t.startedAt === null ? t.accumulatedMs : t.accumulatedMs + Math.max(0, now - t.startedAt);
}

export function startTimer(t: Timer, now: number): Timer {
  return isRunning(t) ? t : { period: t.period, accumulatedMs: t.accumulatedMs, startedAt: now };
}

export function stopTimer(t: Timer, now: number): Timer {
  return isRunning(t) ? { period: t.period, accumulatedMs: elapsedMs(t, now), startedAt: null } : t;
}

/** Back to 00:00, stopped, in the same period. */
export function resetTimer(t: Timer): Timer {
  return newTimer(t.period);
}

export function setTimerPeriod(t: Timer, period: number): Timer {
  return { period: Math.max(1, Math.trunc(period)), accumulatedMs: t.accumulatedMs, startedAt: t.startedAt };
}

/** MM:SS from elapsed milliseconds; minutes grow past 99 rather than wrap. */
export function clockText(ms: number): string {
  const seconds = Math.floor(Math.max(0, ms) / 1000);
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/** The minute of play an event gets by default: 0:00–0:59 is the 1st minute. */
export function minuteOfPlay(ms: number): string {
  return String(Math.floor(Math.max(0, ms) / 60_000) + 1);
}

/** Milliseconds from a stored clock text ("45:00" or "45"); null when unknown or unreadable. */
export function parseClock(text: string): number | null {
  const m = /^(\d{1,3})(?::([0-5]\d))?$/.exec(text.trim());
  if (!m) return null;
  return (Number(m[1]) * 60 + Number(m[2] ?? 0)) * 1000;
}
