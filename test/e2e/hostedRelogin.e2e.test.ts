// Issue 12: a hosted desk whose session ends (logged out elsewhere, expired) takes the operator's
// new `match-desk local login` as it runs: the session file is watched, the notifications connect
// again with the new cookie, the desk goes online and writes go through, without a restart.
import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileHostedSessions, webOrigin } from '../../src/adapters/settings/FileHostedSessions';
import { LiveHostedSession } from '../../src/adapters/settings/LiveHostedSession';
import { LocalClient } from '../../src/client/local/LocalClient';
import { WebClient } from '../../src/client/web/WebClient';
import type { WsHost } from '../adapters/ws/support/wsHost';
import { wsHost } from '../adapters/ws/support/wsHost';
import { liveMatch } from '../support/webChampionships';
import type { TestWebHost } from '../support/webHost';
import { sqliteWebBackend, startTestWebHost } from '../support/webHost';
import type { WsClient } from '../support/wsClient';

describe('a hosted desk takes a new login without a restart (issue 12)', () => {
  let web: TestWebHost;
  let dir: string;
  let sessions: FileHostedSessions;
  let live: LiveHostedSession;
  let desk: WsHost;
  let overlay: WsClient;
  let errors: unknown[];

  const save = async (cookie: string, email = web.world.users.adminA.email) =>
    sessions.save({
      web: webOrigin(web.url),
      cookie,
      email,
      savedAt: new Date().toISOString(),
    });

  before(async () => {
    // A heartbeat of 200 ms: the notifications find the ended session within it.
    web = await startTestWebHost(sqliteWebBackend, { heartbeatMs: 200 });
    dir = mkdtempSync(join(tmpdir(), 'md-relogin-'));
    sessions = new FileHostedSessions(join(dir, 'hosted-sessions.json'));
    await save(await web.sessionCookie(web.world.users.adminA));
    errors = [];
    live = new LiveHostedSession(sessions, (await sessions.find(web.url))!, {
      pollMs: 50,
      onError: (error) => errors.push(error),
    });
    live.start();
    desk = await wsHost({
      hosted: {
        web: web.url,
        cookie: live.cookie,
        renewals: (listener) => live.onRenewed(listener),
        reconnect: { baseMs: 50, maxMs: 200 },
      },
      matchId: liveMatch(web.world.championships.football).id,
    });
    overlay = await desk.session();
    await overlay.next((m) => m.type === 'state' && m.state.online === true, 8000);
  });
  after(async () => {
    overlay?.close();
    await desk?.stop();
    live?.close();
    await web?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("takes a login as another user at once, with that user's rights (found by QA: the old ones stayed)", async () => {
    const asMember = overlay.messages.length;
    await save(await web.sessionCookie(web.world.users.memberA), web.world.users.memberA.email);
    await overlay.next((m) => m.type === 'state' && m.state.canEdit === false, 8000, asMember);
    const asAdmin = overlay.messages.length;
    await save(await web.sessionCookie(web.world.users.adminA));
    await overlay.next((m) => m.type === 'state' && m.state.canEdit === true, 8000, asAdmin);
    await overlay.next((m) => m.type === 'state' && m.state.online === true, 8000, asAdmin);
  });

  it('goes offline when the session ends, queues the writes made meanwhile, and delivers them after a new login', async () => {
    const client = new LocalClient({ baseUrl: desk.host.url as string, key: desk.key });
    const state = await client.state();
    const scorer = state.players.find((p) => p.teamSide === 'home' && p.role === 'field');
    const goal = () =>
      client.action('record_event', {
        contextKey: state.contextKey,
        params: { type: 1, playerId: scorer?.id as string },
      });

    // Logged out elsewhere (another terminal's `match-desk local logout`, an administrator).
    const from = overlay.messages.length;
    await new WebClient({ baseUrl: web.url, cookie: live.cookie() }).logout();
    await overlay.next((m) => m.type === 'state' && m.state.online === false, 8000, from);
    // A goal recorded meanwhile is not lost: it waits in the journal, shown at once.
    const queued = await goal();
    expect([queued.state, queued.result?.delivery], JSON.stringify(queued)).to.deep.equal([
      'accepted',
      'queued',
    ]);

    // A file being rewritten by hand meanwhile is reported, and the session in use stays.
    writeFileSync(sessions.location, '{not json');
    expect(await live.reload()).to.equal(false);
    expect(errors).to.have.length.above(0);
    rmSync(sessions.location);

    // The operator logs in again: `match-desk local login` rewrites the session file.
    const backFrom = overlay.messages.length;
    await save(await web.sessionCookie(web.world.users.adminA));
    await overlay.next((m) => m.type === 'state' && m.state.online === true, 8000, backFrom);
    await overlay.next((m) => m.type === 'state' && m.state.pendingWrites === 0, 8000, backFrom);
    const delivered = await goal();
    expect([delivered.state, delivered.result?.delivery]).to.deep.equal(['accepted', 'delivered']);
    const match = liveMatch(web.world.championships.football);
    const events = await web.backend.stores.matches.events(match.id);
    expect(events.map((e) => e.id)).to.include(delivered.result?.eventId);
    // The queued goal and the new one, each once.
    expect(events.filter((e) => e.type === 1 && e.playerId === scorer?.id)).to.have.length(2);
  });
});
