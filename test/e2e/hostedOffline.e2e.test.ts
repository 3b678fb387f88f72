// Issue 12, "the uplink drops" (the online part): a hosted desk whose link to the web host is cut
// keeps serving the last loaded match to its reads and overlays with `online: false`, journals a
// write (accepted, `delivery: "queued"`), and once the link is back reconnects with backoff, goes
// online again, delivers the write and re-reads what changed meanwhile.
import { expect } from 'chai';
import type { AddressInfo, Server, Socket } from 'node:net';
import { connect as tcpConnect, createServer } from 'node:net';
import { LocalClient } from '../../src/client/local/LocalClient';
import { WebClient } from '../../src/client/web/WebClient';
import type { WsHost } from '../adapters/ws/support/wsHost';
import { wsHost } from '../adapters/ws/support/wsHost';
import { eventually } from '../adapters/http/local/support/localHost';
import { liveMatch } from '../support/webChampionships';
import type { TestWebHost } from '../support/webHost';
import { sqliteWebBackend, startTestWebHost } from '../support/webHost';
import type { Message, WsClient } from '../support/wsClient';

/** A loopback TCP relay to the web host that the test cuts (every connection dropped) and restores. */
class Link {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: number) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = tcpConnect(this.target, '127.0.0.1');
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

describe('a hosted desk when the link to the hosted service drops (issue 12)', () => {
  let web: TestWebHost;
  let link: Link;
  let desk: WsHost;
  let overlay: WsClient;
  let writerToken: string;

  /** An integration's client on the hosted service (not through the cut link). */
  const writer = () => new WebClient({ baseUrl: web.url, token: writerToken });

  /** A goal an integration writes on the live match (away side): its notification makes the desk read the match again. */
  async function integrationGoal(timer: string) {
    const m = liveMatch(web.world.championships.football);
    return writer().updateMatchEvent(
      { sport: 'football', championshipId: m.championshipId },
      { id: 'new', match_id: m.id, type: 1, club_id: m.awayTeamId, timer },
    );
  }

  /**
   * The desk's state once it shows the event `eventId` (it has read the match since that was
   * written) and applies no journal write of its own any more: it has converged on the service.
   */
  function deskSettledOn(client: LocalClient, eventId: string) {
    return eventually(async () => {
      const s = await client.state();
      const own = s.events.some((e) => e.id.startsWith('journal:'));
      return s.events.some((e) => e.id === eventId) && !own ? s : undefined;
    }, 8000);
  }

  before(async () => {
    web = await startTestWebHost(sqliteWebBackend);
    link = new Link(Number(new URL(web.url).port));
    await link.open();
    const match = liveMatch(web.world.championships.football);
    desk = await wsHost({
      hosted: {
        web: `http://127.0.0.1:${link.port}`,
        cookie: await web.sessionCookie(web.world.users.adminA),
        reconnect: { baseMs: 50, maxMs: 200 },
      },
      matchId: match.id,
    });
    overlay = await desk.session();
    await overlay.next((m) => m.type === 'state' && m.state.online === true, 8000);
    writerToken = (await web.world.token({ permission: 'read_write_events' })).secret;
  });
  after(async () => {
    overlay?.close();
    await desk?.stop();
    await link?.cut();
    await web?.close();
  });

  it('goes offline, keeps serving reads and the overlay, journals a write, and comes back', async () => {
    const client = new LocalClient({ baseUrl: desk.host.url as string, key: desk.key });
    const before = await client.state();
    const from = overlay.messages.length;
    await link.cut();

    const offline = await overlay.next((m) => m.type === 'state' && m.state.online === false, 8000, from);
    expect(offline.state.contextKey).to.equal(before.contextKey);
    const served = await client.state();
    expect([served.online, served.contextKey, served.score]).to.deep.equal([
      false,
      before.contextKey,
      before.score,
    ]);
    expect((await client.match()).match.id).to.equal(before.context.matchId);

    // The overlay keeps running: a desk-only change (the clock) still reaches it offline.
    const clickFrom = overlay.messages.length;
    const clock = await client.click('timer', { contextKey: before.contextKey });
    expect(clock.state).to.equal('accepted');
    await overlay.next((m) => m.type === 'state' && m.state.timer.running === true, 3000, clickFrom);

    const scorer = before.players.find((p) => p.teamSide === 'home' && p.role === 'field');
    const goal = await client.action('record_event', {
      contextKey: before.contextKey,
      params: { type: 1, playerId: scorer?.id as string },
    });
    expect([goal.state, goal.result?.delivery]).to.deep.equal(['accepted', 'queued']);
    const queuedState = await client.state();
    expect(queuedState.pendingWrites).to.equal(1);
    // The goal shows at once, from the journal: its event, the score, the scorers and the overlay.
    const journalId = goal.result?.journalId as string;
    const queuedGoal = (await client.events()).events.find((e) => e.id === `journal:${journalId}`);
    expect(queuedGoal).to.include({
      type: 1,
      playerId: scorer?.id as string,
      saved: true,
      optimistic: false,
      queued: true,
    });
    const home = (before.score.home ?? 0) + 1;
    expect(queuedState.score).to.deep.equal({ home, away: before.score.away });
    expect(queuedState.texts.score_home).to.equal(String(home));
    expect(queuedState.scorers.map((s) => s.eventId)).to.include(`journal:${journalId}`);
    await overlay.next((m) => m.type === 'state' && m.state.score.home === home, 3000, clickFrom);

    // Meanwhile an integration writes a goal on the hosted service.
    const writer = await web.world.token({ permission: 'read_write_events' });
    const m = liveMatch(web.world.championships.football);
    const saved = await new WebClient({ baseUrl: web.url, token: writer.secret }).updateMatchEvent(
      { sport: 'football', championshipId: m.championshipId },
      { id: 'new', match_id: m.id, type: 1, club_id: m.awayTeamId, timer: '30' },
    );

    const backFrom = overlay.messages.length;
    await link.open();
    const back = await overlay.next(
      (x: Message) =>
        x.type === 'state' &&
        x.state.online === true &&
        x.state.pendingWrites === 0 &&
        (x.state.events as Message[]).some((e) => e.id === saved.id) &&
        (x.state.events as Message[]).some((e) => e.playerId === scorer?.id),
      10_000,
      backFrom,
    );
    expect(back.state.score).to.deep.equal({ home: 1, away: 1 });
    // Never dropped back, nor counted twice, while the delivery was read back; in the end the
    // event is the hosted one.
    const homeScores = overlay.messages
      .slice(backFrom)
      .filter((x: Message) => x.type === 'state')
      .map((x: Message) => x.state.score.home as number);
    expect(new Set(homeScores)).to.deep.equal(new Set([1]));
    const goals = (back.state.events as Message[]).filter((e) => e.type === 1 && e.side === 'home');
    expect(goals.map((e) => [e.queued, String(e.id).startsWith('journal:')])).to.deep.equal([[false, false]]);
  });

  it('a goal recorded then deleted while offline shows, then goes; both writes are delivered in order and the service ends without it', async () => {
    const client = new LocalClient({ baseUrl: desk.host.url as string, key: desk.key });
    const before = await client.state();
    const m = liveMatch(web.world.championships.football);
    const hostedBefore = (await web.backend.stores.matches.events(m.id)).map((e) => e.id);
    await link.cut();
    await eventually(async () => ((await client.state()).online === false ? true : undefined), 8000);
    const scorer = before.players.find((p) => p.teamSide === 'away' && p.role === 'field');
    const goal = await client.action('record_event', {
      contextKey: before.contextKey,
      params: { type: 1, playerId: scorer?.id as string },
    });
    const queuedId = `journal:${goal.result?.journalId as string}`;
    const shown = await client.state();
    expect(shown.score).to.deep.equal({ home: before.score.home, away: (before.score.away ?? 0) + 1 });
    expect(shown.events.map((e) => e.id)).to.include(queuedId);

    const removal = await client.action('delete_event', {
      contextKey: before.contextKey,
      params: { eventId: queuedId },
    });
    expect([removal.state, removal.result?.delivery]).to.deep.equal(['accepted', 'queued']);
    const gone = await client.state();
    expect(gone.score).to.deep.equal(before.score);
    expect(gone.events.map((e) => e.id)).to.not.include(queuedId);
    expect(gone.pendingWrites).to.equal(2);

    await link.open();
    await eventually(async () => {
      const s = await client.state();
      return s.online && s.pendingWrites === 0 ? s : undefined;
    }, 10_000);
    // Delivered in order, the creation then its delete (sent with the hosted id).
    expect((await web.backend.stores.matches.events(m.id)).map((e) => e.id)).to.deep.equal(hostedBefore);
    expect((await client.state()).score).to.deep.equal(before.score);
    // Once the desk has read the match again (here after a change made elsewhere), neither write
    // is applied by the desk any more: no goal comes back.
    const marker = await integrationGoal('89');
    const settled = await deskSettledOn(client, marker.id);
    expect(settled.score).to.deep.equal({ home: before.score.home, away: (before.score.away ?? 0) + 1 });
  });

  it('a goal delivered from the journal and deleted elsewhere before the desk read it back is gone', async () => {
    const client = new LocalClient({ baseUrl: desk.host.url as string, key: desk.key });
    const before = await client.state();
    await link.cut();
    await eventually(async () => ((await client.state()).online === false ? true : undefined), 8000);
    const scorer = before.players.find((p) => p.teamSide === 'home' && p.role === 'field');
    const goal = await client.action('record_event', {
      contextKey: before.contextKey,
      params: { type: 1, playerId: scorer?.id as string, timer: '77' },
    });
    await link.open();
    const delivered = await eventually(async () => {
      const s = await client.state();
      return s.online && s.pendingWrites === 0 ? s : undefined;
    }, 10_000);
    expect(delivered.score.home).to.equal((before.score.home ?? 0) + 1);
    // Another client deletes the delivered goal.
    const m = liveMatch(web.world.championships.football);
    const hosted = (await web.backend.stores.matches.events(m.id)).find(
      (e) => e.type === 1 && e.timer === '77' && e.playerId === scorer?.id,
    );
    expect(hosted, `the goal of command ${goal.id} on the service`).to.not.equal(undefined);
    await writer().deleteMatchEvent(
      { sport: 'football', championshipId: m.championshipId },
      { id: hosted?.id as string, match_id: m.id },
    );
    const marker = await integrationGoal('88');
    const settled = await deskSettledOn(client, marker.id);
    expect(settled.events.map((e) => e.id)).to.not.include(hosted?.id);
    expect(settled.score).to.deep.equal({ home: before.score.home, away: (before.score.away ?? 0) + 1 });
  });

  it('a desk started while the hosted service is unreachable loads its --match once the link is back', async () => {
    await link.cut();
    const match = liveMatch(web.world.championships.football);
    const late = await wsHost({
      hosted: {
        web: `http://127.0.0.1:${link.port}`,
        cookie: await web.sessionCookie(web.world.users.adminA),
        reconnect: { baseMs: 50, maxMs: 200 },
      },
      matchId: match.id,
    });
    try {
      expect(late.printed.join('\n')).to.include(
        `Match ${match.id} not loaded: the hosted service cannot be reached and this workstation keeps no copy of that match`,
      );
      expect((await late.read('/state')).status).to.equal(409);
      await link.open();
      const state = await eventually(async () => {
        const read = await late.read('/state');
        return read.status === 200 ? (read.body as Message) : undefined;
      }, 10_000);
      expect(state.contextKey).to.equal(`football:${match.championshipId}:${match.id}`);
    } finally {
      await late.stop();
    }
  });
});
