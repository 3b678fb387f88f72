import type { BackoffOptions } from '../shared/Backoff';
import { Backoff } from '../shared/Backoff';
import type { FetchFunction } from '../shared/exchange';
import { query } from '../shared/exchange';
import type { Disconnection } from '../shared/ReconnectingSocket';
import { ReconnectingSocket } from '../shared/ReconnectingSocket';
import { TypedEvents } from '../shared/TypedEvents';
import type { VersionGap } from './VersionGaps';
import { VersionGaps } from './VersionGaps';
import { WebApiError } from './WebApiError';
import { WebClient } from './WebClient';
import { cookieOf } from './WebHttp';
import type { ChampionshipRef, MatchNotification, MatchSnapshot, MatchRef } from './webTypes';
import { NOTIFICATION_TYPES } from './webTypes';

export const NOTIFICATIONS_PATH = '/api/notifications';
/**
 * docs/web-api.md: the session ended (4401: logged out, user disabled), or the client's own frames
 * broke the protocol (1002), were not UTF-8 (1007), came in too many fragments (1008) or were too
 * big (1009): reconnecting cannot help until something changes on the client's side.
 */
export const NOTIFICATIONS_FATAL_CLOSE_CODES: ReadonlySet<number> = new Set([1002, 1007, 1008, 1009, 4401]);
/** An upgrade refused for the session (401), a token or a foreign origin (403). */
export const NOTIFICATIONS_FATAL_STATUSES: ReadonlySet<number> = new Set([400, 401, 403]);
/** How many matches a subscriber follows across a reconnection (the most recently heard of). */
export const FOLLOWED_MATCHES = 256;
/** get_match reads a catch-up has in flight at once. */
export const CATCH_UP_READS_AT_ONCE = 4;

/** A match the subscriber has heard of: what a catch-up after a reconnection reads. */
interface FollowedMatch extends MatchRef {
  readonly snapshotUrl: string;
}

export interface NotificationSubscriberOptions {
  /** {web_url}, e.g. https://desk.example.com */
  readonly baseUrl: string;
  /**
   * The session cookie, `md_session=…` (spec 5.2.7: a token is not a WebSocket credential), or a
   * function asked for it at each connection (a session renewed while the subscriber runs).
   */
  readonly cookie: string | (() => string);
  /** Re-reads snapshotUrl with this client (e.g. one with a token); default: the session cookie. */
  readonly client?: WebClient;
  /** The fetch of the default client. */
  readonly fetch?: FetchFunction;
  /** One re-read's time limit of the default client, in ms (default 30 000; Infinity: none). */
  readonly timeoutMs?: number;
  /** Reconnection after an unexpected close (default on, 500 ms base, 30 s max); false: never. */
  readonly reconnect?: BackoffOptions | false;
  /** false: only `notification` events, no snapshotUrl re-read (the caller reads what it needs). */
  readonly rereadSnapshots?: boolean;
  /**
   * false: no catch-up after a reconnection (the caller re-reads what it follows itself, as the
   * hosted desk does); default true.
   */
  readonly catchUp?: boolean;
}

/** A notification with the snapshot re-read for it (spec 4.2 rule 5). */
export interface NotifiedSnapshot {
  readonly notification: MatchNotification;
  readonly snapshot: MatchSnapshot;
  /** Set when notifications of this match were missed before this one. */
  readonly gap: VersionGap | null;
  /**
   * true when the notification was made by the catch-up after a reconnection, not sent by the
   * service: its `match_data` then stands for any change (line-ups too), so re-read what you show.
   */
  readonly caughtUp: boolean;
}

export interface NotificationEvents {
  /**
   * The socket is ready; `reconnected` after a reconnection, when the matches followed are then
   * caught up (each one's get_match read; a version that moved is announced as a notification).
   */
  ready: { protocol: number; heartbeatMs: number; reconnected: boolean };
  notification: MatchNotification;
  snapshot: NotifiedSnapshot;
  gap: VersionGap;
  /** A re-read that failed (the notification says which), or a listener that threw. */
  error: { error: unknown; notification?: MatchNotification };
  disconnected: Disconnection;
}

function isNotification(
  message: Record<string, unknown>,
): message is MatchNotification & Record<string, unknown> {
  return (
    (NOTIFICATION_TYPES as readonly unknown[]).includes(message.type) &&
    typeof message.snapshotUrl === 'string' &&
    typeof message.matchId === 'string' &&
    typeof message.version === 'number'
  );
}

/**
 * The web notifications WebSocket (/api/notifications) with a session cookie. Each notification
 * is followed by a re-read of its snapshotUrl, handed over as `snapshot` in arrival order;
 * notifications of one change (same version) share one read. Version jumps are reported as `gap`.
 */
export class NotificationSubscriber {
  private readonly events = new TypedEvents<NotificationEvents>();
  private readonly socket: ReconnectingSocket;
  private readonly client: WebClient;
  private readonly gaps = new VersionGaps();
  private readonly reads = new Map<string, { version: number; snapshot: Promise<MatchSnapshot> }>();
  /** The matches heard of (notified or tracked), oldest first. */
  private readonly followed = new Map<string, FollowedMatch>();
  private readies = 0;
  /** The catch-up under way: a newer one (another reconnection) or close() ends it. */
  private catchUpGeneration = 0;
  private catchingUp: Promise<void> = Promise.resolve();
  private deliveries: Promise<void> = Promise.resolve();
  private readonly rereadSnapshots: boolean;
  private readonly catchUpOnReconnect: boolean;

  constructor(options: NotificationSubscriberOptions) {
    this.rereadSnapshots = options.rereadSnapshots !== false;
    this.catchUpOnReconnect = options.catchUp !== false;
    this.client =
      options.client ??
      new WebClient({
        baseUrl: options.baseUrl,
        cookie: options.cookie,
        ...(options.fetch ? { fetch: options.fetch } : {}),
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      });
    this.socket = new ReconnectingSocket({
      url: options.baseUrl.replace(/^http/, 'ws').replace(/\/+$/, '') + NOTIFICATIONS_PATH,
      headers: () => ({ Cookie: cookieOf(options.cookie) }),
      fatalCloseCodes: NOTIFICATIONS_FATAL_CLOSE_CODES,
      fatalStatuses: NOTIFICATIONS_FATAL_STATUSES,
      backoff: new Backoff(options.reconnect === false ? {} : options.reconnect),
      reconnect: options.reconnect !== false,
      handlers: {
        open: () => undefined,
        message: (text) => this.received(text),
        disconnected: (info) => this.emit('disconnected', info),
      },
    });
  }

  on<K extends keyof NotificationEvents>(
    event: K,
    listener: (payload: NotificationEvents[K]) => void,
  ): () => void {
    return this.events.on(event, listener);
  }

  /** Connects; resolves at the first `ready`, rejects if the socket stops for good before it. */
  start(): Promise<void> {
    const ready = new Promise<void>((resolve, reject) => {
      const offReady = this.events.once('ready', () => {
        offDown();
        resolve();
      });
      const offDown = this.events.on('disconnected', (info) => {
        if (info.retryInMs !== null) return;
        offReady();
        offDown();
        reject(
          Object.assign(new Error(`notifications refused (${info.status ?? info.code})`), {
            disconnection: info,
          }),
        );
      });
    });
    this.socket.start();
    return ready;
  }

  /**
   * The version of a match read with get_match before subscribing: a change between that read
   * and the subscription then shows as a gap on the first notification. With the match's sport
   * and championship, the match is also followed: caught up after a reconnection, although no
   * notification of it arrived yet.
   */
  trackVersion(matchId: string, version: number, championship?: ChampionshipRef): void {
    this.gaps.seed(matchId, version);
    if (championship) {
      const { sport, championshipId } = championship;
      const snapshotQuery = query({ championship_id: championshipId, match_id: matchId });
      this.follow({
        sport,
        championshipId,
        matchId,
        snapshotUrl: `/api/${sport}/get_match_snapshot${snapshotQuery}`,
      });
    }
  }

  /**
   * Connects again at once with the cookie of now: after a new login (another user, or the same
   * one) the service keeps the socket it has with the session it was opened with. The new
   * connection is a reconnection (`ready.reconnected`, a catch-up). A closed subscriber stays closed.
   */
  reopen(): void {
    this.socket.reopen();
  }

  /** Stops for good; deliveries already under way still finish, a catch-up reads no further. */
  async close(): Promise<void> {
    this.catchUpGeneration += 1;
    await this.socket.close();
    await this.catchingUp;
    await this.deliveries;
  }

  private received(text: string): void {
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return;
    }
    if (message.type === 'ready') {
      this.socket.resetBackoff();
      const heartbeatMs = typeof message.heartbeatMs === 'number' ? message.heartbeatMs : 10_000;
      this.socket.expectTrafficWithin(heartbeatMs * 3);
      const reconnected = this.readies > 0;
      this.readies += 1;
      this.emit('ready', { protocol: Number(message.protocol ?? 1), heartbeatMs, reconnected });
      if (reconnected && this.catchUpOnReconnect) this.catchUp();
      return;
    }
    if (!isNotification(message)) return;
    const gap = this.observe(message);
    if (!this.rereadSnapshots) return;
    this.deliveries = this.deliveries.then(() => this.deliver(message, gap, false));
  }

  /** A notification, received or made by a catch-up: the match followed, its gap, the events. */
  private observe(notification: MatchNotification): VersionGap | null {
    const { sport, championshipId, matchId, snapshotUrl } = notification;
    this.follow({ sport, championshipId, matchId, snapshotUrl });
    const gap = this.gaps.observe(notification);
    this.emit('notification', notification);
    if (gap) this.emit('gap', gap);
    return gap;
  }

  private follow(match: FollowedMatch): void {
    this.followed.delete(match.matchId);
    this.followed.set(match.matchId, match);
    if (this.followed.size > FOLLOWED_MATCHES) {
      const oldest = this.followed.keys().next().value;
      if (oldest !== undefined) this.followed.delete(oldest);
    }
  }

  /**
   * After a reconnection: the changes made while the socket was down were never notified, so each
   * match followed is read again (get_match), a few at a time, beside the live notifications. A
   * version that moved is announced as a `match_data` notification made here (`at`: the time of
   * the read), with its gap and, unless the caller reads for itself, its snapshot, in turn with
   * the live deliveries (found by QA: a scoreboard showed the score of before the cut until the
   * match changed again). Another reconnection starts a new catch-up and ends this one, as close()
   * does (found by review: each reconnection queued a read of every match, behind which live
   * snapshots waited); a 401 ends it at its first read.
   */
  private catchUp(): void {
    const generation = ++this.catchUpGeneration;
    const matches = [...this.followed.values()];
    let next = 0;
    const current = () => generation === this.catchUpGeneration;
    const reader = async (): Promise<void> => {
      for (let match = matches[next++]; match && current(); match = matches[next++]) {
        await this.catchUpWith(match, current);
      }
    };
    const readers = Array.from({ length: Math.min(CATCH_UP_READS_AT_ONCE, matches.length) }, reader);
    this.catchingUp = Promise.all(readers).then(() => undefined);
  }

  private async catchUpWith(match: FollowedMatch, current: () => boolean): Promise<void> {
    let version: number;
    try {
      ({ version } = await this.client.getMatch(match));
    } catch (error) {
      if (!current()) return;
      // A match gone, or no longer visible to this reader, is no longer followed; a credential
      // refused (401) refuses every read: the catch-up stops with one error.
      if (error instanceof WebApiError && (error.status === 403 || error.status === 404)) {
        this.followed.delete(match.matchId);
      }
      if (error instanceof WebApiError && error.status === 401) this.catchUpGeneration += 1;
      this.emit('error', { error });
      return;
    }
    if (!current()) return;
    const last = this.gaps.lastVersion(match.matchId);
    if (last !== undefined && version <= last) return;
    const notification: MatchNotification = {
      type: 'match_data',
      sport: match.sport,
      championshipId: match.championshipId,
      matchId: match.matchId,
      snapshotUrl: match.snapshotUrl,
      version,
      at: new Date().toISOString(),
    };
    const gap = this.observe(notification);
    if (!this.rereadSnapshots) return;
    this.deliveries = this.deliveries.then(() => this.deliver(notification, gap, true));
  }

  private async deliver(
    notification: MatchNotification,
    gap: VersionGap | null,
    caughtUp: boolean,
  ): Promise<void> {
    try {
      const snapshot = await this.snapshotFor(notification);
      this.emit('snapshot', { notification, snapshot, gap, caughtUp });
    } catch (error) {
      this.emit('error', { error, notification });
    }
  }

  /** One read per change of a match: a notification of a version already read reuses it. */
  private snapshotFor(notification: MatchNotification): Promise<MatchSnapshot> {
    const known = this.reads.get(notification.matchId);
    if (known && known.version >= notification.version) return known.snapshot;
    const snapshot = this.client.readSnapshotUrl(notification.snapshotUrl);
    const entry = { version: notification.version, snapshot };
    this.reads.set(notification.matchId, entry);
    snapshot.catch(() => {
      if (this.reads.get(notification.matchId) === entry) this.reads.delete(notification.matchId);
    });
    return snapshot;
  }

  private emit<K extends keyof NotificationEvents>(event: K, payload: NotificationEvents[K]): void {
    this.events.emit(event, payload, (error) => {
      if (event !== 'error') this.events.emit('error', { error });
    });
  }
}
