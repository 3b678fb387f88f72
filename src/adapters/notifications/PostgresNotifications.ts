import { Client } from 'pg';
import type { MatchNotification, NotificationListener } from '../../application/ports/Notifications';
import type { Logger } from '../http/Logger';
import { silentLogger } from '../http/Logger';
import type { ClosableNotifications } from './ClosableNotifications';
import { LocalSubscribers } from './LocalSubscribers';
import { decodeNotification, encodeNotification } from './notificationPayload';
import { VersionOrder } from './VersionOrder';

/** pg_notify refuses a payload of 8000 bytes or more (the default build of PostgreSQL). */
export const MAX_PAYLOAD_BYTES = 7999;

export interface ReconnectDelays {
  /** Wait before the first attempt; doubled after each failed one. */
  readonly initialMs: number;
  readonly maxMs: number;
}

export const DEFAULT_RECONNECT: ReconnectDelays = { initialMs: 250, maxMs: 10_000 };

export interface PostgresNotificationsOptions {
  /** The database URL, without `?schema`: the listener opens its own connection with it. */
  readonly connectionString: string;
  /** See notificationChannel: one per deployment. */
  readonly channel: string;
  /** Runs one statement on the shared pool, so that publishing never waits for the listener. */
  readonly query: (sql: string, parameters: unknown[]) => Promise<unknown>;
  readonly logger?: Logger;
  readonly reconnect?: ReconnectDelays;
}

/**
 * Notifications between the web instances on one PostgreSQL database (ARCHITECTURE.md "Scale"):
 * `publish` is `pg_notify` on the channel, and one dedicated connection per instance LISTENs and
 * hands what arrives to the local subscribers. The publisher hears its own notifications that
 * way too, so every instance delivers alike. A lost listener connection is reopened with
 * backoff; what was published meanwhile is lost (clients see the gap in `version`). Instances
 * publish after their own commits, so NOTIFYs of one match may cross: per match, a version older
 * than one already delivered is dropped on receipt (VersionOrder), never delivered after it.
 */
export class PostgresNotifications implements ClosableNotifications {
  private readonly subscribers: LocalSubscribers;
  private readonly logger: Logger;
  private readonly delays: ReconnectDelays;
  private listener: Client | null = null;
  private readonly interruptionListeners = new Set<() => void>();
  private retry: NodeJS.Timeout | null = null;
  private failures = 0;
  private closed = false;
  private readonly order = new VersionOrder();

  constructor(private readonly options: PostgresNotificationsOptions) {
    this.logger = options.logger ?? silentLogger;
    this.delays = options.reconnect ?? DEFAULT_RECONNECT;
    this.subscribers = new LocalSubscribers((error) =>
      this.logger.error({ err: error }, 'a notification subscriber failed'),
    );
  }

  /** Opens the listener connection; rejects when it cannot (a host should not start then). */
  async listen(): Promise<void> {
    if (this.closed) throw new Error('notifications are closed');
    if (!this.listener) await this.connect();
  }

  async publish(notification: MatchNotification): Promise<void> {
    if (this.closed) throw new Error('notifications are closed');
    const payload = encodeNotification(notification);
    const bytes = Buffer.byteLength(payload, 'utf8');
    if (bytes > MAX_PAYLOAD_BYTES) {
      throw new Error(
        `a notification of ${bytes} bytes is over the ${MAX_PAYLOAD_BYTES}-byte limit: not sent`,
      );
    }
    await this.options.query('SELECT pg_notify($1, $2)', [this.options.channel, payload]);
  }

  subscribe(listener: NotificationListener): () => void {
    return this.subscribers.add(listener);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.subscribers.clear();
    this.interruptionListeners.clear();
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }

  /**
   * Called each time the listener is back after a loss: notifications published on the channel
   * while it was down never reached this process (found by QA: a desk on another instance kept
   * the score from before the cut until the match changed again).
   */
  onInterrupted(listener: () => void): () => void {
    this.interruptionListeners.add(listener);
    return () => {
      this.interruptionListeners.delete(listener);
    };
  }

  private announceInterruption(): void {
    for (const listener of [...this.interruptionListeners]) {
      try {
        listener();
      } catch (error) {
        this.logger.error({ err: error }, 'a notification subscriber failed');
      }
    }
  }

  /** True while the listener connection is up (for tests and health reporting). */
  get listening(): boolean {
    return this.listener !== null;
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.options.connectionString, keepAlive: true });
    let gone = false;
    const lost = (error?: Error) => {
      if (gone) return;
      gone = true;
      if (this.listener === client) this.lost(error);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel === this.options.channel) this.receive(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.options.channel)}`);
    } catch (error) {
      gone = true;
      await client.end().catch(() => undefined);
      throw error;
    }
    // No socket event runs between the LISTEN reply and this line, so a drop is never missed.
    if (this.closed) {
      gone = true;
      await client.end().catch(() => undefined);
      return;
    }
    this.listener = client;
  }

  private receive(payload: string): void {
    const notification = decodeNotification(payload);
    if (!notification) {
      this.logger.warn(
        { channel: this.options.channel },
        'ignored a notification that is not a match notification',
      );
      return;
    }
    if (!this.order.admit(notification)) {
      this.logger.info(
        { matchId: notification.message.matchId, version: notification.message.version },
        'dropped a notification older than one already delivered for its match',
      );
      return;
    }
    this.subscribers.deliver(notification);
  }

  private lost(error: Error | undefined): void {
    this.listener = null;
    if (this.closed) return;
    this.logger.warn(
      { err: error, channel: this.options.channel },
      'notifications listener lost; reconnecting',
    );
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    const delay = Math.min(this.delays.initialMs * 2 ** this.failures, this.delays.maxMs);
    this.retry = setTimeout(() => void this.reconnect(), delay);
  }

  private async reconnect(): Promise<void> {
    this.retry = null;
    if (this.closed) return;
    try {
      await this.connect();
      if (this.closed) return;
      this.logger.info(
        { channel: this.options.channel, attempts: this.failures + 1 },
        'notifications listener reconnected',
      );
      this.failures = 0;
      this.announceInterruption();
    } catch (error) {
      this.failures += 1;
      this.logger.warn({ err: error, attempts: this.failures }, 'notifications listener could not reconnect');
      this.scheduleReconnect();
    }
  }
}
