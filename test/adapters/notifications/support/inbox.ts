import type { MatchNotification, Notifications } from '../../../../src/application/ports/Notifications';

/** What one subscriber received, with a wait for deliveries that arrive asynchronously. */
export class Inbox {
  readonly received: MatchNotification[] = [];
  private waiters: { count: number; resolve: () => void }[] = [];
  readonly unsubscribe: () => void;

  constructor(bus: Notifications) {
    this.unsubscribe = bus.subscribe((n) => {
      this.received.push(n);
      for (const w of this.waiters.filter((w) => this.received.length >= w.count)) w.resolve();
      this.waiters = this.waiters.filter((w) => this.received.length < w.count);
    });
  }

  /** Resolves with everything received once `count` notifications have arrived. */
  async waitFor(count: number, timeoutMs = 3000): Promise<MatchNotification[]> {
    if (this.received.length < count) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${this.received.length} of ${count} notifications in ${timeoutMs} ms`)),
          timeoutMs,
        );
        this.waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    }
    return [...this.received];
  }
}
