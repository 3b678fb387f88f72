import type { MatchNotification, NotificationListener } from '../../application/ports/Notifications';
import type { ClosableNotifications } from './ClosableNotifications';
import { LocalSubscribers } from './LocalSubscribers';

/**
 * Delivers notifications to the subscribers of this process (one web instance). A failing
 * subscriber is reported to `onListenerError` and never stops the others nor the publisher.
 */
export class InProcessNotifications implements ClosableNotifications {
  private readonly subscribers: LocalSubscribers;
  private closed = false;

  constructor(onListenerError: (error: unknown) => void = () => undefined) {
    this.subscribers = new LocalSubscribers(onListenerError);
  }

  async publish(notification: MatchNotification): Promise<void> {
    if (this.closed) throw new Error('notifications are closed');
    this.subscribers.deliver(notification);
  }

  subscribe(listener: NotificationListener): () => void {
    return this.subscribers.add(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.subscribers.clear();
  }

  /** Subscribers currently registered (for tests and health reporting). */
  get subscriberCount(): number {
    return this.subscribers.count;
  }
}
