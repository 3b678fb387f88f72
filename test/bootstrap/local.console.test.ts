import { expect } from 'chai';
import { call } from '../support/webClient';
import type { TestHost } from '../adapters/http/local/support/localHost';
import { TempDir, testHost } from '../adapters/http/local/support/localHost';

describe('local host operator console', () => {
  const dir = new TempDir();
  let running: TestHost;
  before(async () => {
    await dir.create();
    running = await testHost(dir);
  });
  after(async () => {
    await running.host.close();
    await dir.remove();
  });

  const api = (path: string) =>
    call(running.host.url as string, `/api/v1${path}`, { token: running.host.key });

  it('lists its commands', async () => {
    const help = await running.type('help');
    for (const command of ['load ID', 'unload', 'edit on|off', 'apply', 'save', 'keys rotate', 'status']) {
      expect(help).to.include(command);
    }
  });

  it('puts the match sheet in edit mode: remote writes become unavailable, then available again', async () => {
    expect(await running.type('edit on')).to.match(/^edit mode on for football:/);
    const editing = (await api('/actions')).body;
    expect(editing.record_event).to.include({ available: false });
    expect(editing.select_player).to.include({ available: true });
    expect((await api('/state')).body.editing).to.be.true;
    await running.type('edit off');
    expect((await api('/actions')).body.record_event).to.include({ available: true });
  });

  it('loads another match by id, and the clients see the new contextKey', async () => {
    const before = (await api('/state')).body;
    const otherId = before.matchDays
      .flatMap((d: { matches: { id: string }[] }) => d.matches)
      .map((m: { id: string }) => m.id)
      .find((id: string) => id !== before.context.matchId);
    expect(await running.type(`load ${otherId}`)).to.equal(
      `loaded football:${before.context.championshipId}:${otherId}`,
    );
    expect((await api('/state')).body.contextKey).to.equal(
      `football:${before.context.championshipId}:${otherId}`,
    );
  });

  it('names what it cannot do', async () => {
    expect(await running.type('load 999999')).to.match(/^refused: No match with id 999999/);
    expect(await running.type('edit maybe')).to.equal('usage: edit on|off');
    expect(await running.type('set port high')).to.equal('port takes a number, e.g. set port 18800');
    expect(await running.type('set colour blue')).to.match(/^unknown setting colour/);
    expect(await running.type('fly')).to.equal('unknown command fly; type help');
  });
});
