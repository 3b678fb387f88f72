import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import type { MatchNotification, Notifications } from '../../../application/ports/Notifications';
import { matchAccess } from '../../../domain/access/matchAccess';
import type { SessionPrincipal } from '../../../domain/access/Principal';
import { messageFields } from '../../notifications/notificationPayload';
import { unexpectedError } from '../errorHandler';
import { refuseUpgrade } from '../refuseUpgrade';
import type { UpgradeHandler } from '../HttpHost';
import type { Logger } from '../Logger';
import { isSameOrigin, ownOriginOfRequest } from './sameOrigin';
import { sessionIdFromHeader } from './sessionCookie';
import type { WebAuthentication } from './WebAuthentication';

export const NOTIFICATIONS_PATH = '/api/notifications';
export const DEFAULT_HEARTBEAT_MS = 10_000;
/** A client this far behind is terminated: notifications are hints to re-read, not a queue. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Clients send nothing but pings. */
const MAX_CLIENT_FRAME_BYTES = 4096;

/** Close codes (CONTRACT-NOTES, as on the local /ws). */
export const CLOSE_GOING_AWAY = 1001;
export const CLOSE_SESSION_ENDED = 4401;

export interface NotificationsSocketOptions {
  readonly notifications: Notifications;
  /** Behind a trusted proxy the browser's origin comes from X-Forwarded-Proto/Host, as for HTTP. */
  readonly trustProxy?: boolean;
  readonly authentication: WebAuthentication;
  readonly logger: Logger;
  readonly heartbeatMs?: number;
}

interface Subscriber {
  readonly socket: WebSocket;
  readonly sessionId: string;
  principal: SessionPrincipal;
}

function isPing(text: string): boolean {
  try {
    return (JSON.parse(text) as { type?: unknown } | null)?.type === 'ping';
  } catch {
    return false;
  }
}

/**
 * The web notifications WebSocket (spec 4.2 rule 5, 5.2.7, 6.3) at /api/notifications.
 * - Session cookie only: an Authorization header (an integration token) is refused with 403,
 *   a missing or ended session with 401, a foreign browser Origin with 403.
 * - Messages: `ready {protocol, heartbeatMs}` once, then the notifications of the matches the
 *   session may see (company, team restrictions) and `heartbeat {at}` every heartbeatMs.
 * - On each heartbeat the session is re-read: a logged-out or disabled user is closed with 4401,
 *   and a changed membership applies at once.
 */
export class NotificationsSocket {
  private readonly server = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_FRAME_BYTES });
  private readonly subscribers = new Set<Subscriber>();
  private readonly serialized = new WeakMap<MatchNotification, string>();
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;
  readonly heartbeatMs: number;

  constructor(private readonly options: NotificationsSocketOptions) {
    this.heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
    this.unsubscribe = options.notifications.subscribe((n) => this.deliver(n));
    this.heartbeat = setInterval(() => void this.beat(), this.heartbeatMs);
    this.heartbeat.unref();
  }

  /** For HttpHost: claims upgrades of /api/notifications only. */
  readonly upgrade: UpgradeHandler = (request, socket, head) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== NOTIFICATIONS_PATH) return false;
    this.accept(request, socket, head).catch((error: unknown) => {
      const errorId = randomUUID();
      this.options.logger.error({ err: error, errorId }, 'notifications upgrade failed');
      const failure = unexpectedError(error);
      refuseUpgrade(socket, failure.status, failure.code, failure.message, {}, errorId);
    });
    return true;
  };

  get connectionCount(): number {
    return this.subscribers.size;
  }

  /** Graceful shutdown: every socket is closed with 1001 (going away). */
  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    this.unsubscribe();
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
          socket.close(CLOSE_GOING_AWAY, 'server shutting down');
        }),
    );
    await Promise.all(closed);
    this.subscribers.clear();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async accept(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    if (request.headers.authorization) {
      return refuseUpgrade(
        socket,
        403,
        'session_required',
        'Notifications need a logged-in session; an integration token is not a WebSocket token.',
      );
    }
    const origin = request.headers.origin;
    if (
      origin !== undefined &&
      !isSameOrigin(origin, ownOriginOfRequest(request, this.options.trustProxy ?? false))
    ) {
      return refuseUpgrade(socket, 403, 'origin_forbidden', 'This origin may not open notifications.');
    }
    const sessionId = sessionIdFromHeader(request.headers.cookie);
    const principal = sessionId ? await this.principalOf(sessionId) : null;
    if (!sessionId || !principal) {
      return refuseUpgrade(socket, 401, 'authentication_required', 'Log in to receive notifications.');
    }
    this.server.handleUpgrade(request, socket, head, (ws) => this.connected(ws, sessionId, principal));
  }

  private async principalOf(sessionId: string): Promise<SessionPrincipal | null> {
    const auth = this.options.authentication;
    const userId = await auth.sessions.resolve(sessionId, auth.clock.now());
    if (!userId) return null;
    const resolved = await auth.resolveSession.execute(userId);
    return resolved.ok ? resolved.value : null;
  }

  private connected(socket: WebSocket, sessionId: string, principal: SessionPrincipal): void {
    const subscriber: Subscriber = { socket, sessionId, principal };
    this.subscribers.add(subscriber);
    socket.on('close', () => this.subscribers.delete(subscriber));
    socket.on('error', () => socket.terminate());
    socket.on('message', (data) => {
      if (isPing(data.toString())) this.send(subscriber, JSON.stringify({ type: 'pong' }));
    });
    this.send(subscriber, JSON.stringify({ type: 'ready', protocol: 1, heartbeatMs: this.heartbeatMs }));
  }

  private deliver(notification: MatchNotification): void {
    const { audience } = notification;
    const target = {
      sport: audience.sport,
      homeTeamId: audience.homeTeamId,
      awayTeamId: audience.awayTeamId,
    };
    for (const subscriber of this.subscribers) {
      if (!matchAccess(subscriber.principal, audience.companyId, target).ok) continue;
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
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(text);
  }

  private async beat(): Promise<void> {
    const at = this.options.authentication.clock.now().toISOString();
    const text = JSON.stringify({ type: 'heartbeat', at });
    await Promise.all(
      [...this.subscribers].map(async (subscriber) => {
        try {
          const principal = await this.principalOf(subscriber.sessionId);
          if (!principal) {
            subscriber.socket.close(CLOSE_SESSION_ENDED, 'session ended');
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
