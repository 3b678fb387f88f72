import { expect } from 'chai';
import { ApplySettings } from '../../../src/application/desk/settings/ApplySettings';
import { OpenProject } from '../../../src/application/desk/settings/OpenProject';
import { LoadWorkstationSettings } from '../../../src/application/desk/settings/LoadWorkstationSettings';
import { RotateKeys } from '../../../src/application/desk/settings/RotateKeys';
import { SaveProject } from '../../../src/application/desk/settings/SaveProject';
import { DEFAULT_LOCAL_API } from '../../../src/application/desk/settings/defaults';
import { readScoreboardTable, scoreboardTableOf } from '../../../src/application/ocr/scoreboardTable';
import { MemoryProjectFiles } from '../../../src/adapters/settings/MemoryProjectFiles';
import { MemoryWorkstationSettings } from '../../../src/adapters/settings/MemoryWorkstationSettings';
import { CountingKeys, INGRESS_KEY, LOCAL_KEY, SettingsMother } from '../desk/support/SettingsMother';
import { OCR_ACTIVE } from './support/OcrWorld';

describe('the scoreboard-table source in the settings (spec 1)', () => {
  it('is none and inactive when the settings name none', () => {
    expect(scoreboardTableOf(SettingsMother.workstation())).to.deep.equal({ vendor: 'none', active: false });
  });

  it('reads {vendor, active}; a named vendor without active is active, none never is', () => {
    expect(readScoreboardTable({ vendor: 'scoreboard-ocr' })).to.deep.equal({ ok: true, value: OCR_ACTIVE });
    expect(readScoreboardTable({ vendor: 'scoreboard-ocr', active: false })).to.deep.equal({
      ok: true,
      value: { vendor: 'scoreboard-ocr', active: false },
    });
    expect(readScoreboardTable({ vendor: 'none', active: true })).to.deep.equal({
      ok: true,
      value: { vendor: 'none', active: false },
    });
    expect(readScoreboardTable({ vendor: 'Bad Vendor!' }).ok).to.equal(false);
  });

  it('is changed by Apply and kept by a later Apply and by a key rotation', async () => {
    const store = new MemoryWorkstationSettings();
    const apply = new ApplySettings(store);
    const applied = await apply.execute(SettingsMother.workstation(), { scoreboardTable: OCR_ACTIVE });
    if (!applied.ok) throw new Error(applied.error.message);
    expect(applied.value.scoreboardTable).to.deep.equal(OCR_ACTIVE);
    const again = await apply.execute(applied.value, { port: 18900 });
    expect(again.ok && again.value.scoreboardTable).to.deep.equal(OCR_ACTIVE);
    const rotated = await new RotateKeys(store, new CountingKeys()).execute(applied.value);
    expect(rotated.scoreboardTable).to.deep.equal(OCR_ACTIVE);
    expect(store.stored() as object).to.deep.include({ scoreboardTable: OCR_ACTIVE });
  });

  it('refuses an Apply with a malformed source, changing nothing', async () => {
    const store = new MemoryWorkstationSettings();
    const refused = await new ApplySettings(store).execute(SettingsMother.workstation(), {
      scoreboardTable: { vendor: '', active: true },
    });
    expect(!refused.ok && refused.error.code).to.equal('settings_invalid');
    expect(store.stored()).to.equal(undefined);
  });

  it('is read back from the workstation file', async () => {
    const store = new MemoryWorkstationSettings({
      api: DEFAULT_LOCAL_API,
      keys: { localKey: LOCAL_KEY, ocrIngressKey: INGRESS_KEY },
      ocrAssociations: [],
      scoreboardTable: OCR_ACTIVE,
    });
    const read = await new LoadWorkstationSettings(store, new CountingKeys()).execute();
    expect(read.ok && read.value.scoreboardTable).to.deep.equal(OCR_ACTIVE);
  });

  it('is saved in the project under scoreboardTable, beside localControl and its associations', async () => {
    const projects = new MemoryProjectFiles();
    projects.put('final.mdp', { title: 'Final' });
    await new SaveProject(projects).execute('final.mdp', {
      ...SettingsMother.workstation(),
      scoreboardTable: OCR_ACTIVE,
    });
    const document = projects.document('final.mdp') as Record<string, unknown>;
    expect(Object.keys(document)).to.deep.equal(['title', 'localControl', 'scoreboardTable']);
    expect(document.scoreboardTable).to.deep.equal(OCR_ACTIVE);
    expect(document.localControl).to.deep.include({
      ocrAssociations: [{ reading: 'Home Score', variable: 'T1_SCORE' }],
    });
    expect(JSON.stringify(document)).to.not.include(INGRESS_KEY).and.not.include(LOCAL_KEY);
  });

  it('is re-applied when a project is opened, even one without localControl', async () => {
    const projects = new MemoryProjectFiles();
    const store = new MemoryWorkstationSettings();
    projects.put('ocr.mdp', { scoreboardTable: { vendor: 'scoreboard-ocr', active: true } });
    const opened = await new OpenProject(projects, store).execute('ocr.mdp', SettingsMother.workstation());
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.applied).to.equal(false);
    expect(opened.value.settings.scoreboardTable).to.deep.equal(OCR_ACTIVE);
    expect(store.stored() as object).to.deep.include({ scoreboardTable: OCR_ACTIVE });
  });

  it('refuses a project whose source is malformed, storing nothing', async () => {
    const projects = new MemoryProjectFiles();
    const store = new MemoryWorkstationSettings();
    for (const [table, field] of [
      [{ vendor: 42 }, 'scoreboardTable.vendor'],
      [{ vendor: 'scoreboard-ocr', active: 'yes' }, 'scoreboardTable.active'],
      [['scoreboard-ocr'], 'scoreboardTable'],
    ] as const) {
      projects.put('bad.mdp', { scoreboardTable: table });
      const opened = await new OpenProject(projects, store).execute('bad.mdp', SettingsMother.workstation());
      expect(!opened.ok && opened.error.details, JSON.stringify(table)).to.have.property(field);
    }
    expect(store.stored()).to.equal(undefined);
  });
});
