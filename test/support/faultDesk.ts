// A desk on a hosted service for the fault tests: the real local host (`match-desk local --web`
// in process) whose hosted link goes through a FaultProxy, with its write journal in a temp
// folder, and an operator's /ws session that keeps every command message.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { silentLogger } from '../../src/adapters/http/Logger';
import type { RunningLocalHost } from '../../src/bootstrap/local';
import { startLocalHost } from '../../src/bootstrap/local';
import type { User } from '../../src/domain/access/User';
import { WebClient } from '../../src/client/web/WebClient';
import type { FaultProxy } from './faultProxy';
import type { TestWebHost } from './webHost';
import type { Message, WsClient } from './wsClient';
import { connect, wsUrl } from './wsClient';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Polls `check` until it returns a value, at most `ms` (every wait of the fault tests is bounded). */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined>,
  ms = 15_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`gave up waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The local API of a desk: its url and key. */
export class LocalApi {
  constructor(
    readonly url: string,
    readonly key: string,
  ) {}

  async get(path: string): Promise<{ status: number; body: Json }> {
    const res = await fetch(`${this.url}/api/v1${path}`, {
      headers: { Authorization: `Bearer ${this.key}` },
    });
    return { status: res.status, body: (await res.json()) as Json };
  }

  async state(): Promise<Json> {
    return (await this.get('/state')).body;
  }

  /** POST /actions/{actionId} with the current contextKey: the pending command (202). */
  async action(actionId: string, params: Json): Promise<Json> {
    const contextKey = (await this.state()).contextKey as string;
    const res = await fetch(`${this.url}/api/v1/actions/${actionId}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${this.key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ contextKey, params }),
    });
    if (res.status !== 202) throw new Error(`${actionId}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Json;
  }

  /** Polls the command's statusUrl until it is no longer pending. */
  settled(command: Json): Promise<Json> {
    return eventually(`command ${command.id as string} settled`, async () => {
      const read = await this.get(`/commands/${command.id as string}`);
      return read.body.state === 'pending' ? undefined : read.body;
    });
  }

  /** Polls the command until its result's delivery is `delivery`. */
  delivery(command: Json, delivery: string): Promise<Json> {
    return eventually(`command ${command.id as string} ${delivery}`, async () => {
      const read = await this.get(`/commands/${command.id as string}`);
      return read.body.result?.delivery === delivery ? read.body : undefined;
    });
  }

  /** An operator's /ws session (Bearer header), once ready. */
  async session(): Promise<WsClient> {
    const client = await connect(wsUrl(this.url, '/api/v1/ws'), {
      headers: { Authorization: `Bearer ${this.key}` },
    });
    await client.nextOf('ready');
    return client;
  }
}

/** The `delivery` values one command went through, in the order its `command` messages said. */
export function deliveriesOf(session: WsClient, commandId: string): string[] {
  const seen: string[] = [];
  for (const m of session.messages as Message[]) {
    if (m.type !== 'command' || m.command.id !== commandId) continue;
    const d = m.command.result?.delivery as string | undefined;
    if (d !== undefined && seen[seen.length - 1] !== d) seen.push(d);
  }
  return seen;
}

export interface FaultDesk {
  readonly host: RunningLocalHost;
  readonly api: LocalApi;
  readonly printed: string[];
  readonly journalPath: string;
  /** Types one operator console line and waits for its answer. */
  type(line: string): Promise<string>;
  stop(): Promise<void>;
}

/** A temp folder for a desk's settings, session and journal. */
export async function deskFolder(): Promise<{ path: string; remove(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'md-fault-desk-'));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

/** The real local host on the hosted service behind `proxy`, logged in as `user`, with `contextKey` loaded. */
export async function faultDesk(
  web: TestWebHost,
  proxy: FaultProxy,
  user: User,
  contextKey: string,
  folder: string,
): Promise<FaultDesk> {
  const printed: string[] = [];
  const input = new PassThrough();
  const journalPath = join(folder, 'journal.jsonl');
  const host = await startLocalHost({
    port: 0,
    settingsPath: join(folder, 'settings.json'),
    logger: silentLogger,
    print: (line) => printed.push(line),
    console: true,
    input,
    hosted: {
      web: proxy.url,
      cookie: await web.sessionCookie(user),
      email: user.email,
      reconnect: { baseMs: 50, maxMs: 300 },
    },
    // A write whose answer the proxy cut is re-read after 1 s (the web host here commits at once).
    journal: { path: journalPath, retryDelaysMs: [50, 100, 200, 400], settleMs: 1000 },
    hostedTimeoutMs: 5000,
    matchId: contextKey,
  });
  return {
    host,
    api: new LocalApi(host.url as string, host.key),
    printed,
    journalPath,
    type: async (line) => {
      const before = printed.length;
      input.write(`${line}\n`);
      await eventually(`an answer to ${line}`, () =>
        Promise.resolve(printed.length > before ? true : undefined),
      );
      return printed.slice(before).join('\n');
    },
    stop: () => host.close(),
  };
}

/** A reader of the hosted service with an integration token, straight to the web host (no proxy). */
export async function hostedReader(web: TestWebHost): Promise<WebClient> {
  const token = await web.world.token({ permission: 'read', sports: ['football'] });
  return new WebClient({ baseUrl: web.url, token: token.secret });
}
