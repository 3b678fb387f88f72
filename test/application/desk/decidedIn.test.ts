import { expect } from 'chai';
import type { Match } from '../../../src/domain/match/Match';
import { ExplainStandings } from '../../../src/application/standings/ExplainStandings';
import type { DeskWorld } from './support/DeskWorld';
import { deskWorld } from './support/DeskWorld';
import { runAction } from './support/runAction';
import { Submissions } from './support/submissions';

const run = runAction;

function texts(world: DeskWorld): Record<string, string> {
  const read = world.desk.reads.texts();
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
}

describe('DeskService: how a match was decided (issue 14)', () => {
  let world: DeskWorld;
  beforeEach(async () => {
    world = await deskWorld();
  });
  afterEach(() => expect(world.errors).to.deep.equal([]));

  it('lets the operator set decidedIn: saved on the match, shown as the decided_in text', async () => {
    const before = await world.stores.matches.byId(world.demo.live.id);
    // The demo's live match leads: regulation is not shown before it is finished.
    expect(before?.status).to.equal('live');
    expect(texts(world).decided_in).to.equal(
      before?.decidedIn === 'regulation' ? '' : (before?.decidedIn ?? ''),
    );
    const done = await run(world, 'set_decided_in', { decidedIn: 'overtime' });
    expect(done.state, JSON.stringify(done)).to.equal('accepted');
    expect((await world.stores.matches.byId(world.demo.live.id))?.decidedIn).to.equal('overtime');
    expect(texts(world).decided_in).to.equal('overtime');
  });

  it('shows no decided_in for a lead in a match still played: regulation shows once it is finished (found by review)', async () => {
    const live = (await world.stores.matches.byId(world.demo.live.id)) as Match;
    await world.stores.matches.update({ ...live, decidedIn: 'regulation' });
    await world.desk.load(world.demo.live.id);
    expect(texts(world).decided_in).to.equal('');
    await world.stores.matches.update({ ...live, status: 'finished', decidedIn: 'regulation' });
    await world.desk.load(world.demo.live.id);
    expect(texts(world).decided_in).to.equal('regulation');
  });

  it('refuses overtime on a level score and a shootout after a lead, saving nothing (found by QA)', async () => {
    const live = (await world.stores.matches.byId(world.demo.live.id)) as Match;
    expect(live.homeScore).to.not.equal(live.awayScore);
    const shootout = await run(world, 'set_decided_in', { decidedIn: 'shootout' });
    expect([shootout.state, shootout.code, shootout.errors]).to.deep.equal([
      'failed',
      'validation_failed',
      {
        decidedIn: `a shootout follows a level score, but the score is ${live.homeScore}-${live.awayScore}.`,
      },
    ]);
    await world.stores.matches.update({ ...live, awayScore: live.homeScore });
    await world.desk.load(world.demo.live.id);
    const overtime = await run(world, 'set_decided_in', { decidedIn: 'overtime' });
    expect([overtime.state, overtime.errors]).to.deep.equal([
      'failed',
      {
        decidedIn: `a match decided in overtime has a winner, but the score is level (${live.homeScore}-${live.homeScore}).`,
      },
    ]);
    const stored = (await world.stores.matches.byId(world.demo.live.id)) as Match;
    expect([stored.decidedIn, stored.version]).to.deep.equal([live.decidedIn, live.version]);
    // A level score may have gone to a shootout.
    expect((await run(world, 'set_decided_in', { decidedIn: 'shootout' })).state).to.equal('accepted');
  });

  it('refuses a value that is not regulation, overtime or shootout', async () => {
    const before = await world.stores.matches.byId(world.demo.live.id);
    const submitted = world.desk.submit(
      Submissions.action(world.contextKey(), 'set_decided_in', { decidedIn: 'extra time' }),
    );
    expect(submitted.ok ? 'accepted' : submitted.error.code).to.equal('invalid_params');
    await world.desk.idle();
    expect((await world.stores.matches.byId(world.demo.live.id))?.decidedIn).to.equal(before?.decidedIn);
  });

  it('derives shootout from a shootout goal recorded at the desk', async () => {
    const done = await run(world, 'record_event', { type: 8, side: 'home' });
    expect(done.state, JSON.stringify(done)).to.equal('accepted');
    expect((await world.stores.matches.byId(world.demo.live.id))?.decidedIn).to.equal('shootout');
    expect(texts(world).decided_in).to.equal('shootout');
  });

  it('shows the say-why read as the standings_explanation text, one line per pair of level neighbours', async () => {
    const championship = await world.stores.championships.byId(world.demo.live.championshipId);
    if (!championship) throw new Error('no championship');
    const explained = await new ExplainStandings(world.stores).run(championship);
    if (!explained.ok) throw new Error(explained.error.message);
    const lines = explained.value.explanations.map((e) => e.text);
    expect(lines.length).to.be.greaterThan(0);
    expect(texts(world).standings_explanation).to.equal(lines.join('\n'));
  });
});
