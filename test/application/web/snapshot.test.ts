import { expect } from 'chai';
import * as sinon from 'sinon';
import type { MemoryStores } from '../../../src/adapters/memory';
import { createMemoryStores } from '../../../src/adapters/memory';
import type { Company } from '../../../src/application/ports/MatchData';
import { GetMatchSnapshot } from '../../../src/application/web/GetMatchSnapshot';
import type { Principal } from '../../../src/domain/access/Principal';
import type { MatchSnapshot } from '../../../src/domain/match/views';
import type { SeededChampionship } from '../../support/webChampionships';
import { liveMatch, seedChampionship } from '../../support/webChampionships';
import { WebPrincipals } from './support/webPrincipals';

const STORE_READS = {
  championships: [
    'byId',
    'list',
    'days',
    'phases',
    'groups',
    'teams',
    'players',
    'withMatch',
    'teamsWithPlayers',
  ],
  matches: ['byId', 'ofChampionship', 'ofDays', 'events', 'event', 'lineups', 'sets'],
  standings: ['current', 'atDay'],
} as const;

/** Spies on every read of the stores; returns the total number of calls so far. */
function countReads(stores: MemoryStores): () => number {
  const spies: sinon.SinonSpy[] = [];
  for (const [store, methods] of Object.entries(STORE_READS)) {
    const target = stores[store as keyof typeof STORE_READS] as unknown as Record<string, () => unknown>;
    for (const method of methods) spies.push(sinon.spy(target, method));
  }
  return () => spies.reduce((total, spy) => total + spy.callCount, 0);
}

describe('get_match_snapshot (use case)', () => {
  let stores: MemoryStores;
  let company: Company;
  let football: SeededChampionship;

  beforeEach(async () => {
    stores = createMemoryStores();
    company = await stores.companies.create({ name: 'A', licenceValid: true });
    football = await seedChampionship(stores, { companyId: company.id, sport: 'football' });
  });
  afterEach(() => sinon.restore());

  function read(
    principal: Principal,
    seeded = football,
    matchId = liveMatch(seeded).id,
    sport = seeded.championship.sport,
  ) {
    return new GetMatchSnapshot(stores.championships, stores.matches, stores.standings).execute({
      principal,
      sport,
      championshipId: seeded.championship.id,
      matchId,
    });
  }

  async function snapshot(
    principal: Principal,
    seeded = football,
    matchId = liveMatch(seeded).id,
  ): Promise<MatchSnapshot> {
    const result = await read(principal, seeded, matchId);
    if (!result.ok) throw new Error(result.error.code);
    return result.value;
  }

  async function refusal(...args: Parameters<typeof read>): Promise<string> {
    const result = await read(...args);
    if (result.ok) throw new Error('the snapshot was not refused');
    return result.error.code;
  }

  it('assembles exactly the six sections of spec 2.10 with the previous, current and next day', async () => {
    const data = await snapshot(WebPrincipals.token(company.id, ['football']));
    expect(Object.keys(data).sort()).to.deep.equal(
      ['context', 'contextKey', 'matchDays', 'match', 'scorers', 'standings'].sort(),
    );
    expect(data.contextKey).to.equal(`football:${football.championship.id}:${liveMatch(football).id}`);
    expect(data.matchDays.map((d) => [d.label, d.relation])).to.deep.equal([
      ['Matchday 1', 'previous'],
      ['Matchday 2', 'current'],
      ['Matchday 3', 'next'],
    ]);
    expect(data.matchDays.every((d) => d.matches.length === 2)).to.equal(true);
    expect(data.standings).to.have.length(4);
  });

  it('filters the other matches by the member’s team restriction', async () => {
    const team = liveMatch(football).homeTeamId;
    const data = await snapshot(WebPrincipals.member(company.id, [team]));
    for (const day of data.matchDays) {
      expect(day.matches).to.have.length(1);
      expect([day.matches[0]?.homeTeamId, day.matches[0]?.awayTeamId]).to.include(team);
    }
  });

  it('names the tennis doubles of every match of the three days by their players', async () => {
    const tennis = await seedChampionship(stores, { companyId: company.id, sport: 'tennis' });
    const data = await snapshot(WebPrincipals.token(company.id, ['tennis']), tennis);
    const names = data.matchDays.flatMap((d) => d.matches.flatMap((m) => [m.homeName, m.awayName]));
    expect(names).to.have.length(12);
    for (const name of [...names, data.match.homeName, data.match.awayName]) expect(name).to.contain(' / ');
  });

  it('refuses a championship of another company before looking at the match', async () => {
    const other = await stores.companies.create({ name: 'B', licenceValid: true });
    const theirs = await seedChampionship(stores, { companyId: other.id, sport: 'football' });
    const principal = WebPrincipals.token(company.id, ['football']);
    expect(await refusal(principal, theirs)).to.equal('forbidden_company');
    expect(await refusal(principal, theirs, '999999')).to.equal('forbidden_company');
  });

  it('answers not_found for an unknown championship, another sport than the URL, and a match of another championship', async () => {
    const principal = WebPrincipals.token(company.id, ['football', 'futsal']);
    const futsal = await seedChampionship(stores, { companyId: company.id, sport: 'futsal' });
    expect(
      await refusal(principal, { ...football, championship: { ...football.championship, id: '999999' } }),
    ).to.equal('not_found');
    expect(await refusal(principal, football, liveMatch(football).id, 'futsal')).to.equal('not_found');
    expect(await refusal(principal, football, liveMatch(futsal).id)).to.equal('not_found');
    expect(await refusal(principal, football, 'abc')).to.equal('not_found');
  });

  it('refuses a sport the token lacks, and a match outside the member’s teams', async () => {
    expect(await refusal(WebPrincipals.token(company.id, ['futsal']))).to.equal('sport_not_allowed');
    const elsewhere = football.teams.find(
      (t) => ![liveMatch(football).homeTeamId, liveMatch(football).awayTeamId].includes(t.id),
    );
    expect(await refusal(WebPrincipals.member(company.id, [elsewhere?.id ?? '']))).to.equal(
      'team_not_allowed',
    );
  });

  it('reads the stores a constant number of times whatever the size of the championship', async () => {
    const big = await seedChampionship(stores, {
      companyId: company.id,
      sport: 'football',
      name: 'big league',
      extraDays: 30,
    });
    const reads = countReads(stores);
    const principal = WebPrincipals.token(company.id, ['football']);
    await snapshot(principal, football);
    const small = reads();
    await snapshot(principal, big);
    expect(reads() - small).to.equal(small);
    // With the token's own read, six statements per request on a database (issue 7: at most 6).
    expect(small).to.equal(5);
  });

  it('never writes: reading triggers no recomputation', async () => {
    const writes = [
      sinon.spy(stores.standings, 'replaceAll'),
      sinon.spy(stores.matches, 'update'),
      sinon.spy(stores.matches, 'setSets'),
    ];
    await snapshot(WebPrincipals.token(company.id, ['football']));
    for (const spy of writes) expect(spy.called).to.equal(false);
  });
});
