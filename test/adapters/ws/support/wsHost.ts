import type { DeskSocketLimits } from '../../../../src/adapters/ws/local/DeskSocket';
import type { LocalHostOptions } from '../../../../src/bootstrap/local';
import type { User } from '../../../../src/domain/access/User';
import type { TestWebHost } from '../../../support/webHost';
import type { TestHost } from '../../http/local/support/localHost';
import { TempDir, testHost } from '../../http/local/support/localHost';
import type { ConnectOptions, WsClient } from '../../../support/wsClient';
import { connect, wsUrl } from '../../../support/wsClient';

/** Short timings so the rules run in milliseconds (all configurable, docs/local-ws.md). */
export const QUICK: Partial<DeskSocketLimits> = { authTimeoutMs: 300, heartbeatMs: 250, closeGraceMs: 300 };

export interface WsHost extends TestHost {
  readonly dir: TempDir;
  /** ws://.../api/v1/ws */
  readonly ws: string;
  readonly key: string;
  ingressKey(): string;
  /** ws://.../api/v1/ocr/{key}; without a key: the keyless path. */
  ocr(key?: string): string;
  /** A session opened with the Bearer header, once `ready` (and the first state, if any) arrived. */
  session(options?: ConnectOptions): Promise<WsClient>;
  /** An OCR source connected with the ingress key and registered. */
  source(): Promise<WsClient>;
  /** HTTP GET on the local API with the key: JSON parsed, text as it is. */
  read(path: string): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  stop(): Promise<void>;
}

/** The real local host (demo match, in-memory SQLite) on a loopback port, its console at hand. */
export async function wsHost(options: LocalHostOptions = {}): Promise<WsHost> {
  const dir = new TempDir();
  await dir.create();
  const running = await testHost(dir, { ws: QUICK, ...options });
  // Apply may move the listener to another port: the addresses are read each time.
  const base = () => running.host.url as string;
  const key = running.host.key;
  const self: WsHost = {
    ...running,
    dir,
    get ws() {
      return wsUrl(base(), '/api/v1/ws');
    },
    key,
    ingressKey: () => running.host.services.settings().keys.ocrIngressKey,
    ocr: (k) => wsUrl(base(), k === undefined ? '/api/v1/ocr/' : `/api/v1/ocr/${k}`),
    session: async (o = {}) => {
      const client = await connect(self.ws, {
        ...o,
        headers: { Authorization: `Bearer ${key}`, ...o.headers },
      });
      const ready = await client.nextOf('ready');
      if (ready.contextKey !== null) await client.nextOf('state');
      return client;
    },
    source: async () => {
      const client = await connect(self.ocr(self.ingressKey()));
      client.send({ type: 'register', role: 'ocr' });
      await client.nextOf('registered');
      return client;
    },
    read: async (path) => {
      const res = await fetch(`${base()}/api/v1${path}`, { headers: { Authorization: `Bearer ${key}` } });
      const text = await res.text();
      const json = (res.headers.get('content-type') ?? '').includes('json');
      return { status: res.status, body: text === '' ? undefined : json ? JSON.parse(text) : text };
    },
    stop: async () => {
      await running.host.close();
      await dir.remove();
    },
  };
  return self;
}

/**
 * The real local host on a hosted service (`match-desk local --web`), logged in as `user` of the
 * test world, reconnecting quickly; with `matchId` loaded when given.
 */
export async function hostedWsHost(web: TestWebHost, user: User, matchId?: string): Promise<WsHost> {
  return wsHost({
    hosted: {
      web: web.url,
      cookie: await web.sessionCookie(user),
      email: user.email,
      reconnect: { baseMs: 50, maxMs: 200 },
    },
    ...(matchId === undefined ? {} : { matchId }),
  });
}
