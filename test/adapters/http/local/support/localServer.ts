import { request } from 'node:http';
import { createLocalApp } from '../../../../../src/adapters/http/local/createLocalApp';
import { LocalGuards } from '../../../../../src/adapters/http/local/guards/LocalGuards';
import type { LocalAccess } from '../../../../../src/adapters/http/local/LocalAccess';
import { LOOPBACK_NAMES } from '../../../../../src/adapters/http/local/LocalAccess';
import { silentLogger } from '../../../../../src/adapters/http/Logger';
import { TokenBucketRateLimits } from '../../../../../src/adapters/ratelimit/TokenBucketRateLimits';
import type { RateLimitPolicy } from '../../../../../src/application/ports/RateLimits';
import type { DeskWorld, DeskWorldOptions } from '../../../../application/desk/support/DeskWorld';
import { deskWorld } from '../../../../application/desk/support/DeskWorld';
import { validateResponse } from '../../../../support/apiValidation';
import { listen } from '../../../../support/http';
import type { CallOptions, CallResult } from '../../../../support/webClient';
import { bodyOf, call } from '../../../../support/webClient';

export const KEY = 'c0ffee'.repeat(10) + 'beef';

export interface LocalServerOptions extends DeskWorldOptions {
  readonly requireKey?: boolean;
  readonly origins?: readonly string[];
  readonly hosts?: readonly string[];
  readonly rateLimit?: RateLimitPolicy;
  readonly bodyLimitBytes?: number;
}

export interface LocalServer {
  readonly url: string;
  readonly world: DeskWorld;
  /** Changes the guards' settings, as Apply would. */
  setAccess(change: Partial<LocalAccess>): void;
  /** A call with the local key (unless `token` is given). */
  call(path: string, options?: CallOptions): Promise<CallResult>;
  close(): Promise<void>;
}

/** The local app over the demo football desk, on an ephemeral loopback port. */
export async function localServer(options: LocalServerOptions = {}): Promise<LocalServer> {
  const world = await deskWorld(options);
  let access: LocalAccess = {
    requireKey: options.requireKey ?? true,
    localKey: KEY,
    hosts: new Set([...LOOPBACK_NAMES, ...(options.hosts ?? [])]),
    origins: new Set(options.origins ?? []),
  };
  const guards = new LocalGuards({
    access: () => access,
    rateLimits: new TokenBucketRateLimits(world.clock),
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
  });
  const app = createLocalApp({
    desk: world.desk,
    guards,
    logger: silentLogger,
    ...(options.bodyLimitBytes ? { bodyLimitBytes: options.bodyLimitBytes } : {}),
  });
  const running = await listen(app);
  return {
    url: running.url,
    world,
    setAccess: (change) => {
      access = { ...access, ...change };
    },
    call: (path, callOptions = {}) => call(running.url, path, { token: KEY, ...callOptions }),
    close: () => running.close(),
  };
}

export interface RawResponse {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** A request with headers fetch will not send as given (Host); its response is validated as the local API's. */
export function rawRequest(
  url: string,
  path: string,
  headers: Record<string, string>,
  method = 'GET',
  body?: string,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    // Without a Host of its own the request goes without any (setHost: false).
    const setHost = Object.keys(headers).some((h) => h.toLowerCase() === 'host');
    const req = request(`${url}${path}`, { method, headers, setHost }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        const contentType = res.headers['content-type'];
        try {
          validateResponse(
            'local',
            method,
            path,
            status,
            contentType,
            bodyOf(contentType, text),
            res.headers,
          );
        } catch (mismatch) {
          reject(mismatch as Error);
          return;
        }
        resolve({ status, headers: res.headers, body: text });
      });
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** What a refused request must leave alone: the state, the store's events, the commands. */
export async function deskSnapshot(world: DeskWorld): Promise<unknown> {
  return {
    state: world.desk.reads.state(),
    events: await world.stores.matches.events(world.demo.live.id),
    commands: world.changes.filter((c) => c.type === 'command_updated').length,
    pending: world.desk.pendingCount(),
  };
}
