// A real `ws` client for the local /ws and OCR tests: keeps every message (parsed and raw), waits
// for one, reports how the server closed, and can stop reading its socket to play a slow client.
// Every message received and the close code are checked against the AsyncAPI document
// (asyncapiValidation.ts): a mismatch rejects the waits and fails the test. What the tests send is
// not checked, since they send bad frames on purpose.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { WebSocket } from 'ws';
import type { MessageMismatch, SocketWatch } from './asyncapiValidation';
import { watchSocket } from './asyncapiValidation';

export type Message = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface Closed {
  readonly code: number;
  readonly reason: string;
}

export interface Refused {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Message | undefined;
}

export interface ConnectOptions {
  readonly headers?: Record<string, string>;
  /** Sent as the Origin header (browsers always send one). */
  readonly origin?: string;
  /** false: the client answers no ping (a frozen peer); default true, as every WebSocket client does. */
  readonly autoPong?: boolean;
}

export class WsClient {
  readonly messages: Message[] = [];
  /** The text of each message as received, to compare bytes. */
  readonly raw: string[] = [];
  private closedWith: Closed | null = null;
  private readonly waiters: {
    matches: (m: Message) => boolean;
    resolve: (m: Message) => void;
    reject: (e: MessageMismatch) => void;
  }[] = [];
  private readonly closeWaiters: { resolve: (c: Closed) => void; reject: (e: MessageMismatch) => void }[] =
    [];
  private readonly watch: SocketWatch | null;

  constructor(readonly socket: WebSocket) {
    this.watch = watchSocket(socket, { checkSent: false });
    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      const message = JSON.parse(text) as Message;
      this.raw.push(text);
      this.messages.push(message);
      if (this.rejectWaiters()) return;
      for (const w of [...this.waiters]) {
        if (w.matches(message)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(message);
        }
      }
    });
    socket.on('close', (code: number, reason: Buffer) => {
      this.closedWith = { code, reason: reason.toString() };
      if (this.rejectWaiters()) return;
      for (const w of this.closeWaiters.splice(0)) w.resolve(this.closedWith);
    });
    socket.on('error', () => undefined);
  }

  /** A message or close code that differs from the AsyncAPI document, thrown to whoever waits. */
  private rejectWaiters(): boolean {
    if (this.waiters.length === 0 && this.closeWaiters.length === 0) return false;
    const mismatch = this.watch?.takeMismatch();
    if (!mismatch) return false;
    for (const w of this.waiters.splice(0)) w.reject(mismatch);
    for (const w of this.closeWaiters.splice(0)) w.reject(mismatch);
    return true;
  }

  private throwMismatch(): void {
    const mismatch = this.watch?.takeMismatch();
    if (mismatch) throw mismatch;
  }

  /** The first message (received from index `from` on, or to come) that matches. */
  next(matches: (m: Message) => boolean, timeoutMs = 3000, from = 0): Promise<Message> {
    try {
      this.throwMismatch();
    } catch (mismatch) {
      return Promise.reject(mismatch);
    }
    for (let i = from; i < this.messages.length; i += 1) {
      const m = this.messages[i] as Message;
      if (matches(m)) return Promise.resolve(m);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching message in time')), timeoutMs);
      this.waiters.push({
        matches,
        resolve: (m) => (clearTimeout(timer), resolve(m)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      });
    });
  }

  /** The first message of this type from the `after`-th message on. */
  nextOf(type: string, after = 0, timeoutMs = 3000): Promise<Message> {
    return this.next((m) => m.type === type, timeoutMs, after);
  }

  of(type: string): Message[] {
    this.throwMismatch();
    return this.messages.filter((m) => m.type === type);
  }

  /** The latest message of this type, or undefined. */
  lastOf(type: string): Message | undefined {
    this.throwMismatch();
    for (let i = this.messages.length - 1; i >= 0; i -= 1) {
      if (this.messages[i]?.type === type) return this.messages[i];
    }
    return undefined;
  }

  /** The latest `state` received, or undefined. */
  lastState(): Message | undefined {
    return this.lastOf('state');
  }

  send(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }

  sendRaw(data: string | Buffer, binary = false): void {
    this.socket.send(data, { binary });
  }

  closed(timeoutMs = 3000): Promise<Closed> {
    try {
      this.throwMismatch();
    } catch (mismatch) {
      return Promise.reject(mismatch);
    }
    if (this.closedWith) return Promise.resolve(this.closedWith);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('socket not closed in time')), timeoutMs);
      this.closeWaiters.push({
        resolve: (c) => (clearTimeout(timer), resolve(c)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      });
    });
  }

  get isClosed(): boolean {
    return this.closedWith !== null;
  }

  /** Stops reading the TCP socket: the server's writes pile up (a slow client). */
  pause(): void {
    this.socket.pause();
  }

  resume(): void {
    this.socket.resume();
  }

  close(): void {
    if (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING) {
      this.socket.terminate();
    }
  }
}

/** `http://...` → `ws://...` + path. */
export function wsUrl(httpUrl: string, path: string): string {
  return httpUrl.replace(/^http/, 'ws') + path;
}

/** Opens a socket; rejects with a Refused (status, headers, JSON body) when the upgrade is refused. */
export function connect(url: string, options: ConnectOptions = {}): Promise<WsClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, {
      headers: options.headers ?? {},
      ...(options.origin === undefined ? {} : { origin: options.origin }),
      ...(options.autoPong === undefined ? {} : { autoPong: options.autoPong }),
    });
    const client = new WsClient(socket);
    socket.once('unexpected-response', (_request, response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        let body: Message | undefined;
        try {
          body = JSON.parse(text) as Message;
        } catch {
          body = undefined;
        }
        const refused: Refused = { status: response.statusCode ?? 0, headers: response.headers, body };
        reject(Object.assign(new Error(`upgrade refused: ${refused.status}`), { refused }));
      });
    });
    socket.once('error', (error) => reject(error));
    socket.once('open', () => resolve(client));
  });
}

/** The refusal of an upgrade that must be refused (fails the test when it opens). */
export async function refusal(url: string, options: ConnectOptions = {}): Promise<Refused> {
  try {
    const opened = await connect(url, options);
    opened.close();
  } catch (error) {
    const refused = (error as { refused?: Refused }).refused;
    if (refused) return refused;
    throw error;
  }
  throw new Error(`the upgrade of ${url} was accepted`);
}

/** Sends a ping with `requestId` and waits for its pong: every message sent before is handled. */
export async function roundTrip(client: WsClient, requestId = `rt-${Math.random()}`): Promise<void> {
  client.send({ type: 'ping', requestId });
  await client.next((m) => m.type === 'pong' && m.requestId === requestId);
}

/** A hand-made upgrade request for what the ws client will not send (e.g. a bare "?"): the status. */
export function rawUpgradeStatus(
  httpUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(httpUrl);
    // Given as a path, not a URL, so that a bare "?" is sent as it is.
    const req = request({
      hostname,
      port,
      path,
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
        ...headers,
      },
    });
    req.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 101);
    });
    req.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}
