import type { MatchNotification, NotificationListener } from '../../application/ports/Notifications';

/**
 * The subscribers of this process. A failing subscriber is reported to `onListenerError` and
 * never stops the others nor the caller.
 */
export class LocalSubscribers {
  private readonly listeners = new Set<NotificationListener>();

  constructor(private readonly onListenerError: (error: unknown) => void) {}

  /** Returns the function that removes this subscription. */
  add(listener: NotificationListener): () => void {
    // A wrapper, so that subscribing the same function twice gives two subscriptions.
    const entry: NotificationListener = (n) => listener(n);
    this.listeners.add(entry);
    return () => {
      this.listeners.delete(entry);
    };
  }

  deliver(notification: MatchNotification): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(notification);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  clear(): void {
    this.listeners.clear();
  }

  get count(): number {
    return this.listeners.size;
  }
}
