import { readFile, writeFile } from 'node:fs/promises';
import { expect } from 'chai';
import type { CommandMemory } from '../../../../src/application/ports/CommandMemory';
import {
  defaultCommandMemoryPath,
  FileCommandMemory,
} from '../../../../src/adapters/desk/commands/FileCommandMemory';
import type { TestHost } from './support/localHost';
import { TempDir, testHost } from './support/localHost';

/**
 * Spec 4.1 rule 3 across a restart: a command sent again with its Idempotency-Key after the local
 * host restarted returns the existing command and runs nothing again, and GET /commands/{id} still
 * finds it for its 60 s (found by review: the key was forgotten, and the retried goal saved twice).
 */
describe('the desk across a restart of the local host: commands and their Idempotency-Keys, clocks, statistics', () => {
  const dir = new TempDir();
  let test: TestHost | undefined;

  before(() => dir.create());
  afterEach(async () => {
    await test?.host.close();
    test = undefined;
  });
  after(() => dir.remove());

  const start = async () => {
    test = await testHost(dir, { databaseUrl: `sqlite:${dir.file('desk.sqlite')}` });
    return test;
  };
  const api = (t: TestHost, path: string, init: RequestInit = {}) =>
    fetch(`${t.host.url as string}/api/v1${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${t.host.key}`, 'Content-Type': 'application/json', ...init.headers },
    });
  const state = async (t: TestHost) =>
    (await (await api(t, '/state')).json()) as { contextKey: string; events: unknown[] };
  const recordEvent = (t: TestHost, contextKey: string, key: string) =>
    api(t, '/actions/record_event', {
      method: 'POST',
      headers: { 'Idempotency-Key': key },
      body: JSON.stringify({ contextKey, params: { type: 3, side: 'home', timer: '77' } }),
    });
  const finished = async (t: TestHost, id: string) => {
    for (let i = 0; i < 100; i += 1) {
      const command = (await (await api(t, `/commands/${id}`)).json()) as { state: string };
      if (command.state !== 'pending') return command;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`command ${id} still pending`);
  };

  it('answers a retry after a restart with the command it created, and saves the event once', async () => {
    let host = await start();
    const before = await state(host);
    const first = await recordEvent(host, before.contextKey, 'goal-across-restart');
    expect(first.status).to.equal(202);
    const { id } = (await first.json()) as { id: string };
    expect(await finished(host, id)).to.include({ state: 'accepted' });
    await host.host.close();

    host = await start();
    const again = await recordEvent(host, before.contextKey, 'goal-across-restart');
    expect(again.status).to.equal(202);
    expect(await again.json()).to.include({ id, state: 'accepted' });
    expect((await state(host)).events).to.have.length(before.events.length + 1);
    expect((await api(host, `/commands/${id}`)).status).to.equal(200);
  });

  it('ends a command the host was killed while running failed `interrupted`, and a retry runs nothing', async () => {
    let host = await start();
    const before = await state(host);
    await host.host.close();
    // What a host killed (kill -9) while it ran a command leaves: its pending line, no later one.
    const path = defaultCommandMemoryPath(0, dir.file('settings.json'));
    const memory: CommandMemory = new FileCommandMemory(path);
    memory.load();
    const command = {
      id: '6f1c1f4e-9d0a-4f39-a1f4-3f7d1d2b0c11',
      request: { kind: 'action' as const, actionId: 'record_event', params: {} },
      contextKey: before.contextKey,
      createdAt: Date.now(),
      state: 'pending' as const,
    };
    memory.record({
      command,
      idempotency: { key: 'killed', fingerprint: { method: 'POST', path: '/x', bodyHash: 'h' } },
    });
    memory.close();
    // A torn last line (the process died mid-append) is skipped.
    await writeFile(path, `${await readFile(path, 'utf8')}{"command":{"id":"torn`);

    host = await start();
    const found = (await (await api(host, `/commands/${command.id}`)).json()) as {
      state: string;
      code: string;
    };
    expect(found).to.include({ state: 'failed', code: 'interrupted' });
    // Its key stays bound to it: this request is not the one that created it.
    expect((await recordEvent(host, before.contextKey, 'killed')).status).to.equal(422);
    expect((await state(host)).events).to.have.length(before.events.length);
  });

  it("keeps the match's statistics and running clock when it is loaded again and across a restart", async () => {
    // Found by review: `unload` then `load`, or a restart, put the corners back to 0 and stopped the clock.
    let host = await start();
    const { contextKey } = await state(host);
    const act = async (path: string, body: object) => {
      const res = await api(host, path, { method: 'POST', body: JSON.stringify({ contextKey, ...body }) });
      const { id } = (await res.json()) as { id: string };
      expect(await finished(host, id)).to.include({ state: 'accepted' });
    };
    const corners = async () =>
      (
        (await (await api(host, '/statistics')).json()) as { statistics: { id: string; home: number }[] }
      ).statistics.find((s) => s.id === 'corners')?.home;
    const timer = async () =>
      ((await (await api(host, '/state')).json()) as { timer: { running: boolean } }).timer;
    await act('/actions/adjust_statistic', { params: { statistic: 'corners', side: 'home', delta: 3 } });
    await act('/buttons/timer/click', { gesture: 'left' });
    const matchId = contextKey.split(':')[2] as string;
    await host.type('unload');
    await host.type(`load ${matchId}`);
    expect([await corners(), (await timer()).running]).to.deep.equal([3, true]);
    await host.host.close();

    host = await start();
    expect([await corners(), (await timer()).running]).to.deep.equal([3, true]);
    await act('/buttons/timer/click', { gesture: 'left' });
  });
});
