import { expect } from 'chai';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { call } from '../support/webClient';
import type { TestHost } from '../adapters/http/local/support/localHost';
import { freePort, TempDir, testHost } from '../adapters/http/local/support/localHost';

describe('local host settings: Apply, Save, projects, keys', () => {
  const dir = new TempDir();
  const hosts: TestHost[] = [];
  const start = async (options: Parameters<typeof testHost>[1] = {}) => {
    const running = await testHost(dir, options);
    hosts.push(running);
    return running;
  };
  beforeEach(() => dir.create());
  afterEach(async () => {
    await Promise.all(hosts.splice(0).map((h) => h.host.close()));
    await dir.remove();
  });

  const texts = (url: string, token?: string) =>
    call(url, '/api/v1/texts', token === undefined ? {} : { token });

  it('stores new settings in a 0600 file with the keys, never in the project file', async () => {
    const project = dir.file('final.mdp.json');
    await writeFile(
      project,
      JSON.stringify({ title: 'Final', scoreboardTable: { vendor: 'scoreboard-ocr' } }),
    );
    const running = await start({ projectFile: project });
    expect(await running.type('save')).to.equal(`saved localControl (without keys) to ${project}`);
    const saved = await readFile(project, 'utf8');
    const settings = JSON.parse(await readFile(dir.file('settings.json'), 'utf8'));
    expect((await stat(dir.file('settings.json'))).mode & 0o777).to.equal(0o600);
    expect(settings.keys.localKey).to.equal(running.host.key);
    expect(saved).to.not.include(running.host.key);
    expect(saved).to.not.include(settings.keys.ocrIngressKey);
    expect(JSON.parse(saved)).to.include.keys(['title', 'scoreboardTable', 'localControl']);
    expect(JSON.parse(saved).localControl).to.include({ port: 18800, requireKey: true, enabled: true });
  });

  it('moves the listener on Apply without losing the desk, and the new port survives a restart', async () => {
    const port = await freePort();
    const first = await start();
    const oldUrl = first.host.url as string;
    const contextKey = (await call(oldUrl, '/api/v1/state', { token: first.host.key })).body.contextKey;
    expect(await first.type(`set port ${port}`)).to.equal('port will change on apply');
    const applied = await first.type('apply');
    expect(applied).to.include(`Running: http://127.0.0.1:${port}`);
    expect(first.host.url).to.equal(`http://127.0.0.1:${port}`);
    const moved = await call(first.host.url as string, '/api/v1/state', { token: first.host.key });
    expect(moved.body.contextKey).to.equal(contextKey);
    let refused: unknown;
    await fetch(`${oldUrl}/api/v1/state`).catch((e: unknown) => (refused = e));
    expect(refused, 'the old port is closed').to.be.instanceOf(Error);
    const key = first.host.key;
    await first.host.close();

    // New process objects reading the same settings file, without a --port.
    const second = await start({ port: undefined });
    expect(second.host.url).to.equal(`http://127.0.0.1:${port}`);
    expect(second.host.key).to.equal(key);
    expect((await texts(second.host.url as string, key)).status).to.equal(200);
  });

  it('re-applies the localControl of a project, and keeps the workstation settings for a project without it', async () => {
    const port = await freePort();
    const withSection = dir.file('with.json');
    const without = dir.file('without.json');
    await writeFile(withSection, JSON.stringify({ localControl: { port, requireKey: false } }));
    await writeFile(without, JSON.stringify({ title: 'plain' }));
    const applied = await start({ projectFile: withSection, port: undefined });
    expect(applied.printed).to.include(`Project ${withSection}: localControl applied.`);
    expect(applied.host.url).to.equal(`http://127.0.0.1:${port}`);
    expect((await texts(applied.host.url as string)).status).to.equal(200);
    await applied.host.close();

    const kept = await start({ projectFile: without, port: undefined });
    expect(kept.printed).to.include(`Project ${without}: no localControl, the workstation settings stay.`);
    expect(kept.host.url).to.equal(`http://127.0.0.1:${port}`);
    expect((await texts(kept.host.url as string)).status).to.equal(200);
  });

  it('turns protection off and on with Apply, at once', async () => {
    const running = await start();
    const url = () => running.host.url as string;
    expect((await texts(url())).status).to.equal(401);
    const off = await running.host.apply({ requireKey: false });
    expect(off.ok && off.value.protected).to.be.false;
    expect((await texts(url())).status).to.equal(200);
    await running.host.apply({ requireKey: true });
    expect((await texts(url())).status).to.equal(401);
  });

  it('rotates the keys: the old key is refused, the new one works', async () => {
    const running = await start();
    const old = running.host.key;
    const answer = await running.type('keys rotate');
    expect(answer).to.equal(`new local key: ${running.host.key}`);
    expect(running.host.key).to.not.equal(old);
    expect((await texts(running.host.url as string, old)).status).to.equal(401);
    expect((await texts(running.host.url as string, running.host.key)).status).to.equal(200);
  });

  it('stops listening when Enable API is turned off, and keeps the desk', async () => {
    const running = await start();
    const url = running.host.url as string;
    await running.type('set enabled off');
    expect(await running.type('apply')).to.include('Stopped: Enable API is off');
    expect(running.host.url).to.equal(null);
    let refused: unknown;
    await fetch(`${url}/api/v1/texts`).catch((e: unknown) => (refused = e));
    expect(refused).to.be.instanceOf(Error);
    expect(running.host.services.desk.loadedMatch()).to.not.equal(null);
  });

  it('refuses invalid settings on Apply and keeps running as before', async () => {
    const running = await start();
    const url = running.host.url;
    await running.type('set allowNetwork on');
    expect(await running.type('apply')).to.match(/^refused: .*networkAddress/);
    expect(running.host.url).to.equal(url);
    expect(JSON.parse(await readFile(dir.file('settings.json'), 'utf8')).api.allowNetwork).to.be.false;
  });

  it('keeps the previous settings when the new port is taken', async () => {
    const blocker = await start();
    const taken = Number(new URL(blocker.host.url as string).port);
    const running = await start();
    const url = running.host.url;
    const applied = await running.host.apply({ port: taken });
    expect(!applied.ok && applied.error.code).to.equal('listen_failed');
    expect(running.host.url).to.equal(url);
    expect((await texts(url as string, running.host.key)).status).to.equal(200);
    expect(JSON.parse(await readFile(dir.file('settings.json'), 'utf8')).api.port).to.equal(18800);
  });

  it('answers save without a project file with a refusal', async () => {
    const running = await start();
    expect(await running.type('save')).to.match(/^refused: No project file/);
  });

  it('refuses a save it cannot write and goes on serving (found by review: a folder ended the process)', async () => {
    const running = await start();
    const deep = dir.file('deep.json');
    await writeFile(deep, `{"other":${'['.repeat(6000)}${']'.repeat(6000)}}`);
    for (const target of [dir.file(''), join(dir.file('settings.json'), 'p.json'), deep]) {
      expect(await running.type(`save ${target}`), target).to.match(
        /^refused: The project .* could not be saved/,
      );
    }
    expect((await texts(running.host.url as string, running.host.key)).status).to.equal(200);
  });
});
