import { expect } from 'chai';
import { StoreDeskHost } from '../../src/application/desk/host/StoreDeskHost';
import { createMemoryStores } from '../../src/adapters/memory';
import { importDemo } from '../application/desk/support/demoStores';
import { GatedHost } from '../application/desk/support/GatedHost';
import { call } from '../support/webClient';
import type { TestHost } from '../adapters/http/local/support/localHost';
import { TempDir, testHost } from '../adapters/http/local/support/localHost';

describe('local host shutdown (SIGTERM/SIGINT path)', () => {
  const dir = new TempDir();
  beforeEach(() => dir.create());
  afterEach(() => dir.remove());

  async function withHeldGoal(
    graceMs: number,
  ): Promise<{ running: TestHost; gate: GatedHost; statusUrl: string }> {
    const stores = createMemoryStores();
    const demo = await importDemo(stores);
    const gate = new GatedHost(new StoreDeskHost(stores));
    const running = await testHost(dir, { deskHost: gate, matchId: demo.live.id, shutdownGraceMs: graceMs });
    const url = running.host.url as string;
    const state = (await call(url, '/api/v1/state', { token: running.host.key })).body;
    const scorer = state.players.find(
      (p: { teamSide: string; role: string }) => p.teamSide === 'home' && p.role === 'field',
    );
    gate.hold();
    const posted = await call(url, '/api/v1/actions/record_event', {
      token: running.host.key,
      json: { contextKey: state.contextKey, params: { type: 1, playerId: scorer.id } },
    });
    expect(posted.status).to.equal(202);
    return { running, gate, statusUrl: posted.body.statusUrl };
  }

  const commandOf = (running: TestHost, statusUrl: string) => {
    const id = statusUrl.split('/').pop() as string;
    const found = running.host.services.desk.command(id);
    if (!found.ok) throw new Error(found.error.message);
    return found.value;
  };

  it('lets a pending command finish within the grace period, then closes the listener', async () => {
    const { running, gate, statusUrl } = await withHeldGoal(5000);
    const url = running.host.url as string;
    const closed = running.host.close();
    setTimeout(() => gate.release(), 50);
    await closed;
    expect(commandOf(running, statusUrl).state).to.equal('accepted');
    let refused: unknown;
    await fetch(`${url}/api/v1/state`).catch((e: unknown) => (refused = e));
    expect(refused).to.be.instanceOf(Error);
  });

  it('fails the commands still pending after the grace period', async () => {
    const { running, gate, statusUrl } = await withHeldGoal(30);
    await running.host.close();
    expect(commandOf(running, statusUrl)).to.include({ state: 'failed', code: 'shutting_down' });
    gate.release();
  });
});
