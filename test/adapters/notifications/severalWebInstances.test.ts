// The web host as several instances run it (README "Running several web instances"): sessions and
// notifications live in the database, so any instance serves any browser.
import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { MemorySessions } from '../../../src/adapters/http/web/session/MemorySessions';
import { InProcessNotifications } from '../../../src/adapters/notifications/InProcessNotifications';
import { notificationChannel } from '../../../src/adapters/notifications/notificationChannel';
import { PostgresNotifications } from '../../../src/adapters/notifications/PostgresNotifications';
import { TypeOrmSessions } from '../../../src/adapters/persistence/typeorm/sessions';
import { NodeSecrets } from '../../../src/adapters/system/NodeSecrets';
import type { RunningWebHost, WebBackend, WebHostOptions } from '../../../src/bootstrap/web';
import { openWebBackend, startWebHostOn } from '../../../src/bootstrap/web';
import type { User } from '../../../src/domain/access/User';
import { describeWhenPostgres } from '../../support/services';
import { dropSchema, postgresSchemaUrl } from '../../support/stores';
import { liveMatch } from '../../support/webChampionships';
import { apiPath, call } from '../../support/webClient';
import { RecordingLogger } from '../../support/webHost';
import type { OpenedSocket } from '../../support/webSocketClient';
import { openSocket, wsUrl } from '../../support/webSocketClient';
import type { WebWorld } from '../../support/webWorld';
import { buildWebWorld } from '../../support/webWorld';
import { Inbox } from './support/inbox';
import { aNotification } from './support/notificationMother';

const PASSWORD = 'correct horse battery staple';

function startOn(backend: WebBackend, options: WebHostOptions = {}): Promise<RunningWebHost> {
  return startWebHostOn(backend, {
    port: 0,
    host: '127.0.0.1',
    logger: new RecordingLogger(),
    secrets: new NodeSecrets({ N: 1024, r: 8, p: 1 }),
    ...options,
  });
}

async function giveRealPassword(host: RunningWebHost, user: User): Promise<void> {
  const { backend, secrets } = host.services;
  const current = await backend.accounts.userById(user.id);
  if (!current) throw new Error(`no user ${user.id}`);
  await backend.accounts.updateUser({ ...current, passwordHash: await secrets.hashPassword(PASSWORD) });
}

/** Logs in on `host` from its own origin; returns the `md_session=…` pair. */
async function login(host: RunningWebHost, user: User): Promise<string> {
  const res = await call(host.url, '/api/session', {
    origin: host.url,
    json: { email: user.email, password: PASSWORD },
  });
  expect(res.status, res.text).to.equal(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('md_session='));
  return (cookie as string).split(';')[0] as string;
}

describeWhenPostgres('two web instances on one database', (baseUrl) => {
  let url: string;
  let a: RunningWebHost;
  let b: RunningWebHost;
  let world: WebWorld;
  const sockets: OpenedSocket[] = [];

  before(async () => {
    url = postgresSchemaUrl(baseUrl);
    const [backendA, backendB] = [await openWebBackend(url), await openWebBackend(url)];
    world = await buildWebWorld(backendA);
    a = await startOn(backendA, { heartbeatMs: 200 });
    b = await startOn(backendB, { heartbeatMs: 200 });
    await giveRealPassword(a, world.users.memberA);
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.socket.terminate();
  });
  after(async () => {
    await a?.close();
    await b?.close();
    await dropSchema(baseUrl, url);
  });

  async function subscribe(host: RunningWebHost, cookie: string): Promise<OpenedSocket> {
    const opened = await openSocket(wsUrl(host.url, '/api/notifications'), { Cookie: cookie });
    sockets.push(opened);
    await opened.next((m) => m.type === 'ready');
    return opened;
  }

  /** An event of `type` written through instance A on the live football match; returns the match. */
  async function writeThroughA(type: number): Promise<ReturnType<typeof liveMatch>> {
    const football = world.championships.football;
    const match = liveMatch(football);
    const writer = (await world.token({ permission: 'read_write_events' })).secret;
    const written = await call(
      a.url,
      apiPath('football', 'update_match_event', { championship_id: football.championship.id }),
      { token: writer, json: { id: 'new', match_id: match.id, type, club_id: match.homeTeamId } },
    );
    expect(written.status, written.text).to.equal(200);
    return match;
  }

  it('runs on the database sessions and the LISTEN/NOTIFY bus', () => {
    for (const host of [a, b]) {
      expect(host.services.sessions).to.be.instanceOf(TypeOrmSessions);
      expect(host.services.notifications).to.be.instanceOf(PostgresNotifications);
    }
  });

  it('accepts on instance B a session opened on instance A, and a logout on A ends it on B', async () => {
    const cookie = await login(a, world.users.memberA);
    const onB = await call(b.url, '/api/session', { cookie });
    expect(onB.status, onB.text).to.equal(200);
    expect(onB.body.data.user.id).to.equal(world.users.memberA.id);

    const logout = await call(a.url, '/api/session', { method: 'DELETE', cookie, origin: a.url });
    expect(logout.status).to.equal(204);
    const afterLogout = await call(b.url, '/api/session', { cookie });
    expect(afterLogout.status).to.equal(428);
  });

  it('delivers a write made through instance A to subscribers on both instances; snapshotUrl reads the new score on B', async () => {
    const cookie = await login(a, world.users.memberA);
    const onB = await subscribe(b, cookie);
    const onA = await subscribe(a, cookie);
    const match = await writeThroughA(1);

    const heardOnB = await onB.next((m) => m.type === 'match_event' && m.matchId === match.id);
    const heardOnA = await onA.next((m) => m.type === 'match_event' && m.matchId === match.id);
    expect(heardOnA).to.deep.equal(heardOnB);
    const snapshot = await call(b.url, heardOnB.snapshotUrl as string, { cookie });
    expect(snapshot.status, snapshot.text).to.equal(200);
    const stored = await b.services.backend.stores.matches.byId(match.id);
    expect(snapshot.body.data.match.homeScore).to.equal(stored?.homeScore);
    expect(snapshot.body.data.match.homeScore).to.be.greaterThan(
      liveMatch(world.championships.football).homeScore ?? 0,
    );
  });

  it('closes the sockets of an instance whose listener was lost with 1012 once it is back, so that they re-read (found by QA)', async () => {
    const cookie = await login(a, world.users.memberA);
    const onB = await subscribe(b, cookie);
    const channel = notificationChannel(new URL(url).searchParams.get('schema') ?? undefined);
    const admin = new Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE query = $1',
        [`LISTEN "${channel}"`],
      );
      expect(rows).to.have.length(2);
      // What A publishes while B's listener is down never reaches B: B must say so.
      await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [
        rows.map((r) => r.pid),
      ]);
    } finally {
      await admin.end();
    }
    expect(await onB.closed(10_000)).to.equal(1012);
    // Reconnected, it hears again.
    const again = await subscribe(b, cookie);
    const match = await writeThroughA(3);
    await again.next((m) => m.type === 'match_event' && m.matchId === match.id);
  });

  it('never sends a write to a subscriber of another company on the other instance', async () => {
    const outsider = await subscribe(
      b,
      `md_session=${await a.services.sessions.create(world.users.adminB.id, new Date())}`,
    );
    const insider = await subscribe(
      b,
      `md_session=${await a.services.sessions.create(world.users.memberA.id, new Date())}`,
    );
    const hockey = world.championships.hockey;
    const match = liveMatch(hockey);
    const writer = (await world.token({ permission: 'read_write_events' })).secret;
    const written = await call(
      a.url,
      apiPath('hockey', 'update_match_event', { championship_id: hockey.championship.id }),
      { token: writer, json: { id: 'new', match_id: match.id, type: 1, club_id: match.homeTeamId } },
    );
    expect(written.status, written.text).to.equal(200);
    await insider.next((m) => m.type === 'match_event' && m.sport === 'hockey');
    await outsider.next((m) => m.type === 'heartbeat');
    expect(outsider.messages.filter((m) => m.type !== 'ready' && m.type !== 'heartbeat')).to.deep.equal([]);
  });
});

describe('the web host on SQLite', () => {
  let dir: string;
  const hosts: RunningWebHost[] = [];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'md-web-sessions-'));
  });
  afterEach(async () => {
    for (const host of hosts.splice(0)) await host.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function start(options: WebHostOptions = {}): Promise<RunningWebHost> {
    const host = await startOn(await openWebBackend(`sqlite:${join(dir, 'web.sqlite')}`), options);
    hosts.push(host);
    return host;
  }

  it('keeps sessions in the database and notifications in the process', async () => {
    const host = await start();
    expect(host.services.sessions).to.be.instanceOf(TypeOrmSessions);
    expect(host.services.notifications).to.be.instanceOf(InProcessNotifications);
  });

  it('keeps a browser logged in across a restart', async () => {
    const first = await start();
    const world = await buildWebWorld(first.services.backend);
    await giveRealPassword(first, world.users.memberA);
    const cookie = await login(first, world.users.memberA);
    await first.close();
    const second = await start();
    const res = await call(second.url, '/api/session', { cookie });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.data.user.id).to.equal(world.users.memberA.id);
  });

  it("uses the caller's sessions and notifications, and leaves the caller's bus open on close", async () => {
    const sessions = new MemorySessions();
    const notifications = new InProcessNotifications();
    const host = await start({ sessions, notifications });
    expect(host.services.sessions).to.equal(sessions);
    expect(host.services.notifications).to.equal(notifications);
    expect(notifications.subscriberCount).to.be.greaterThan(0);
    await host.close();
    // Nothing of the closed host stays subscribed (found by QA: its read cache did).
    expect(notifications.subscriberCount).to.equal(0);
    const inbox = new Inbox(notifications);
    const published = aNotification();
    await notifications.publish(published);
    expect(inbox.received).to.deep.equal([published]);
  });
});
