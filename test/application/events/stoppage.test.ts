import { expect } from 'chai';
import type { MemoryStores } from '../../../src/adapters/memory';
import { createMemoryStores } from '../../../src/adapters/memory';
import { WriteMatchEvents } from '../../../src/application/events/WriteMatchEvents';
import { RecomputeStandings } from '../../../src/application/standings/RecomputeStandings';
import type { RawEventBody } from '../../../src/domain/match/EventInput';
import type { Match } from '../../../src/domain/match/Match';
import type { Standing } from '../../../src/domain/match/views';
import type { SeededChampionship } from '../../support/webChampionships';
import { finishedMatch, seedChampionship } from '../../support/webChampionships';

// Issue 14: a walkover or a retirement goes through the one event write as the catalogue's event,
// and the standings count the match as the body's rule says.
describe('WriteMatchEvents: walkover and retirement events (issue 14)', () => {
  let stores: MemoryStores;
  let writes: WriteMatchEvents;

  beforeEach(() => {
    stores = createMemoryStores();
    writes = new WriteMatchEvents({ transactions: stores.transactions });
  });

  async function seeded(sport: 'tennis' | 'basketball' | 'football'): Promise<SeededChampionship> {
    const company = await stores.companies.create({ name: 'A', licenceValid: true });
    return seedChampionship(stores, { companyId: company.id, sport });
  }

  const stored = async (match: Match) => (await stores.matches.byId(match.id)) as Match;
  const rowOf = async (s: SeededChampionship, teamId: string): Promise<Standing | undefined> =>
    (await stores.standings.current(s.championship.id))?.rows.find((r) => r.entityId === teamId);

  async function save(s: SeededChampionship, match: Match, fields: RawEventBody, eventId = 'new') {
    const saved = await writes.save({ championship: s.championship, match, eventId, fields });
    if (!saved.ok) throw new Error(saved.error.message);
    return saved.value;
  }

  async function remove(s: SeededChampionship, match: Match, eventId: string) {
    const deleted = await writes.delete({ championship: s.championship, match, eventId });
    if (!deleted.ok) throw new Error(deleted.error.message);
  }

  it('at tennis, the walkover event sets walkover and the opponent wins two sets to none, no games', async () => {
    const tennis = await seeded('tennis');
    const match = finishedMatch(tennis); // 2-1 in sets for the home player
    const saved = await save(tennis, match, { type: 7, club_id: match.homeTeamId });
    expect(saved.after.walkover).to.equal('home');
    expect(await rowOf(tennis, match.awayTeamId)).to.include({
      wins: 1,
      losses: 0,
      goalsFor: 2,
      goalsAgainst: 0,
    });
    expect(await rowOf(tennis, match.homeTeamId)).to.include({
      wins: 0,
      losses: 1,
      goalsFor: 0,
      goalsAgainst: 2,
    });
  });

  it('moves the walkover with the modified event, and takes it back with the deleted event', async () => {
    const tennis = await seeded('tennis');
    const match = finishedMatch(tennis);
    const saved = await save(tennis, match, { type: 7, club_id: match.homeTeamId });
    await save(tennis, await stored(match), { type: 7, club_id: match.awayTeamId }, saved.event.id);
    expect((await stored(match)).walkover).to.equal('away');
    await remove(tennis, await stored(match), saved.event.id);
    expect((await stored(match)).walkover).to.equal(null);
    // The stored result is back (2-1 in sets for the home player), as a full recompute says.
    const written = (await stores.standings.current(tennis.championship.id))?.rows;
    expect(await rowOf(tennis, match.homeTeamId)).to.include({ wins: 1, losses: 0 });
    const full = await new RecomputeStandings(stores).run(tennis.championship.id);
    expect(full.ok && full.value[full.value.length - 1]?.rows).to.deep.equal(written);
  });

  it('takes a retirement back when its event is deleted (it used to stay retired)', async () => {
    const tennis = await seeded('tennis');
    const match = finishedMatch(tennis);
    const saved = await save(tennis, match, { type: 5, club_id: match.awayTeamId });
    expect(saved.after.retired).to.equal('away');
    await remove(tennis, await stored(match), saved.event.id);
    expect((await stored(match)).retired).to.equal(null);
  });

  it('in a team sport, the walkover event (type 10) makes the side that gave it lose', async () => {
    const basketball = await seeded('basketball');
    const match = finishedMatch(basketball); // 2-1 for the home team
    const saved = await save(basketball, match, { type: 10, club_id: match.homeTeamId, note: 'no show' });
    expect(saved.after.walkover).to.equal('home');
    expect(await rowOf(basketball, match.homeTeamId)).to.include({ wins: 0, losses: 1 });
    expect(await rowOf(basketball, match.awayTeamId)).to.include({ wins: 1, losses: 0 });
  });

  it('takes back how a match was decided with the event that said it: the only shootout goal deleted', async () => {
    const football = await seeded('football');
    const finished = finishedMatch(football);
    await stores.matches.update({ ...(await stored(finished)), homeScore: 1, awayScore: 1, decidedIn: null });
    const match = await stored(finished);
    const saved = await save(football, match, { type: 8, club_id: match.homeTeamId, timer: '120' });
    expect((await stored(match)).decidedIn).to.equal('shootout');
    await remove(football, await stored(match), saved.event.id);
    const after = await stored(match);
    expect([after.decidedIn, after.homeShootoutScore, after.awayShootoutScore]).to.deep.equal([
      null,
      null,
      null,
    ]);
    // A decidedIn the events never said (given to the import) stays when an event says nothing.
    await stores.matches.update({ ...after, decidedIn: 'overtime' });
    const card = await save(football, await stored(match), { type: 3, club_id: match.homeTeamId });
    await remove(football, await stored(match), card.event.id);
    expect((await stored(match)).decidedIn).to.equal('overtime');
  });

  it('refuses a second stoppage and a new game once the match stopped, changing nothing (found by review)', async () => {
    const tennis = await seeded('tennis');
    const match = finishedMatch(tennis);
    const retirement = await save(tennis, match, { type: 5, club_id: match.awayTeamId });
    const before = await stored(match);
    const eventsBefore = await stores.matches.events(match.id);
    const attempt = (fields: RawEventBody) =>
      writes.save({ championship: tennis.championship, match: before, eventId: 'new', fields });
    for (const fields of [
      { type: 5, club_id: match.homeTeamId },
      { type: 7, club_id: match.homeTeamId },
      { type: 1, club_id: match.homeTeamId, set_number: 3 },
    ]) {
      const refused = await attempt(fields);
      expect(refused.ok ? 'saved' : refused.error.code, JSON.stringify(fields)).to.equal('validation_failed');
      expect(refused.ok ? {} : refused.error.details, JSON.stringify(fields))
        .to.have.property('type')
        .that.matches(/the match (already )?stopped \(away retired, event \d+\)/);
    }
    expect(await stored(match)).to.deep.equal(before);
    expect(await stores.matches.events(match.id)).to.deep.equal(eventsBefore);
    // Once the retirement is taken back, the walkover is taken.
    await remove(tennis, await stored(match), retirement.event.id);
    const walkover = await save(tennis, await stored(match), { type: 7, club_id: match.homeTeamId });
    expect([walkover.after.retired, walkover.after.walkover]).to.deep.equal([null, 'home']);
  });

  it('lets the walkover or retirement event correct a stoppage the import gave without one (found by review)', async () => {
    const basketball = await seeded('basketball');
    const finished = finishedMatch(basketball);
    await stores.matches.update({ ...(await stored(finished)), walkover: 'home' });
    const moved = await save(basketball, await stored(finished), { type: 10, club_id: finished.awayTeamId });
    expect(moved.after.walkover).to.equal('away');
  });

  it('refuses a walkover event with a player or a timer (422: the event names only the side)', async () => {
    const basketball = await seeded('basketball');
    const match = finishedMatch(basketball);
    const refused = await writes.save({
      championship: basketball.championship,
      match,
      eventId: 'new',
      fields: { type: 10, club_id: match.homeTeamId, timer: '12' },
    });
    expect(refused.ok ? 'saved' : refused.error.code).to.equal('validation_failed');
    expect((await stored(match)).walkover).to.equal(null);
  });
});
