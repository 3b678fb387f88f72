import { WebSocket } from 'ws';
import type { Backoff } from './Backoff';

/** Why a connection ended, and what happens next. */
export interface Disconnection {
  /** The close code; 1006 when the connection failed or the upgrade was refused. */
  readonly code: number;
  readonly reason: string;
  /** The HTTP status of a refused upgrade; null otherwise. */
  readonly status: number | null;
  /** A refusal that reconnecting cannot cure (bad key, forbidden, protocol error). */
  readonly fatal: boolean;
  /** The delay before the next try; null when the socket stops for good. */
  readonly retryInMs: number | null;
}

export interface SocketHandlers {
  open(socket: WebSocket): void;
  message(text: string): void;
  disconnected(info: Disconnection): void;
}

export interface ReconnectingSocketOptions {
  readonly url: string;
  /** Read at each connection, so a rotated key can be used. */
  readonly headers: () => Record<string, string>;
  readonly fatalCloseCodes: ReadonlySet<number>;
  readonly fatalStatuses: ReadonlySet<number>;
  /** Close codes and upgrade statuses that ask to slow down → the least wait before the next try, in ms. */
  readonly slowDown?: ReadonlyMap<number, number>;
  readonly backoff: Backoff;
  /** false: one connection only. */
  readonly reconnect: boolean;
  /** A handshake that takes longer is abandoned (and retried), in ms. */
  readonly handshakeTimeoutMs?: number;
  readonly handlers: SocketHandlers;
}

const ABNORMAL = 1006;
const NORMAL = 1000;

/**
 * One WebSocket at a time, opened again after each unexpected close with the backoff's delay,
 * never after a fatal close code or upgrade status, nor after `close()`.
 */
export class ReconnectingSocket {
  private socket: WebSocket | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private livenessTimer: NodeJS.Timeout | undefined;
  private livenessMs: number | undefined;
  private stopped = false;
  /** reopen() closed the connection: the next close connects again at once. */
  private reopening = false;
  private closedWaiters: (() => void)[] = [];

  constructor(private readonly options: ReconnectingSocketOptions) {}

  start(): void {
    this.stopped = false;
    if (!this.socket && !this.retryTimer) this.connect();
  }

  get connected(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  /** Sends a text frame; false when there is no open connection. */
  send(text: string): boolean {
    if (!this.connected) return false;
    this.socket?.send(text);
    return true;
  }

  /** After a successful session start: the next failure starts the backoff again from its base. */
  resetBackoff(): void {
    this.options.backoff.reset();
  }

  /** A connection silent for this long is presumed dead and dropped (then retried). */
  expectTrafficWithin(ms: number): void {
    this.livenessMs = ms;
    this.armLiveness();
  }

  /**
   * Drops the connection and opens a new one at once, with the headers of now (a renewed session:
   * the service keeps a socket open with the credentials it was opened with). One waiting between
   * two tries connects now. A socket that is stopped, not started yet, or ended by a fatal close
   * stays so: `start()` is for those (read-through: a renewal before the start connected early,
   * with no one listening yet).
   */
  reopen(): void {
    if (this.stopped) return;
    if (this.retryTimer !== undefined) {
      clearTimeout(this.retryTimer);
      this.reconnect();
      return;
    }
    const socket = this.socket;
    if (!socket) return;
    this.reopening = true;
    if (socket.readyState === WebSocket.OPEN) socket.close(NORMAL, 'reopening with new credentials');
    else socket.terminate();
  }

  /** Closes for good; resolves once the current connection (if any) is closed. */
  close(code = NORMAL, reason = 'client closing'): Promise<void> {
    this.stopped = true;
    const waiting = this.retryTimer !== undefined;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const socket = this.socket;
    if (!socket) {
      // Between two tries: the retry announced is cancelled, so say it stops for good.
      if (waiting)
        this.options.handlers.disconnected({ code, reason, status: null, fatal: false, retryInMs: null });
      return Promise.resolve();
    }
    const done = new Promise<void>((resolve) => this.closedWaiters.push(resolve));
    if (socket.readyState === WebSocket.OPEN) socket.close(code, reason);
    else socket.terminate();
    return done;
  }

  private connect(): void {
    const socket = new WebSocket(this.options.url, {
      headers: this.options.headers(),
      handshakeTimeout: this.options.handshakeTimeoutMs ?? 10_000,
    });
    this.socket = socket;
    let refusedStatus: number | null = null;
    let retryAfterMs = 0;
    socket.on('unexpected-response', (_request, response) => {
      refusedStatus = response.statusCode ?? 0;
      retryAfterMs = retryAfterOf(response.headers['retry-after']);
      response.resume();
      socket.terminate();
    });
    socket.on('open', () => {
      this.armLiveness();
      this.options.handlers.open(socket);
    });
    socket.on('message', (data) => {
      this.armLiveness();
      this.options.handlers.message(data.toString());
    });
    // A failed connection is followed by 'close', where it is handled.
    socket.on('error', () => undefined);
    socket.on('close', (code, reason) => this.closed(refusedStatus, code, reason.toString(), retryAfterMs));
  }

  private armLiveness(): void {
    clearTimeout(this.livenessTimer);
    if (this.livenessMs === undefined || !this.socket) return;
    const socket = this.socket;
    this.livenessTimer = setTimeout(() => socket.terminate(), this.livenessMs);
  }

  private closed(status: number | null, code: number, reason: string, retryAfterMs: number): void {
    clearTimeout(this.livenessTimer);
    this.socket = undefined;
    const reopening = this.reopening && !this.stopped;
    this.reopening = false;
    const fatal =
      !reopening &&
      (status !== null ? this.options.fatalStatuses.has(status) : this.options.fatalCloseCodes.has(code));
    const retry = !this.stopped && !fatal && this.options.reconnect;
    const retryInMs = reopening
      ? 0
      : retry
        ? Math.max(this.options.backoff.nextDelayMs(), this.pauseAfter(status ?? code, retryAfterMs))
        : null;
    if (retryInMs !== null) this.retryTimer = setTimeout(() => this.reconnect(), retryInMs);
    for (const resolve of this.closedWaiters.splice(0)) resolve();
    this.options.handlers.disconnected({
      code: status === null ? code : ABNORMAL,
      reason,
      status,
      fatal,
      retryInMs,
    });
  }

  /** The least wait a refusal asks for: its Retry-After, or the pause of a slow-down code. */
  private pauseAfter(codeOrStatus: number, retryAfterMs: number): number {
    return Math.max(this.options.slowDown?.get(codeOrStatus) ?? 0, retryAfterMs);
  }

  private reconnect(): void {
    this.retryTimer = undefined;
    if (!this.stopped) this.connect();
  }
}

/** Retry-After in seconds (the only form our hosts send), as ms; 0 when absent or unreadable. */
function retryAfterOf(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  return text !== undefined && /^\d+$/.test(text.trim()) ? Number(text.trim()) * 1000 : 0;
}
