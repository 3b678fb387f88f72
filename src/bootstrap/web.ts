import Redis from 'ioredis';
// The web host's composition root (ARCHITECTURE.md): the only place that knows which adapter
// implements which port. `startWebHost` serves the hosted web API (spec part B) on one listener,
// with the notifications WebSocket, structured logs and a graceful shutdown.
import { openPostgresNotifications } from './notificationBus';
import { allowedOrigins, databaseUrl as resolveDatabaseUrl, redactUrl } from './config';
import { accountRoutersOf, type AccountRouterOptions } from '../adapters/http/web/account';
import 'reflect-metadata';
import type { Router } from '@koa/router';
import { hostLogger } from './hostLogger';
import { container, instanceCachingFactory } from 'tsyringe';
import type { DependencyContainer } from 'tsyringe';
import { HttpHost } from '../adapters/http/HttpHost';
import type { Logger } from '../adapters/http/Logger';
import { ReadCache } from '../adapters/http/web/cache/ReadCache';
import { createWebApp } from '../adapters/http/web/createWebApp';
import { docsRouter } from '../adapters/http/web/docs';
import { WebGuards } from '../adapters/http/web/guards/WebGuards';
import { NotificationsSocket } from '../adapters/http/web/NotificationsSocket';
import { MemorySessions } from '../adapters/http/web/session/MemorySessions';
import { EndingSessions } from '../adapters/http/web/session/EndingSessions';
import type { WebAuthentication } from '../adapters/http/web/WebAuthentication';
import type { WebUseCases } from '../adapters/http/web/WebUseCases';
import type { ClosableNotifications } from '../adapters/notifications/ClosableNotifications';
import { InProcessNotifications } from '../adapters/notifications/InProcessNotifications';
import { openDatabase, parseDatabaseUrl } from '../adapters/persistence/typeorm';
import type { Database, DatabaseTarget } from '../adapters/persistence/typeorm';
import { TypeOrmSessions } from '../adapters/persistence/typeorm/sessions';
import { postgresRateLimits, redisRateLimits } from '../adapters/ratelimit/sharedRateLimits';
import { TokenBucketRateLimits } from '../adapters/ratelimit/TokenBucketRateLimits';
import { NodeSecrets } from '../adapters/system/NodeSecrets';
import { SystemClock } from '../adapters/system/SystemClock';
import { AuthenticateToken } from '../application/access/AuthenticateToken';
import { CreateToken } from '../application/access/CreateToken';
import { CreateUser } from '../application/access/CreateUser';
import { ResolveSession } from '../application/access/ResolveSession';
import { DEMO_COMPANY, demoData } from '../application/demo/demoData';
import { ImportChampionship } from '../application/import/ImportChampionship';
import type { Accounts } from '../application/ports/Accounts';
import type { Clock } from '../application/ports/Clock';
import type { MatchDataStores, Transactions } from '../application/ports/MatchData';
import type { Notifications } from '../application/ports/Notifications';
import type { RateLimits } from '../application/ports/RateLimits';
import type { Secrets } from '../application/ports/Secrets';
import type { Sessions } from '../application/ports/Sessions';
import type { Tokens } from '../application/ports/Tokens';
import { GetAllChampionships } from '../application/web/GetAllChampionships';
import { GetAllDays } from '../application/web/GetAllDays';
import { GetAllGroups } from '../application/web/GetAllGroups';
import { GetAllMatches } from '../application/web/GetAllMatches';
import { GetAllPhases } from '../application/web/GetAllPhases';
import { GetChampionship } from '../application/web/GetChampionship';
import { GetStandingsExplanation } from '../application/web/GetStandingsExplanation';
import { GetChampionshipStandings } from '../application/web/GetChampionshipStandings';
import { GetMatch } from '../application/web/GetMatch';
import { GetMatchEvents } from '../application/web/GetMatchEvents';
import { GetMatchPage } from '../application/web/GetMatchPage';
import { GetMatchPlayers } from '../application/web/GetMatchPlayers';
import { GetMatchSets } from '../application/web/GetMatchSets';
import { GetMatchSnapshot } from '../application/web/GetMatchSnapshot';
import { UpdateMatchEvent } from '../application/web/UpdateMatchEvent';
import { DeleteMatchEvent } from '../application/web/DeleteMatchEvent';
import { WriteMatchEvents } from '../application/events/WriteMatchEvents';
import { SPORTS } from '../domain/sport/Sport';

export const DEFAULT_WEB_PORT = 8080;
export const DEFAULT_WEB_HOST = '127.0.0.1';
/** Issue 11: the default size of the read cache. */
export const DEFAULT_READ_CACHE_BYTES = 64 * 1024 * 1024;

/** Where the web host keeps its data: the match-data stores and the accounts, on one database. */
export interface WebBackend {
  readonly stores: MatchDataStores & { readonly transactions: Transactions };
  readonly accounts: Accounts;
  readonly tokens: Tokens;
  /** True when the database answers (GET /api/health). */
  checkDatabase(): Promise<boolean>;
  /** Sessions every instance on this database shares; without it, sessions live in memory. */
  readonly sessions?: Sessions;
  /**
   * Opens the bus that carries notifications to every instance on this database; without it,
   * notifications stay in the process. The host closes the bus before the backend.
   */
  readonly openNotifications?: (logger: Logger) => Promise<ClosableNotifications>;
  /** Rate limits every instance on this database shares; without it, they live in memory. */
  readonly sharedRateLimits?: () => RateLimits;
  close(): Promise<void>;
}

/** What extra routers (sessions, token management, the administrator page) are built from. */
export interface WebServices {
  readonly backend: WebBackend;
  readonly authentication: WebAuthentication;
  /** The host's one guard pipeline: routers of `extraRouters` put `guards.http(guards.api)` before theirs. */
  readonly guards: WebGuards;
  readonly sessions: Sessions;
  readonly secrets: Secrets;
  readonly clock: Clock;
  readonly rateLimits: RateLimits;
  readonly notifications: Notifications;
  /** The one event-write unit of work of this host (web writes, imports). */
  readonly eventWrites: WriteMatchEvents;
  readonly logger: Logger;
}

export interface WebHostOptions {
  readonly port?: number;
  readonly host?: string;
  /** `sqlite:PATH`, `sqlite::memory:` or `postgres://…` (default sqlite:./data/match-desk.sqlite). */
  readonly databaseUrl?: string;
  /** pino or any logger with info/warn/error; one line per request, never a secret. */
  readonly logger?: Logger;
  /** Notifications heartbeat (default 10 s). */
  readonly heartbeatMs?: number;
  /**
   * Issue 13 finding 10: count the rate limits in this Redis (`redis://…`), shared by every
   * instance; without it, in the PostgreSQL database, or in memory on SQLite.
   */
  readonly redisUrl?: string;
  /** Open notification sockets per instance; past it the upgrade is 429 (default 1024). */
  readonly maxWsSessions?: number;
  /** A notifications client whose send buffer stays full this long is closed with 4008 (default 10 s). */
  readonly slowClientMs?: number;
  /** Import the demo company on first start and print a demo login and token once. */
  readonly demo?: boolean;
  /** Where the demo credentials are printed (default: stdout). */
  readonly print?: (line: string) => void;
  readonly trustProxy?: boolean;
  /**
   * Browser origins (`scheme://host[:port]`, as `allowedOrigins` of bootstrap/config reads them)
   * whose pages may call the API routes `/api/{sport}/...` cross-origin with a token: CORS names
   * the origin back, never `*`, and never allows credentials. Default none.
   */
  readonly allowedOrigins?: readonly string[];
  readonly bodyLimitBytes?: number;
  readonly clock?: Clock;
  readonly secrets?: Secrets;
  readonly sessions?: Sessions;
  readonly notifications?: Notifications;
  /** Limits and lifetimes of the sessions, token-management endpoints and administrator page. */
  readonly accounts?: AccountRouterOptions;
  /** More routers, mounted after the account routes and before the API. */
  readonly extraRouters?: (services: WebServices) => readonly Router[];
  /**
   * Issue 11: bytes of GET answers kept in memory, least recently used evicted first (default
   * DEFAULT_READ_CACHE_BYTES, 64 MiB; 0 keeps none). CLI `--cache-size`, env MATCH_DESK_CACHE_SIZE.
   */
  readonly readCacheBytes?: number;
}

export interface RunningWebHost {
  /** e.g. http://127.0.0.1:8080 */
  readonly url: string;
  readonly services: WebServices;
  /** The GET answers kept in memory (issue 11); null when the size setting is 0. */
  readonly readCache: ReadCache | null;
  /** Graceful: stop accepting, finish in-flight requests, close sockets with 1001, close the database. */
  close(): Promise<void>;
}

const T = {
  backend: 'WebBackend',
  clock: 'Clock',
  secrets: 'Secrets',
  sessions: 'Sessions',
  endingSessions: 'EndingSessions',
  notifications: 'Notifications',
  rateLimits: 'RateLimits',
  logger: 'Logger',
  authentication: 'WebAuthentication',
  guards: 'WebGuards',
  useCases: 'WebUseCases',
  eventWrites: 'WriteMatchEvents',
} as const;

/**
 * Opens the database named by the URL, with the accounts and the sessions on the same connection.
 * On PostgreSQL, notifications go through LISTEN/NOTIFY, so that several instances can run.
 */
export async function openWebBackend(databaseUrl: string): Promise<WebBackend> {
  return webBackendOn(await openDatabase(databaseUrl), databaseUrl);
}

/**
 * The web backend on a database already opened from `databaseUrl` (bench/ keeps the Database to
 * count its statements); closing the backend closes the database.
 */
export function webBackendOn(database: Database, databaseUrl: string): WebBackend {
  const target = parseDatabaseUrl(databaseUrl);
  const { accounts, tokens } = database.accounts;
  let closed: Promise<void> | undefined;
  return {
    stores: database.stores,
    accounts,
    tokens,
    checkDatabase: async () => {
      if (!database.dataSource.isInitialized) return false;
      await database.dataSource.query('SELECT 1');
      return true;
    },
    sessions: new TypeOrmSessions(database.session),
    ...(target.kind === 'postgres'
      ? {
          openNotifications: postgresNotifications(database, target),
          sharedRateLimits: () => postgresRateLimits(database.dataSource, target.schema),
        }
      : {}),
    close: () => (closed ??= database.close()),
  };
}

function postgresNotifications(
  database: Database,
  target: Extract<DatabaseTarget, { kind: 'postgres' }>,
): (logger: Logger) => Promise<ClosableNotifications> {
  return (logger) => openPostgresNotifications(database, target, logger);
}

function register(
  scope: DependencyContainer,
  backend: WebBackend,
  options: WebHostOptions,
  logger: Logger,
  notifications: Notifications,
  rateLimits: RateLimits | undefined,
): void {
  scope.registerInstance(T.backend, backend);
  scope.registerInstance(T.logger, logger);
  scope.registerInstance(T.clock, options.clock ?? new SystemClock());
  scope.registerInstance(T.secrets, options.secrets ?? new NodeSecrets());
  scope.registerInstance(T.sessions, options.sessions ?? backend.sessions ?? new MemorySessions());
  // The sessions the host's routes end: a logout closes that session's notification sockets at once.
  scope.register(T.endingSessions, {
    useFactory: instanceCachingFactory((c) => new EndingSessions(c.resolve<Sessions>(T.sessions))),
  });
  scope.registerInstance(T.notifications, notifications);
  // One instance: its per-championship queue orders every event write of this process.
  scope.registerInstance(
    T.eventWrites,
    new WriteMatchEvents({
      transactions: backend.stores.transactions,
      notifications,
      clock: scope.resolve<Clock>(T.clock),
      onNotificationFailure: (error) => logger.error({ err: error }, 'a notification could not be published'),
    }),
  );
  scope.register(T.rateLimits, {
    useFactory: (c) =>
      rateLimits ?? backend.sharedRateLimits?.() ?? new TokenBucketRateLimits(c.resolve<Clock>(T.clock)),
  });
  scope.register(T.authentication, {
    useFactory: (c): WebAuthentication => {
      const b = c.resolve<WebBackend>(T.backend);
      const clock = c.resolve<Clock>(T.clock);
      return {
        authenticateToken: new AuthenticateToken(b.accounts, b.tokens, c.resolve<Secrets>(T.secrets), clock),
        resolveSession: new ResolveSession(b.accounts, b.stores.companies),
        sessions: c.resolve<EndingSessions>(T.endingSessions),
        clock,
      };
    },
  });
  // One guard pipeline for the HTTP requests and the notifications upgrade (issue 13).
  scope.register(T.guards, {
    useFactory: (c) =>
      new WebGuards({
        authentication: c.resolve<WebAuthentication>(T.authentication),
        rateLimits: c.resolve<RateLimits>(T.rateLimits),
        allowedOrigins: allowedOriginsOf(options),
        ...(options.accounts?.loginPolicy ? { loginPolicy: options.accounts.loginPolicy } : {}),
        ...(options.accounts?.managementPolicy
          ? { managementPolicy: options.accounts.managementPolicy }
          : {}),
      }),
  });
  scope.register(T.useCases, {
    useFactory: (c): WebUseCases => {
      const { championships, matches, standings } = c.resolve<WebBackend>(T.backend).stores;
      const writes = c.resolve<WriteMatchEvents>(T.eventWrites);
      return {
        getAllChampionships: new GetAllChampionships(championships),
        getChampionship: new GetChampionship(championships),
        getAllMatches: new GetAllMatches(championships, matches),
        getMatchPage: new GetMatchPage(championships, matches),
        getMatch: new GetMatch(championships, matches),
        getMatchSnapshot: new GetMatchSnapshot(championships, matches, standings),
        getAllDays: new GetAllDays(championships),
        getAllPhases: new GetAllPhases(championships),
        getAllGroups: new GetAllGroups(championships),
        getMatchEvents: new GetMatchEvents(championships, matches),
        getMatchPlayers: new GetMatchPlayers(championships, matches),
        getMatchSets: new GetMatchSets(championships, matches),
        getChampionshipStandings: new GetChampionshipStandings(championships, standings),
        getStandingsExplanation: new GetStandingsExplanation({ championships, matches }),
        updateMatchEvent: new UpdateMatchEvent(championships, matches, writes),
        deleteMatchEvent: new DeleteMatchEvent(championships, matches, writes),
      };
    },
  });
}

function servicesOf(scope: DependencyContainer): WebServices {
  return {
    backend: scope.resolve<WebBackend>(T.backend),
    authentication: scope.resolve<WebAuthentication>(T.authentication),
    guards: scope.resolve<WebGuards>(T.guards),
    sessions: scope.resolve<Sessions>(T.sessions),
    secrets: scope.resolve<Secrets>(T.secrets),
    clock: scope.resolve<Clock>(T.clock),
    rateLimits: scope.resolve<RateLimits>(T.rateLimits),
    notifications: scope.resolve<Notifications>(T.notifications),
    eventWrites: scope.resolve<WriteMatchEvents>(T.eventWrites),
    logger: scope.resolve<Logger>(T.logger),
  };
}

interface HostNotifications {
  readonly bus: Notifications;
  close(): Promise<void>;
}

/** The caller's bus (theirs to close), else the backend's shared one or one for this process. */
async function hostNotifications(
  backend: WebBackend,
  options: WebHostOptions,
  logger: Logger,
): Promise<HostNotifications> {
  if (options.notifications) return { bus: options.notifications, close: async () => undefined };
  const owned = backend.openNotifications
    ? await backend.openNotifications(logger)
    : new InProcessNotifications((error) => logger.error({ err: error }, 'a notification subscriber failed'));
  return { bus: owned, close: () => owned.close() };
}

/** Serves the web API on an opened backend; closing the host closes the backend too. */
/**
 * The Redis of the shared rate limits, its failures logged once per outage as JSON lines (found
 * by review: ioredis printed "Unhandled error event" with a stack twice a second while Redis was
 * out of reach). While it is, a rate-limited request waits for its retry and is answered 503.
 */
function watchedRedis(url: string, logger: Logger): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.error({ err: error }, 'Redis is out of reach: the shared rate limits cannot be counted');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    logger.info({}, 'Redis answers again');
  });
  return redis;
}

export async function startWebHostOn(
  backend: WebBackend,
  options: WebHostOptions = {},
): Promise<RunningWebHost> {
  const logger = options.logger ?? hostLogger('match-desk-web');
  let notifications: HostNotifications | undefined;
  let redis: Redis | undefined;
  const release = async () => {
    redis?.disconnect();
    await notifications?.close();
    await backend.close();
  };
  const scope = container.createChildContainer();
  let services: WebServices;
  try {
    notifications = await hostNotifications(backend, options, logger);
    redis = options.redisUrl ? watchedRedis(options.redisUrl, logger) : undefined;
    register(scope, backend, options, logger, notifications.bus, redis ? redisRateLimits(redis) : undefined);
    services = servicesOf(scope);
    if (options.demo)
      await importDemoOnFirstStart(
        services,
        options.print ?? ((line) => console.log(line)),
        options.databaseUrl,
      );
  } catch (error) {
    await release();
    throw error;
  }
  const socket = new NotificationsSocket({
    notifications: services.notifications,
    guards: services.guards,
    authentication: services.authentication,
    sessionEnds: scope.resolve<EndingSessions>(T.endingSessions),
    logger,
    trustProxy: options.trustProxy ?? false,
    ...(options.heartbeatMs === undefined ? {} : { heartbeatMs: options.heartbeatMs }),
    ...(options.maxWsSessions === undefined ? {} : { maxSessions: options.maxWsSessions }),
    ...(options.slowClientMs === undefined ? {} : { slowClientMs: options.slowClientMs }),
  });
  const { cache: readCache, stop: stopCacheDrops } = readCacheOf(options, services.notifications);
  let draining = false;
  const app = createWebApp({
    draining: () => draining,
    useCases: scope.resolve<WebUseCases>(T.useCases),
    guards: services.guards,
    checkDatabase: () => backend.checkDatabase(),
    readCache,
    championshipVersion: (id) => backend.stores.championships.version(id),
    logger,
    extraRouters: [
      ...accountRoutersOf(services, options.accounts),
      docsRouter(services.guards),
      ...(options.extraRouters?.(services) ?? []),
    ],
    ...(options.bodyLimitBytes === undefined ? {} : { bodyLimitBytes: options.bodyLimitBytes }),
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
  });
  const host = new HttpHost(app, {
    host: options.host ?? DEFAULT_WEB_HOST,
    port: options.port ?? DEFAULT_WEB_PORT,
    upgrades: [socket.upgrade],
    beforeClose: () => socket.close(),
  });
  let address: { url: string };
  try {
    address = await host.start();
  } catch (error) {
    stopCacheDrops();
    await socket.close();
    await release();
    throw error;
  }
  logger.info({ url: address.url }, 'web host listening');
  let closing: Promise<void> | undefined;
  return {
    url: address.url,
    services,
    readCache,
    close: () => {
      closing ??= (async () => {
        draining = true;
        await host.close();
        stopCacheDrops();
        await release();
        logger.info({}, 'web host stopped');
      })();
      return closing;
    },
  };
}

/** The origins of `allowedOrigins`, checked and normalized as `--allow-origin` reads them. */
function allowedOriginsOf(options: WebHostOptions): string[] {
  const read = allowedOrigins(options.allowedOrigins ?? [], {}, 'allowedOrigins');
  if ('error' in read) throw new Error(read.error);
  return read.origins;
}

/**
 * The read cache of this instance. Every answer is checked against the championship's version on
 * each request, so announced writes (this instance's, or another's through LISTEN/NOTIFY) only
 * free their championship's entries early. `stop` ends that subscription: a bus the caller gave
 * outlives the host, and kept the closed host's cache reachable (found by QA).
 */
function readCacheOf(
  options: WebHostOptions,
  notifications: Notifications,
): { cache: ReadCache | null; stop: () => void } {
  const bytes = options.readCacheBytes ?? DEFAULT_READ_CACHE_BYTES;
  if (bytes <= 0) return { cache: null, stop: () => undefined };
  const cache = new ReadCache(bytes);
  const stop = notifications.subscribe(({ message }) => cache.dropChampionship(message.championshipId));
  return { cache, stop };
}

/** Opens the database of `databaseUrl` (else MATCH_DESK_DATABASE, else the embedded SQLite) and serves the web API on it. */
export async function startWebHost(options: WebHostOptions = {}): Promise<RunningWebHost> {
  const backend = await openWebBackend(resolveDatabaseUrl(options.databaseUrl));
  return startWebHostOn(backend, options);
}

/**
 * Stops the host gracefully on SIGTERM or SIGINT (once), then lets the process exit.
 * Returns the function that removes the handlers.
 */
export function closeOnSignals(
  host: RunningWebHost,
  logger: Logger,
  exit: (code: number) => void = process.exit,
): () => void {
  const stop = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    host.close().then(
      () => exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return () => {
    process.off('SIGTERM', stop);
    process.off('SIGINT', stop);
  };
}

export const DEMO_ADMIN_EMAIL = 'admin@demo.match-desk.invalid';

/**
 * `--demo`: on first start, imports one championship per sport, creates a demo administrator and
 * a read+write token for every sport, and prints both once. When the demo company is already
 * there (an earlier start, `match-desk local` or `demo-data` on the same database), it says how to
 * make a login and a token instead.
 */
async function importDemoOnFirstStart(
  services: WebServices,
  print: (line: string) => void,
  databaseUrl: string | undefined,
): Promise<void> {
  const { backend, secrets, clock, eventWrites } = services;
  const data = demoData();
  // The login and token are made with the demo company, once; a company of that name that is
  // already here (the demo imported by `match-desk local` or `demo-data`, or anyone's) gets none
  // from a start: the operator makes them (found by review: a tenant named so got an admin).
  const existing =
    (await backend.accounts.userByEmail(DEMO_ADMIN_EMAIL)) !== null ||
    (await backend.stores.companies.byName(DEMO_COMPANY)) !== null;
  if (existing) {
    const database = databaseUrl === undefined ? '' : ` --database "${redactUrl(databaseUrl)}"`;
    print(
      `The demo company "${data.company}" is already in this database; a login and a token are shown ` +
        `only when --demo creates it. To make them:`,
    );
    print(
      `  npx match-desk user create --email you@example.com --name You --company "${data.company}" --admin${database}`,
    );
    print(
      `  npx match-desk token create --company "${data.company}" --name demo ` +
        `--permission read_write_events --sports ${SPORTS.join(',')} --days 30${database}`,
    );
    return;
  }
  const importer = new ImportChampionship(eventWrites);
  for (const document of data.documents) {
    const imported = await importer.run(document, { company: data.company });
    if (!imported.ok) throw new Error(`demo import failed: ${imported.error.message}`);
  }
  const company = await backend.stores.companies.byName(data.company);
  if (!company) throw new Error('demo company missing after import');
  const password = secrets.randomBase62(20);
  const user = await new CreateUser(backend.accounts, backend.stores.companies, secrets).execute({
    email: DEMO_ADMIN_EMAIL,
    displayName: 'Demo administrator',
    password,
    companyId: company.id,
    role: 'administrator',
  });
  if (!user.ok) throw new Error(`demo administrator not created: ${user.error.message}`);
  const session = await services.authentication.resolveSession.execute(user.value.id);
  if (!session.ok) throw new Error(`demo administrator has no session: ${session.error.message}`);
  const token = await new CreateToken(backend.accounts, backend.tokens, secrets, clock).execute(
    session.value,
    company.id,
    { name: 'Demo read+write', permission: 'read_write_events', sports: [...SPORTS], durationDays: 365 },
  );
  if (!token.ok) throw new Error(`demo token not created: ${token.error.message}`);
  print('Demo data imported. These credentials are shown once:');
  print(`  administrator login: ${DEMO_ADMIN_EMAIL}  password: ${password}`);
  print(`  read+write token (all sports, 365 days): ${token.value.secret}`);
}
