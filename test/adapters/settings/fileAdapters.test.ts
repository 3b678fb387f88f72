import { expect } from 'chai';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileHostedSessions } from '../../../src/adapters/settings/FileHostedSessions';
import { FileProjectFiles } from '../../../src/adapters/settings/FileProjectFiles';
import { FileWorkstationSettings } from '../../../src/adapters/settings/FileWorkstationSettings';
import { NodeKeyGenerator } from '../../../src/adapters/settings/NodeKeyGenerator';
import { defaultSettingsPath } from '../../../src/adapters/settings/settingsPath';
import { localControlOf } from '../../../src/application/desk/settings/localControl';
import { INGRESS_KEY, LOCAL_KEY, SettingsMother } from '../../application/desk/support/SettingsMother';

describe('settings files', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'match-desk-settings-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  describe('the workstation settings file', () => {
    it('reads nothing before the first write', async () => {
      expect(await new FileWorkstationSettings(join(dir, 'settings.json')).read()).to.deep.equal({
        ok: true,
        value: undefined,
      });
    });

    it('creates its folder and writes JSON only its owner may read (0600)', async () => {
      const file = join(dir, 'config', 'match-desk', 'settings.json');
      const settings = SettingsMother.workstation({ port: 18810 });
      await new FileWorkstationSettings(file).write(settings);
      expect((await stat(file)).mode & 0o777).to.equal(0o600);
      expect((await stat(join(dir, 'config', 'match-desk'))).mode & 0o077).to.equal(0);
      const read = await new FileWorkstationSettings(file).read();
      expect(read.ok && read.value).to.deep.include({
        version: 1,
        keys: { localKey: LOCAL_KEY, ocrIngressKey: INGRESS_KEY },
      });
    });

    it('replaces the file through a temporary one, leaving nothing beside it', async () => {
      const file = join(dir, 'settings.json');
      const store = new FileWorkstationSettings(file);
      await store.write(SettingsMother.workstation({ port: 18801 }));
      await store.write(SettingsMother.workstation({ port: 18802 }));
      expect(await readdir(dir)).to.deep.equal(['settings.json']);
      const read = await store.read();
      expect(read.ok && read.value?.api.port).to.equal(18802);
      expect((await stat(file)).mode & 0o777).to.equal(0o600);
    });

    it('refuses a field of the wrong type, naming the file and the field, and ignores fields it does not know', async () => {
      const file = join(dir, 'settings.json');
      const stored = { ...JSON.parse(JSON.stringify(SettingsMother.workstation())), later: { x: 1 } };
      await writeFile(
        file,
        JSON.stringify({ ...stored, api: { ...stored.api, requireKey: 'no', port: '80' } }),
      );
      const refused = await new FileWorkstationSettings(file).read();
      expect(!refused.ok && refused.error).to.deep.include({ code: 'settings_invalid' });
      expect(!refused.ok && refused.error.message).to.include(file);
      expect(!refused.ok && refused.error.details).to.have.keys(['api.requireKey', 'api.port']);
      await writeFile(file, JSON.stringify(stored));
      const read = await new FileWorkstationSettings(file).read();
      expect(read.ok && read.value).to.not.have.property('later');
    });

    it('names the file when it is not JSON', async () => {
      const file = join(dir, 'settings.json');
      await writeFile(file, '{ not json');
      let error: unknown;
      await new FileWorkstationSettings(file).read().catch((e: unknown) => (error = e));
      expect(String(error)).to.include(file);
    });

    it('lives in $XDG_CONFIG_HOME/match-desk, else in ~/.config/match-desk', () => {
      expect(defaultSettingsPath({ XDG_CONFIG_HOME: '/x/cfg' }, '/home/u')).to.equal(
        '/x/cfg/match-desk/settings.json',
      );
      expect(defaultSettingsPath({}, '/home/u')).to.equal('/home/u/.config/match-desk/settings.json');
      expect(defaultSettingsPath({ XDG_CONFIG_HOME: 'relative' }, '/home/u')).to.equal(
        '/home/u/.config/match-desk/settings.json',
      );
    });
  });

  describe('the project file', () => {
    it('writes localControl in place, keeping the other keys in their order, and never a key', async () => {
      const file = join(dir, 'final.mdp.json');
      await writeFile(
        file,
        JSON.stringify({ title: 'Final', localControl: { port: 1 }, scoreboardTable: { vendor: 'x' } }),
      );
      await new FileProjectFiles().writeLocalControl(
        file,
        localControlOf(SettingsMother.workstation({ port: 18820 })),
      );
      const text = await readFile(file, 'utf8');
      const project = JSON.parse(text) as Record<string, unknown>;
      expect(Object.keys(project)).to.deep.equal(['title', 'localControl', 'scoreboardTable']);
      expect(project.localControl).to.include({ port: 18820, requireKey: true });
      expect(text).to.not.include(LOCAL_KEY);
      expect(text).to.not.include(INGRESS_KEY);
      expect(text).to.not.match(/localKey|ocrIngressKey|"keys"/i);
    });

    it('creates a missing project file and reads its section back', async () => {
      const file = join(dir, 'new.json');
      const projects = new FileProjectFiles();
      await projects.writeLocalControl(file, localControlOf(SettingsMother.workstation()));
      const read = await projects.readLocalControl(file);
      expect(read.ok && read.value).to.include({ port: 18800 });
    });

    it('refuses a localControl field of the wrong type, naming the project and the field', async () => {
      const file = join(dir, 'bad.json');
      await writeFile(file, JSON.stringify({ localControl: { port: 'high', ocrAssociations: {} } }));
      const read = await new FileProjectFiles().readLocalControl(file);
      expect(!read.ok && read.error.message).to.include(file);
      expect(!read.ok && read.error.details).to.have.keys(['port', 'ocrAssociations']);
    });

    it('reads no section from a project without localControl, and refuses a file that is not an object', async () => {
      const plain = join(dir, 'plain.json');
      const list = join(dir, 'list.json');
      await writeFile(plain, '{"title":"x"}');
      await writeFile(list, '[1]');
      const projects = new FileProjectFiles();
      expect(await projects.readLocalControl(plain)).to.deep.equal({ ok: true, value: undefined });
      let error: unknown;
      await projects.readLocalControl(list).catch((e: unknown) => (error = e));
      expect(String(error)).to.include('not a JSON object');
    });
  });

  describe('the hosted session file', () => {
    it('reads back what it saved, and refuses an entry of the wrong shape or an unsafe key, naming it', async () => {
      const file = join(dir, 'hosted-sessions.json');
      const sessions = new FileHostedSessions(file);
      await sessions.save({
        web: 'https://desk.example.com/',
        cookie: 'md_session=x',
        email: 'a@b.c',
        savedAt: 'now',
      });
      expect(await sessions.find('https://desk.example.com')).to.include({ cookie: 'md_session=x' });
      const saved = JSON.parse(await readFile(file, 'utf8')) as {
        sessions: Record<string, Record<string, unknown>>;
      };
      const entry = saved.sessions['https://desk.example.com'] as Record<string, unknown>;
      await writeFile(
        file,
        JSON.stringify({ ...saved, sessions: { 'https://desk.example.com': { ...entry, cookie: 7 } } }),
      );
      let error: unknown;
      await sessions.find('https://desk.example.com').catch((e: unknown) => (error = e));
      expect(String(error)).to.include(file).and.include('cookie');
      await writeFile(file, '{"version":1,"sessions":{"__proto__":{"cookie":"x"}}}');
      error = undefined;
      await sessions.find('https://desk.example.com').catch((e: unknown) => (error = e));
      expect(String(error)).to.include('sessions.__proto__');
    });
  });

  it('generates keys of 64 lowercase hex characters, each different', () => {
    const keys = new NodeKeyGenerator();
    const a = keys.newKey();
    expect(a).to.match(/^[a-f0-9]{64}$/);
    expect(keys.newKey()).to.not.equal(a);
  });
});
