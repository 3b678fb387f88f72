import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { silentLogger } from '../../../../../src/adapters/http/Logger';
import type { LocalHostOptions, RunningLocalHost } from '../../../../../src/bootstrap/local';
import { startLocalHost } from '../../../../../src/bootstrap/local';

/** A local host on a free loopback port, its own settings file and an in-memory database. */
export interface TestHost {
  readonly host: RunningLocalHost;
  readonly printed: string[];
  /** Feeds the operator console. */
  readonly console: PassThrough;
  /** Types one console line and waits for its answer. */
  type(line: string): Promise<string>;
}

export class TempDir {
  path = '';

  async create(): Promise<string> {
    this.path = await mkdtemp(join(tmpdir(), 'match-desk-local-'));
    return this.path;
  }

  file(name: string): string {
    return join(this.path, name);
  }

  remove(): Promise<void> {
    return rm(this.path, { recursive: true, force: true });
  }
}

export async function testHost(dir: TempDir, options: LocalHostOptions = {}): Promise<TestHost> {
  const printed: string[] = [];
  const input = new PassThrough();
  const host = await startLocalHost({
    port: 0,
    databaseUrl: 'sqlite::memory:',
    settingsPath: dir.file('settings.json'),
    logger: silentLogger,
    print: (line) => printed.push(line),
    console: true,
    input,
    ...options,
  });
  return {
    host,
    printed,
    console: input,
    type: async (line) => {
      const before = printed.length;
      input.write(`${line}\n`);
      for (let i = 0; i < 200 && printed.length === before; i += 1)
        await new Promise((r) => setTimeout(r, 10));
      return printed.slice(before).join('\n');
    },
  };
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it returns a value, or fails after `ms`. */
export async function eventually<T>(check: () => Promise<T | undefined>, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('gave up waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}
