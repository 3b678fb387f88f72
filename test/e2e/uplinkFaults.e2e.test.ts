import { expect } from 'chai';
import { WebClient } from '../../src/client/web/WebClient';
import type { Player } from '../../src/domain/championship/Championship';
import type { FaultDesk, Json } from '../support/faultDesk';
import { deliveriesOf, deskFolder, eventually, faultDesk, hostedReader } from '../support/faultDesk';
import type { FaultProxy } from '../support/faultProxy';
import { faultProxy } from '../support/faultProxy';
import type { Scene } from '../support/faultScene';
import { hostedView, sceneOf, standingsAreRight, UPDATE } from '../support/faultScene';
import type { TestWebHost } from '../support/webHost';
import { describeEachWebBackend, startTestWebHost } from '../support/webHost';
import type { Message, WsClient } from '../support/wsClient';

const goal = (player: Player, timer: string): Json => ({ type: 1, playerId: player.id, timer });

describeEachWebBackend(
  'the uplink drops: a desk on a hosted service through a cutting proxy (issue 12)',
  (factory) => {
    let web: TestWebHost;
    let proxy: FaultProxy;
    let folder: { path: string; remove(): Promise<void> };
    let desk: FaultDesk;
    let operator: WsClient;
    let reader: WebClient;
    let scene: Scene;

    beforeEach(async function () {
      this.timeout(60_000);
      web = await startTestWebHost(factory);
      proxy = await faultProxy(Number(new URL(web.url).port));
      folder = await deskFolder();
      scene = await sceneOf(web);
      reader = await hostedReader(web);
      desk = await faultDesk(web, proxy, web.world.users.adminA, scene.contextKey, folder.path);
      operator = await desk.api.session();
      await eventually('desk online', async () =>
        (await desk.api.state()).online === true ? true : undefined,
      );
    });

    afterEach(async function () {
      this.timeout(30_000);
      operator.close();
      await desk.stop();
      await proxy.close();
      await web.close();
      await folder.remove();
    });

    it('records goals and a substitution while cut, one cut after commit, and delivers each exactly once in order', async function () {
      this.timeout(60_000);
      const before = await hostedView(reader, scene);

      // Online: the command is accepted once the hosted write committed.
      const first = await desk.api.settled(
        await desk.api.action('record_event', goal(scene.home.field, '10')),
      );
      expect(first.state).to.equal('accepted');
      expect(first.result).to.include({ delivery: 'delivered' });

      // The write reaches the service and commits; its answer is lost and the link goes down.
      proxy.dropAnswerTo(UPDATE, true);
      const second = await desk.api.settled(
        await desk.api.action('record_event', goal(scene.home.field, '20')),
      );
      expect(proxy.answersDropped).to.equal(1);
      expect(second).to.deep.include({ state: 'accepted' });
      expect(second.result).to.include({ delivery: 'queued' });
      expect((await hostedView(reader, scene)).events).to.have.length(before.events.length + 2);

      // Cut: a goal of the other side and a substitution are journaled, not lost.
      const third = await desk.api.settled(
        await desk.api.action('record_event', goal(scene.away.field, '30')),
      );
      const sub = await desk.api.settled(
        await desk.api.action('record_event', {
          type: 5,
          playerId: scene.home.field.id,
          playerInId: scene.home.bench.id,
          timer: '35',
        }),
      );
      for (const c of [third, sub]) expect(c.result).to.include({ delivery: 'queued' });
      const offline = await desk.api.state();
      expect(offline).to.include({ online: false, pendingWrites: 3 });
      expect((await hostedView(reader, scene)).events).to.have.length(before.events.length + 2);
      // The desk shows what it journaled: both goals in its score, the substitution on its line-up.
      const final = { home: (before.score[0] ?? 0) + 2, away: (before.score[1] ?? 0) + 1 };
      expect(offline.score).to.deep.equal(final);
      const roleOf = (s: Json, id: string) => (s.players as Json[]).find((p) => p.id === id)?.role;
      expect([roleOf(offline, scene.home.field.id), roleOf(offline, scene.home.bench.id)]).to.deep.equal([
        'bench',
        'field',
      ]);
      const fromOffline = operator.messages.length;

      await proxy.restore();
      for (const c of [second, third, sub]) await desk.api.delivery(c, 'delivered');
      await eventually('desk online, nothing waiting', async () => {
        const s = await desk.api.state();
        return s.online === true && s.pendingWrites === 0 ? s : undefined;
      });

      const after = await hostedView(reader, scene);
      expect(after.events).to.deep.equal([
        ...before.events,
        `1:${scene.home.field.id}:10`,
        `1:${scene.home.field.id}:20`,
        `1:${scene.away.field.id}:30`,
        `5:${scene.home.field.id}:35`,
      ]);
      expect(after.score).to.deep.equal([(before.score[0] ?? 0) + 2, (before.score[1] ?? 0) + 1]);
      await standingsAreRight(web, reader, scene);
      const row = (view: typeof before, teamId: string) => view.standings.find((r) => r.entityId === teamId);
      const [homeBefore, homeAfter] = [
        row(before, scene.match.homeTeamId),
        row(after, scene.match.homeTeamId),
      ];
      const [awayBefore, awayAfter] = [
        row(before, scene.match.awayTeamId),
        row(after, scene.match.awayTeamId),
      ];
      expect((homeAfter?.goalsFor ?? 0) - (homeBefore?.goalsFor ?? 0)).to.equal(2);
      expect((awayAfter?.goalsFor ?? 0) - (awayBefore?.goalsFor ?? 0)).to.equal(1);
      expect((homeAfter?.wins ?? 0) - (homeBefore?.wins ?? 0)).to.equal(1);

      // The operator saw each write queued, then delivered, on /ws.
      expect(deliveriesOf(operator, first.id as string)).to.deep.equal(['delivered']);
      for (const c of [second, third, sub]) {
        expect(deliveriesOf(operator, c.id as string)).to.deep.equal(['queued', 'delivered']);
      }
      // The desk re-reads the hosted match on the notifications of the replayed writes (one round
      // trip after their delivery), so its scorers catch up shortly after pendingWrites reaches 0.
      // Once each delivery is read back, no write is applied by the desk itself any more.
      const state = await eventually('the desk shows the delivered goals, read back', async () => {
        const s = await desk.api.state();
        const timers = s.scorers.map((scorer: Json) => scorer.timer as string);
        const own = (s.events as Json[]).some((e) => e.queued);
        return ['10', '20', '30'].every((t) => timers.includes(t)) && !own ? s : undefined;
      });
      expect(state.writeConflicts).to.deep.equal([]);
      // From the cut to the end, the score the desk showed never dropped back nor counted a
      // goal twice (the one whose answer was lost was already in the service's events).
      const shown = (operator.messages as Message[])
        .slice(fromOffline)
        .filter((m) => m.type === 'state')
        .map((m) => JSON.stringify(m.state.score));
      expect(new Set([...shown, JSON.stringify(state.score)])).to.deep.equal(
        new Set([JSON.stringify(final)]),
      );
      expect(
        (state.events as Json[]).map((e) => e.id).filter((id) => String(id).startsWith('journal:')),
      ).to.deep.equal([]);
    });

    it('takes a 500 as the link failing, never as a conflict: a read answered 500, a write committed but answered 500 (found by review)', async function () {
      this.timeout(60_000);
      const before = await hostedView(reader, scene);
      // The desk's re-read of the events before its write gets a 500: the goal waits, then goes.
      proxy.answer500To('GET /api/football/get_match_events');
      const first = await desk.api.settled(
        await desk.api.action('record_event', goal(scene.home.field, '11')),
      );
      expect(first.state).to.equal('accepted');
      // The write commits, and its answer is a 500: reconciled by a re-read, never sent again.
      proxy.answer500To(UPDATE);
      const second = await desk.api.settled(
        await desk.api.action('record_event', goal(scene.home.field, '12')),
      );
      expect(second.state).to.equal('accepted');
      for (const c of [first, second]) await desk.api.delivery(c, 'delivered');
      expect(proxy.answersDropped).to.equal(2);
      const after = await hostedView(reader, scene);
      expect(after.events).to.deep.equal([
        ...before.events,
        `1:${scene.home.field.id}:11`,
        `1:${scene.home.field.id}:12`,
      ]);
      const state = await eventually('nothing waiting', async () => {
        const s = await desk.api.state();
        return s.online === true && s.pendingWrites === 0 ? s : undefined;
      });
      expect(state.writeConflicts).to.deep.equal([]);
    });

    it('never writes again a goal whose answer was lost and that was deleted elsewhere before the desk read it back (Idempotency-Key)', async function () {
      this.timeout(60_000);
      const before = await hostedView(reader, scene);
      // The write commits, its answer is lost and the link goes down.
      proxy.dropAnswerTo(UPDATE, true);
      const lost = await desk.api.settled(
        await desk.api.action('record_event', goal(scene.home.field, '21')),
      );
      expect(lost.result).to.include({ delivery: 'queued' });
      // Someone takes the goal back on the service before the desk could read it back: the desk's
      // re-read then shows no such goal, and it sends its write again, with the same key.
      const ref = { sport: 'football' as const, championshipId: scene.football.championship.id };
      const token = await web.world.token({ permission: 'read_write_events', sports: ['football'] });
      const editor = new WebClient({ baseUrl: web.url, token: token.secret });
      const events = await editor.getMatchEvents({ ...ref, matchId: scene.match.id });
      const written = events.find((e) => 'timer' in e && e.timer === '21');
      expect(written, 'the lost write committed').to.not.equal(undefined);
      await editor.deleteMatchEvent(ref, { id: written?.id as string, match_id: scene.match.id });

      await proxy.restore();
      // The service answers the resent write from what it kept under the key: delivered, not written twice.
      const delivered = await desk.api.delivery(lost, 'delivered');
      expect(delivered.result.eventId).to.equal(written?.id);
      await eventually('nothing waiting', async () => {
        const s = await desk.api.state();
        return s.online === true && s.pendingWrites === 0 ? s : undefined;
      });
      expect((await hostedView(reader, scene)).events).to.deep.equal(before.events);
      await standingsAreRight(web, reader, scene);
    });

    it('keeps a conflict for the operator: a delete queued offline of a goal changed elsewhere meanwhile', async function () {
      this.timeout(60_000);
      const saved = await desk.api.settled(
        await desk.api.action('record_event', goal(scene.home.field, '10')),
      );
      const eventId = saved.result.eventId as string;
      const scored = (
        await eventually('the desk shows the goal', async () => {
          const s = await desk.api.state();
          return (s.events as Json[]).some((e) => e.id === eventId) ? s : undefined;
        })
      ).score as Json;
      await proxy.cut();
      const removal = await desk.api.settled(await desk.api.action('delete_event', { eventId }));
      expect(removal.state).to.equal('accepted');
      // Queued, the delete shows at once: the goal is off the desk and its score.
      const queued = await desk.api.state();
      expect((queued.events as Json[]).map((e) => e.id)).to.not.include(eventId);
      expect(queued.score).to.deep.equal({ ...scored, home: (scored.home as number) - 1 });
      // Another client changes the goal's minute while the desk is cut off.
      const writer = await web.world.token({ permission: 'read_write_events', sports: ['football'] });
      await new WebClient({ baseUrl: web.url, token: writer.secret }).updateMatchEvent(
        { sport: 'football', championshipId: scene.football.championship.id },
        {
          id: eventId,
          match_id: scene.match.id,
          type: 1,
          club_id: scene.match.homeTeamId,
          player_id: scene.home.field.id,
          timer: '11',
        },
      );
      await proxy.restore();
      const state = await eventually('a conflict in state', async () => {
        const s = await desk.api.state();
        return s.pendingWrites === 0 && s.writeConflicts?.length === 1 ? s : undefined;
      });
      expect(state.writeConflicts[0]).to.include({ kind: 'delete', eventId, code: 'write_conflict' });
      // The delete was not applied: the goal is back on the desk, as changed elsewhere.
      const back = await eventually('the goal back on the desk', async () => {
        const s = await desk.api.state();
        return (s.events as Json[]).some((e) => e.id === eventId && e.timer === '11') ? s : undefined;
      });
      expect(back.score).to.deep.equal(scored);
      expect(desk.printed.some((line) => line.startsWith('Write conflict'))).to.equal(true);
      expect((await hostedView(reader, scene)).events).to.include(`1:${scene.home.field.id}:11`);
      expect(await desk.type('conflicts')).to.match(
        new RegExp(`delete event ${eventId} of ${scene.contextKey}`),
      );
      expect(await desk.type('conflicts clear')).to.equal('cleared 1 write conflict');
      expect((await desk.api.state()).writeConflicts).to.deep.equal([]);
    });
  },
);
