import type {
  MatchNotification,
  NotificationListener,
  Notifications,
} from '../../application/ports/Notifications';

/**
 * Delivers notifications to the subscribers of this process (one web instance). A failing
 * subscriber is reported to `onListenerError` and never stops the others nor the publisher.
 */
export class InProcessNotifications implements Notifications {
  private readonly listeners = new Set<NotificationListener>();

  constructor(private readonly onListenerError: (error: unknown) => void = () => undefined) {}

  async publish(notification: MatchNotification): Promise<void> {
    for (const listener of [...this.listeners]) {
      try {
        listener(notification);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  subscribe(listener: NotificationListener): () => void {
    // A wrapper, so that subscribing the same function twice gives two subscriptions.
    const entry: NotificationListener = (n) => listener(n);
    this.listeners.add(entry);
    return () => {
      this.listeners.delete(entry);
    };
  }

  /** Subscribers currently registered (for tests and health reporting). */
  get subscriberCount(): number {
    return this.listeners.size;
  }
}
