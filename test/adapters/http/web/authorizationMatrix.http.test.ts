import { expect } from 'chai';
import type { Company } from '../../../../src/application/ports/MatchData';
import type { User } from '../../../../src/domain/access/User';
import type { Match } from '../../../../src/domain/match/Match';
import type { Sport } from '../../../../src/domain/sport/Sport';
import type { TokenPermission } from '../../../../src/domain/token/TokenPermission';
import type { SeededChampionship } from '../../../support/webChampionships';
import { liveMatch } from '../../../support/webChampionships';
import type { CallOptions } from '../../../support/webClient';
import { apiPath, call } from '../../../support/webClient';
import type { TestWebHost } from '../../../support/webHost';
import { describeEachWebBackend, startTestWebHost } from '../../../support/webHost';
import type { WebWorld } from '../../../support/webWorld';

// The authorization matrix (issue 3). Every cell is a request on a football match:
//   read  = GET  get_match            write = POST update_match_event (a warning)
// on company A's live match or company B's live match. Company A's administrator also
// administers B: a token of A never inherits that right (spec 4.2 rule 1, 5.2.4).
//
// Tokens of company A. "sport ✓" allows football; "sport ✗" allows tennis only.
// | token state        | permission | sport | read A | write A | read B | write B |
// |--------------------|------------|-------|--------|---------|--------|---------|
// | active             | read       | ✓     | 200    | 403     | 403    | 403     |
// | active             | read       | ✗     | 403    | 403     | 403    | 403     |
// | active             | read+write | ✓     | 200    | 200     | 403    | 403     |
// | active             | read+write | ✗     | 403    | 403     | 403    | 403     |
// | expired            | any        | any   | 401    | 401     | 401    | 401     |
// | revoked            | any        | any   | 401    | 401     | 401    | 401     |
// | creator disabled   | any        | any   | 401    | 401     | 401    | 401     |
// | creator deleted    | any        | any   | 401    | 401     | 401    | 401     |
// | creator demoted    | any        | any   | 403    | 403     | 403    | 403     |
// | licence invalid    | any        | any   | 403    | 403     | 403    | 403     |
// A token of company B, active, read+write, sport ✓: 403 403 200 200.
//
// Sessions (no sport limit, no token permission: an administrator may write events).
// | session                                   | read A | write A | read B | write B |
// |-------------------------------------------|--------|---------|--------|---------|
// | administrator of A and B                  | 200    | 200     | 200    | 200     |
// | administrator of A and B, A's licence off | 403    | 403     | 200    | 200     |
// | member of A                               | 200    | 403     | 403    | 403     |
// | member of A, A's licence off              | 403    | 403     | 403    | 403     |
// | member of A restricted to the match's team| 200    | 403     | 403    | 403     |
// | the same, on a match outside its teams    | 403    | 403     | 403    | 403     |
// | administrator of B only                   | 403    | 403     | 200    | 200     |

type Cells = readonly [readA: number, writeA: number, readB: number, writeB: number];
type TokenState =
  | 'active'
  | 'expired'
  | 'revoked'
  | 'creatorDisabled'
  | 'creatorDeleted'
  | 'creatorDemoted'
  | 'licenceInvalid';

/** The refused states answer the same status in every cell. */
const REFUSED: readonly [TokenState, number][] = [
  ['expired', 401],
  ['revoked', 401],
  ['creatorDisabled', 401],
  ['creatorDeleted', 401],
  ['creatorDemoted', 403],
  ['licenceInvalid', 403],
];

const TOKEN_ROWS: readonly (readonly [TokenState, TokenPermission, boolean, Cells])[] = [
  ['active', 'read', true, [200, 403, 403, 403]],
  ['active', 'read', false, [403, 403, 403, 403]],
  ['active', 'read_write_events', true, [200, 200, 403, 403]],
  ['active', 'read_write_events', false, [403, 403, 403, 403]],
  ...REFUSED.flatMap(([state, status]) =>
    (['read', 'read_write_events'] as const).flatMap((permission) =>
      [true, false].map(
        (sportAllowed) => [state, permission, sportAllowed, [status, status, status, status]] as const,
      ),
    ),
  ),
];

type SessionRow = {
  readonly title: string;
  readonly user: (w: WebWorld) => User;
  readonly licenceOffA?: boolean;
  /** The match of company A: the live one (team of the restricted member) or one outside its teams. */
  readonly outsideMatch?: boolean;
  readonly cells: Cells;
};

const SESSION_ROWS: readonly SessionRow[] = [
  { title: 'administrator of A and B', user: (w) => w.users.adminA, cells: [200, 200, 200, 200] },
  {
    title: 'administrator of A and B, A’s licence off',
    user: (w) => w.users.adminA,
    licenceOffA: true,
    cells: [403, 403, 200, 200],
  },
  { title: 'member of A', user: (w) => w.users.memberA, cells: [200, 403, 403, 403] },
  {
    title: 'member of A, A’s licence off',
    user: (w) => w.users.memberA,
    licenceOffA: true,
    cells: [403, 403, 403, 403],
  },
  {
    title: 'member of A restricted to the match’s team',
    user: (w) => w.users.restrictedA,
    cells: [200, 403, 403, 403],
  },
  {
    title: 'member of A restricted, on a match outside its teams',
    user: (w) => w.users.restrictedA,
    outsideMatch: true,
    cells: [403, 403, 403, 403],
  },
  { title: 'administrator of B only', user: (w) => w.users.adminB, cells: [403, 403, 200, 200] },
];

describeEachWebBackend('authorization matrix', (factory) => {
  let host: TestWebHost;

  before(async () => {
    host = await startTestWebHost(factory);
  });
  after(() => host?.close());

  async function withLicenceOff<T>(company: Company, work: () => Promise<T>): Promise<T> {
    await host.backend.stores.companies.update({ ...company, licenceValid: false });
    try {
      return await work();
    } finally {
      await host.backend.stores.companies.update({ ...company, licenceValid: true });
    }
  }

  function target(company: 'A' | 'B', outsideMatch = false): { seeded: SeededChampionship; match: Match } {
    const seeded = company === 'A' ? host.world.championships.football : host.world.foreign;
    // matches[3] is day 2 between the second and fourth teams: outside the restricted member's teams.
    return { seeded, match: outsideMatch ? (seeded.matches[3] as Match) : liveMatch(seeded) };
  }

  async function cells(auth: CallOptions, outsideMatch = false): Promise<number[]> {
    const statuses: number[] = [];
    for (const company of ['A', 'B'] as const) {
      const { seeded, match } = target(company, outsideMatch && company === 'A');
      const championshipId = seeded.championship.id;
      const read = await call(
        host.url,
        apiPath('football', 'get_match', { championship_id: championshipId, match_id: match.id }),
        auth,
      );
      const write = await call(
        host.url,
        apiPath('football', 'update_match_event', { championship_id: championshipId }),
        {
          ...auth,
          json: { id: 'new', match_id: match.id, type: 3, club_id: match.homeTeamId },
        },
      );
      statuses.push(read.status, write.status);
    }
    return statuses;
  }

  async function tokenFor(
    state: TokenState,
    permission: TokenPermission,
    sportAllowed: boolean,
  ): Promise<string> {
    const w = host.world;
    const sports: Sport[] = sportAllowed ? ['football'] : ['tennis'];
    const creator =
      state === 'creatorDisabled'
        ? w.users.disabledCreator
        : state === 'creatorDeleted'
          ? w.users.deletedCreator
          : state === 'creatorDemoted'
            ? w.users.demotedCreator
            : w.users.adminA;
    const tokenState = state === 'expired' || state === 'revoked' ? state : 'active';
    return (await w.token({ permission, sports, creator, state: tokenState })).secret;
  }

  for (const [state, permission, sportAllowed, expected] of TOKEN_ROWS) {
    const [readA, writeA, readB, writeB] = expected;
    it(`token ${state}, ${permission}, sport ${sportAllowed ? 'allowed' : 'not allowed'}: read A ${readA}, write A ${writeA}, read B ${readB}, write B ${writeB}`, async () => {
      const secret = await tokenFor(state, permission, sportAllowed);
      const run = () => cells({ token: secret });
      const actual =
        state === 'licenceInvalid' ? await withLicenceOff(host.world.companyA, run) : await run();
      expect(actual).to.deep.equal([...expected]);
    });
  }

  it('token of company B, read+write, sport allowed: read A 403, write A 403, read B 200, write B 200', async () => {
    const { secret } = await host.world.token({
      company: host.world.companyB,
      creator: host.world.users.adminB,
      permission: 'read_write_events',
      sports: ['football'],
    });
    expect(await cells({ token: secret })).to.deep.equal([403, 403, 200, 200]);
  });

  for (const row of SESSION_ROWS) {
    const [readA, writeA, readB, writeB] = row.cells;
    it(`session of the ${row.title}: read A ${readA}, write A ${writeA}, read B ${readB}, write B ${writeB}`, async () => {
      const cookie = await host.sessionCookie(row.user(host.world));
      const run = () => cells({ cookie, origin: host.url }, row.outsideMatch);
      const actual = row.licenceOffA ? await withLicenceOff(host.world.companyA, run) : await run();
      expect(actual).to.deep.equal([...row.cells]);
    });
  }
});
