import type { Notifications } from '../../application/ports/Notifications';

/**
 * A notifications bus owned by a host. `close()` drops the subscribers and releases what the bus
 * holds (a database connection); afterwards `publish` is refused. Closing twice is harmless.
 */
export interface ClosableNotifications extends Notifications {
  close(): Promise<void>;
}
