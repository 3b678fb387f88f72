import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import type { DeskChange } from '../../../application/desk/DeskChange';
import type { DeskService } from '../../../application/desk/DeskService';
import type { Clock } from '../../../application/ports/Clock';
import type { RateLimitPolicy } from '../../../application/ports/RateLimits';
import type { UpgradeHandler } from '../../http/HttpHost';
import type { ClientActivity } from '../../http/local/ClientActivity';
import type { LocalAccess } from '../../http/local/LocalAccess';
import type { Logger } from '../../http/Logger';
import { TokenBucketRateLimits } from '../../ratelimit/TokenBucketRateLimits';
import type { ClientMessage } from './clientFrames';
import { parseClientFrame } from './clientFrames';
import { guardUpgrade } from '../../http/guards/upgradeGuard';
import { viewOfUpgrade } from '../../http/guards/RequestView';
import type { LocalGuards, LocalRoute } from '../../http/local/guards/LocalGuards';
import type { LocalCredential } from '../../http/local/guards/LocalState';
import type { ErrorMessage } from './serverMessages';
import {
  ackMessage,
  commandMessage,
  errorMessage,
  heartbeatMessage,
  pongMessage,
  readyMessage,
  unavailableMessage,
} from './serverMessages';
import type { FlowLimits } from './Session';
import { Session } from './Session';
import { StateFrames } from './StateFrames';
import type { CloseErrorCode } from '../../errors/errorMap';
import { messageOf, statusOf } from '../../errors/errorMap';

export const WS_PATH = '/api/v1/ws';

/** Timings and limits of /ws (docs/local-ws.md); every one can be changed, e.g. by tests. */
export interface DeskSocketLimits extends FlowLimits {
  /** Spec 5.1.5 and 8: the auth frame must come within 5 s. */
  readonly authTimeoutMs: number;
  /** CONTRACT-NOTES: a heartbeat every 10 s. */
  readonly heartbeatMs: number;
  /**
   * While the match clock runs, a new state at least this often, its clock text moved on (found
   * by review: an overlay that showed `texts.clock` from the states froze while the clock ran).
   */
  readonly clockStateMs: number;
  /** Upgrades past this many open sessions get 429 (`--max-ws-sessions`). */
  readonly maxConnections: number;
  /** A bigger client frame closes the session with 1009. */
  readonly maxFrameBytes: number;
  /** This many bad frames in a row close the session with 4400. */
  readonly maxBadFrames: number;
  /** Client messages per session, as a token bucket; past it: 4429. */
  readonly messageRate: RateLimitPolicy;
}

export const DEFAULT_WS_LIMITS: DeskSocketLimits = {
  authTimeoutMs: 5_000,
  heartbeatMs: 10_000,
  clockStateMs: 1_000,
  maxConnections: 64,
  maxFrameBytes: 64 * 1024,
  maxBadFrames: 10,
  messageRate: { name: 'ws-messages', capacity: 100, refillPerSecond: 50 },
  softBufferBytes: 256 * 1024,
  hardBufferBytes: 1024 * 1024,
  closeGraceMs: 1_000,
  slowClientMs: 10_000,
};

/** How often the sessions' send buffers are looked at for the slow-client time. */
const stallCheckMs = (slowClientMs: number): number => Math.max(10, Math.min(1_000, slowClientMs / 4));

export interface DeskSocketOptions {
  readonly desk: DeskService;
  /** Read at each auth frame and heartbeat: Apply and key rotation act at once. */
  readonly access: () => LocalAccess;
  /** The host's guard pipeline, which its HTTP requests go through too. */
  readonly guards: LocalGuards;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Sessions count as connected clients for the Running indicator. */
  readonly clients?: ClientActivity;
  readonly limits?: Partial<DeskSocketLimits>;
}

/** One session as the operator (and the tests) see it. */
export interface SessionStats {
  readonly id: number;
  readonly address: string;
  readonly ready: boolean;
  /** The last state rev handed to its socket. */
  readonly rev: number;
  /** Bytes waiting in the server's send buffer for it. */
  readonly bufferedBytes: number;
}

/**
 * The local /ws session (spec 3.3, 5.1.5, 6.1) for overlays and control surfaces: `ready`, then
 * `state` on every change of the loaded match (serialized once per rev for every client, latest
 * wins for a slow one), `heartbeat`, `unavailable` when the match is unloaded, `command` for
 * every command transition, and `ack` / `error` for the client's own messages.
 */
export class DeskSocket {
  readonly limits: DeskSocketLimits;
  private readonly server: WebSocketServer;
  private readonly sessions = new Set<Session>();
  private readonly frames: StateFrames;
  private readonly rates: TokenBucketRateLimits;
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly clockTick: NodeJS.Timeout;
  private readonly stallWatch: NodeJS.Timeout;
  private readonly route: LocalRoute;
  private nextId = 1;
  private flushScheduled = false;
  /** The session whose click or action is being submitted: it gets `ack`, not `command` pending. */
  private submitter: Session | null = null;

  constructor(private readonly options: DeskSocketOptions) {
    this.limits = { ...DEFAULT_WS_LIMITS, ...options.limits };
    this.server = new WebSocketServer({
      noServer: true,
      clientTracking: false,
      maxPayload: this.limits.maxFrameBytes,
    });
    this.frames = new StateFrames(() => options.desk.reads.stateJson(), options.clock.now().getTime());
    this.rates = new TokenBucketRateLimits(options.clock);
    this.unsubscribe = options.desk.onChange((change) => this.onDeskChange(change));
    this.heartbeat = setInterval(() => this.beat(), this.limits.heartbeatMs);
    this.heartbeat.unref();
    this.clockTick = setInterval(() => {
      if (this.frames.clockRuns) this.schedule();
    }, this.limits.clockStateMs);
    this.clockTick.unref();
    this.stallWatch = setInterval(() => {
      const now = performance.now();
      for (const session of this.sessions) session.checkStall(now);
    }, stallCheckMs(this.limits.slowClientMs));
    this.stallWatch.unref();
    this.route = options.guards.sessionRoute(
      {
        // The sessions still waiting for their auth frame have slots of their own.
        // Nor do those closing (refused with 1013, say): they are gone within the close grace.
        open: () => this.count((s) => s.phase.kind === 'ready'),
        max: this.limits.maxConnections,
        name: '/ws sessions',
      },
      {
        open: (address) => ({
          total: this.count((s) => s.phase.kind === 'authenticating'),
          fromAddress: this.count((s) => s.phase.kind === 'authenticating' && s.address === address),
        }),
      },
    );
  }

  /**
   * For HttpHost: claims the upgrades of /api/v1/ws only. They go through the host's guard
   * pipeline (spec 4.1: 400, 401, 403, 429), the /ws route of it: no query string, the key in a
   * Bearer header or the first frame, the session cap.
   */
  readonly upgrade: UpgradeHandler = (request, socket, head) => {
    const view = viewOfUpgrade(request);
    if (view.path !== WS_PATH) return false;
    guardUpgrade(socket, this.options.guards.check(view, this.route), this.options.logger, (passage) => {
      const { credential } = passage.state;
      this.server.handleUpgrade(request, socket, head, (ws) => this.connected(ws, view.address, credential));
    });
    return true;
  };

  get connectionCount(): number {
    return this.sessions.size;
  }

  private count(which: (session: Session) => boolean): number {
    let n = 0;
    for (const session of this.sessions) if (which(session)) n += 1;
    return n;
  }

  stats(): SessionStats[] {
    return [...this.sessions].map((s) => ({
      id: s.id,
      address: s.address,
      ready: s.ready,
      rev: s.rev,
      bufferedBytes: s.bufferedBytes,
    }));
  }

  /** Closes every session (1001 by default) and resolves once they are gone; new ones may come. */
  async closeAll(code: CloseErrorCode = 'going_away', reason: string = messageOf(code)): Promise<void> {
    const closed = [...this.sessions].map(
      (session) =>
        new Promise<void>((resolve) => {
          if (!this.sessions.has(session)) return resolve();
          session.socket.once('close', () => resolve());
          session.close(code, reason);
        }),
    );
    await Promise.all(closed);
  }

  /** At shutdown: no more heartbeats nor desk changes, every session closed. */
  async dispose(): Promise<void> {
    clearInterval(this.heartbeat);
    clearInterval(this.clockTick);
    clearInterval(this.stallWatch);
    this.unsubscribe();
    await this.closeAll();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private connected(ws: WebSocket, address: string, credential: LocalCredential): void {
    const session = new Session(this.nextId++, ws, address, this.limits, () => this.frames.current());
    this.sessions.add(session);
    const release = this.options.clients?.openSession();
    ws.on('close', () => {
      if (session.phase.kind === 'authenticating') clearTimeout(session.phase.timer);
      this.sessions.delete(session);
      release?.();
    });
    // ws closes the connection itself on a protocol error (e.g. 1009 for a frame too big).
    ws.on('error', () => undefined);
    ws.on('message', (data, isBinary) => this.onMessage(session, data as Buffer, isBinary));
    if (credential.kind !== 'frame') {
      session.authenticated(credential.kind === 'key' ? credential.key : null);
      this.welcome(session);
      return;
    }
    const timer = setTimeout(() => session.close('authentication_timeout'), this.limits.authTimeoutMs);
    timer.unref();
    session.awaitAuthentication(timer);
  }

  /** `ready`, then the state of the loaded match. */
  private welcome(session: Session): void {
    session.send(readyMessage(this.options.desk.loadedMatch()?.contextKey ?? null, this.limits.heartbeatMs));
    const frame = this.frames.current();
    if (frame) session.offerState(frame);
  }

  private onMessage(session: Session, data: Buffer, isBinary: boolean): void {
    if (session.phase.kind === 'closing') return;
    if (!this.rates.take(this.limits.messageRate, `ws#${session.id}`).allowed) {
      session.close('too_many_messages');
      return;
    }
    const parsed = parseClientFrame(data, isBinary);
    if (session.phase.kind === 'authenticating') {
      const access = this.options.access();
      if (parsed.ok && parsed.value.type === 'auth' && this.options.guards.acceptsKey(parsed.value.token)) {
        // Waiting for its auth frame it held a slot of its own, not one of the cap: the cap holds
        // here (found by review: sessions opened without the key went past --max-ws-sessions).
        if (this.count((s) => s.phase.kind === 'ready') >= this.limits.maxConnections) {
          session.close('try_again_later');
          return;
        }
        session.authenticated(access.localKey);
        this.welcome(session);
      } else {
        session.close('authentication_failed');
      }
      return;
    }
    if (!parsed.ok) return this.badFrame(session, parsed.error);
    session.badFrames = 0;
    this.handle(session, parsed.value);
  }

  private handle(session: Session, message: ClientMessage): void {
    switch (message.type) {
      case 'auth':
        return; // already authenticated: ignored
      case 'ping':
        return session.send(pongMessage(message.requestId));
      case 'command':
        return this.submit(session, message);
    }
  }

  private submit(session: Session, message: Extract<ClientMessage, { type: 'command' }>): void {
    this.submitter = session;
    let submitted;
    try {
      submitted = this.options.desk.submit({ request: message.request, contextKey: message.contextKey });
    } finally {
      this.submitter = null;
    }
    if (submitted.ok) {
      session.send(ackMessage(message.requestId, submitted.value.command));
      return;
    }
    const e = submitted.error;
    session.send(
      errorMessage({
        code: e.code,
        error: e.message,
        requestId: message.requestId,
        status: statusOf(e.code),
        ...(e.details ? { errors: e.details } : {}),
      }),
    );
  }

  private badFrame(session: Session, error: ErrorMessage): void {
    session.send(errorMessage(error));
    session.badFrames += 1;
    if (session.badFrames >= this.limits.maxBadFrames) {
      session.close('too_many_bad_messages');
    }
  }

  private onDeskChange(change: DeskChange): void {
    switch (change.type) {
      case 'match_loaded':
      case 'state_changed':
        return this.schedule();
      case 'match_unloaded':
        this.frames.drop();
        return this.broadcast(Buffer.from(unavailableMessage('match_unloaded', change.contextKey)));
      case 'command_updated': {
        const skip = change.command.state === 'pending' ? this.submitter : null;
        return this.broadcast(Buffer.from(commandMessage(change.command)), skip);
      }
    }
  }

  /** Changes in one turn of the event loop (e.g. a burst of OCR readings) make one state. */
  private schedule(): void {
    this.frames.invalidate();
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => {
      try {
        this.flush();
      } catch (error) {
        this.options.logger.error({ err: error }, 'the /ws state could not be sent');
      }
    });
  }

  private flush(): void {
    this.flushScheduled = false;
    let frame;
    for (const session of this.sessions) {
      if (!session.ready) continue;
      frame ??= this.frames.current();
      if (!frame) return;
      session.offerState(frame);
    }
  }

  /** One serialized message for every ready session. */
  private broadcast(data: Buffer, skip: Session | null = null): void {
    for (const session of this.sessions) if (session !== skip && session.ready) session.send(data);
  }

  /**
   * Closes (4401) the sessions opened with a key that is no longer the local key: at once after
   * `keys rotate` (found by review: a session on the old key kept commanding until its next
   * heartbeat), and at each heartbeat.
   */
  recheckKeys(): void {
    const access = this.options.access();
    if (!access.requireKey) return;
    for (const session of this.sessions) {
      if (session.ready && session.phase.kind === 'ready' && session.phase.key !== access.localKey)
        session.close('authentication_failed', 'the local key changed');
    }
  }

  /** Heartbeat; a session whose key is no longer the local key is closed (4401). */
  private beat(): void {
    this.recheckKeys();
    const data = Buffer.from(heartbeatMessage(this.options.clock.now().toISOString()));
    for (const session of this.sessions) {
      if (!session.ready || session.phase.kind !== 'ready') continue;
      session.send(data);
      session.catchUp();
    }
  }
}
