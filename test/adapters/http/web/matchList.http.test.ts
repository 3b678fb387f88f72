import { expect } from 'chai';
import { seedChampionship } from '../../../support/webChampionships';
import type { SeededChampionship } from '../../../support/webChampionships';
import { apiPath, call } from '../../../support/webClient';
import type { TestWebHost } from '../../../support/webHost';
import { describeEachWebBackend, startTestWebHost } from '../../../support/webHost';

type Summary = {
  id: string;
  dayId: string;
  status: string;
  homeTeamId: string;
  awayTeamId: string;
  date: string;
};

describeEachWebBackend('get_all_matchs filters and paging (issue 11)', (factory) => {
  let host: TestWebHost;
  let token: string;
  let restricted: string;
  let big: SeededChampionship;

  before(async () => {
    host = await startTestWebHost(factory);
    token = (await host.world.token({})).secret;
    big = await seedChampionship(host.backend.stores, {
      companyId: host.world.companyA.id,
      sport: 'football',
      name: 'paged league',
      extraDays: 9,
    });
    const user = await host.backend.accounts.createUser({
      email: 'restricted-paged@alpha.test',
      displayName: 'restricted',
      status: 'active',
      passwordHash: 'unused',
    });
    await host.backend.accounts.addMembership({
      userId: user.id,
      companyId: host.world.companyA.id,
      role: 'member',
      teamIds: [big.teams[1]?.id as string],
    });
    restricted = await host.sessionCookie(user);
  });
  after(() => host?.close());

  const list = (query: Record<string, string>, who: { token?: string; cookie?: string } = { token }) =>
    call(
      host.url,
      apiPath('football', 'get_all_matchs', { championship_id: big.championship.id, ...query }),
      who,
    );

  async function allPages(limit: number, filter: Record<string, string> = {}, who = { token } as object) {
    const seen: Summary[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 200; page += 1) {
      const res = await list({ ...filter, limit: String(limit), ...(cursor ? { cursor } : {}) }, who);
      expect(res.status, res.text).to.equal(200);
      expect(res.body.data.length).to.be.at.most(limit);
      expect(res.body).to.have.property('nextCursor');
      seen.push(...(res.body.data as Summary[]));
      cursor = res.body.nextCursor as string | null;
      if (cursor === null) return seen;
    }
    throw new Error('paging never ended');
  }

  it('answers the whole list without nextCursor when no limit is given, as before', async () => {
    const res = await list({});
    expect(res.status).to.equal(200);
    expect(res.body).to.have.keys('success', 'data');
    expect(res.body.data).to.have.length(big.matches.length);
  });

  it('pages through every match exactly once, in the order of the whole list, for several limits', async () => {
    const whole = (await list({})).body.data as Summary[];
    for (const limit of [1, 3, 7, whole.length, 1000]) {
      expect(await allPages(limit), `limit ${limit}`).to.deep.equal(whole);
    }
  });

  it('pages the matches a restricted session may see, and only those', async () => {
    const whole = (await list({}, { cookie: restricted })).body.data as Summary[];
    expect(whole.length).to.be.above(0).and.below(big.matches.length);
    expect(await allPages(2, {}, { cookie: restricted })).to.deep.equal(whole);
  });

  it('filters by day, status, team and dates, alone and together, paged or not', async () => {
    const whole = (await list({})).body.data as Summary[];
    const day = big.days[1]?.id as string;
    const team = big.teams[2]?.id as string;
    const date = whole[4]?.date as string;
    const cases: [Record<string, string>, (m: Summary) => boolean][] = [
      [{ day_id: day }, (m) => m.dayId === day],
      [{ status: 'finished' }, (m) => m.status === 'finished'],
      [{ team_id: team }, (m) => m.homeTeamId === team || m.awayTeamId === team],
      [{ date_from: date }, (m) => m.date !== '' && m.date >= date],
      [{ date_to: date }, (m) => m.date !== '' && m.date <= date],
      [
        { team_id: team, date_from: date, date_to: date },
        (m) => (m.homeTeamId === team || m.awayTeamId === team) && m.date === date,
      ],
    ];
    for (const [filter, keep] of cases) {
      const expected = whole.filter(keep);
      expect(expected.length, JSON.stringify(filter)).to.be.above(0);
      const res = await list(filter);
      expect(res.body.data, JSON.stringify(filter)).to.deep.equal(expected);
      expect(await allPages(2, filter), JSON.stringify(filter)).to.deep.equal(expected);
    }
    expect((await list({ team_id: '999999' })).body.data).to.deep.equal([]);
  });

  it('refuses bad values with 400 naming the parameter', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ limit: '0' }, 'limit'],
      [{ limit: '1001' }, 'limit'],
      [{ limit: 'ten' }, 'limit'],
      [{ limit: '10', cursor: 'not a cursor!' }, 'cursor'],
      [{ limit: '10', cursor: 'bm90IGpzb24' }, 'cursor'],
      [{ cursor: 'WzEsIiIsIiIsIjEiXQ' }, 'cursor'],
      [{ status: 'over' }, 'status'],
      [{ day_id: 'x' }, 'day_id'],
      [{ team_id: '-1' }, 'team_id'],
      [{ date_from: '2024-13-01' }, 'date_from'],
      [{ date_from: '2024-02-31' }, 'date_from'],
      [{ date_to: '2023-02-29' }, 'date_to'],
      [{ date_to: 'yesterday' }, 'date_to'],
      [{ date_from: '2024-05-02', date_to: '2024-05-01' }, 'date_to'],
      [{ page: '2' }, 'page'],
    ];
    for (const [query, parameter] of cases) {
      const res = await list(query);
      expect(res.status, JSON.stringify(query)).to.equal(400);
      expect(res.body.code).to.equal('invalid_parameters');
      expect(Object.keys(res.body.errors), JSON.stringify(query)).to.deep.equal([parameter]);
      expect(res.body.errors[parameter]).to.contain(parameter);
    }
  });
});
