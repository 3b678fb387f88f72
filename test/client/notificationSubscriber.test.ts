import { expect } from 'chai';
import type { Disconnection } from '../../src/client/shared/ReconnectingSocket';
import type { NotifiedSnapshot } from '../../src/client/web/NotificationSubscriber';
import { NotificationSubscriber } from '../../src/client/web/NotificationSubscriber';
import type { VersionGap } from '../../src/client/web/VersionGaps';
import { WebClient } from '../../src/client/web/WebClient';
import type { FaultProxy } from '../support/faultProxy';
import { faultProxy } from '../support/faultProxy';
import { liveMatch } from '../support/webChampionships';
import type { TestWebHost } from '../support/webHost';
import { describeEachWebBackend, startTestWebHost } from '../support/webHost';
import { nextEvent } from './support/events';
import { mismatches, validatingFetch } from './support/validatingFetch';

describeEachWebBackend('NotificationSubscriber against the real web host', (factory) => {
  afterEach(() =>
    expect(mismatches.splice(0), 'answers that differ from the OpenAPI document').to.deep.equal([]),
  );
  let host: TestWebHost;
  let writer: WebClient;
  const opened: NotificationSubscriber[] = [];

  before(async () => {
    host = await startTestWebHost(factory, { heartbeatMs: 150 });
    writer = new WebClient({
      fetch: validatingFetch,
      baseUrl: host.url,
      token: (await host.world.token({ permission: 'read_write_events' })).secret,
    });
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((s) => s.close()));
  });
  after(() => host?.close());

  async function subscriber(cookie: string, reconnect: { baseMs: number } | false = { baseMs: 10 }) {
    const s = new NotificationSubscriber({ fetch: validatingFetch, baseUrl: host.url, cookie, reconnect });
    opened.push(s);
    return s;
  }

  function writeGoal(sport: 'football' | 'hockey') {
    const seeded = host.world.championships[sport];
    const match = liveMatch(seeded);
    return writer.updateMatchEvent(
      { sport, championshipId: seeded.championship.id },
      { id: 'new', match_id: match.id, type: 1, club_id: match.homeTeamId },
    );
  }

  const snapshotReads = () =>
    host.logger.entries.filter(
      (e) => (e.obj as { path?: string }).path === '/api/football/get_match_snapshot',
    ).length;

  it('re-reads snapshotUrl with the session cookie and hands over the notification with the new snapshot', async () => {
    const s = await subscriber(await host.sessionCookie(host.world.users.memberA));
    await s.start();
    const match = liveMatch(host.world.championships.football);
    const arrived = nextEvent<NotifiedSnapshot>(
      (l) => s.on('snapshot', l),
      (n) => n.notification.type === 'match_data',
    );
    await writeGoal('football');
    const { notification, snapshot, gap } = await arrived;
    expect(notification).to.include({ sport: 'football', matchId: match.id });
    const stored = await host.backend.stores.matches.byId(match.id);
    expect(snapshot.match.homeScore).to.equal(stored?.homeScore);
    expect(snapshot.context.matchId).to.equal(match.id);
    expect(gap).to.equal(null);
  });

  it('with rereadSnapshots false, reports the notifications and reads nothing', async () => {
    const s = new NotificationSubscriber({
      fetch: validatingFetch,
      baseUrl: host.url,
      cookie: await host.sessionCookie(host.world.users.memberA),
      reconnect: { baseMs: 10 },
      rereadSnapshots: false,
    });
    opened.push(s);
    await s.start();
    const handed: NotifiedSnapshot[] = [];
    s.on('snapshot', (n) => handed.push(n));
    const reads = snapshotReads();
    const arrived = nextEvent<{ type: string }>(
      (l) => s.on('notification', l),
      (n) => n.type === 'match_data',
    );
    await writeGoal('football');
    expect((await arrived).type).to.equal('match_data');
    await new Promise((r) => setTimeout(r, 100));
    expect([handed.length, snapshotReads()]).to.deep.equal([0, reads]);
  });

  it('reads each change once: notifications of one version share the snapshot read', async () => {
    const s = await subscriber(await host.sessionCookie(host.world.users.memberA));
    await s.start();
    const handed: NotifiedSnapshot[] = [];
    s.on('snapshot', (n) => handed.push(n));
    const reads = snapshotReads();
    await writeGoal('football');
    const both = await nextEvent<NotifiedSnapshot>(
      (l) => s.on('snapshot', l),
      () =>
        handed.filter((h) => h.notification.matchId === liveMatch(host.world.championships.football).id)
          .length === 2,
    );
    expect(handed.map((h) => h.notification.type).sort()).to.deep.equal(['match_data', 'match_event']);
    expect(handed[0]?.snapshot).to.equal(handed[1]?.snapshot);
    expect(both.notification.version).to.equal(handed[0]?.notification.version);
    expect(snapshotReads() - reads).to.equal(1);
  });

  it('re-reads with the given client (a token) instead of the session when asked', async () => {
    const s = new NotificationSubscriber({
      fetch: validatingFetch,
      baseUrl: host.url,
      cookie: await host.sessionCookie(host.world.users.memberA),
      client: writer,
    });
    opened.push(s);
    await s.start();
    const arrived = nextEvent<NotifiedSnapshot>(
      (l) => s.on('snapshot', l),
      (n) => n.notification.sport === 'hockey',
    );
    await writeGoal('hockey');
    const { snapshot } = await arrived;
    expect(snapshot.context.sport).to.equal('hockey');
  });

  it('reports a gap when a change of the match was never notified to it', async () => {
    const football = host.world.championships.football;
    const ref = {
      sport: 'football' as const,
      championshipId: football.championship.id,
      matchId: liveMatch(football).id,
    };
    const read = await writer.getMatch(ref);
    await writeGoal('football'); // nobody listens yet: version read + 1 is missed
    const s = await subscriber(await host.sessionCookie(host.world.users.memberA));
    s.trackVersion(ref.matchId, read.version);
    await s.start();
    const gapped = nextEvent<VersionGap>((l) => s.on('gap', l));
    const handed = nextEvent<NotifiedSnapshot>((l) => s.on('snapshot', l));
    await writeGoal('football');
    expect(await gapped).to.deep.equal({
      matchId: ref.matchId,
      lastVersion: read.version,
      version: read.version + 2,
      missed: 1,
    });
    expect((await handed).gap).to.deep.include({ missed: 1 });
  });

  /** The live football match, as get_match is asked for it. */
  const liveRef = () => {
    const football = host.world.championships.football;
    return {
      sport: 'football' as const,
      championshipId: football.championship.id,
      matchId: liveMatch(football).id,
    };
  };

  /**
   * A subscriber whose socket goes through a proxy that `body` cuts and restores (re-reading with
   * the writer's token); the proxy is closed afterwards.
   */
  async function behindProxy(
    options: { catchUp?: boolean },
    body: (s: NotificationSubscriber, proxy: FaultProxy) => Promise<void>,
  ): Promise<void> {
    const proxy = await faultProxy(Number(new URL(host.url).port));
    try {
      const s = new NotificationSubscriber({
        fetch: validatingFetch,
        baseUrl: proxy.url,
        cookie: await host.sessionCookie(host.world.users.memberA),
        client: writer,
        reconnect: { baseMs: 10, maxMs: 50 },
        ...options,
      });
      opened.push(s);
      await body(s, proxy);
    } finally {
      await proxy.close();
    }
  }

  /** Cuts the link, runs `meanwhile`, restores it; resolves at the `ready` of the reconnection. */
  async function cutAndRestore(
    s: NotificationSubscriber,
    proxy: FaultProxy,
    meanwhile: () => Promise<unknown>,
  ) {
    await proxy.cut();
    await meanwhile();
    const back = nextEvent<{ reconnected: boolean }>((l) => s.on('ready', l));
    await proxy.restore();
    expect(await back).to.deep.include({ reconnected: true });
  }

  it('catches up after a reconnection: a match changed while the socket was down is read again (found by QA)', async () => {
    const ref = liveRef();
    await behindProxy({}, async (s, proxy) => {
      const read = await writer.getMatch(ref);
      s.trackVersion(ref.matchId, read.version, ref);
      await s.start();
      const caughtUp = nextEvent<NotifiedSnapshot>((l) => s.on('snapshot', l));
      await cutAndRestore(s, proxy, async () => {
        await writeGoal('football');
        await writeGoal('football');
      });
      const stored = await host.backend.stores.matches.byId(ref.matchId);
      const { notification, snapshot, gap, caughtUp: made } = await caughtUp;
      expect(made).to.equal(true);
      expect(notification).to.include({
        type: 'match_data',
        matchId: ref.matchId,
        version: read.version + 2,
      });
      expect(gap).to.deep.equal({
        matchId: ref.matchId,
        lastVersion: read.version,
        version: read.version + 2,
        missed: 1,
      });
      expect(snapshot.match.homeScore).to.equal(stored?.homeScore);
    });
  });

  it('with catchUp false, leaves the re-reads after a reconnection to the caller', async () => {
    const ref = liveRef();
    await behindProxy({ catchUp: false }, async (s, proxy) => {
      const heard: unknown[] = [];
      s.on('notification', (n) => heard.push(n));
      s.trackVersion(ref.matchId, (await writer.getMatch(ref)).version, ref);
      await s.start();
      await cutAndRestore(s, proxy, () => writeGoal('football'));
      await new Promise((r) => setTimeout(r, 200));
      expect(heard).to.deep.equal([]);
    });
  });

  it('catches up nothing when no followed match changed while the socket was down', async () => {
    await behindProxy({}, async (s, proxy) => {
      const handed: NotifiedSnapshot[] = [];
      s.on('snapshot', (n) => handed.push(n));
      await s.start();
      const notified = nextEvent<NotifiedSnapshot>((l) => s.on('snapshot', l));
      await writeGoal('football');
      await notified;
      await cutAndRestore(s, proxy, async () => undefined);
      await new Promise((r) => setTimeout(r, 200));
      expect(handed.length).to.equal(2); // match_data and match_event of the one goal, read once
    });
  });

  it('stops for good when the session ends (4401) and does not reconnect', async () => {
    const cookie = await host.sessionCookie(host.world.users.memberA);
    const s = await subscriber(cookie);
    await s.start();
    let readies = 0;
    s.on('ready', () => (readies += 1));
    const down = nextEvent<Disconnection>((l) => s.on('disconnected', l));
    await host.host.services.sessions.destroy(cookie.slice('md_session='.length));
    expect(await down).to.deep.include({ code: 4401, fatal: true, retryInMs: null });
    await new Promise((r) => setTimeout(r, 300));
    expect(readies).to.equal(0);
  });

  it('rejects start() when the upgrade is refused for want of a session (401), without retrying', async () => {
    const s = await subscriber('md_session=nosuchsessionatallhere');
    const disconnections: Disconnection[] = [];
    s.on('disconnected', (d) => disconnections.push(d));
    let error: unknown;
    await s.start().catch((e: unknown) => (error = e));
    expect(error).to.be.instanceOf(Error);
    expect(disconnections).to.have.length(1);
    expect(disconnections[0]).to.deep.include({ status: 401, fatal: true, retryInMs: null });
  });
});
