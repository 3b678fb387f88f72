import { expect } from 'chai';
import type { Match } from '../../../src/domain/match/Match';
import type { DeskWorld } from './support/DeskWorld';
import { deskWorld } from './support/DeskWorld';
import { runAction } from './support/runAction';
import { importDemo } from './support/demoStores';

const run = runAction;

describe('DeskService: the operator records a walkover or a retirement (issue 14)', () => {
  let world: DeskWorld;
  beforeEach(async () => {
    world = await deskWorld();
  });
  afterEach(() => expect(world.errors).to.deep.equal([]));

  const stored = async (id: string) => (await world.stores.matches.byId(id)) as Match;

  it('set_walkover records the walkover event of the side and the match shows walkover', async () => {
    const done = await run(world, 'set_walkover', { side: 'away' });
    expect(done.state, JSON.stringify(done)).to.equal('accepted');
    expect(done.result).to.include({ actionId: 'set_walkover', walkover: 'away', type: 10 });
    const match = await stored(world.demo.live.id);
    expect(match.walkover).to.equal('away');
    const events = await world.stores.matches.events(match.id);
    expect(events.filter((e) => e.type === 10).map((e) => e.clubId)).to.deep.equal([match.awayTeamId]);
  });

  it('deleting the walkover event takes the walkover back', async () => {
    const done = await run(world, 'set_walkover', { side: 'home' });
    const eventId = String(done.result?.eventId);
    expect((await stored(world.demo.live.id)).walkover).to.equal('home');
    const deleted = await run(world, 'delete_event', { eventId });
    expect(deleted.state, JSON.stringify(deleted)).to.equal('accepted');
    expect((await stored(world.demo.live.id)).walkover).to.equal(null);
  });

  it('refuses set_retired where the catalogue has no retirement event (football)', async () => {
    const done = await run(world, 'set_retired', { side: 'home' });
    expect(done.state).to.equal('failed');
    expect(done.error).to.match(/no retirement event/);
    expect((await stored(world.demo.live.id)).retired).to.equal(null);
  });

  it('at tennis, a walkover on a finished match counts in the standings as a two-set win', async () => {
    const tennis = await importDemo(world.stores, 'tennis');
    const loaded = await world.desk.load(tennis.finished.id);
    if (!loaded.ok) throw new Error(loaded.error.message);
    const before = await world.stores.standings.current(tennis.championshipId);
    const done = await run(world, 'set_walkover', { side: 'home' });
    expect(done.state, JSON.stringify(done)).to.equal('accepted');
    const match = await stored(tennis.finished.id);
    expect(match.walkover).to.equal('home');
    const after = await world.stores.standings.current(tennis.championshipId);
    const row = (table: typeof after, id: string) => table?.rows.find((r) => r.entityId === id);
    const [homeSets, awaySets] = [tennis.finished.homeScore ?? 0, tennis.finished.awayScore ?? 0];
    // ATP Rulebook, round robin: a two-set win for the opponent (2-0 in sets), here the away player.
    const delta = (id: string, field: 'goalsFor' | 'goalsAgainst' | 'wins' | 'losses') =>
      (row(after, id)?.[field] ?? 0) - (row(before, id)?.[field] ?? 0);
    expect(delta(match.awayTeamId, 'goalsFor')).to.equal(2 - awaySets);
    expect(delta(match.awayTeamId, 'goalsAgainst')).to.equal(0 - homeSets);
    expect(delta(match.homeTeamId, 'goalsFor')).to.equal(0 - homeSets);
    expect(delta(match.awayTeamId, 'wins')).to.equal(awaySets > homeSets ? 0 : 1);
    expect(delta(match.homeTeamId, 'losses')).to.equal(homeSets > awaySets ? 1 : 0);
  });

  it('at tennis, set_retired records the retirement event and sets retired', async () => {
    const tennis = await importDemo(world.stores, 'tennis');
    const loaded = await world.desk.load(tennis.live.id);
    if (!loaded.ok) throw new Error(loaded.error.message);
    const done = await run(world, 'set_retired', { side: 'away' });
    expect(done.state, JSON.stringify(done)).to.equal('accepted');
    expect(done.result).to.include({ actionId: 'set_retired', retired: 'away', type: 5 });
    expect((await stored(tennis.live.id)).retired).to.equal('away');
  });
});
