import type { HostedFeed, HostedFeedListener } from '../../application/ports/HostedMatches';
import type { BackoffOptions } from '../../client/shared/Backoff';
import { NotificationSubscriber } from '../../client/web/NotificationSubscriber';
import { VersionGaps } from '../../client/web/VersionGaps';
import { cookieOf } from '../../client/web/WebHttp';

/** The desk's reconnection to the notifications: found by QA, 30 s left a desk stale that long. */
const DESK_RECONNECT: BackoffOptions = { baseMs: 500, maxMs: 10_000 };

export interface WebNotificationFeedOptions {
  readonly baseUrl: string;
  /** The desk user's session cookie, `md_session=…` (spec 5.2.7), or where to read it now. */
  readonly cookie: string | (() => string);
  /**
   * Reconnection backoff (default 500 ms, doubling to 10 s: a desk that comes back late shows the
   * other desks' writes late).
   */
  readonly reconnect?: BackoffOptions;
  /** Told when the session is refused for good (logged out, expired, disabled: log in again). */
  readonly onSessionRefused?: (status: number | null, code: number) => void;
}

/**
 * The web notifications (/api/notifications) for the hosted desk, through the client's
 * NotificationSubscriber with its reconnection and backoff. The desk does its own re-reads, so
 * the subscriber only reports; a version gap is flagged on the notice.
 */
export class WebNotificationFeed implements HostedFeed {
  private readonly subscriber: NotificationSubscriber;
  private readonly gaps = new VersionGaps();
  /** The subscriber stopped for good: the session was refused. */
  private refused = false;
  private closed = false;
  /** The cookie the last connection was opened with. */
  private sent = '';

  constructor(private readonly options: WebNotificationFeedOptions) {
    this.subscriber = new NotificationSubscriber({
      baseUrl: options.baseUrl,
      cookie: () => {
        this.sent = cookieOf(options.cookie);
        return this.sent;
      },
      // The desk re-reads its match itself, at each notice and once the socket is back.
      rereadSnapshots: false,
      catchUp: false,
      reconnect: options.reconnect ?? DESK_RECONNECT,
    });
  }

  start(listener: HostedFeedListener): void {
    this.subscriber.on('ready', () => listener.connected());
    this.subscriber.on('disconnected', (info) => {
      listener.disconnected();
      if (!info.fatal) return;
      // Renewed while the old session's connection was still open (the service finds an ended
      // session at its next heartbeat): connect again with the new cookie at once.
      if (!this.closed && cookieOf(this.options.cookie) !== this.sent) {
        this.subscriber.start().catch(() => undefined);
        return;
      }
      this.refused = true;
      this.options.onSessionRefused?.(info.status, info.code);
    });
    this.subscriber.on('notification', (n) => {
      const gap = this.gaps.observe(n) !== null;
      listener.notice({ ...n, gap });
    });
    // A refusal before the first `ready` is reported through `disconnected` above.
    this.subscriber.start().catch(() => undefined);
  }

  /**
   * The session was renewed (the operator logged in again, maybe as another user): a subscriber
   * stopped by the old session's refusal connects again with the new cookie; a running one
   * reconnects with it at once, and the desk re-reads its match when it is back, so that the
   * rights shown (canEdit) are the new user's (found by QA: a running desk kept the old socket and
   * the old user's rights until its match changed).
   */
  renew(): void {
    if (this.closed) return;
    if (this.refused) {
      this.refused = false;
      this.subscriber.start().catch(() => undefined);
      return;
    }
    if (cookieOf(this.options.cookie) !== this.sent) this.subscriber.reopen();
  }

  close(): Promise<void> {
    this.closed = true;
    return this.subscriber.close();
  }
}
