// Issue 12, "Done when" 1: one system. A real web host (SQLite; PostgreSQL when
// MATCH_DESK_TEST_POSTGRES is set) and two desks (real local hosts run with --web) on it, each
// with an overlay on its /ws. A goal recorded on desk A through its local API reaches the hosted
// API (events, score, standings), desk B and both overlays; a goal written by an integration
// token reaches both desks.
import { expect } from 'chai';
import { LocalClient } from '../../src/client/local/LocalClient';
import { WebClient } from '../../src/client/web/WebClient';
import type { Match } from '../../src/domain/match/Match';
import type { WsHost } from '../adapters/ws/support/wsHost';
import { hostedWsHost } from '../adapters/ws/support/wsHost';
import type { Message, WsClient } from '../support/wsClient';
import type { SeededChampionship } from '../support/webChampionships';
import { finishedMatch } from '../support/webChampionships';
import type { TestWebHost } from '../support/webHost';
import { describeEachWebBackend, startTestWebHost } from '../support/webHost';

/** The first state message from index `from` on that satisfies `check` (states come on every change). */
function stateWhere(client: WsClient, check: (state: Message) => boolean, from = 0): Promise<Message> {
  return client.next((m) => m.type === 'state' && check(m.state as Message), 8000, from);
}

const hasEvent = (id: string) => (s: Message) => (s.events as Message[]).some((e) => e.id === id && e.saved);

describeEachWebBackend('end to end: two desks on one hosted service (issue 12)', (factory) => {
  let web: TestWebHost;
  let football: SeededChampionship;
  let match: Match;
  let deskA: WsHost;
  let deskB: WsHost;
  let overlayA: WsClient;
  let overlayB: WsClient;
  let contextKey: string;

  before(async () => {
    web = await startTestWebHost(factory);
    football = web.world.championships.football;
    // A finished match of day 1, stored as 2-1 without events: a goal moves that result (2-2), so
    // it changes the standings too (docs/web-api.md, "A score moves").
    match = finishedMatch(football);
    contextKey = `football:${football.championship.id}:${match.id}`;
    const desk = (): Promise<WsHost> => hostedWsHost(web, web.world.users.adminA, match.id);
    deskA = await desk();
    deskB = await desk();
    overlayA = await deskA.session();
    overlayB = await deskB.session();
    // Each desk is online once its notifications subscription is ready.
    await stateWhere(overlayA, (s) => s.online === true);
    await stateWhere(overlayB, (s) => s.online === true);
  });
  after(async () => {
    overlayA?.close();
    overlayB?.close();
    await deskA?.stop();
    await deskB?.stop();
    await web?.close();
  });

  it('both desks load the hosted match by id and show its hosted score', async () => {
    for (const overlay of [overlayA, overlayB]) {
      const state = overlay.lastState()?.state as Message;
      expect(state.contextKey).to.equal(contextKey);
      expect(state.score).to.deep.equal({ home: 2, away: 1 });
      expect([state.online, state.pendingWrites, state.canEdit]).to.deep.equal([true, 0, true]);
    }
    // The web API has no write for how a match was decided: the hosted desk does not offer it.
    const actions = await new LocalClient({ baseUrl: deskA.host.url as string, key: deskA.key }).actions();
    expect(actions.set_decided_in).to.include({ available: false });
    expect(actions.record_event).to.include({ available: true });
  });

  it('a goal recorded on desk A reaches the hosted API (events, score, standings), desk B and both overlays', async () => {
    const reader = await web.world.token({ permission: 'read' });
    const api = new WebClient({ baseUrl: web.url, token: reader.secret });
    const ref = { sport: 'football' as const, championshipId: football.championship.id, matchId: match.id };
    const before = await api.getChampionshipStandings(ref);
    const fromA = overlayA.messages.length;
    const fromB = overlayB.messages.length;

    const desk = new LocalClient({ baseUrl: deskA.host.url as string, key: deskA.key });
    const goal = await desk.action('record_event', {
      contextKey,
      params: { type: 1, side: 'away', timer: '88' },
    });
    expect(goal.state, JSON.stringify(goal)).to.equal('accepted');
    const eventId = String(goal.result?.eventId);

    // The hosted API: the event once, the stored 2-1 moved by the goal, the standings (a draw now).
    const events = await api.getMatchEvents(ref);
    expect(events.map((e) => e.id)).to.deep.equal([eventId]);
    const snapshot = await api.getMatchSnapshot(ref);
    expect([snapshot.match.homeScore, snapshot.match.awayScore]).to.deep.equal([2, 2]);
    const after = await api.getChampionshipStandings(ref);
    const points = (table: typeof after, teamId: string) => table.find((r) => r.entityId === teamId)?.points;
    expect([points(before, match.homeTeamId), points(before, match.awayTeamId)]).to.deep.equal([3, 0]);
    expect([points(after, match.homeTeamId), points(after, match.awayTeamId)]).to.deep.equal([1, 1]);

    // Desk B's /ws state and both overlays.
    for (const [overlay, from] of [
      [overlayA, fromA],
      [overlayB, fromB],
    ] as const) {
      const state = await stateWhere(overlay, hasEvent(eventId), from);
      expect(state.state.score).to.deep.equal({ home: 2, away: 2 });
      expect(
        (state.state.standings as Message[]).find((r) => r.entityId === match.awayTeamId)?.points,
      ).to.equal(1);
    }
    const stateB = await new LocalClient({ baseUrl: deskB.host.url as string, key: deskB.key }).state();
    expect(stateB.events.map((e) => e.id)).to.include(eventId);
    expect(stateB.score).to.deep.equal({ home: 2, away: 2 });
  });

  it('a goal written by an integration token through update_match_event reaches both desks', async () => {
    const writer = await web.world.token({ permission: 'read_write_events' });
    const api = new WebClient({ baseUrl: web.url, token: writer.secret });
    const fromA = overlayA.messages.length;
    const fromB = overlayB.messages.length;
    const saved = await api.updateMatchEvent(
      { sport: 'football', championshipId: football.championship.id },
      { id: 'new', match_id: match.id, type: 1, club_id: match.homeTeamId, timer: '90' },
    );
    for (const [overlay, from] of [
      [overlayA, fromA],
      [overlayB, fromB],
    ] as const) {
      const state = await stateWhere(overlay, hasEvent(saved.id), from);
      expect(state.state.score).to.deep.equal({ home: 3, away: 2 });
    }
  });

  it("a goal written elsewhere on another match of the championship updates both desks' standings", async () => {
    const other = football.matches[1] as Match; // finished on day 1, stored 0-0 without events
    const writer = await web.world.token({ permission: 'read_write_events' });
    const fromA = overlayA.messages.length;
    const fromB = overlayB.messages.length;
    const points = (s: Message, teamId: string) =>
      (s.standings as Message[]).find((r) => r.entityId === teamId)?.points as number;
    const before = overlayA.lastState()?.state as Message;
    await new WebClient({ baseUrl: web.url, token: writer.secret }).updateMatchEvent(
      { sport: 'football', championshipId: football.championship.id },
      { id: 'new', match_id: other.id, type: 1, club_id: other.homeTeamId, timer: '5' },
    );
    for (const [overlay, from] of [
      [overlayA, fromA],
      [overlayB, fromB],
    ] as const) {
      const state = await stateWhere(
        overlay,
        (s) => points(s, other.homeTeamId) === points(before, other.homeTeamId) + 2,
        from,
      );
      // The loaded match itself is unchanged.
      expect(state.state.contextKey).to.equal(contextKey);
      expect(state.state.score).to.deep.equal(before.score);
    }
  });

  it("deleting a goal on desk B goes through delete_match_event and reaches desk A's overlay", async () => {
    const stateB = await new LocalClient({ baseUrl: deskB.host.url as string, key: deskB.key }).state();
    const last = stateB.events.filter((e) => e.saved).at(-1);
    const fromA = overlayA.messages.length;
    const deskClient = new LocalClient({ baseUrl: deskB.host.url as string, key: deskB.key });
    const deleted = await deskClient.action('delete_event', {
      contextKey,
      params: { eventId: last?.id as string },
    });
    expect(deleted.state, JSON.stringify(deleted)).to.equal('accepted');
    const state = await stateWhere(
      overlayA,
      (s) => !(s.events as Message[]).some((e) => e.id === last?.id),
      fromA,
    );
    expect(state.state.score).to.deep.equal({ home: 2, away: 2 });
    const reader = await web.world.token({ permission: 'read' });
    const events = await new WebClient({ baseUrl: web.url, token: reader.secret }).getMatchEvents({
      sport: 'football',
      championshipId: football.championship.id,
      matchId: match.id,
    });
    expect(events.map((e) => e.id)).to.not.include(last?.id);
  });
});
