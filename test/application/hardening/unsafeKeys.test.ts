import { expect } from 'chai';
import { MemoryWorkstationSettings } from '../../../src/adapters/settings/MemoryWorkstationSettings';
import { LoadWorkstationSettings } from '../../../src/application/desk/settings/LoadWorkstationSettings';
import { OpenProject } from '../../../src/application/desk/settings/OpenProject';
import { MemoryProjectFiles } from '../../../src/adapters/settings/MemoryProjectFiles';
import { readImportDocument as parseImportDocument } from '../../../src/adapters/import/readImportDocument';
import { unsafeKeyPath } from '../../../src/domain/shared/unsafeKeys';
import { CountingKeys, LOCAL_KEY, INGRESS_KEY, SettingsMother } from '../desk/support/SettingsMother';
import { aMatchdeskJson } from '../import/support/matchdeskJson';

/** Issue 13 finding 2: `__proto__`, `constructor` and `prototype` keys, at any depth, on every channel. */
describe('unsafe keys (issue 13 finding 2)', () => {
  it('finds the first unsafe key at any depth and names its path', () => {
    expect(unsafeKeyPath(JSON.parse('{"a":1,"b":[1,{"c":{"__proto__":{}}}]}'))).to.equal('b[1].c.__proto__');
    expect(unsafeKeyPath(JSON.parse('{"constructor":1}'))).to.equal('constructor');
    expect(unsafeKeyPath(JSON.parse('[{"x":{"prototype":0}}]'))).to.equal('[0].x.prototype');
    expect(unsafeKeyPath(JSON.parse('{"proto":1,"Constructor":2,"values":{"__proto":3}}'))).to.equal(null);
    expect(unsafeKeyPath('__proto__')).to.equal(null);
  });

  it('walks a value nested far deeper than the call stack allows (found by the fuzz: a 500 before)', () => {
    const depth = 100_000;
    const arrays = JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);
    expect(unsafeKeyPath(arrays)).to.equal(null);
    const objects = JSON.parse(`${'{"a":'.repeat(depth)}{"__proto__":1}${'}'.repeat(depth)}`);
    expect(unsafeKeyPath(objects)).to.equal(`${'a.'.repeat(depth)}__proto__`);
  });

  for (const key of ['__proto__', 'constructor', 'prototype']) {
    it(`refuses an import document holding "${key}", naming its path, before reading it`, () => {
      const season = {
        name: 'Test League 2024/25',
        matches: [
          { round: 'Matchday 1', date: '2024-08-17', team1: 'A', team2: 'B', score: { ft: [1, 0] } },
          { round: 'Matchday 1', date: '2024-08-17', team1: 'C', team2: 'D', score: { ft: [2, 2] } },
        ],
      };
      expect(parseImportDocument('openfootball', season).ok).to.equal(true);
      const text = JSON.stringify(season).replace(
        '"score":{"ft":[2,2]',
        `"score":{"${key}":{"x":1},"ft":[2,2]`,
      );
      const parsed = parseImportDocument('openfootball', JSON.parse(text));
      expect(parsed.ok).to.equal(false);
      if (parsed.ok) return;
      expect(parsed.error.code).to.equal('invalid_import');
      expect(parsed.error.details).to.have.property(`matches[1].score.${key}`);
      const matchdesk = JSON.stringify(aMatchdeskJson()).replace(
        '"phases":[{',
        `"phases":[{"${key}":{"x":1},`,
      );
      const refused = parseImportDocument('matchdesk', JSON.parse(matchdesk));
      expect(refused.ok).to.equal(false);
    });

    it(`refuses a settings file and a project's localControl holding "${key}", naming it`, async () => {
      const stored = JSON.parse(JSON.stringify(SettingsMother.workstation()));
      stored.keys = { localKey: LOCAL_KEY, ocrIngressKey: INGRESS_KEY };
      const good = await new LoadWorkstationSettings(
        new MemoryWorkstationSettings(stored),
        new CountingKeys(),
      ).execute();
      expect(good.ok, JSON.stringify(good)).to.equal(true);
      const text = JSON.stringify(stored).replace('"api":{', `"api":{"${key}":{"requireKey":false},`);
      const loaded = await new LoadWorkstationSettings(
        new MemoryWorkstationSettings(JSON.parse(text)),
        new CountingKeys(),
      ).execute();
      expect(loaded.ok).to.equal(false);
      if (loaded.ok) return;
      expect(loaded.error.code).to.equal('settings_invalid');
      expect(loaded.error.details).to.have.property(`api.${key}`);
      const projects = new MemoryProjectFiles();
      projects.put('p.json', { localControl: JSON.parse(`{"${key}":{"port":1}}`) });
      const store = new MemoryWorkstationSettings();
      const project = await new OpenProject(projects, store).execute('p.json', SettingsMother.workstation());
      expect(project.ok).to.equal(false);
      if (!project.ok) expect(project.error.details).to.have.property(key);
      expect(store.stored()).to.equal(undefined);
    });
  }
});
