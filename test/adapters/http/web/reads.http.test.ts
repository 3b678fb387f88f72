import { expect } from 'chai';
import { SPORTS } from '../../../../src/domain/sport/Sport';
import type { Sport } from '../../../../src/domain/sport/Sport';
import { SPORT_RULES } from '../../../../src/domain/sport/SportRules';
import { fieldList, keysOf } from '../../../support/keyList';
import type { SeededChampionship } from '../../../support/webChampionships';
import { liveMatch } from '../../../support/webChampionships';
import { apiPath, call } from '../../../support/webClient';
import type { TestWebHost } from '../../../support/webHost';
import { describeEachWebBackend, startTestWebHost } from '../../../support/webHost';
import { freshSecret } from '../../../support/webWorld';

type Query = Record<string, string>;

/** Every read endpoint with the parameters it needs for a championship and its live match. */
const READS: readonly { name: string; query: (c: SeededChampionship) => Query }[] = [
  { name: 'get_championship', query: (c) => ({ championship_id: c.championship.id }) },
  { name: 'get_all_matchs', query: (c) => ({ championship_id: c.championship.id }) },
  { name: 'get_match', query: (c) => ({ championship_id: c.championship.id, match_id: liveMatch(c).id }) },
  {
    name: 'get_match_snapshot',
    query: (c) => ({ championship_id: c.championship.id, match_id: liveMatch(c).id }),
  },
  { name: 'get_all_days', query: (c) => ({ championship_id: c.championship.id }) },
  { name: 'get_all_phases', query: (c) => ({ championship_id: c.championship.id }) },
  { name: 'get_all_groups', query: (c) => ({ championship_id: c.championship.id }) },
  {
    name: 'get_match_events',
    query: (c) => ({ championship_id: c.championship.id, match_id: liveMatch(c).id }),
  },
  {
    name: 'get_match_players',
    query: (c) => ({ championship_id: c.championship.id, match_id: liveMatch(c).id }),
  },
  {
    name: 'get_match_sets',
    query: (c) => ({ championship_id: c.championship.id, match_id: liveMatch(c).id }),
  },
  { name: 'get_championship_standings', query: (c) => ({ championship_id: c.championship.id }) },
  {
    name: 'get_championship_standings_explanation',
    query: (c) => ({ championship_id: c.championship.id }),
  },
];

/** Whether the endpoint exists at the sport (line-ups at team sports, sets at tennis). */
function appliesTo(endpoint: string, sport: Sport): boolean {
  if (endpoint === 'get_match_players') return SPORT_RULES[sport].hasLineups;
  if (endpoint === 'get_match_sets') return SPORT_RULES[sport].hasSets;
  return true;
}

describeEachWebBackend('web API reads over HTTP', (factory) => {
  let host: TestWebHost;
  let reader: string;
  let footballOnly: string;

  before(async () => {
    host = await startTestWebHost(factory);
    reader = (await host.world.token({ permission: 'read' })).secret;
    footballOnly = (await host.world.token({ permission: 'read', sports: ['football'] })).secret;
  });
  after(() => host?.close());

  /** `token: null` sends no Authorization header. */
  const get = (sport: string, endpoint: string, query: Query = {}, token: string | null = reader) =>
    call(host.url, apiPath(sport, endpoint, query), token === null ? {} : { token });

  for (const sport of SPORTS) {
    describe(`at ${sport}`, () => {
      const seeded = () => host.world.championships[sport];

      it('get_all_championship lists the company’s championship of the sport, wrapped in {success, data}', async () => {
        const res = await get(sport, 'get_all_championship');
        expect(res.status).to.equal(200);
        expect(res.body.success).to.equal(true);
        expect(res.body.data.map((c: { id: string }) => c.id)).to.deep.equal([seeded().championship.id]);
      });

      for (const read of READS) {
        if (appliesTo(read.name, sport)) {
          it(`${read.name} answers 200 with data`, async () => {
            const res = await get(sport, read.name, read.query(seeded()));
            expect(res.status, res.text).to.equal(200);
            expect(keysOf(res.body)).to.deep.equal(['data', 'success']);
            expect(res.body.data).to.not.equal(undefined);
          });
        } else {
          it(`${read.name} does not exist here: 404 not_available_for_sport`, async () => {
            const res = await get(sport, read.name, read.query(seeded()));
            expect(res.status).to.equal(404);
            expect(res.body.code).to.equal('not_available_for_sport');
          });
        }
      }

      it('get_match_snapshot has exactly the spec 2.10 sections and sets-won scores at tennis', async () => {
        const match = liveMatch(seeded());
        const res = await get(sport, 'get_match_snapshot', {
          championship_id: seeded().championship.id,
          match_id: match.id,
        });
        expect(keysOf(res.body.data)).to.deep.equal(
          fieldList('contextKey', 'context', 'match', 'matchDays', 'scorers', 'standings'),
        );
        expect(res.body.data.context).to.deep.equal({
          sport,
          championshipId: seeded().championship.id,
          matchId: match.id,
        });
        expect(res.body.data.matchDays.map((d: { relation: string }) => d.relation)).to.deep.equal([
          'previous',
          'current',
          'next',
        ]);
        if (sport === 'tennis') expect(res.body.data.scorers).to.deep.equal([]);
      });

      it('get_all_days lists the days in sporting order, not by id', async () => {
        const res = await get(sport, 'get_all_days', { championship_id: seeded().championship.id });
        expect(res.body.data.map((d: { label: string }) => d.label)).to.deep.equal([
          'Matchday 1',
          'Matchday 2',
          'Matchday 3',
        ]);
      });

      it('get_championship_standings gives the table of a day with day_id, 404 for a day without one', async () => {
        const [first, , third] = seeded().days;
        const atFirst = await get(sport, 'get_championship_standings', {
          championship_id: seeded().championship.id,
          day_id: first?.id as string,
        });
        expect(atFirst.status).to.equal(200);
        expect(atFirst.body.data).to.have.length(4);
        const atThird = await get(sport, 'get_championship_standings', {
          championship_id: seeded().championship.id,
          day_id: third?.id as string,
        });
        expect(atThird.status).to.equal(404);
      });
    });
  }

  describe('statuses every read shares', () => {
    const football = () => host.world.championships.football;

    for (const read of READS.filter((r) => r.name !== 'get_match_sets')) {
      describe(read.name, () => {
        it('428 without a bearer token or a session', async () => {
          const res = await get('football', read.name, read.query(football()), null);
          expect(res.status).to.equal(428);
          expect(res.body).to.include({ success: false, code: 'authentication_required' });
        });

        it('401 for an unknown token with a valid format', async () => {
          const unknown = freshSecret(); // a valid format and checksum, never stored
          const res = await get('football', read.name, read.query(football()), unknown);
          expect([res.status, res.body.code]).to.deep.equal([401, 'token_invalid']);
          expect(res.headers.get('www-authenticate')).to.match(/^Bearer/);
        });

        it('403 for a championship of another company', async () => {
          const res = await get('football', read.name, read.query(host.world.foreign));
          expect(res.status).to.equal(403);
          expect(res.body.code).to.equal('forbidden_company');
        });

        it('403 for a sport the token does not allow', async () => {
          const tennis = host.world.championships.tennis;
          const query = read.name === 'get_match_players' ? read.query(football()) : read.query(tennis);
          const res = await get(
            read.name === 'get_match_players' ? 'hockey' : 'tennis',
            read.name,
            query,
            footballOnly,
          );
          expect(res.status).to.equal(403);
          expect(res.body.code).to.equal('sport_not_allowed');
        });

        it('400 for a missing, unknown or non-numeric parameter, naming each one', async () => {
          const missing = await get('football', read.name, {});
          expect(missing.status).to.equal(400);
          expect(Object.keys(missing.body.errors)).to.include('championship_id');
          const unknown = await get('football', read.name, { ...read.query(football()), colour: 'red' });
          expect(unknown.status).to.equal(400);
          expect(unknown.body.errors).to.have.property('colour');
          const notNumeric = await get('football', read.name, {
            ...read.query(football()),
            championship_id: 'abc',
          });
          expect(notNumeric.status).to.equal(400);
          expect(notNumeric.body.errors).to.have.property('championship_id');
        });

        it('404 for an unknown sport, with the list of sports', async () => {
          const res = await get('cricket', read.name, read.query(football()));
          expect(res.status).to.equal(404);
          expect(res.body.code).to.equal('unknown_sport');
          expect(res.body.error).to.contain('football, futsal');
        });

        it('404 for an unknown championship', async () => {
          const res = await get('football', read.name, {
            ...read.query(football()),
            championship_id: '987654',
          });
          expect(res.status).to.equal(404);
        });

        it('405 for POST, with Allow; OPTIONS answers 204 with an empty body', async () => {
          const post = await call(host.url, apiPath('football', read.name, read.query(football())), {
            token: reader,
            json: {},
          });
          expect(post.status).to.equal(405);
          expect(post.headers.get('allow')).to.equal('GET, HEAD, OPTIONS');
          const options = await call(host.url, apiPath('football', read.name), { method: 'OPTIONS' });
          expect(options.status).to.equal(204);
          expect(options.text).to.equal('');
        });
      });
    }

    it('get_all_championship refuses unknown parameters and include_archived other than 0 or 1', async () => {
      expect((await get('football', 'get_all_championship', { include_archived: 'yes' })).status).to.equal(
        400,
      );
      expect((await get('football', 'get_all_championship', { championship_id: '1' })).status).to.equal(400);
    });

    it('get_all_championship lists archives with include_archived=1 for a token', async () => {
      const res = await get('football', 'get_all_championship', { include_archived: '1' });
      expect(res.body.data.map((c: { id: string }) => c.id)).to.have.members([
        football().championship.id,
        host.world.archived.championship.id,
      ]);
    });

    it("refuses a member's session every read of an archived championship with 403 archived_not_allowed (was an undocumented 422, found by the fuzz)", async () => {
      const cookie = await host.sessionCookie(host.world.users.memberA);
      const archived = host.world.archived;
      for (const read of READS.filter((r) => appliesTo(r.name, 'football'))) {
        const res = await call(host.url, apiPath('football', read.name, read.query(archived)), { cookie });
        expect(res.status, `${read.name}: ${res.text}`).to.equal(403);
        expect(res.body).to.include({ code: 'archived_not_allowed' });
      }
    });

    it('answers 404 with a JSON error for an unknown endpoint', async () => {
      const res = await get('football', 'get_everything');
      expect(res.status).to.equal(404);
      expect(res.body).to.include({ success: false, code: 'not_found' });
    });

    it('answers get_match with the match, its version and the permissions block', async () => {
      const match = liveMatch(football());
      const res = await get('football', 'get_match', {
        championship_id: football().championship.id,
        match_id: match.id,
      });
      expect(res.body.data.permissions).to.deep.equal({ read: true, writeEvents: false });
      expect(res.body.data.version).to.equal(match.version);
      expect(res.body.data.match.id).to.equal(match.id);
    });

    it('answers 404 for a match of another championship', async () => {
      const res = await get('football', 'get_match', {
        championship_id: football().championship.id,
        match_id: liveMatch(host.world.championships.hockey).id,
      });
      expect(res.status).to.equal(404);
    });
  });
});
