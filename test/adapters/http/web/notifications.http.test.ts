import { expect } from 'chai';
import { get } from 'node:http';
import sinon from 'sinon';
import { liveMatch } from '../../../support/webChampionships';
import { apiPath, call } from '../../../support/webClient';
import type { TestWebHost } from '../../../support/webHost';
import { describeEachWebBackend, startTestWebHost } from '../../../support/webHost';
import type { OpenedSocket } from '../../../support/webSocketClient';
import { openSocket, refusedStatus, wsUrl } from '../../../support/webSocketClient';

describeEachWebBackend('web notifications over WebSocket', (factory) => {
  let host: TestWebHost;
  let writer: string;
  const sockets: OpenedSocket[] = [];

  before(async () => {
    host = await startTestWebHost(factory, { heartbeatMs: 150 });
    writer = (await host.world.token({ permission: 'read_write_events' })).secret;
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.socket.terminate();
  });
  after(() => host?.close());

  const url = () => wsUrl(host.url, '/api/notifications');

  async function subscribe(cookie: string): Promise<OpenedSocket> {
    const opened = await openSocket(url(), { Cookie: cookie });
    sockets.push(opened);
    await opened.next((m) => m.type === 'ready');
    return opened;
  }

  function writeGoal(sport: 'football' | 'hockey', match = liveMatch(host.world.championships[sport])) {
    const seeded = host.world.championships[sport];
    return call(host.url, apiPath(sport, 'update_match_event', { championship_id: seeded.championship.id }), {
      token: writer,
      json: { id: 'new', match_id: match.id, type: 1, club_id: match.homeTeamId },
    });
  }

  it('delivers a write made with a token to a session subscriber, and snapshotUrl re-reads the new score', async () => {
    const cookie = await host.sessionCookie(host.world.users.memberA);
    const subscriber = await subscribe(cookie);
    const football = host.world.championships.football;
    const match = liveMatch(football);
    const written = await writeGoal('football');
    expect(written.status).to.equal(200);

    const data = await subscriber.next((m) => m.type === 'match_data' && m.matchId === match.id);
    expect(Object.keys(data).sort()).to.deep.equal(
      ['at', 'championshipId', 'matchId', 'snapshotUrl', 'sport', 'type', 'version'].sort(),
    );
    expect(data).to.include({ sport: 'football', championshipId: football.championship.id });
    const event = await subscriber.next((m) => m.type === 'match_event' && m.matchId === match.id);
    expect(event.version).to.equal(data.version);

    const reread = await call(host.url, data.snapshotUrl as string, { cookie });
    expect(reread.status).to.equal(200);
    const stored = await host.backend.stores.matches.byId(match.id);
    expect(reread.body.data.match.homeScore).to.equal(stored?.homeScore);
    expect(reread.body.data.match.homeScore).to.be.greaterThan(0);
    const withToken = await call(host.url, data.snapshotUrl as string, { token: writer });
    expect(withToken.body.data.match.homeScore).to.equal(stored?.homeScore);
  });

  it('sends a heartbeat at the configured interval', async () => {
    const subscriber = await subscribe(await host.sessionCookie(host.world.users.memberA));
    const beat = await subscriber.next((m) => m.type === 'heartbeat');
    expect(new Date(beat.at as string).toString()).to.not.equal('Invalid Date');
  });

  it('sends nothing to a session of another company', async () => {
    const outsider = await subscribe(await host.sessionCookie(host.world.users.adminB));
    const insider = await subscribe(await host.sessionCookie(host.world.users.memberA));
    await writeGoal('hockey');
    await insider.next((m) => m.type === 'match_event' && m.sport === 'hockey');
    await outsider.next((m) => m.type === 'heartbeat');
    expect(outsider.messages.filter((m) => m.type === 'match_event')).to.deep.equal([]);
  });

  it('sends a team-restricted member only the matches of its teams', async () => {
    const restricted = await subscribe(await host.sessionCookie(host.world.users.restrictedA));
    const hockey = host.world.championships.hockey;
    const outside = hockey.matches[3]; // day 2, teams 2 and 4: not the member's first team
    const inside = liveMatch(hockey);
    await writeGoal('hockey', outside);
    await writeGoal('hockey', inside);
    const received = await restricted.next((m) => m.type === 'match_event');
    expect(received.matchId).to.equal(inside.id);
    expect(restricted.messages.filter((m) => m.matchId === outside?.id)).to.deep.equal([]);
  });

  it('tells of an archived championship only those who may read it: its administrator, not a member (found by QA)', async () => {
    const member = await subscribe(await host.sessionCookie(host.world.users.memberA));
    const admin = await subscribe(await host.sessionCookie(host.world.users.adminA));
    const archive = host.world.archived;
    const match = liveMatch(archive);
    const written = await call(
      host.url,
      apiPath('football', 'update_match_event', { championship_id: archive.championship.id }),
      { token: writer, json: { id: 'new', match_id: match.id, type: 1, club_id: match.homeTeamId } },
    );
    expect(written.status, written.text).to.equal(200);
    const heard = await admin.next((m) => m.type === 'match_event' && m.matchId === match.id);
    // The member may not read it (403 archived_not_allowed), so it hears nothing of it.
    const read = await call(host.url, heard.snapshotUrl as string, {
      cookie: await host.sessionCookie(host.world.users.memberA),
    });
    expect([read.status, read.body.code]).to.deep.equal([403, 'archived_not_allowed']);
    await writeGoal('football');
    await member.next((m) => m.type === 'match_event' && m.championshipId !== archive.championship.id);
    expect(member.messages.filter((m) => m.championshipId === archive.championship.id)).to.deep.equal([]);
  });

  it('refuses an integration token at the upgrade with 403, and a missing or unknown session with 401', async () => {
    expect(await refusedStatus(url(), { Authorization: `Bearer ${writer}` })).to.equal(403);
    expect(await refusedStatus(url())).to.equal(401);
    expect(await refusedStatus(url(), { Cookie: 'md_session=nosuchsessionatallhere' })).to.equal(401);
  });

  it('refuses a token in the URL with 400, as every route does, even beside a valid session', async () => {
    const cookie = await host.sessionCookie(host.world.users.memberA);
    expect(await refusedStatus(`${url()}?token=svc_api_x`, { Cookie: cookie })).to.equal(400);
    expect(await refusedStatus(`${url()}?access_token=x`, { Cookie: cookie })).to.equal(400);
  });

  it('answers an upgrade that fails inside with 500, an error_id echoed in X-Error-Id, and logs it', async () => {
    const cookie = await host.sessionCookie(host.world.users.memberA);
    const failing = sinon
      .stub(host.host.services.sessions, 'resolve')
      .rejects(new Error('session store down'));
    try {
      const answer = await new Promise<{ status: number; errorId: string; body: Record<string, unknown> }>(
        (resolve, reject) => {
          const request = get(url().replace(/^ws/, 'http'), {
            headers: {
              Cookie: cookie,
              Connection: 'Upgrade',
              Upgrade: 'websocket',
              'Sec-WebSocket-Version': '13',
              'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
            },
          });
          request.on('response', (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                errorId: String(response.headers['x-error-id'] ?? ''),
                body: JSON.parse(text) as Record<string, unknown>,
              }),
            );
          });
          request.on('error', reject);
        },
      );
      expect(answer.status).to.equal(500);
      expect(answer.body).to.include({ success: false, code: 'internal_error' });
      expect(answer.body.error_id).to.be.a('string').and.equal(answer.errorId);
      expect(JSON.stringify(answer.body)).not.to.contain('session store down');
      expect(
        host.logger.entries.some((e) => (e.obj as { errorId?: string }).errorId === answer.errorId),
      ).to.equal(true);
    } finally {
      failing.restore();
    }
  });

  it('refuses a browser of another origin with 403', async () => {
    const cookie = await host.sessionCookie(host.world.users.memberA);
    expect(await refusedStatus(url(), { Cookie: cookie, Origin: 'https://evil.example' })).to.equal(403);
    expect(await refusedStatus(url(), { Cookie: cookie, Origin: host.url })).to.equal(101);
  });

  it('closes the socket with 4401 at the next heartbeat once the session ends', async () => {
    const cookie = await host.sessionCookie(host.world.users.memberA);
    const subscriber = await subscribe(cookie);
    await host.host.services.sessions.destroy(cookie.slice('md_session='.length));
    expect(await subscriber.closed()).to.equal(4401);
  });

  it('closes the sockets of a session at once when it logs out, long before the next heartbeat', async () => {
    const slow = await startTestWebHost(factory, { heartbeatMs: 60_000 });
    try {
      const cookie = await slow.sessionCookie(slow.world.users.memberA);
      const other = await slow.sessionCookie(slow.world.users.memberA);
      const open = async (c: string) => {
        const opened = await openSocket(wsUrl(slow.url, '/api/notifications'), { Cookie: c });
        sockets.push(opened);
        await opened.next((m) => m.type === 'ready');
        return opened;
      };
      const [first, second, kept] = [await open(cookie), await open(cookie), await open(other)];
      const logout = await call(slow.url, '/api/session', { method: 'DELETE', cookie, origin: slow.url });
      expect(logout.status).to.equal(204);
      expect(await first.closed(2_000)).to.equal(4401);
      expect(await second.closed(2_000)).to.equal(4401);
      // The browser's other session is not this one: it stays open and is still served.
      const football = slow.world.championships.football;
      const match = liveMatch(football);
      const written = await call(
        slow.url,
        apiPath('football', 'update_match_event', { championship_id: football.championship.id }),
        {
          token: (await slow.world.token({ permission: 'read_write_events' })).secret,
          json: { id: 'new', match_id: match.id, type: 1, club_id: match.homeTeamId },
        },
      );
      expect(written.status).to.equal(200);
      expect((await kept.next((m) => m.type === 'match_event')).matchId).to.equal(match.id);
    } finally {
      await slow.close();
    }
  });
});
