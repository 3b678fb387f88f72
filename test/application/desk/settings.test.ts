import { expect } from 'chai';
import { ApplySettings } from '../../../src/application/desk/settings/ApplySettings';
import { DEFAULT_LOCAL_API } from '../../../src/application/desk/settings/defaults';
import { LoadWorkstationSettings } from '../../../src/application/desk/settings/LoadWorkstationSettings';
import { OpenProject } from '../../../src/application/desk/settings/OpenProject';
import { RotateKeys } from '../../../src/application/desk/settings/RotateKeys';
import { SaveProject } from '../../../src/application/desk/settings/SaveProject';
import { MemoryProjectFiles } from '../../../src/adapters/settings/MemoryProjectFiles';
import { MemoryWorkstationSettings } from '../../../src/adapters/settings/MemoryWorkstationSettings';
import { CountingKeys, INGRESS_KEY, LOCAL_KEY, SettingsMother } from './support/SettingsMother';

describe('Local API settings (spec 1, 5.1)', () => {
  describe('on the workstation', () => {
    it('starts from the defaults with a fresh local key and a distinct OCR ingress key, stored at once', async () => {
      const store = new MemoryWorkstationSettings();
      const loaded = await new LoadWorkstationSettings(store, new CountingKeys()).execute();
      if (!loaded.ok) throw new Error(loaded.error.message);
      expect(loaded.value.api).to.deep.equal(DEFAULT_LOCAL_API);
      expect(loaded.value.api).to.include({ port: 18800, requireKey: true, allowNetwork: false });
      expect(loaded.value.keys.localKey).to.match(/^[0-9a-f]{64}$/);
      expect(loaded.value.keys.ocrIngressKey).to.match(/^[0-9a-f]{64}$/);
      expect(loaded.value.keys.localKey).to.not.equal(loaded.value.keys.ocrIngressKey);
      expect(store.stored()).to.deep.equal(JSON.parse(JSON.stringify(loaded.value)));
    });

    it('draws the ingress key again when it equals the local key', async () => {
      const loaded = await new LoadWorkstationSettings(
        new MemoryWorkstationSettings(),
        new CountingKeys(2),
      ).execute();
      expect(loaded.ok && loaded.value.keys.localKey).to.not.equal(
        loaded.ok && loaded.value.keys.ocrIngressKey,
      );
    });

    it('reads what it stored, the same on a second load', async () => {
      const store = new MemoryWorkstationSettings();
      const first = await new LoadWorkstationSettings(store, new CountingKeys()).execute();
      const second = await new LoadWorkstationSettings(store, new CountingKeys()).execute();
      expect(second).to.deep.equal(first);
    });

    it('refuses stored settings with a bad key or port, naming each', async () => {
      const stored = {
        api: { ...DEFAULT_LOCAL_API, port: 70000 },
        keys: { localKey: 'short', ocrIngressKey: 'B'.repeat(64) },
      };
      const loaded = await new LoadWorkstationSettings(
        new MemoryWorkstationSettings(stored),
        new CountingKeys(),
      ).execute();
      expect(!loaded.ok && loaded.error.code).to.equal('settings_invalid');
      expect(!loaded.ok && loaded.error.details).to.have.keys(['port', 'localKey', 'ocrIngressKey']);
    });

    it('refuses stored settings with a field of the wrong type, naming its path', async () => {
      const stored = {
        api: { ...DEFAULT_LOCAL_API, requireKey: 'no', allowedHosts: 'desk.local' },
        keys: { localKey: LOCAL_KEY, ocrIngressKey: INGRESS_KEY },
        ocrAssociations: [{ reading: 'Home Score' }],
      };
      const loaded = await new LoadWorkstationSettings(
        new MemoryWorkstationSettings(stored),
        new CountingKeys(),
      ).execute();
      expect(!loaded.ok && loaded.error.code).to.equal('settings_invalid');
      expect(!loaded.ok && loaded.error.details).to.have.keys([
        'api.requireKey',
        'api.allowedHosts',
        'ocrAssociations[0].variable',
      ]);
    });

    it('refuses an ingress key equal to the local key', async () => {
      const stored = { api: DEFAULT_LOCAL_API, keys: { localKey: LOCAL_KEY, ocrIngressKey: LOCAL_KEY } };
      const loaded = await new LoadWorkstationSettings(
        new MemoryWorkstationSettings(stored),
        new CountingKeys(),
      ).execute();
      expect(!loaded.ok && loaded.error.details)
        .to.have.property('ocrIngressKey')
        .that.matches(/differ/);
    });
  });

  describe('Apply', () => {
    it('stores the changed settings on the workstation, keeping the keys', async () => {
      const store = new MemoryWorkstationSettings();
      const applied = await new ApplySettings(store).execute(SettingsMother.workstation(), {
        port: 18801,
        allowNetwork: true,
        networkAddress: '192.168.1.20',
        allowedOrigins: ['HTTP://Overlay.local:8080/'],
      });
      if (!applied.ok) throw new Error(applied.error.message);
      expect(applied.value.api).to.include({
        port: 18801,
        allowNetwork: true,
        networkAddress: '192.168.1.20',
      });
      expect(applied.value.api.allowedOrigins).to.deep.equal(['http://overlay.local:8080']);
      expect(applied.value.keys).to.deep.equal({ localKey: LOCAL_KEY, ocrIngressKey: INGRESS_KEY });
      expect(store.stored()).to.deep.equal(JSON.parse(JSON.stringify(applied.value)));
    });

    const refusals: [string, Record<string, unknown>, string][] = [
      ['a port out of range', { port: 0 }, 'port'],
      ['network access without an address', { allowNetwork: true }, 'networkAddress'],
      ['an address that is not an IP', { allowNetwork: true, networkAddress: 'my-pc' }, 'networkAddress'],
      ['the wildcard origin', { allowedOrigins: ['*'] }, 'allowedOrigins'],
      ['a host name with a path', { allowedHosts: ['desk.local/x'] }, 'allowedHosts'],
    ];
    for (const [what, patch, field] of refusals) {
      it(`refuses ${what} and stores nothing`, async () => {
        const store = new MemoryWorkstationSettings();
        const applied = await new ApplySettings(store).execute(SettingsMother.workstation(), patch);
        expect(!applied.ok && applied.error.code).to.equal('settings_invalid');
        expect(!applied.ok && applied.error.details).to.have.property(field);
        expect(store.stored()).to.equal(undefined);
      });
    }

    it('rotates both keys and stores them', async () => {
      const store = new MemoryWorkstationSettings();
      const rotated = await new RotateKeys(store, new CountingKeys()).execute(SettingsMother.workstation());
      expect(rotated.keys.localKey).to.not.equal(LOCAL_KEY);
      expect(rotated.keys.ocrIngressKey).to.not.equal(INGRESS_KEY);
      expect(store.stored()).to.deep.equal(JSON.parse(JSON.stringify(rotated)));
    });
  });

  describe('Save and open a project', () => {
    it('writes localControl without any key, keeping the other keys of the project', async () => {
      const projects = new MemoryProjectFiles();
      projects.put('match.mdp', { title: 'Cup final', scoreboardTable: { vendor: 'scoreboard-ocr' } });
      await new SaveProject(projects).execute('match.mdp', SettingsMother.workstation({ port: 18805 }));
      const document = projects.document('match.mdp');
      expect(document).to.include.keys(['title', 'scoreboardTable', 'localControl']);
      expect(document?.localControl).to.deep.equal({
        enabled: true,
        port: 18805,
        requireKey: true,
        allowNetwork: false,
        networkAddress: '',
        allowedOrigins: [],
        allowedHosts: [],
        ocrAssociations: [{ reading: 'Home Score', variable: 'T1_SCORE' }],
      });
      const text = JSON.stringify(document);
      expect(text).to.not.include(LOCAL_KEY);
      expect(text).to.not.include(INGRESS_KEY);
    });

    it('re-applies the localControl of an opened project and stores it on the workstation', async () => {
      const projects = new MemoryProjectFiles();
      projects.put('p.mdp', { localControl: { port: 18900, requireKey: false, ocrAssociations: [] } });
      const store = new MemoryWorkstationSettings();
      const opened = await new OpenProject(projects, store).execute('p.mdp', SettingsMother.workstation());
      if (!opened.ok) throw new Error(opened.error.message);
      expect(opened.value.applied).to.be.true;
      expect(opened.value.settings.api).to.include({ port: 18900, requireKey: false });
      expect(opened.value.settings.ocrAssociations).to.deep.equal([]);
      expect(opened.value.settings.keys.localKey).to.equal(LOCAL_KEY);
      expect(store.stored()).to.deep.equal(JSON.parse(JSON.stringify(opened.value.settings)));
    });

    it('keeps the workstation settings when the project has no localControl', async () => {
      const projects = new MemoryProjectFiles();
      projects.put('p.mdp', { title: 'no local control' });
      const store = new MemoryWorkstationSettings();
      const current = SettingsMother.workstation({ port: 18811 });
      const opened = await new OpenProject(projects, store).execute('p.mdp', current);
      expect(opened).to.deep.equal({ ok: true, value: { settings: current, applied: false } });
      expect(store.stored()).to.equal(undefined);
    });

    it('ignores a key found in a project and refuses a bad section', async () => {
      const projects = new MemoryProjectFiles();
      projects.put('keyed.mdp', { localControl: { localKey: 'c'.repeat(64) } });
      projects.put('bad.mdp', { localControl: { port: 'high' } });
      const store = new MemoryWorkstationSettings();
      const keyed = await new OpenProject(projects, store).execute('keyed.mdp', SettingsMother.workstation());
      expect(keyed.ok && keyed.value.settings.keys.localKey).to.equal(LOCAL_KEY);
      const bad = await new OpenProject(projects, store).execute('bad.mdp', SettingsMother.workstation());
      expect(!bad.ok && bad.error.details).to.have.property('port');
    });
  });
});
