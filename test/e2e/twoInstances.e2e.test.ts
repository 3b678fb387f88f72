// Issue 12 on a hosted service of several instances (README "Running several web instances"):
// PostgreSQL, two web instances on one database, desk A reaching instance 1 through a proxy that
// stands for the load balancer, desk B on instance 2. A goal recorded at desk A reaches instance 2's
// readers and desk B; when instance 1 stops while desk A is cut off, desk A's journal is delivered
// through instance 2, and a write that committed on instance 1 but whose answer was lost is not
// written again (its Idempotency-Key and the re-read before a retry live in the database).
import { expect } from 'chai';
import { WebClient } from '../../src/client/web/WebClient';
import type { Player } from '../../src/domain/championship/Championship';
import type { RunningWebHost } from '../../src/bootstrap/web';
import type { FaultDesk, Json } from '../support/faultDesk';
import { deliveriesOf, deskFolder, eventually, faultDesk, hostedReader } from '../support/faultDesk';
import type { FaultProxy } from '../support/faultProxy';
import { faultProxy } from '../support/faultProxy';
import type { Scene } from '../support/faultScene';
import { hostedView, sceneOf, standingsAreRight, UPDATE } from '../support/faultScene';
import { describeWhenPostgres } from '../support/services';
import type { TestWebHost } from '../support/webHost';
import { postgresWebBackend, startTestWebHost } from '../support/webHost';
import type { WsClient } from '../support/wsClient';

const goal = (player: Player, timer: string): Json => ({ type: 1, playerId: player.id, timer });
const portOf = (url: string) => Number(new URL(url).port);

/** What a desk shows of the match: its events as `type:player:timer`, in order, and its score. */
async function deskView(desk: FaultDesk) {
  const state = await desk.api.state();
  return {
    events: (state.events as Json[]).map((e) => `${e.type}:${e.playerId ?? ''}:${e.timer ?? ''}`),
    score: [state.score.home, state.score.away],
    settled: state.online === true && state.pendingWrites === 0,
  };
}

describeWhenPostgres('end to end: desks on two web instances of one database (issue 12)', (baseUrl) => {
  let web: TestWebHost;
  let instance1: RunningWebHost;
  let balancer: FaultProxy;
  let toInstance2: FaultProxy;
  const folders: { path: string; remove(): Promise<void> }[] = [];
  let deskA: FaultDesk;
  let deskB: FaultDesk;
  let operatorA: WsClient;
  let reader2: WebClient;
  let scene: Scene;

  beforeEach(async function () {
    this.timeout(60_000);
    // Instance 2 is the test host (it lives to the end); instance 1 is stopped by the second test.
    web = await startTestWebHost(postgresWebBackend(baseUrl));
    instance1 = await web.anotherInstance();
    balancer = await faultProxy(portOf(instance1.url));
    toInstance2 = await faultProxy(portOf(web.url));
    scene = await sceneOf(web);
    reader2 = await hostedReader(web);
    for (let i = 0; i < 2; i += 1) folders.push(await deskFolder());
    const [folderA, folderB] = folders as [(typeof folders)[number], (typeof folders)[number]];
    deskA = await faultDesk(web, balancer, web.world.users.adminA, scene.contextKey, folderA.path);
    deskB = await faultDesk(web, toInstance2, web.world.users.adminA, scene.contextKey, folderB.path);
    operatorA = await deskA.api.session();
    for (const desk of [deskA, deskB]) {
      await eventually('desk online', async () =>
        (await desk.api.state()).online === true ? true : undefined,
      );
    }
  });

  afterEach(async function () {
    this.timeout(30_000);
    operatorA?.close();
    await deskA?.stop();
    await deskB?.stop();
    await balancer?.close();
    await toInstance2?.close();
    await instance1?.close();
    await web?.close();
    for (const folder of folders.splice(0)) await folder.remove();
  });

  it("a goal recorded at desk A on instance 1 is in instance 2's reads once accepted, and reaches desk B", async function () {
    this.timeout(60_000);
    const before = await hostedView(reader2, scene);
    const command = await deskA.api.settled(
      await deskA.api.action('record_event', goal(scene.away.field, '61')),
    );
    expect(command).to.deep.include({ state: 'accepted' });
    expect(command.result).to.include({ delivery: 'delivered' });
    // Instance 2 never answers older than a write whose answer was seen (its cache goes by the
    // championship's version, read with the token on every request).
    const after = await hostedView(reader2, scene);
    expect(after.events).to.deep.equal([...before.events, `1:${scene.away.field.id}:61`]);
    expect(after.score).to.deep.equal([before.score[0], (before.score[1] ?? 0) + 1]);
    // Desk B hears of it through instance 2's notifications (LISTEN/NOTIFY from instance 1).
    const shown = await eventually('desk B shows the goal', async () => {
      const view = await deskView(deskB);
      return view.events.includes(`1:${scene.away.field.id}:61`) ? view : undefined;
    });
    expect(shown.score).to.deep.equal(after.score);
    await standingsAreRight(web, reader2, scene);
  });

  it('instance 1 stops while desk A is cut off: its journal goes through instance 2, each write once, and both desks agree', async function () {
    this.timeout(90_000);
    const before = await hostedView(reader2, scene);
    const online = await deskA.api.settled(
      await deskA.api.action('record_event', goal(scene.home.field, '10')),
    );
    expect(online.result).to.include({ delivery: 'delivered' });

    // Instance 1 commits the next goal; its answer is lost and the venue's link goes down.
    balancer.dropAnswerTo(UPDATE, true);
    const lost = await deskA.api.settled(
      await deskA.api.action('record_event', goal(scene.home.field, '20')),
    );
    expect(lost.result).to.include({ delivery: 'queued' });
    expect(balancer.answersDropped).to.equal(1);
    // Cut off: another goal is journaled; an integration writes on instance 2 meanwhile.
    const cut = await deskA.api.settled(await deskA.api.action('record_event', goal(scene.away.field, '30')));
    expect(cut.result).to.include({ delivery: 'queued' });
    const writer = await web.world.token({ permission: 'read_write_events', sports: ['football'] });
    await new WebClient({ baseUrl: web.url, token: writer.secret }).updateMatchEvent(
      { sport: 'football', championshipId: scene.football.championship.id },
      {
        id: 'new',
        match_id: scene.match.id,
        type: 1,
        club_id: scene.match.awayTeamId,
        player_id: scene.away.bench.id,
        timer: '25',
      },
    );

    // Instance 1 stops; the load balancer sends the desk's new connections to instance 2.
    await instance1.close();
    balancer.retarget(portOf(web.url));
    await balancer.restore();
    for (const c of [lost, cut]) await deskA.api.delivery(c, 'delivered');
    expect(deliveriesOf(operatorA, lost.id as string)).to.deep.equal(['queued', 'delivered']);

    const expected = [
      ...before.events,
      `1:${scene.home.field.id}:10`,
      `1:${scene.home.field.id}:20`,
      `1:${scene.away.bench.id}:25`,
      `1:${scene.away.field.id}:30`,
    ];
    const hosted = await hostedView(reader2, scene);
    expect(hosted.events).to.deep.equal(expected);
    const score = [(before.score[0] ?? 0) + 2, (before.score[1] ?? 0) + 2];
    expect(hosted.score).to.deep.equal(score);
    await standingsAreRight(web, reader2, scene);
    for (const desk of [deskA, deskB]) {
      const view = await eventually('the desk shows the service', async () => {
        const v = await deskView(desk);
        return v.settled && v.events.length === expected.length ? v : undefined;
      });
      expect(view.events).to.deep.equal(expected);
      expect(view.score).to.deep.equal(score);
      expect((await desk.api.state()).writeConflicts).to.deep.equal([]);
    }
  });
});
