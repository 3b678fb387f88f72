import { randomUUID } from 'node:crypto';
import type { BackoffOptions } from '../../shared/Backoff';
import { Backoff } from '../../shared/Backoff';
import { ClientNetworkError } from '../../shared/ClientNetworkError';
import type { FetchFunction } from '../../shared/exchange';
import type { Disconnection } from '../../shared/ReconnectingSocket';
import { ReconnectingSocket } from '../../shared/ReconnectingSocket';
import { TypedEvents } from '../../shared/TypedEvents';
import { DEFAULT_COMMAND_TIMEOUT_MS } from '../commandFlow';
import { LocalApiError } from '../LocalApiError';
import { LOCAL_PREFIX, LocalHttp } from '../LocalHttp';
import type { ActionRequest, ClickRequest, FinishedCommand, LocalCommand, LocalState } from '../localTypes';
import { LOCAL_WS_FATAL_CLOSE_CODES, LOCAL_WS_FATAL_STATUSES, LOCAL_WS_SLOW_DOWN } from './closeCodes';
import { InFlightCommands } from './InFlightCommands';
import { LocalSessionError } from './LocalSessionError';
import type { ReadyMessage, ServerMessage, StateMessage } from './sessionMessages';
import { parseServerMessage } from './sessionMessages';

export const WS_PATH = `${LOCAL_PREFIX}/ws`;

export interface LocalSessionOptions {
  /** {base_url}, e.g. http://127.0.0.1:18800 (the socket is ws://…/api/v1/ws). */
  readonly baseUrl: string;
  /** The local key; leave it out only when Require API key is off. */
  readonly key?: string;
  /** 'header' (default): Authorization: Bearer at the upgrade; 'frame': a first `auth` frame (spec 5.1.5). */
  readonly auth?: 'header' | 'frame';
  /** Reconnection after an unexpected close (default on: 500 ms base, 30 s max, full jitter); false: never. */
  readonly reconnect?: BackoffOptions | false;
  /** How long click and action wait for the final `command`, in ms (default 10 000). */
  readonly commandTimeoutMs?: number;
  readonly handshakeTimeoutMs?: number;
  /** Used to read a command's status after a reconnection. */
  readonly fetch?: FetchFunction;
}

export interface ReadyInfo {
  readonly protocol: number;
  readonly contextKey: string | null;
  readonly heartbeatMs: number;
  /** False for the first connection, true after each reconnection. */
  readonly reconnected: boolean;
}

export interface StateUpdate {
  readonly rev: number;
  readonly contextKey: string;
  readonly state: LocalState;
}

export interface LocalSessionEvents {
  ready: ReadyInfo;
  state: StateUpdate;
  /** The loaded match went away: its data is already dropped (spec 6.1). */
  unavailable: { reason: string; contextKey: string | null };
  /** A click or action of ours was received: the command exists, pending or already finished. */
  ack: { requestId: string; command: LocalCommand };
  /** Every command transition the host reports, whoever submitted it. */
  command: LocalCommand;
  /** A server `error` not tied to a request of ours, a failed status read, or a listener that threw. */
  error: { error: unknown };
  /** Each lost connection, with whether and when it is tried again. */
  disconnected: Disconnection;
  /** The session stopped for good: a fatal close code or refusal, or close(). */
  close: Disconnection;
}

/**
 * The local WebSocket session (spec 3.3, 6.1): authenticates, keeps the latest state of the
 * loaded match, drops it when the match becomes unavailable, reconnects with exponential
 * backoff and full jitter (never after a fatal close code), and sends clicks and actions that
 * resolve with their finished command.
 */
export class LocalSession {
  private readonly events = new TypedEvents<LocalSessionEvents>();
  private readonly socket: ReconnectingSocket;
  private readonly http: LocalHttp;
  private readonly inFlight = new InFlightCommands();
  private readonly pings = new Map<
    string,
    { sent: number; resolve: (ms: number) => void; reject: (e: unknown) => void }
  >();
  private latest: StateUpdate | null = null;
  private loadedKey: string | null = null;
  private isReady = false;
  private everReady = false;

  constructor(private readonly options: LocalSessionOptions) {
    this.http = new LocalHttp(options);
    const viaHeader = (options.auth ?? 'header') === 'header' && options.key !== undefined;
    this.socket = new ReconnectingSocket({
      url: options.baseUrl.replace(/^http/, 'ws').replace(/\/+$/, '') + WS_PATH,
      headers: (): Record<string, string> => (viaHeader ? { Authorization: `Bearer ${options.key}` } : {}),
      fatalCloseCodes: LOCAL_WS_FATAL_CLOSE_CODES,
      fatalStatuses: LOCAL_WS_FATAL_STATUSES,
      slowDown: LOCAL_WS_SLOW_DOWN,
      backoff: new Backoff(options.reconnect === false ? {} : options.reconnect),
      reconnect: options.reconnect !== false,
      ...(options.handshakeTimeoutMs === undefined ? {} : { handshakeTimeoutMs: options.handshakeTimeoutMs }),
      handlers: {
        open: (ws) => {
          if (!viaHeader && options.key !== undefined)
            ws.send(JSON.stringify({ type: 'auth', token: options.key }));
        },
        message: (text) => this.received(parseServerMessage(text)),
        disconnected: (info) => this.disconnected(info),
      },
    });
  }

  on<K extends keyof LocalSessionEvents>(
    event: K,
    listener: (payload: LocalSessionEvents[K]) => void,
  ): () => void {
    return this.events.on(event, listener);
  }

  /** The latest state of the loaded match; null before the first one and after `unavailable`. */
  get state(): LocalState | null {
    return this.latest?.state ?? null;
  }

  /** The rev of that state; null with it. */
  get rev(): number | null {
    return this.latest?.rev ?? null;
  }

  /** The loaded match as last announced (ready, state); null when none is. */
  get contextKey(): string | null {
    return this.loadedKey;
  }

  get ready(): boolean {
    return this.isReady;
  }

  /** Connects; resolves at the first `ready`, rejects if the session stops for good before it. */
  start(): Promise<ReadyInfo> {
    const ready = new Promise<ReadyInfo>((resolve, reject) => {
      const offReady = this.events.once('ready', (info) => {
        offClose();
        resolve(info);
      });
      const offClose = this.events.once('close', (info) => {
        offReady();
        reject(
          Object.assign(new Error(`/ws refused (${info.status ?? info.code} ${info.reason})`), {
            disconnection: info,
          }),
        );
      });
    });
    this.socket.start();
    return ready;
  }

  /** Clicks a button over the socket; resolves with the finished command. */
  click(
    buttonId: string,
    request: ClickRequest,
    options: { timeoutMs?: number } = {},
  ): Promise<FinishedCommand> {
    return this.submit(
      {
        type: 'click',
        buttonId,
        contextKey: request.contextKey,
        ...(request.gesture ? { gesture: request.gesture } : {}),
      },
      options.timeoutMs,
    );
  }

  /** Runs an action over the socket; resolves with the finished command. */
  action(
    actionId: string,
    request: ActionRequest,
    options: { timeoutMs?: number } = {},
  ): Promise<FinishedCommand> {
    return this.submit(
      {
        type: 'action',
        actionId,
        contextKey: request.contextKey,
        ...(request.params ? { params: request.params } : {}),
      },
      options.timeoutMs,
    );
  }

  /** Round trip of a ping, in ms. */
  ping(): Promise<number> {
    const requestId = randomUUID();
    if (!this.send({ type: 'ping', requestId })) return Promise.reject(notConnected());
    return new Promise((resolve, reject) => this.pings.set(requestId, { sent: Date.now(), resolve, reject }));
  }

  /** Closes for good; commands still waiting are rejected. */
  async close(): Promise<void> {
    await this.socket.close();
    this.inFlight.rejectAll(new ClientNetworkError('The session was closed.', undefined));
  }

  private submit(frame: Record<string, unknown>, timeoutMs?: number): Promise<FinishedCommand> {
    if (!this.isReady) return Promise.reject(notConnected());
    const requestId = randomUUID();
    const finished = this.inFlight.wait(
      requestId,
      timeoutMs ?? this.options.commandTimeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS,
    );
    this.send({ ...frame, requestId });
    return finished;
  }

  private send(frame: Record<string, unknown>): boolean {
    return this.socket.send(JSON.stringify(frame));
  }

  private received(message: ServerMessage | null): void {
    switch (message?.type) {
      case 'ready':
        return this.welcomed(message);
      case 'state':
        return this.stateReceived(message);
      case 'unavailable':
        this.latest = null;
        this.loadedKey = null;
        return this.emit('unavailable', { reason: message.reason, contextKey: message.contextKey ?? null });
      case 'pong': {
        const ping = message.requestId === undefined ? undefined : this.pings.get(message.requestId);
        if (!ping || message.requestId === undefined) return;
        this.pings.delete(message.requestId);
        return ping.resolve(Date.now() - ping.sent);
      }
      case 'ack':
        this.inFlight.acked(message.requestId, message.command);
        return this.emit('ack', { requestId: message.requestId, command: message.command });
      case 'command':
        this.inFlight.updated(message.command);
        return this.emit('command', message.command);
      case 'error': {
        const error = new LocalSessionError(
          message.code,
          message.error,
          message.requestId,
          message.status,
          message.errors,
        );
        if (message.requestId !== undefined) this.inFlight.refused(message.requestId, error);
        return this.emit('error', { error });
      }
      default:
        return; // heartbeats only keep the connection alive
    }
  }

  private welcomed(message: ReadyMessage): void {
    this.socket.resetBackoff();
    this.socket.expectTrafficWithin(message.heartbeatMs * 3);
    // Another match (or none) since the last connection: what we had belongs to the old one.
    if (message.contextKey === null || message.contextKey !== this.latest?.contextKey) this.latest = null;
    this.loadedKey = message.contextKey;
    this.isReady = true;
    const reconnected = this.everReady;
    this.everReady = true;
    this.emit('ready', {
      protocol: message.protocol,
      contextKey: message.contextKey,
      heartbeatMs: message.heartbeatMs,
      reconnected,
    });
    if (reconnected) void this.catchUpCommands();
  }

  private stateReceived(message: StateMessage): void {
    this.latest = { rev: message.rev, contextKey: message.contextKey, state: message.state };
    this.loadedKey = message.contextKey;
    this.emit('state', this.latest);
  }

  /** After a reconnection: the `command` messages sent while away are read from statusUrl instead. */
  private async catchUpCommands(): Promise<void> {
    for (const command of this.inFlight.unfinished()) {
      try {
        this.inFlight.updated(await this.http.getJson<LocalCommand>(command.statusUrl));
      } catch (error) {
        if (error instanceof LocalApiError) this.inFlight.failed(command.id, error);
        else this.emit('error', { error });
      }
    }
  }

  private disconnected(info: Disconnection): void {
    this.isReady = false;
    this.inFlight.connectionLost();
    for (const ping of this.pings.values()) ping.reject(notConnected());
    this.pings.clear();
    this.emit('disconnected', info);
    if (info.retryInMs !== null) return;
    this.inFlight.rejectAll(
      new ClientNetworkError(`The session stopped (${info.status ?? info.code}).`, undefined),
    );
    this.emit('close', info);
  }

  private emit<K extends keyof LocalSessionEvents>(event: K, payload: LocalSessionEvents[K]): void {
    this.events.emit(event, payload, (error) => {
      if (event !== 'error') this.events.emit('error', { error });
    });
  }
}

function notConnected(): ClientNetworkError {
  return new ClientNetworkError('The session is not connected (wait for ready).', undefined);
}
