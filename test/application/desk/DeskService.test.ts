import { expect } from 'chai';
import { GetMatchSnapshot } from '../../../src/application/web/GetMatchSnapshot';
import { PrincipalMother } from '../../domain/access/support/PrincipalMother';
import type { DeskWorld } from './support/DeskWorld';
import { deskWorld } from './support/DeskWorld';
import { Submissions } from './support/submissions';

const READS = [
  'state',
  'buttons',
  'texts',
  'actions',
  'players',
  'events',
  'eventTypes',
  'statistics',
  'selections',
  'match',
  'matchDays',
  'scorers',
  'standings',
] as const;

describe('DeskService: the match in the main window', () => {
  let world: DeskWorld;
  beforeEach(async () => {
    world = await deskWorld();
  });

  it('loads a match with the contextKey sport:championshipId:matchId', () => {
    const { live, championshipId } = world.demo;
    expect(world.contextKey()).to.equal(`football:${championshipId}:${live.id}`);
    expect(world.changes).to.deep.equal([{ type: 'match_loaded', contextKey: world.contextKey() }]);
  });

  it('builds the four sections with the web snapshot projection', async () => {
    const { live, championshipId } = world.demo;
    const company = await world.stores.championships.byId(championshipId);
    const snapshot = await new GetMatchSnapshot(
      world.stores.championships,
      world.stores.matches,
      world.stores.standings,
    ).execute({
      principal: PrincipalMother.administratorOf(company?.companyId),
      sport: 'football',
      championshipId,
      matchId: live.id,
    });
    const state = world.desk.reads.state();
    if (!snapshot.ok || !state.ok) throw new Error('both reads should succeed');
    expect(state.value.match).to.deep.equal(snapshot.value.match);
    expect(state.value.matchDays).to.deep.equal(snapshot.value.matchDays);
    expect(state.value.scorers).to.deep.equal(snapshot.value.scorers);
    expect(state.value.standings).to.deep.equal(snapshot.value.standings);
    expect(state.value.scorers).to.have.length(1);
  });

  it('answers every read without changing anything or emitting a change', () => {
    const before = world.changes.length;
    const first = READS.map((name) => world.desk.reads[name]());
    const second = READS.map((name) => world.desk.reads[name]());
    expect(first.every((r) => r.ok)).to.be.true;
    expect(second).to.deep.equal(first);
    expect(world.changes).to.have.length(before);
  });

  it('reads one button, its text and one text, and names an unknown one', () => {
    const timer = world.desk.reads.button('timer');
    expect(timer.ok && timer.value).to.include({ id: 'timer', enabled: true });
    expect(world.desk.reads.text('score_away')).to.deep.equal({ ok: true, value: '1' });
    const unknown = world.desk.reads.button('nope');
    expect(!unknown.ok && unknown.error.code).to.equal('button_unknown');
    const noText = world.desk.reads.text('nope');
    expect(!noText.ok && noText.error.code).to.equal('not_found');
  });

  it('unloads the match: every read and command then gets match_unavailable', () => {
    const key = world.contextKey();
    expect(world.desk.unload()).to.deep.equal({ ok: true, value: { contextKey: key } });
    for (const name of READS) {
      const read = world.desk.reads[name]();
      expect(!read.ok && read.error.code, name).to.equal('match_unavailable');
    }
    const submitted = world.desk.submit(Submissions.click(key, 'timer'));
    expect(!submitted.ok && submitted.error.code).to.equal('match_unavailable');
    expect(world.changes.at(-1)).to.deep.equal({ type: 'match_unloaded', contextKey: key });
  });

  it('asks to open a match in the action catalog when none is loaded', () => {
    world.desk.unload();
    const actions = world.desk.reads.actions();
    expect(!actions.ok && actions.error.message).to.match(/open a match/i);
  });

  it('refuses to unload or enter edit mode with no match loaded', () => {
    world.desk.unload();
    const unload = world.desk.unload();
    const edit = world.desk.setEditing(true);
    expect(!unload.ok && unload.error.code).to.equal('match_unavailable');
    expect(!edit.ok && edit.error.code).to.equal('match_unavailable');
  });

  it('turns edit mode on and off, and reports the state change', () => {
    world.desk.setEditing(true);
    const state = world.desk.reads.state();
    expect(state.ok && state.value.editing).to.be.true;
    expect(world.changes.at(-1)).to.deep.equal({ type: 'state_changed', contextKey: world.contextKey() });
    world.desk.setEditing(false);
    const after = world.desk.reads.state();
    expect(after.ok && after.value.editing).to.be.false;
  });

  it('loading another match unloads the previous one first', async () => {
    const previous = world.contextKey();
    const loaded = await world.desk.load(world.demo.finished.id);
    expect(loaded.ok).to.be.true;
    expect(world.changes.slice(-2)).to.deep.equal([
      { type: 'match_unloaded', contextKey: previous },
      { type: 'match_loaded', contextKey: world.contextKey() },
    ]);
    expect(world.contextKey()).to.not.equal(previous);
  });

  it('refuses to load a match the store does not have, keeping the loaded one', async () => {
    const key = world.contextKey();
    const loaded = await world.desk.load('999999');
    expect(!loaded.ok && loaded.error.code).to.equal('not_found');
    expect(world.contextKey()).to.equal(key);
  });

  it('lays an overlay over the texts and publishes state.ocr, then tells listeners', () => {
    world.desk.setOverlay({
      texts: () => ({ clock: '12:34', HomeScore: '3' }),
      ocr: (contextKey) => ({ contextKey, values: { HomeScore: '3' } }),
    });
    const state = world.desk.reads.state();
    if (!state.ok) throw new Error('state should read');
    expect(state.value.texts).to.include({ clock: '12:34', HomeScore: '3' });
    expect(state.value.ocr).to.deep.equal({ contextKey: world.contextKey(), values: { HomeScore: '3' } });
    expect(world.changes.at(-1)?.type).to.equal('state_changed');
  });
});
