// The local host's composition root (ARCHITECTURE.md): the workstation API of spec part A on one
// listener, over the desk of the main window, with the Local API settings, an optional operator
// console on stdin, and a graceful shutdown.
import 'reflect-metadata';
import { hostLogger } from './hostLogger';
import { container } from 'tsyringe';
import type { DependencyContainer } from 'tsyringe';
import { LocalControlPanel } from '../adapters/desk/LocalControlPanel';
import { OperatorConsole } from '../adapters/desk/OperatorConsole';
import type { LocalHostStatus } from '../adapters/desk/OperatorTarget';
import { UuidIds } from '../adapters/desk/UuidIds';
import type { UpgradeHandler } from '../adapters/http/HttpHost';
import { ClientActivity } from '../adapters/http/local/ClientActivity';
import { createLocalApp } from '../adapters/http/local/createLocalApp';
import { LocalGuards } from '../adapters/http/local/guards/LocalGuards';
import type { LocalAccess } from '../adapters/http/local/LocalAccess';
import { LocalListener } from '../adapters/http/local/LocalListener';
import type { Logger } from '../adapters/http/Logger';
import type { Database } from '../adapters/persistence/typeorm/database';
import { openDatabase } from '../adapters/persistence/typeorm/database';
import { TokenBucketRateLimits } from '../adapters/ratelimit/TokenBucketRateLimits';
import type { OcrIngressLimits } from '../adapters/ocr/OcrIngress';
import { OcrIngress } from '../adapters/ocr/OcrIngress';
import { FileProjectFiles } from '../adapters/settings/FileProjectFiles';
import { FileWorkstationSettings } from '../adapters/settings/FileWorkstationSettings';
import { NodeKeyGenerator } from '../adapters/settings/NodeKeyGenerator';
import { defaultSettingsPath } from '../adapters/settings/settingsPath';
import { databaseSource } from './databaseSource';
import { defaultCommandMemoryPath, FileCommandMemory } from '../adapters/desk/commands/FileCommandMemory';
import { defaultDeskKeepPath, FileDeskKeep } from '../adapters/desk/keep/FileDeskKeep';
import { SystemClock } from '../adapters/system/SystemClock';
import type { DeskSocketLimits } from '../adapters/ws/local/DeskSocket';
import { DeskSocket } from '../adapters/ws/local/DeskSocket';
import { DEMO_COMPANY } from '../application/demo/demoData';
import { DeskService } from '../application/desk/DeskService';
import { StoreDeskHost } from '../application/desk/host/StoreDeskHost';
import { WriteMatchEvents } from '../application/events/WriteMatchEvents';
import type { SettingsPatch } from '../application/desk/settings/ApplySettings';
import { ApplySettings } from '../application/desk/settings/ApplySettings';
import { LoadWorkstationSettings } from '../application/desk/settings/LoadWorkstationSettings';
import { OpenProject } from '../application/desk/settings/OpenProject';
import { RotateKeys } from '../application/desk/settings/RotateKeys';
import { SaveProject } from '../application/desk/settings/SaveProject';
import { OcrService } from '../application/ocr/OcrService';
import type { Clock } from '../application/ports/Clock';
import type { DeskHost } from '../application/ports/DeskHost';
import type { MatchDataStores } from '../application/ports/MatchData';
import type { Notifications } from '../application/ports/Notifications';
import type { Ids } from '../application/ports/Ids';
import type { RateLimitPolicy, RateLimits } from '../application/ports/RateLimits';
import type {
  KeyGenerator,
  WorkstationSettings,
  WorkstationSettingsData,
} from '../application/ports/WorkstationSettings';
import type { ProjectFiles } from '../application/ports/ProjectFiles';
import type { DomainError } from '../domain/shared/DomainError';
import type { Result } from '../domain/shared/Result';
import { databaseUrl as configuredDatabaseUrl } from './config';
import type { DeskJournal, DeskJournalSettings } from './deskJournal';
import { createDeskJournal } from './deskJournal';
import { timeoutFetch } from '../adapters/hosted/timeoutFetch';
import { WRITE_SETTLE_MS } from '../application/desk/hosted/journal/JournaledWriteChannel';
import { HOSTED_UNREACHABLE } from '../application/ports/HostedEventWrites';
import type { HostedDesk, HostedDeskOptions } from './hostedDesk';
import { createHostedDesk } from './hostedDesk';
import { deskCommandFailure } from '../adapters/desk/deskCommandFailure';
import { FileHostedMatchCache } from '../adapters/desk/cache/FileHostedMatchCache';
import { importDemoData } from './commands/demoData';
import { inProcessBus, openNotificationBus } from './notificationBus';

export interface LocalHostOptions {
  /** Listen on this port for this run (0: any free port); the settings keep theirs. */
  readonly port?: number;
  /** Listen on this address for this run (default: 127.0.0.1, or the chosen address with network access). */
  readonly host?: string;
  /** A project file: its `localControl` is re-applied; `save` writes there. */
  readonly projectFile?: string;
  /** Default: --database / MATCH_DESK_DATABASE / sqlite:./data/match-desk.sqlite. */
  readonly databaseUrl?: string;
  /** The match to load; default the demo's live football match when there is one. */
  readonly matchId?: string;
  /**
   * Import the demo company into an empty embedded store first (default true, as `match-desk
   * local` does); false leaves an empty store empty (an embedder's own database).
   */
  readonly demo?: boolean;
  /** Default $XDG_CONFIG_HOME/match-desk/settings.json (or ~/.config/...). */
  readonly settingsPath?: string;
  readonly logger?: Logger;
  /** Run the operator console on `input` (default stdin). */
  readonly console?: boolean;
  readonly input?: NodeJS.ReadableStream;
  /** Where the URL, key and console answers go (default stdout). */
  readonly print?: (line: string) => void;
  /** An embedding desk application's own host instead of the embedded store. */
  readonly deskHost?: DeskHost;
  /** Run the desk on a hosted Match Desk (`--web URL`) with a logged-in session instead of the embedded store. */
  readonly hosted?: HostedDeskOptions;
  /** Hosted desks: where the write journal lives and how its replay backs off. */
  readonly journal?: DeskJournalSettings;
  /** Hosted desks: a call without an answer within this many ms counts as a cut link (default 10 s). */
  readonly hostedTimeoutMs?: number;
  /**
   * Hosted desks: the same for a write (default 60 s, twice the journal's settle time: a write
   * that timed out has had its time to commit, and is re-read at once).
   */
  readonly hostedWriteTimeoutMs?: number;
  /**
   * The bus the desk's writes publish on (the caller's, left open at close). Default: LISTEN/
   * NOTIFY when the database is PostgreSQL, exactly as the web host chooses, else in-process.
   */
  readonly notifications?: Notifications;
  /** Extra WebSocket upgrades, built on the running services (/ws and the OCR input are built in). */
  readonly upgrades?: (services: LocalServices) => readonly UpgradeHandler[];
  /** Timings and limits of /api/v1/ws (auth delay, heartbeat, buffers...), e.g. shorter in tests. */
  readonly ws?: Partial<DeskSocketLimits>;
  /** Limits of the OCR input (/api/v1/ocr). */
  readonly ocrIngress?: Partial<OcrIngressLimits>;
  readonly clock?: Clock;
  readonly retentionMs?: number;
  readonly rateLimit?: RateLimitPolicy;
  /** How long pending commands may finish at shutdown before they fail (default 5 s). */
  readonly shutdownGraceMs?: number;
}

/** What the next issue's /ws session and OCR ingress build on. */
export interface LocalServices {
  readonly desk: DeskService;
  /** The guards' current view: requireKey, local key, accepted hosts and origins. */
  readonly access: () => LocalAccess;
  /** The settings in effect, with the keys (ocrIngressKey for the OCR ingress). */
  readonly settings: () => WorkstationSettingsData;
  readonly clients: ClientActivity;
  readonly clock: Clock;
  readonly logger: Logger;
  /** The scoreboard-OCR readings laid over the desk's state. */
  readonly ocr: OcrService;
  /**
   * Where the desk's writes on the embedded store publish their match notifications (the same
   * as web writes): LISTEN/NOTIFY when the database is PostgreSQL, so web hosts on it deliver them.
   */
  readonly notifications: Notifications;
}

export interface RunningLocalHost {
  /** {base_url}, e.g. http://127.0.0.1:18800; null while Enable API is off. */
  readonly url: string | null;
  /** The local key (Copy API key). */
  readonly key: string;
  readonly services: LocalServices;
  /** The /api/v1/ws sessions. */
  readonly sessions: DeskSocket;
  /** The OCR input at /api/v1/ocr. */
  readonly ocrIngress: OcrIngress;
  status(): LocalHostStatus;
  /** Apply: store the settings on the workstation and move the listener; the desk stays. */
  apply(patch: SettingsPatch): Promise<Result<LocalHostStatus, DomainError>>;
  /** Save `localControl` (never a key) into the project file. */
  save(file?: string): Promise<Result<string, DomainError>>;
  rotateKeys(): Promise<string>;
  /** Graceful: stop accepting, let pending commands finish or fail, close the database. */
  close(): Promise<void>;
}

const T = {
  clock: 'Clock',
  ids: 'Ids',
  keys: 'KeyGenerator',
  settings: 'WorkstationSettings',
  projects: 'ProjectFiles',
  rateLimits: 'RateLimits',
} as const;

const PURGE_EVERY_MS = 10_000;
const DEFAULT_GRACE_MS = 5_000;

function register(scope: DependencyContainer, options: LocalHostOptions): void {
  scope.registerInstance<Clock>(T.clock, options.clock ?? new SystemClock());
  scope.registerInstance<Ids>(T.ids, new UuidIds());
  scope.registerInstance<KeyGenerator>(T.keys, new NodeKeyGenerator());
  scope.registerInstance<WorkstationSettings>(
    T.settings,
    new FileWorkstationSettings(options.settingsPath ?? defaultSettingsPath()),
  );
  scope.registerInstance<ProjectFiles>(T.projects, new FileProjectFiles());
  scope.register<RateLimits>(T.rateLimits, {
    useFactory: (c) => new TokenBucketRateLimits(c.resolve<Clock>(T.clock)),
  });
}

function failure(what: string, error: DomainError): Error {
  const details = error.details ? ` ${JSON.stringify(error.details)}` : '';
  return new Error(`${what}: ${error.message}${details}`);
}

async function settingsAtStart(
  scope: DependencyContainer,
  projectFile: string | undefined,
  print: (line: string) => void,
): Promise<WorkstationSettingsData> {
  const store = scope.resolve<WorkstationSettings>(T.settings);
  const loaded = await new LoadWorkstationSettings(store, scope.resolve<KeyGenerator>(T.keys)).execute();
  if (!loaded.ok) throw failure('cannot read the local API settings', loaded.error);
  if (!projectFile) return loaded.value;
  const opened = await new OpenProject(scope.resolve<ProjectFiles>(T.projects), store).execute(
    projectFile,
    loaded.value,
  );
  if (!opened.ok) throw failure(`cannot apply the project ${projectFile}`, opened.error);
  print(
    opened.value.applied
      ? `Project ${projectFile}: localControl applied.`
      : `Project ${projectFile}: no localControl, the workstation settings stay.`,
  );
  return opened.value.settings;
}

/** Opens the embedded store; an empty one gets the demo data first, unless `demo` is false. */
async function openStore(url: string, logger: Logger, demo: boolean): Promise<Database> {
  const db = await openDatabase(url);
  try {
    if (demo && (await db.stores.companies.list()).length === 0) {
      await importDemoData(db);
      logger.info({}, 'demo data imported into the empty database');
    }
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** The demo's live football match, loaded when `match-desk local` runs without --match. */
export async function demoLiveMatchId(stores: MatchDataStores): Promise<string | undefined> {
  const company = await stores.companies.byName(DEMO_COMPANY);
  if (!company) return undefined;
  const [championship] = await stores.championships.list({
    companyIds: [company.id],
    sport: 'football',
    includeArchived: false,
  });
  if (!championship) return undefined;
  const matches = await stores.matches.ofChampionship(championship.id);
  return matches.find((m) => m.status === 'live')?.id;
}

const HOSTED_TIMEOUT_MS = 10_000;

/** The hosted service was down at start: load the asked match once the link is back. */
function loadWhenOnline(
  hosted: HostedDesk,
  desk: DeskService,
  matchId: string,
  print: (line: string) => void,
): void {
  const stop = hosted.host.watch((change) => {
    if (change.type !== 'link_changed' || !hosted.host.link().online) return;
    stop();
    if (desk.loadedMatch()) return;
    void desk.load(matchId).then((loaded) => {
      if (loaded.ok) print(`Match loaded: ${loaded.value.contextKey}`);
      else print(`Match ${matchId} not loaded: ${loaded.error.message}`);
    });
  });
}

interface OwnedBus {
  readonly bus: Notifications;
  close(): Promise<void>;
}

/** The caller's bus (theirs to close), else one chosen by the database, as the web host does. */
async function deskNotifications(
  db: Database | undefined,
  databaseUrl: string,
  options: LocalHostOptions,
  logger: Logger,
): Promise<OwnedBus> {
  if (options.notifications) return { bus: options.notifications, close: async () => undefined };
  try {
    const owned = db ? await openNotificationBus(db, databaseUrl, logger) : inProcessBus(logger);
    return { bus: owned, close: () => owned.close() };
  } catch (error) {
    await db?.close();
    throw error;
  }
}

/** The embedded store's DeskHost, writing through the one event-write unit of work. */
function storeDeskHost(db: Database, notifications: Notifications, clock: Clock, logger: Logger): DeskHost {
  const writes = new WriteMatchEvents({
    transactions: db.stores.transactions,
    notifications,
    clock,
    onNotificationFailure: (error) => logger.error({ err: error }, 'a notification could not be published'),
  });
  return new StoreDeskHost(db.stores, true, writes);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Starts the local host. With no options: the settings file of the user's config directory
 * (created with fresh keys), the embedded SQLite store (demo data imported when empty) with
 * the demo's live football match loaded, listening on 127.0.0.1:18800.
 */
export async function startLocalHost(options: LocalHostOptions = {}): Promise<RunningLocalHost> {
  const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  const logger: Logger = options.logger ?? hostLogger('match-desk-local', 2);
  const scope = container.createChildContainer();
  register(scope, options);
  const clock = scope.resolve<Clock>(T.clock);
  const store = scope.resolve<WorkstationSettings>(T.settings);
  const initial = await settingsAtStart(scope, options.projectFile, print);

  const hostedOptions: HostedDeskOptions | undefined = options.hosted && {
    ...options.hosted,
    fetch: timeoutFetch(
      options.hostedTimeoutMs ?? HOSTED_TIMEOUT_MS,
      options.hosted.fetch,
      options.hostedWriteTimeoutMs ?? 2 * (options.journal?.settleMs ?? WRITE_SETTLE_MS),
    ),
  };
  const journal: DeskJournal | undefined =
    hostedOptions &&
    createDeskJournal(
      hostedOptions,
      {
        ...(options.settingsPath === undefined ? {} : { settingsPath: options.settingsPath }),
        ...options.journal,
      },
      {
        ids: scope.resolve<Ids>(T.ids),
        clock,
        logger,
        print,
      },
    );
  const hosted: HostedDesk | undefined = hostedOptions
    ? createHostedDesk(
        {
          ...hostedOptions,
          ...(journal
            ? {
                writeChannel: journal.wrap,
                matchCache: new FileHostedMatchCache(
                  `${journal.path}.match.json`,
                  hostedOptions.operator ?? (() => hostedOptions.email ?? ''),
                  (error) =>
                    logger.warn({ err: error }, 'the copy of the loaded match could not be kept or read'),
                ),
              }
            : {}),
        },
        logger,
      )
    : undefined;
  const databaseUrl = configuredDatabaseUrl(options.databaseUrl);
  const db =
    options.deskHost || hosted ? undefined : await openStore(databaseUrl, logger, options.demo ?? true);
  const bus = await deskNotifications(db, databaseUrl, options, logger);
  const port = options.port ?? initial.api.port;
  // Spec 4.1 rule 3 across a restart: the commands of their 60 s, with their Idempotency-Keys.
  const commandMemory = new FileCommandMemory(
    defaultCommandMemoryPath(port, options.settingsPath ?? defaultSettingsPath()),
    options.retentionMs,
    () => clock.now().getTime(),
    (error) => logger.warn({ err: error }, 'a command could not be kept for a restart'),
  );
  // Where the matches come from, whose ids the kept clocks and statistics name: none for a
  // database in memory, which a restart empties anyway.
  const keptSource = options.deskHost
    ? 'embedded desk host'
    : hostedOptions
      ? `web ${hostedOptions.web}`
      : databaseSource(databaseUrl);
  const desk = new DeskService({
    host: options.deskHost ?? hosted?.host ?? storeDeskHost(db as Database, bus.bus, clock, logger),
    clock,
    ids: scope.resolve<Ids>(T.ids),
    commandMemory,
    // Each match's clock and statistics, across a reload or a restart.
    ...(keptSource === null
      ? {}
      : {
          deskKeep: new FileDeskKeep(
            defaultDeskKeepPath(port, options.settingsPath ?? defaultSettingsPath()),
            keptSource,
            (error) =>
              logger.warn({ err: error }, "the match's clock and statistics could not be kept for a restart"),
          ),
        }),
    ...(options.retentionMs === undefined ? {} : { retentionMs: options.retentionMs }),
    ...(journal ? { deliveries: journal.deliveries } : {}),
    onError: (error) => logger.error({ err: error }, 'desk failure'),
    failureOf: (error) => deskCommandFailure(error, logger),
  });
  const clients = new ClientActivity(() => clock.now().getTime());
  const access = (): LocalAccess => control.access();
  const ocr = new OcrService({ desk, clock, settings: (): WorkstationSettingsData => control.settings() });
  desk.setOverlay(ocr);
  // One guard pipeline for the HTTP requests and the upgrades of /ws and the OCR input (issue 13).
  const guards = new LocalGuards({
    access,
    rateLimits: scope.resolve<RateLimits>(T.rateLimits),
    ingressKey: (): string => control.settings().keys.ocrIngressKey,
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
  });
  const app = createLocalApp({ desk, guards, logger, clients });
  const services: LocalServices = {
    desk,
    access,
    settings: () => control.settings(),
    clients,
    clock,
    logger,
    ocr,
    notifications: bus.bus,
  };
  const sessions = new DeskSocket({
    desk,
    access,
    guards,
    clock,
    logger,
    clients,
    ...(options.ws ? { limits: options.ws } : {}),
  });
  const ocrIngress = new OcrIngress({
    ocr,
    guards,
    clock,
    logger,
    clients,
    ...(options.ocrIngress ? { limits: options.ocrIngress } : {}),
  });
  const listener = new LocalListener(
    app,
    [sessions.upgrade, ocrIngress.upgrade, ...(options.upgrades?.(services) ?? [])],
    async () => {
      await Promise.all([sessions.closeAll(), ocrIngress.closeAll()]);
    },
  );
  const settingsStore = store;
  const control = new LocalControlPanel(
    {
      desk,
      listener,
      clients,
      store: settingsStore,
      applySettings: new ApplySettings(settingsStore),
      rotateKeys: new RotateKeys(settingsStore, scope.resolve<KeyGenerator>(T.keys)),
      saveProject: new SaveProject(scope.resolve<ProjectFiles>(T.projects)),
      ...(options.projectFile ? { projectFile: options.projectFile } : {}),
      ocr,
      keysRotated: () => {
        sessions.recheckKeys();
        ocrIngress.keysChanged({
          requireKey: control.settings().api.requireKey,
          ingressKey: control.settings().keys.ocrIngressKey,
        });
      },
    },
    initial,
    {
      ...(options.port === undefined ? {} : { port: options.port }),
      ...(options.host === undefined ? {} : { host: options.host }),
    },
  );

  if (hosted) {
    await journal?.start();
    // The link is back (the notifications reconnected): replay now rather than at the next backoff step.
    hosted.host.watch((change) => {
      if (change.type === 'link_changed' && hosted.host.link().online) journal?.channel().retryNow();
    });
    hosted.host.start();
    print(
      `Hosted service: ${hosted.operator.web}${hosted.operator.email ? ` as ${hosted.operator.email}` : ''}`,
    );
  }
  const matchId = options.matchId ?? (db ? await demoLiveMatchId(db.stores) : undefined);
  if (matchId !== undefined) {
    const loaded = await desk.load(matchId);
    if (loaded.ok && hosted?.host.servesKeptCopy()) {
      print(
        `Match loaded: ${loaded.value.contextKey}, from the copy kept on this workstation: the hosted service cannot be reached; the match is read again once it is back.`,
      );
    } else if (loaded.ok) print(`Match loaded: ${loaded.value.contextKey}`);
    else if (hosted && loaded.error.code === HOSTED_UNREACHABLE) {
      print(
        `Match ${matchId} not loaded: the hosted service cannot be reached and this workstation keeps no copy of that match; it is loaded once the service answers.`,
      );
      loadWhenOnline(hosted, desk, matchId, print);
    } else print(`Match ${matchId} not loaded: ${loaded.error.message}`);
  } else if (hosted) {
    print('No match loaded: type `load` to list the hosted matches.');
  }

  try {
    await control.start();
  } catch (error) {
    await bus.close();
    await db?.close();
    await hosted?.host.close();
    await journal?.close();
    commandMemory.close();
    throw error;
  }
  const purge = setInterval(() => desk.purgeExpired(), PURGE_EVERY_MS);
  purge.unref();
  print(control.url ? `Local API running: ${control.url}/api/v1` : 'Local API stopped: Enable API is off.');
  print(
    `API key: ${control.settings().keys.localKey}${control.settings().api.requireKey ? '' : ' (not required)'}`,
  );
  logger.info({ url: control.url }, 'local host started');

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      operatorConsole?.detach();
      clearInterval(purge);
      await listener.stop();
      await Promise.all([sessions.dispose(), ocrIngress.dispose()]);
      ocr.dispose();
      await Promise.race([desk.idle(), sleep(options.shutdownGraceMs ?? DEFAULT_GRACE_MS)]);
      desk.failPending();
      await Promise.race([desk.idle(), sleep(1000)]);
      await bus.close();
      await db?.close();
      await hosted?.host.close();
      await journal?.close();
      commandMemory.close();
      logger.info({}, 'local host stopped');
    })();
    return closing;
  };

  let operatorConsole: OperatorConsole | undefined;
  if (options.console) {
    const hostedTarget =
      hosted && journal
        ? {
            ...hosted.operator,
            writeConflicts: {
              list: () => journal.channel().conflicts(),
              clear: () => journal.channel().clearConflicts(),
            },
          }
        : hosted?.operator;
    operatorConsole = new OperatorConsole(control, print, control, hostedTarget);
    const input = options.input ?? process.stdin;
    operatorConsole.attach(
      input,
      () => void close(),
      input === process.stdin && process.stdin.isTTY === true,
    );
    print('Operator console: type help.');
  }

  return {
    get url() {
      return control.url;
    },
    get key() {
      return control.settings().keys.localKey;
    },
    services,
    sessions,
    ocrIngress,
    status: () => control.status(),
    apply: (patch) => control.apply(patch),
    save: (file) => control.save(file),
    rotateKeys: () => control.rotateKeys(),
    close,
  };
}
