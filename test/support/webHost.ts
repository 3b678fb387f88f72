// The real web host on an ephemeral loopback port, over SQLite (always) or PostgreSQL (when
// MATCH_DESK_TEST_POSTGRES is set, each run in its own schema, dropped afterwards).
import type { Logger } from '../../src/adapters/http/Logger';
import { NodeSecrets } from '../../src/adapters/system/NodeSecrets';
import type { RunningWebHost, WebBackend, WebHostOptions } from '../../src/bootstrap/web';
import { openWebBackend, startWebHostOn } from '../../src/bootstrap/web';
import type { User } from '../../src/domain/access/User';
import { describeWhenPostgres } from './services';
import { dropSchema, postgresSchemaUrl } from './stores';
import type { WebWorld } from './webWorld';
import { buildWebWorld } from './webWorld';

export interface WebBackendFactory {
  readonly name: string;
  /** The backend, and the database's URL when another instance can open it too (not :memory:). */
  open(): Promise<{ backend: WebBackend; cleanup(): Promise<void>; databaseUrl?: string }>;
}

export const sqliteWebBackend: WebBackendFactory = {
  name: 'SQLite',
  open: async () => ({ backend: await openWebBackend('sqlite::memory:'), cleanup: async () => undefined }),
};

export function postgresWebBackend(baseUrl: string): WebBackendFactory {
  return {
    name: 'PostgreSQL',
    open: async () => {
      const url = postgresSchemaUrl(baseUrl);
      return {
        backend: await openWebBackend(url),
        databaseUrl: url,
        cleanup: () => dropSchema(baseUrl, url),
      };
    },
  };
}

/** Declares `body` on SQLite, and on PostgreSQL through describeWhenPostgres. */
export function describeEachWebBackend(title: string, body: (factory: WebBackendFactory) => void): void {
  describe(`${title} [SQLite]`, () => body(sqliteWebBackend));
  describeWhenPostgres(title, (url) => body(postgresWebBackend(url)));
}

/** Keeps every log entry, to check one line per request and that no secret is ever logged. */
export class RecordingLogger implements Logger {
  readonly entries: { level: string; obj: object; msg?: string }[] = [];
  info(obj: object, msg?: string): void {
    this.entries.push({ level: 'info', obj, ...(msg === undefined ? {} : { msg }) });
  }
  warn(obj: object, msg?: string): void {
    this.entries.push({ level: 'warn', obj, ...(msg === undefined ? {} : { msg }) });
  }
  error(obj: object, msg?: string): void {
    this.entries.push({ level: 'error', obj, ...(msg === undefined ? {} : { msg }) });
  }
}

export interface TestWebHost {
  readonly url: string;
  readonly host: RunningWebHost;
  readonly backend: WebBackend;
  readonly world: WebWorld;
  readonly logger: RecordingLogger;
  /** A `Cookie` header value for a new session of the user. */
  sessionCookie(user: User): Promise<string>;
  /**
   * Another instance of the web host on the same database (README "Running several web
   * instances"), as the first one is started; PostgreSQL only. Closing it closes its own backend.
   */
  anotherInstance(): Promise<RunningWebHost>;
  close(): Promise<void>;
}

export async function startTestWebHost(
  factory: WebBackendFactory,
  options: Omit<WebHostOptions, 'port' | 'host' | 'databaseUrl' | 'logger'> = {},
): Promise<TestWebHost> {
  const { backend, cleanup, databaseUrl } = await factory.open();
  const world = await buildWebWorld(backend);
  const logger = new RecordingLogger();
  const start = (on: WebBackend) =>
    startWebHostOn(on, {
      port: 0,
      host: '127.0.0.1',
      logger,
      secrets: new NodeSecrets({ N: 1024, r: 8, p: 1 }),
      ...options,
    });
  const host = await start(backend);
  return {
    url: host.url,
    host,
    backend,
    world,
    logger,
    sessionCookie: async (user) => `md_session=${await host.services.sessions.create(user.id, new Date())}`,
    anotherInstance: async () => {
      if (databaseUrl === undefined) throw new Error(`${factory.name}: one instance only`);
      return start(await openWebBackend(databaseUrl));
    },
    close: async () => {
      await host.close();
      await cleanup();
    },
  };
}
