import { WebSocket, WebSocketServer } from 'ws';
import type { MatchNotification, Notifications } from '../../../application/ports/Notifications';
import { matchOfChampionshipAccess } from '../../../domain/access/matchAccess';
import type { SessionPrincipal } from '../../../domain/access/Principal';
import { messageFields } from '../../notifications/notificationPayload';
import { closeCodeOf, messageOf } from '../../errors/errorMap';
import { viewOfUpgrade } from '../guards/RequestView';
import { guardUpgrade } from '../guards/upgradeGuard';
import type { UpgradeHandler } from '../HttpHost';
import type { Logger } from '../Logger';
import type { WebGuards, WebRoute } from './guards/WebGuards';
import { readNotificationsFrame } from './notificationFrames';
import type { SessionEnds } from './session/EndingSessions';
import type { WebAuthentication } from './WebAuthentication';

export const NOTIFICATIONS_PATH = '/api/notifications';
export const DEFAULT_HEARTBEAT_MS = 10_000;
/** A client this far behind is terminated: notifications are hints to re-read, not a queue. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Clients send nothing but pings. */
const MAX_CLIENT_FRAME_BYTES = 4 * 1024;

/** Issue 13 finding 8: upgrades past this many open sockets per instance get 429 (`--max-ws-sessions`). */
export const DEFAULT_MAX_SESSIONS = 1024;
/** Issue 13 finding 6: a client whose send buffer stays full this long is closed with 4008. */
export const DEFAULT_SLOW_CLIENT_MS = 10_000;
/** How long a closed client has to read the close frame before it is cut. */
const DEFAULT_CLOSE_GRACE_MS = 1_000;

/** Close codes (CONTRACT-NOTES, as on the local /ws), from the error map. */
export const CLOSE_GOING_AWAY = closeCodeOf('going_away');
export const CLOSE_SLOW_CONSUMER = closeCodeOf('slow_consumer');
export const CLOSE_SESSION_ENDED = closeCodeOf('session_ended');
export const CLOSE_INTERRUPTED = closeCodeOf('notifications_interrupted');

export interface NotificationsSocketOptions {
  readonly notifications: Notifications;
  /** Behind a trusted proxy the browser's origin comes from X-Forwarded-Proto/Host, as for HTTP. */
  readonly trustProxy?: boolean;
  /** The host's guard pipeline (its notifications route: a session only, the socket cap). */
  readonly guards: WebGuards;
  /** Re-reads the sessions on each heartbeat. */
  readonly authentication: WebAuthentication;
  /** The sessions this instance ends (a logout): their sockets are closed at once. */
  readonly sessionEnds?: SessionEnds;
  readonly logger: Logger;
  readonly heartbeatMs?: number;
  /** Open sockets per instance; the upgrade past it is 429 (default 1024). */
  readonly maxSessions?: number;
  /** A client whose data waits unsent this long is closed with 4008 (default 10 s). */
  readonly slowClientMs?: number;
  /** A client with more than this waiting is terminated at once (default 1 MiB). */
  readonly maxBufferedBytes?: number;
  /** How long a client closed for slowness has to read the close frame (default 1 s). */
  readonly closeGraceMs?: number;
}

interface Subscriber {
  readonly socket: WebSocket;
  readonly sessionId: string;
  principal: SessionPrincipal;
  /** Since when (ms) its data has waited in the host; null while it reads. */
  stalledSince: number | null;
}

/**
 * The web notifications WebSocket (spec 4.2 rule 5, 5.2.7, 6.3) at /api/notifications.
 * - Session cookie only: an Authorization header (an integration token) is refused with 403,
 *   a missing or ended session with 401, a foreign browser Origin with 403.
 * - Messages: `ready {protocol, heartbeatMs}` once, then the notifications of the matches the
 *   session may read (the championship's company, sport and archive, then the match's teams) and
 *   `heartbeat {at}` every heartbeatMs.
 * - A logout through this instance closes that session's sockets at once (4401). On each
 *   heartbeat every session is re-read: a session ended elsewhere (another instance, its expiry, a
 *   disabled user) is closed with 4401 then, and a changed membership applies from then on.
 */
export class NotificationsSocket {
  private readonly server = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_FRAME_BYTES });
  private readonly subscribers = new Set<Subscriber>();
  private readonly serialized = new WeakMap<MatchNotification, string>();
  private readonly unsubscribe: () => void;
  private readonly unwatchInterruptions: () => void;
  private readonly unwatchSessions: () => void;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly stallWatch: NodeJS.Timeout;
  private readonly route: WebRoute;
  readonly heartbeatMs: number;
  readonly maxSessions: number;
  readonly slowClientMs: number;
  private readonly maxBufferedBytes: number;

  constructor(private readonly options: NotificationsSocketOptions) {
    this.heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
    this.maxSessions = options.maxSessions ?? DEFAULT_MAX_SESSIONS;
    this.slowClientMs = options.slowClientMs ?? DEFAULT_SLOW_CLIENT_MS;
    this.maxBufferedBytes = options.maxBufferedBytes ?? MAX_BUFFERED_BYTES;
    this.unsubscribe = options.notifications.subscribe((n) => this.deliver(n));
    this.unwatchInterruptions =
      options.notifications.onInterrupted?.(() => this.interrupted()) ?? (() => undefined);
    this.unwatchSessions = options.sessionEnds?.onEnded((id) => this.sessionEnded(id)) ?? (() => undefined);
    this.heartbeat = setInterval(() => void this.beat(), this.heartbeatMs);
    this.heartbeat.unref();
    this.stallWatch = setInterval(
      () => this.checkStalls(performance.now()),
      Math.max(10, Math.min(1_000, this.slowClientMs / 4)),
    );
    this.stallWatch.unref();
    this.route = options.guards.notificationsRoute({
      open: () => this.subscribers.size,
      max: this.maxSessions,
      name: 'notification sockets',
    });
  }

  /**
   * For HttpHost: claims upgrades of /api/notifications only. They go through the host's guard
   * pipeline, its notifications route: one Host, this site's Origin, a session (never a token:
   * 403; none: 401), the socket cap (429).
   */
  readonly upgrade: UpgradeHandler = (request, socket, head) => {
    const view = viewOfUpgrade(request, this.options.trustProxy ?? false);
    if (view.path !== NOTIFICATIONS_PATH) return false;
    const verdict = this.options.guards.check(view, this.route);
    guardUpgrade(socket, verdict, this.options.logger, ({ state }) => {
      const { sessionId, principal } = state;
      if (!sessionId || principal?.kind !== 'session')
        throw new Error('the notifications route found no session');
      this.server.handleUpgrade(request, socket, head, (ws) => this.connected(ws, sessionId, principal));
    });
    return true;
  };

  get connectionCount(): number {
    return this.subscribers.size;
  }

  /** The bytes waiting in the host for each open socket, for the operator (and the tests). */
  bufferedBytes(): number[] {
    return [...this.subscribers]
      .filter((s) => s.socket.readyState === WebSocket.OPEN)
      .map((s) => s.socket.bufferedAmount);
  }

  /** Graceful shutdown: every socket is closed with 1001 (going away). */
  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    clearInterval(this.stallWatch);
    this.unsubscribe();
    this.unwatchInterruptions();
    this.unwatchSessions();
    const closed = [...this.subscribers].map(
      ({ socket }) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          const forced = setTimeout(() => {
            socket.terminate();
            resolve();
          }, 2000);
          socket.once('close', () => {
            clearTimeout(forced);
            resolve();
          });
          socket.close(CLOSE_GOING_AWAY, messageOf('going_away'));
        }),
    );
    await Promise.all(closed);
    this.subscribers.clear();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async principalOf(sessionId: string): Promise<SessionPrincipal | null> {
    const auth = this.options.authentication;
    const userId = await auth.sessions.resolve(sessionId, auth.clock.now());
    if (!userId) return null;
    const resolved = await auth.resolveSession.execute(userId);
    return resolved.ok ? resolved.value : null;
  }

  private connected(socket: WebSocket, sessionId: string, principal: SessionPrincipal): void {
    const subscriber: Subscriber = { socket, sessionId, principal, stalledSince: null };
    this.subscribers.add(subscriber);
    socket.on('close', () => this.subscribers.delete(subscriber));
    // A frame the ws library refuses (1002, 1007, 1008, 1009): it sends its close frame, then
    // reports the error. Cut only after the close grace, so that the close frame reaches a client
    // whose socket still holds unsent data, as on the desk's sockets.
    socket.on('error', () => this.terminateAfterGrace(socket));
    socket.on('message', (data) => {
      const frame = readNotificationsFrame(data.toString());
      if (frame === 'ping') this.send(subscriber, JSON.stringify({ type: 'pong' }));
      else if (frame !== 'ignored') {
        const { code, message: error, details } = frame;
        this.send(subscriber, JSON.stringify({ type: 'error', code, error, errors: details }));
      }
    });
    this.send(subscriber, JSON.stringify({ type: 'ready', protocol: 1, heartbeatMs: this.heartbeatMs }));
  }

  private deliver(notification: MatchNotification): void {
    const { audience } = notification;
    for (const subscriber of this.subscribers) {
      if (!matchOfChampionshipAccess(subscriber.principal, audience, audience).ok) continue;
      this.send(subscriber, this.serialize(notification));
    }
  }

  /** Serialized once for every subscriber; only the published message, never the audience. */
  private serialize(notification: MatchNotification): string {
    let text = this.serialized.get(notification);
    if (text === undefined) {
      text = JSON.stringify(messageFields(notification.message));
      this.serialized.set(notification, text);
    }
    return text;
  }

  private send(subscriber: Subscriber, text: string): void {
    const { socket } = subscriber;
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > this.maxBufferedBytes) {
      socket.terminate();
      return;
    }
    socket.send(text);
  }

  /** Issue 13 finding 6: a client whose data has waited longer than slowClientMs is closed (4008). */
  private checkStalls(now: number): void {
    for (const subscriber of this.subscribers) {
      const { socket } = subscriber;
      if (socket.readyState !== WebSocket.OPEN) continue;
      if (socket.bufferedAmount === 0) {
        subscriber.stalledSince = null;
        continue;
      }
      subscriber.stalledSince ??= now;
      if (now - subscriber.stalledSince < this.slowClientMs) continue;
      socket.close(CLOSE_SLOW_CONSUMER, messageOf('slow_consumer'));
      this.terminateAfterGrace(socket);
    }
  }

  /** Cuts a closing socket whose client did not answer its close frame within the close grace. */
  private terminateAfterGrace(socket: WebSocket): void {
    setTimeout(() => socket.terminate(), this.options.closeGraceMs ?? DEFAULT_CLOSE_GRACE_MS).unref();
  }

  /**
   * The bus missed what was published while its listener was down (another instance's writes):
   * every socket is closed with 1012, so that its client reconnects and re-reads what it shows, as
   * after any reconnection (found by QA: a desk on this instance kept the score from before the
   * cut, told of no gap, until its match changed again). Clients that came during the cut too.
   */
  private interrupted(): void {
    this.closeWhere(() => true, 'notifications_interrupted');
  }

  /** A session this instance ended (a logout, a new login of the browser): its sockets close now. */
  private sessionEnded(sessionId: string): void {
    this.closeWhere((subscriber) => subscriber.sessionId === sessionId, 'session_ended');
  }

  /** Closes the sockets `which` picks with the close code of `code`, cut after the close grace. */
  private closeWhere(
    which: (subscriber: Subscriber) => boolean,
    code: 'notifications_interrupted' | 'session_ended',
  ): void {
    for (const subscriber of this.subscribers) {
      if (!which(subscriber)) continue;
      this.subscribers.delete(subscriber);
      subscriber.socket.close(closeCodeOf(code), messageOf(code));
      this.terminateAfterGrace(subscriber.socket);
    }
  }

  private async beat(): Promise<void> {
    const at = this.options.authentication.clock.now().toISOString();
    const text = JSON.stringify({ type: 'heartbeat', at });
    await Promise.all(
      [...this.subscribers].map(async (subscriber) => {
        try {
          const principal = await this.principalOf(subscriber.sessionId);
          if (!principal) {
            subscriber.socket.close(CLOSE_SESSION_ENDED, messageOf('session_ended'));
            return;
          }
          subscriber.principal = principal;
          this.send(subscriber, text);
        } catch (error) {
          this.options.logger.warn({ err: error }, 'notifications heartbeat could not re-read a session');
        }
      }),
    );
  }
}
