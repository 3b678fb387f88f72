import { expect } from 'chai';
import type { MatchNotification } from '../../src/application/ports/Notifications';
import { snapshotUrl } from '../../src/application/web/snapshotUrl';
import type { Database } from '../../src/adapters/persistence/typeorm';
import { openDatabase } from '../../src/adapters/persistence/typeorm';
import { openWebBackend } from '../../src/bootstrap/web';
import type { Match } from '../../src/domain/match/Match';
import type { TestHost } from '../adapters/http/local/support/localHost';
import { eventually, TempDir, testHost } from '../adapters/http/local/support/localHost';
import { validateMessage } from '../support/asyncapiValidation';
import { describeWhenPostgres } from '../support/services';
import { postgresSchemaUrl } from '../support/stores';
import { liveMatch } from '../support/webChampionships';
import { apiPath, call } from '../support/webClient';
import type { TestWebHost } from '../support/webHost';
import { postgresWebBackend, startTestWebHost } from '../support/webHost';
import type { OpenedSocket } from '../support/webSocketClient';
import { openSocket, wsUrl } from '../support/webSocketClient';

const MESSAGE_FIELDS = ['at', 'championshipId', 'matchId', 'snapshotUrl', 'sport', 'type', 'version'];

/** The desk's own local API: record a goal or delete an event, and wait for the command's end. */
class DeskCalls {
  constructor(private readonly running: TestHost) {}

  private api(path: string, options: Parameters<typeof call>[2] = {}) {
    const { url, key } = this.running.host;
    return call(url as string, `/api/v1${path}`, { token: key, ...options });
  }

  private async action(id: string, params: Record<string, unknown>): Promise<Record<string, unknown>> {
    const state = (await this.api('/state')).body;
    const posted = await this.api(`/actions/${id}`, { json: { contextKey: state.contextKey, params } });
    expect(posted.status, JSON.stringify(posted.body)).to.equal(202);
    const done = await eventually(async () => {
      const polled = await call(this.running.host.url as string, posted.body.statusUrl, {
        token: this.running.host.key,
      });
      return polled.body.state === 'pending' ? undefined : polled.body;
    });
    expect(done.state, JSON.stringify(done)).to.equal('accepted');
    return done.result as Record<string, unknown>;
  }

  /** A home field player's goal; returns its event id. */
  async goal(timer: string): Promise<string> {
    const state = (await this.api('/state')).body;
    const scorer = state.players.find(
      (p: { teamSide: string; role: string }) => p.teamSide === 'home' && p.role === 'field',
    );
    const result = await this.action('record_event', { type: 1, playerId: scorer.id, timer });
    return String(result.eventId);
  }

  async delete(eventId: string): Promise<void> {
    await this.action('delete_event', { eventId });
  }
}

/** What a web write of the same change publishes (spec 6.3), for the match as stored after it. */
function expectWebShape(
  received: readonly MatchNotification[],
  after: Match,
  types: readonly string[],
): void {
  expect(received.map((n) => n.message.type)).to.have.members([...types]);
  for (const { message } of received) {
    expect(Object.keys(message).sort()).to.deep.equal(MESSAGE_FIELDS);
    expect(message).to.include({
      sport: after.sport,
      championshipId: after.championshipId,
      matchId: after.id,
      snapshotUrl: snapshotUrl(after.sport, after.championshipId, after.id),
      version: after.version,
    });
    expect(new Date(message.at).toISOString()).to.equal(message.at);
    validateMessage('webNotifications', 'toClient', message);
  }
}

describe('desk writes on the embedded store publish the web notifications [SQLite]', () => {
  const dir = new TempDir();
  let running: TestHost;
  let desk: DeskCalls;
  let reader: Database;
  const received: MatchNotification[] = [];

  before(async () => {
    await dir.create();
    const databaseUrl = `sqlite:${dir.file('desk.sqlite')}`;
    running = await testHost(dir, { console: false, databaseUrl });
    running.host.services.notifications.subscribe((n) => received.push(n));
    desk = new DeskCalls(running);
    reader = await openDatabase(databaseUrl);
  });
  after(async () => {
    await reader?.close();
    await running?.host.close();
    await dir.remove();
  });

  async function stored(matchId: string): Promise<Match> {
    return (await reader.stores.matches.byId(matchId)) as Match;
  }

  it('publishes match_event and match_data, with the match version after, for a desk goal', async () => {
    received.length = 0;
    await desk.goal('71');
    await eventually(async () => (received.length >= 2 ? true : undefined));
    const after = await stored(received[0]?.message.matchId as string);
    expectWebShape(received, after, ['match_event', 'match_data']);
    expect(after.homeScore).to.be.greaterThan(0);
  });

  it('publishes match_event and match_data, with the next version, for a desk delete', async () => {
    received.length = 0;
    const eventId = await desk.goal('72');
    await eventually(async () => (received.length >= 2 ? true : undefined));
    const before = await stored(received[0]?.message.matchId as string);
    received.length = 0;
    await desk.delete(eventId);
    await eventually(async () => (received.length >= 2 ? true : undefined));
    const after = await stored(before.id);
    expect(after.version).to.equal(before.version + 1);
    expect(after.homeScore).to.equal((before.homeScore ?? 0) - 1);
    expectWebShape(received, after, ['match_event', 'match_data']);
  });
});

describeWhenPostgres('a desk and a web host on one database', (baseUrl) => {
  const dir = new TempDir();
  let web: TestWebHost;
  let running: TestHost;
  let desk: DeskCalls;
  let subscriber: OpenedSocket;
  let databaseUrl: string;
  let match: Match;

  before(async () => {
    await dir.create();
    databaseUrl = postgresSchemaUrl(baseUrl);
    const factory = postgresWebBackend(baseUrl);
    web = await startTestWebHost({
      name: 'PostgreSQL',
      open: async () => {
        const opened = await factory.open();
        await opened.backend.close();
        return { backend: await openWebBackend(databaseUrl), cleanup: opened.cleanup };
      },
    });
    match = liveMatch(web.world.championships.football);
    running = await testHost(dir, { console: false, databaseUrl, matchId: match.id });
    desk = new DeskCalls(running);
    subscriber = await openSocket(wsUrl(web.url, '/api/notifications'), {
      Cookie: await web.sessionCookie(web.world.users.memberA),
    });
    await subscriber.next((m) => m.type === 'ready');
  });
  after(async () => {
    subscriber?.socket.terminate();
    await running?.host.close();
    await web?.close();
    await dir.remove();
  });

  it("delivers a desk goal and a desk delete to the web host's WebSocket subscribers", async () => {
    const eventId = await desk.goal('64');
    const stored = (await web.backend.stores.matches.byId(match.id)) as Match;
    const data = await subscriber.next((m) => m.type === 'match_data' && m.matchId === match.id);
    expect(data).to.include({ version: stored.version, championshipId: match.championshipId });
    expect(Object.keys(data).sort()).to.deep.equal(MESSAGE_FIELDS);

    const reread = await call(web.url, data.snapshotUrl as string, {
      cookie: await web.sessionCookie(web.world.users.memberA),
    });
    expect(reread.body.data.match.homeScore).to.equal(stored.homeScore);

    await desk.delete(eventId);
    const deleted = await subscriber.next(
      (m) => m.type === 'match_event' && m.matchId === match.id && m.version === stored.version + 1,
    );
    expect(deleted.snapshotUrl).to.equal(data.snapshotUrl);
  });

  it('publishes the same messages for a web write as for a desk write', async () => {
    const writer = (await web.world.token({ permission: 'read_write_events' })).secret;
    const desked: MatchNotification[] = [];
    const stop = running.host.services.notifications.subscribe((n) => desked.push(n));
    try {
      const written = await call(
        web.url,
        apiPath('football', 'update_match_event', { championship_id: match.championshipId }),
        { token: writer, json: { id: 'new', match_id: match.id, type: 1, club_id: match.homeTeamId } },
      );
      expect(written.status).to.equal(200);
      const stored = (await web.backend.stores.matches.byId(match.id)) as Match;
      // The desk's bus hears the web write too: both hosts share one channel.
      await eventually(async () => (desked.length >= 2 ? true : undefined));
      expectWebShape(desked, stored, ['match_event', 'match_data']);
    } finally {
      stop();
    }
  });
});
