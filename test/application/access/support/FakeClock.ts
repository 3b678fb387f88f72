import type { Clock } from '../../../../src/application/ports/Clock';

/** A clock the test moves by hand. */
export class FakeClock implements Clock {
  constructor(private current: Date) {}

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
