// Issue 12, found by QA: a write the hosted service refuses while the desk is online fails its
// command with the service's code and `errors` (docs/local-api.md "Online"), and is no conflict:
// conflicts are for queued writes that meet one at replay. The desk reports a link change on every
// change of its waiting writes and the local host then retries the journal, so the replay used to
// reach the write before its submit and file the refusal as `write_conflict`, kept for good.
import { expect } from 'chai';
import { LocalClient } from '../../src/client/local/LocalClient';
import type { WsHost } from '../adapters/ws/support/wsHost';
import { hostedWsHost } from '../adapters/ws/support/wsHost';
import { liveMatch } from '../support/webChampionships';
import type { TestWebHost } from '../support/webHost';
import { describeEachWebBackend, startTestWebHost } from '../support/webHost';
import type { WsClient } from '../support/wsClient';

describeEachWebBackend('end to end: a hosted desk online, its write refused by the service', (factory) => {
  let web: TestWebHost;
  let desk: WsHost;
  let operator: WsClient;

  before(async function () {
    this.timeout(30_000);
    web = await startTestWebHost(factory);
    desk = await hostedWsHost(web, web.world.users.adminA, liveMatch(web.world.championships.basketball).id);
    operator = await desk.session();
    await operator.next((m) => m.type === 'state' && m.state.online === true, 8000);
  });
  after(async () => {
    operator?.close();
    await desk?.stop();
    await web?.close();
  });

  it("fails the command with the service's code and errors, and keeps no conflict", async function () {
    this.timeout(30_000);
    const client = new LocalClient({ baseUrl: desk.host.url as string, key: desk.key });
    const { contextKey } = await client.state();
    const first = await client.action('set_walkover', { contextKey, params: { side: 'away' } });
    expect(first).to.deep.include({ state: 'accepted' });
    // A second walkover: the service refuses it (the match already stopped).
    const second = await client.action('set_walkover', { contextKey, params: { side: 'home' } });
    expect(second).to.deep.include({ state: 'failed', code: 'validation_failed' });
    expect(second.errors).to.have.property('type');
    const state = await client.state();
    expect([state.pendingWrites, state.writeConflicts]).to.deep.equal([0, []]);
  });
});
