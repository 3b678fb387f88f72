import { expect } from 'chai';
import { OCR_SOURCE_CODES } from '../../../src/application/ocr/ocrSourceErrors';
import { aReading, SCORESIGHT_ASSOCIATIONS } from '../../domain/ocr/support/OcrMother';
import { SettingsMother } from '../desk/support/SettingsMother';
import { connected, OCR_ACTIVE, ocrWorld } from './support/OcrWorld';

describe('OcrService: scoreboard-OCR readings laid over the desk (spec 4.1, 6.2)', () => {
  describe('the source', () => {
    it('is refused while the scoreboard-table source is none, another vendor, or inactive', async () => {
      const world = await ocrWorld();
      for (const table of [
        { vendor: 'none', active: false },
        { vendor: 'daktronics', active: true },
        { vendor: 'scoreboard-ocr', active: false },
      ]) {
        world.setSettings({ scoreboardTable: table });
        const refused = world.ocr.connect('127.0.0.1', () => undefined);
        expect(refused.ok, table.vendor).to.equal(false);
        expect(!refused.ok && refused.error.code).to.equal(OCR_SOURCE_CODES.sourceInactive);
      }
      world.setSettings({ scoreboardTable: undefined });
      const absent = world.ocr.connect('127.0.0.1', () => undefined);
      expect(!absent.ok && absent.error.code).to.equal(OCR_SOURCE_CODES.sourceInactive);
    });

    it('is refused while Enable API is off', async () => {
      const world = await ocrWorld();
      world.setSettings({ api: SettingsMother.workstation({ enabled: false }).api });
      const refused = world.ocr.connect('127.0.0.1', () => undefined);
      expect(!refused.ok && refused.error.code).to.equal(OCR_SOURCE_CODES.apiDisabled);
    });

    it('is one at a time: a second is refused until the first ends', async () => {
      const world = await ocrWorld();
      const first = connected(world, '10.0.0.5');
      const second = world.ocr.connect('10.0.0.6', () => undefined);
      expect(!second.ok && second.error.code).to.equal(OCR_SOURCE_CODES.sourceBusy);
      expect(world.ocr.status().source).to.include({ address: '10.0.0.5', registered: false });
      first.register();
      expect(world.ocr.status().source).to.include({ registered: true });
      first.end();
      expect(world.ocr.status().source).to.equal(null);
      expect(world.ocr.connect('10.0.0.6', () => undefined).ok).to.equal(true);
    });

    it('refuses the readings of a link that ended', async () => {
      const world = await ocrWorld();
      const link = connected(world);
      link.end();
      const taken = link.take(aReading({ Time: '12:00' }));
      expect(!taken.ok && taken.error.code).to.equal(OCR_SOURCE_CODES.deactivated);
      expect(world.state().ocr).to.equal(undefined);
    });
  });

  describe('readings', () => {
    it('show in state.ocr and feed the common variables as texts, without touching the saved score', async () => {
      const world = await ocrWorld({ associations: SCORESIGHT_ASSOCIATIONS });
      const before = world.state();
      const events = await world.desk.stores.matches.events(world.desk.demo.live.id);
      const link = connected(world);
      const taken = link.take(aReading({ Time: '12:34', 'Home Score': 3, 'Away Score': '1', Period: '2' }));
      expect(taken).to.deep.equal({ ok: true, value: 'applied' });
      const state = world.state();
      expect(state.texts).to.include({ clock: '12:34', score_home: '3', score_away: '1', period: '2' });
      expect(state.ocr).to.deep.equal({
        contextKey: before.contextKey,
        updatedAt: world.desk.clock.now().toISOString(),
        values: { Time: '12:34', 'Home Score': '3', 'Away Score': '1', Period: '2' },
        mappedValues: { CLOCK_SVC: '12:34', T1_SCORE: '3', T2_SCORE: '1', SET_SVC: '2' },
      });
      expect(state.score).to.deep.equal(before.score);
      expect(state.match.homeScore).to.equal(before.match.homeScore);
      expect(await world.desk.stores.matches.events(world.desk.demo.live.id)).to.deep.equal(events);
    });

    it('tell the desk its state changed only when a reading changes something', async () => {
      const world = await ocrWorld();
      const link = connected(world);
      const changes = () => world.desk.changes.filter((c) => c.type === 'state_changed').length;
      const start = changes();
      link.take(aReading({ T1_SCORE: 2 }));
      expect(changes()).to.equal(start + 1);
      expect(link.take(aReading({ T1_SCORE: '2' }))).to.deep.equal({ ok: true, value: 'unchanged' });
      expect(link.take(aReading({ T1_SCORE: '  ' }))).to.deep.equal({ ok: true, value: 'unchanged' });
      expect(changes()).to.equal(start + 1);
      expect(world.state().texts.score_home).to.equal('2');
    });

    it('drop a reading older than the last one, and a new source may count from 0 again', async () => {
      const world = await ocrWorld();
      const first = connected(world);
      first.take(aReading({ Time: '10:00' }, { seq: 5 }));
      expect(first.take(aReading({ Time: '09:59' }, { seq: 4 }))).to.deep.equal({ ok: true, value: 'stale' });
      expect(world.state().ocr).to.deep.include({ values: { Time: '10:00' } });
      first.end();
      const second = connected(world);
      expect(second.take(aReading({ Time: '10:01' }, { seq: 0 }))).to.deep.equal({
        ok: true,
        value: 'applied',
      });
    });

    it('refuse a reading that would keep more distinct names than the limit, changing nothing', async () => {
      const world = await ocrWorld({ maxNames: 3 });
      const link = connected(world);
      link.take(aReading({ a: '1', b: '2' }));
      const refused = link.take(aReading({ c: '3', d: '4' }));
      expect(!refused.ok && refused.error.code).to.equal(OCR_SOURCE_CODES.namesLimit);
      // Found by QA: the refusal named no field (docs/errors.md: errors names the field at fault).
      expect(!refused.ok && refused.error.details).to.have.property('values');
      expect(world.state().ocr).to.deep.include({ values: { a: '1', b: '2' } });
      expect(link.take(aReading({ a: '5', c: '3' })).ok).to.equal(true);
    });
  });

  describe('clearing (spec 6.2 rule 5)', () => {
    it('keeps the values when the source disconnects', async () => {
      const world = await ocrWorld();
      const link = connected(world);
      link.take(aReading({ Time: '05:00' }));
      link.end();
      expect(world.state().ocr).to.deep.include({ values: { Time: '05:00' } });
      expect(world.ocr.status().lastReadingAt).to.equal(world.desk.clock.now().toISOString());
    });

    it('clears them when another match is loaded, and when the match is unloaded', async () => {
      const world = await ocrWorld();
      const link = connected(world);
      link.take(aReading({ T1_SCORE: '4' }));
      const loaded = await world.desk.desk.load(world.desk.demo.finished.id);
      expect(loaded.ok).to.equal(true);
      expect(world.state().ocr).to.equal(undefined);
      expect(world.state().texts.score_home).to.not.equal('4');
      link.take(aReading({ T1_SCORE: '6' }));
      world.desk.desk.unload();
      await world.desk.desk.load(world.desk.demo.finished.id);
      expect(world.state().ocr).to.equal(undefined);
    });

    it('clears them and ends the source when the source is deactivated', async () => {
      const world = await ocrWorld();
      const link = connected(world);
      link.take(aReading({ Time: '01:00' }));
      world.setSettings({ scoreboardTable: { vendor: 'none', active: false } });
      world.ocr.settingsChanged();
      expect(world.ended.map((e) => e.code)).to.deep.equal([OCR_SOURCE_CODES.deactivated]);
      expect(world.ocr.status().source).to.equal(null);
      expect(world.state().ocr).to.equal(undefined);
      expect(world.ocr.diagnostic()).to.deep.equal({ values: {}, receivedAt: '' });
      expect(link.take(aReading({ Time: '01:01' })).ok).to.equal(false);
    });

    it('keeps them and the source when the settings change but the source stays active', async () => {
      const world = await ocrWorld();
      const link = connected(world);
      link.take(aReading({ 'Home Score': '2' }));
      world.setSettings({
        scoreboardTable: OCR_ACTIVE,
        ocrAssociations: [{ reading: 'Home Score', variable: 'T1_SCORE' }],
      });
      world.ocr.settingsChanged();
      expect(world.ended).to.deep.equal([]);
      expect(world.state().texts.score_home).to.equal('2');
    });

    it('clears them on reset, the source staying connected', async () => {
      const world = await ocrWorld();
      const link = connected(world);
      link.take(aReading({ Time: '02:00' }));
      world.ocr.reset();
      expect(world.state().ocr).to.equal(undefined);
      expect(world.ocr.status().source).to.not.equal(null);
      expect(link.take(aReading({ Time: '02:01' }))).to.deep.equal({ ok: true, value: 'applied' });
    });
  });

  describe('edit mode (spec 6.2 rule 6)', () => {
    it('holds readings for the diagnostic without applying or publishing them', async () => {
      const world = await ocrWorld();
      const link = connected(world);
      link.take(aReading({ T2_SCORE: '1' }));
      world.desk.desk.setEditing(true);
      expect(world.state().ocr).to.equal(undefined);
      expect(link.take(aReading({ T2_SCORE: '7' }))).to.deep.equal({ ok: true, value: 'held' });
      expect(world.ocr.diagnostic().values).to.deep.equal({ T2_SCORE: '7' });
      expect(world.state().texts.score_away).to.not.equal('7');
      world.desk.desk.setEditing(false);
      expect(world.state().ocr).to.deep.include({ values: { T2_SCORE: '1' } });
      expect(world.state().texts.score_away).to.equal('1');
    });
  });

  it('reports the source and its last reading for the operator', async () => {
    const world = await ocrWorld();
    expect(world.ocr.status()).to.deep.equal({
      vendor: 'scoreboard-ocr',
      active: true,
      source: null,
      lastReadingAt: '',
      applied: 0,
    });
    const link = connected(world, '192.168.1.20');
    world.desk.clock.advance(1500);
    link.take(aReading({ a: '1', b: '2' }));
    expect(world.ocr.status()).to.deep.include({
      source: { address: '192.168.1.20', since: '2024-05-01T20:00:00.000Z', registered: false },
      lastReadingAt: '2024-05-01T20:00:01.500Z',
      applied: 2,
    });
  });
});
