import { expect } from 'chai';
import { ClientNetworkError } from '../../src/client/shared/ClientNetworkError';
import { WebApiError } from '../../src/client/web/WebApiError';
import { WebClient } from '../../src/client/web/WebClient';
import { STOPPAGE_EVENT_TYPES } from '../../src/client/web/webTypes';
import type { TeamEvent } from '../../src/client/web/webTypes';
import { stoppageOf } from '../../src/domain/match/Outcome';
import { SPORTS } from '../../src/domain/sport/Sport';
import { finishedMatch, liveMatch } from '../support/webChampionships';
import type { TestWebHost } from '../support/webHost';
import { describeEachWebBackend, startTestWebHost } from '../support/webHost';
import { rejection } from './support/events';
import { mismatches, validatingFetch } from './support/validatingFetch';

describeEachWebBackend('WebClient against the real web host', (factory) => {
  afterEach(() =>
    expect(mismatches.splice(0), 'answers that differ from the OpenAPI document').to.deep.equal([]),
  );
  let host: TestWebHost;
  let reader: WebClient;
  let writer: WebClient;

  before(async () => {
    host = await startTestWebHost(factory);
    reader = new WebClient({
      fetch: validatingFetch,
      baseUrl: host.url,
      token: (await host.world.token({})).secret,
    });
    writer = new WebClient({
      fetch: validatingFetch,
      baseUrl: host.url,
      token: (await host.world.token({ permission: 'read_write_events' })).secret,
    });
  });
  after(() => host?.close());

  const football = () => host.world.championships.football;
  const footballRef = () => ({ sport: 'football' as const, championshipId: football().championship.id });
  const liveRef = () => ({ ...footballRef(), matchId: liveMatch(football()).id });

  describe('reads (spec 4.2), unwrapped from {success, data}', () => {
    it('lists championships, archived ones only when asked, and reads one', async () => {
      const listed = await reader.getAllChampionships('football');
      expect(listed.map((c) => c.id)).to.include(football().championship.id);
      expect(listed.map((c) => c.id)).to.not.include(host.world.archived.championship.id);
      const withArchives = await reader.getAllChampionships('football', { includeArchived: true });
      expect(withArchives.map((c) => c.id)).to.include(host.world.archived.championship.id);
      const one = await reader.getChampionship(footballRef());
      expect(one).to.include({ id: football().championship.id, sport: 'football', archived: false });
    });

    it('reads the matches, one match with its version and permissions, and its snapshot', async () => {
      const matches = await reader.getAllMatches(footballRef());
      expect(matches.map((m) => m.id)).to.include(liveMatch(football()).id);
      const match = await reader.getMatch(liveRef());
      expect(match.match.id).to.equal(liveMatch(football()).id);
      expect(match.version).to.be.a('number');
      expect(match.permissions).to.deep.equal({ read: true, writeEvents: false });
      const snapshot = await reader.getMatchSnapshot(liveRef());
      expect(snapshot.contextKey).to.equal(
        `football:${football().championship.id}:${liveMatch(football()).id}`,
      );
      expect(snapshot.matchDays).to.have.length(3);
    });

    it('re-reads a snapshotUrl with If-None-Match and returns the kept snapshot on a 304 (issue 11)', async () => {
      const statuses: number[] = [];
      const counting = new WebClient({
        baseUrl: host.url,
        token: (await host.world.token({})).secret,
        fetch: async (input, init) => {
          const response = await validatingFetch(input, init);
          statuses.push(response.status);
          return response;
        },
      });
      const url = `/api/football/get_match_snapshot?championship_id=${football().championship.id}&match_id=${liveMatch(football()).id}`;
      const first = await counting.readSnapshotUrl(url);
      const second = await counting.readSnapshotUrl(url);
      expect(statuses).to.deep.equal([200, 304]);
      expect(second).to.deep.equal(first);
      const m = liveMatch(football());
      await writer.updateMatchEvent(footballRef(), {
        id: 'new',
        match_id: m.id,
        type: 1,
        club_id: m.homeTeamId,
      });
      const third = await counting.readSnapshotUrl(url);
      expect(statuses).to.deep.equal([200, 304, 200]);
      expect(third).to.not.deep.equal(first);
    });

    it('lists matches by pages and with filters (issue 11)', async () => {
      const all = await reader.getAllMatches(footballRef());
      const paged = [];
      let cursor: string | null = null;
      do {
        const page: { matches: typeof all; nextCursor: string | null } = await reader.getMatchPage(
          footballRef(),
          {
            limit: 2,
            cursor,
          },
        );
        paged.push(...page.matches);
        cursor = page.nextCursor;
      } while (cursor !== null);
      expect(paged).to.deep.equal(all);
      const finished = await reader.getAllMatches(footballRef(), { status: 'finished' });
      expect(finished.map((x) => x.id)).to.deep.equal(
        all.filter((x) => x.status === 'finished').map((x) => x.id),
      );
    });

    it('reads days in sporting order, phases, groups and the standings', async () => {
      const days = await reader.getAllDays(footballRef());
      expect(days.map((d) => d.id)).to.deep.equal(football().days.map((d) => d.id));
      expect((await reader.getAllPhases(footballRef()))[0]?.id).to.equal(football().phase.id);
      expect((await reader.getAllGroups(footballRef()))[0]?.id).to.equal(football().group.id);
      const standings = await reader.getChampionshipStandings(footballRef());
      expect(standings.map((s) => s.entityId)).to.have.members(football().teams.map((t) => t.id));
      const [first] = football().days;
      const afterDayOne = await reader.getChampionshipStandings({
        ...footballRef(),
        dayId: first?.id as string,
      });
      expect(afterDayOne.map((s) => s.dayId)).to.deep.equal(afterDayOne.map(() => first?.id));
      expect(afterDayOne).to.have.length(4);
    });

    it('reads why each team is where it is (extension): the neighbours level on points, and the criterion', async () => {
      const why = await reader.getStandingsExplanation(footballRef());
      const table = await reader.getChampionshipStandings(footballRef());
      expect(why.championshipId).to.equal(football().championship.id);
      expect(why.criteria[0]).to.equal('points');
      expect(why.explanations.length).to.be.greaterThan(0);
      for (const e of why.explanations) {
        const above = table.find((r) => r.entityId === e.aboveId);
        const below = table.find((r) => r.entityId === e.belowId);
        expect(below?.rank).to.equal((above?.rank ?? 0) + 1);
        expect(above?.points).to.equal(below?.points);
        expect(e.text.startsWith(`${e.above} above ${e.below}: `)).to.equal(true);
      }
    });

    it('reads events and line-ups of a team sport and the sets of a tennis match', async () => {
      const finished = finishedMatch(football());
      const ref = { ...footballRef(), matchId: finished.id };
      await writer.updateMatchEvent(footballRef(), {
        id: 'new',
        match_id: finished.id,
        type: 3,
        club_id: finished.awayTeamId,
      });
      const events = await reader.getMatchEvents(ref);
      expect(events.map((e) => [e.type, e.typeKey, e.clubId])).to.deep.include([
        3,
        'warning',
        finished.awayTeamId,
      ]);
      const players = await reader.getMatchPlayers(liveRef());
      expect(players.map((p) => p.side)).to.include.members(['home', 'away']);
      const tennis = host.world.championships.tennis;
      const tennisMatch = liveMatch(tennis);
      const tennisRef = { sport: 'tennis' as const, championshipId: tennis.championship.id };
      await writer.updateMatchEvent(tennisRef, {
        id: 'new',
        match_id: tennisMatch.id,
        type: 1,
        club_id: tennisMatch.homeTeamId,
        set_number: 1,
      });
      const sets = await reader.getMatchSets({ ...tennisRef, matchId: tennisMatch.id });
      expect(sets).to.have.length(1);
      expect(sets[0]).to.have.keys([
        'number',
        'homeGames',
        'awayGames',
        'homeTieBreak',
        'awayTieBreak',
        'winner',
      ]);
    });
  });

  describe('the write', () => {
    it('creates an event with update_match_event and the match version and score move on', async () => {
      const before = await writer.getMatch(liveRef());
      const match = liveMatch(football());
      const saved = (await writer.updateMatchEvent(footballRef(), {
        id: 'new',
        match_id: match.id,
        type: 1,
        club_id: match.homeTeamId,
        timer: '55',
      })) as TeamEvent;
      expect(saved).to.include({ matchId: match.id, type: 1, clubId: match.homeTeamId, timer: '55' });
      const after = await writer.getMatch(liveRef());
      expect(after.version).to.be.greaterThan(before.version);
      expect(after.match.homeScore).to.equal((before.match.homeScore ?? 0) + 1);
      expect(after.permissions.writeEvents).to.equal(true);
    });
  });

  describe('how a match ended (issue 14)', () => {
    it('sets retired from the tennis retirement event, and get_match shows it beside MatchDetails', async () => {
      const tennis = host.world.championships.tennis;
      const match = finishedMatch(tennis);
      const ref = { sport: 'tennis' as const, championshipId: tennis.championship.id };
      expect((await writer.getMatch({ ...ref, matchId: match.id })).outcome.retired).to.equal(null);
      await writer.updateMatchEvent(ref, {
        id: 'new',
        match_id: match.id,
        type: 5,
        club_id: match.awayTeamId,
      });
      const after = await writer.getMatch({ ...ref, matchId: match.id });
      expect(after.outcome).to.deep.equal({ decidedIn: null, retired: 'away', walkover: null });
      expect(after.match).to.not.have.property('retired');
    });

    it('records a walkover with the catalogue event STOPPAGE_EVENT_TYPES names, and the delete takes it back', async () => {
      const basketball = host.world.championships.basketball;
      const match = finishedMatch(basketball);
      const ref = { sport: 'basketball' as const, championshipId: basketball.championship.id };
      const saved = await writer.updateMatchEvent(ref, {
        id: 'new',
        match_id: match.id,
        type: STOPPAGE_EVENT_TYPES.walkover.basketball,
        club_id: match.awayTeamId,
      });
      expect((await writer.getMatch({ ...ref, matchId: match.id })).outcome.walkover).to.equal('away');
      await writer.deleteMatchEvent(ref, { id: saved.id, match_id: match.id });
      expect((await writer.getMatch({ ...ref, matchId: match.id })).outcome.walkover).to.equal(null);
    });

    it('names the event types of the sport catalogues', () => {
      for (const sport of SPORTS)
        expect(stoppageOf(sport, STOPPAGE_EVENT_TYPES.walkover[sport])).to.equal('walkover');
      expect(stoppageOf('tennis', STOPPAGE_EVENT_TYPES.retirement.tennis)).to.equal('retired');
    });
  });

  describe('the delete (extension)', () => {
    it('deletes an event with delete_match_event: the score goes back, the version moves on, the event is gone', async () => {
      const match = liveMatch(football());
      const saved = await writer.updateMatchEvent(footballRef(), {
        id: 'new',
        match_id: match.id,
        type: 1,
        club_id: match.homeTeamId,
        timer: '61',
      });
      const before = await writer.getMatch(liveRef());
      const deleted = await writer.deleteMatchEvent(footballRef(), { id: saved.id, match_id: match.id });
      expect(deleted).to.deep.equal({ id: saved.id, deleted: true });
      const after = await writer.getMatch(liveRef());
      expect(after.version).to.equal(before.version + 1);
      expect(after.match.homeScore).to.equal((before.match.homeScore ?? 0) - 1);
      const events = await reader.getMatchEvents(liveRef());
      expect(events.map((e) => e.id)).to.not.include(saved.id);
    });

    it('refuses a second delete with 422 naming id, and a read-only token with 403', async () => {
      const match = liveMatch(football());
      const saved = await writer.updateMatchEvent(footballRef(), {
        id: 'new',
        match_id: match.id,
        type: 3,
        club_id: match.awayTeamId,
      });
      const refused = await rejection(
        reader.deleteMatchEvent(footballRef(), { id: saved.id, match_id: match.id }),
      );
      expect(refused).to.include({ status: 403, code: 'write_permission_required' });
      await writer.deleteMatchEvent(footballRef(), { id: saved.id, match_id: match.id });
      const again = await rejection(
        writer.deleteMatchEvent(footballRef(), { id: saved.id, match_id: match.id }),
      );
      expect(again).to.include({ status: 422, code: 'validation_failed' });
      expect((again as WebApiError).errors).to.have.property('id');
    });
  });

  describe('typed errors', () => {
    it('throws 422 validation_failed with the refused fields in errors', async () => {
      const match = liveMatch(football());
      const error = await rejection(
        writer.updateMatchEvent(footballRef(), {
          id: 'new',
          match_id: match.id,
          type: 99,
          club_id: match.homeTeamId,
        }),
      );
      expect(error).to.be.instanceOf(WebApiError);
      expect(error).to.include({ status: 422, code: 'validation_failed' });
      expect((error as WebApiError).errors).to.have.property('type');
      expect((error as WebApiError).errorId).to.equal(undefined);
    });

    it('throws 403 write_permission_required for a read-only token and 403 sport_not_allowed off its sports', async () => {
      const match = liveMatch(football());
      const write = await rejection(
        reader.updateMatchEvent(footballRef(), {
          id: 'new',
          match_id: match.id,
          type: 1,
          club_id: match.homeTeamId,
        }),
      );
      expect(write).to.include({ status: 403, code: 'write_permission_required' });
      const footballOnly = new WebClient({
        fetch: validatingFetch,
        baseUrl: host.url,
        token: (await host.world.token({ sports: ['football'] })).secret,
      });
      expect(await rejection(footballOnly.getAllChampionships('hockey'))).to.include({
        status: 403,
        code: 'sport_not_allowed',
      });
    });

    it('throws 401 token_revoked for a revoked token and 428 without credentials', async () => {
      const revoked = new WebClient({
        fetch: validatingFetch,
        baseUrl: host.url,
        token: (await host.world.token({ state: 'revoked' })).secret,
      });
      expect(await rejection(revoked.getAllChampionships('football'))).to.include({
        status: 401,
        code: 'token_revoked',
      });
      const anonymous = new WebClient({ fetch: validatingFetch, baseUrl: host.url });
      expect(await rejection(anonymous.getAllChampionships('football'))).to.include({
        status: 428,
        code: 'authentication_required',
      });
    });

    it('throws 404 not_available_for_sport for the line-ups of a tennis match', async () => {
      const tennis = host.world.championships.tennis;
      const error = await rejection(
        reader.getMatchPlayers({
          sport: 'tennis',
          championshipId: tennis.championship.id,
          matchId: liveMatch(tennis).id,
        }),
      );
      expect(error).to.include({ status: 404, code: 'not_available_for_sport' });
    });

    it('throws ClientNetworkError when nothing listens', async () => {
      const nowhere = new WebClient({
        fetch: validatingFetch,
        baseUrl: 'http://127.0.0.1:1',
        token: 'svc_api_x',
      });
      expect(await rejection(nowhere.getAllChampionships('football'))).to.be.instanceOf(ClientNetworkError);
    });
  });

  describe('sessions', () => {
    it('logs in, reads with the cookie, and logs out with a 204 it never decodes', async () => {
      const email = `client-${Date.now()}@alpha.test`;
      const user = await host.backend.accounts.createUser({
        email,
        displayName: 'client',
        status: 'active',
        passwordHash: await host.host.services.secrets.hashPassword('correct horse battery'),
      });
      await host.backend.accounts.addMembership({
        userId: user.id,
        companyId: host.world.companyA.id,
        role: 'administrator',
        teamIds: [],
      });
      const { client, cookie, session } = await WebClient.login({
        fetch: validatingFetch,
        baseUrl: host.url,
        email,
        password: 'correct horse battery',
      });
      expect(cookie).to.match(/^md_session=/);
      expect(session.user.email).to.equal(email);
      expect((await client.session()).user.id).to.equal(user.id);
      expect((await client.getChampionship(footballRef())).id).to.equal(football().championship.id);
      expect(await client.logout()).to.equal(undefined);
      expect(await rejection(client.session())).to.include({ status: 428 });
    });

    it('refuses a wrong password with a typed 401', async () => {
      const error = await rejection(
        WebClient.login({
          fetch: validatingFetch,
          baseUrl: host.url,
          email: 'admin@alpha.test',
          password: 'wrong password',
        }),
      );
      expect(error).to.be.instanceOf(WebApiError);
      expect((error as WebApiError).status).to.equal(401);
    });
  });
});

describeEachWebBackend('WebClient when the database is gone', (factory) => {
  afterEach(() =>
    expect(mismatches.splice(0), 'answers that differ from the OpenAPI document').to.deep.equal([]),
  );
  it('throws a 5xx WebApiError carrying the error_id of the body and of X-Error-Id', async () => {
    const host = await startTestWebHost(factory);
    try {
      const client = new WebClient({
        fetch: validatingFetch,
        baseUrl: host.url,
        token: (await host.world.token({})).secret,
      });
      await host.backend.close();
      const error = await rejection(client.getAllChampionships('football'));
      expect(error).to.be.instanceOf(WebApiError);
      const failure = error as WebApiError;
      expect(failure.status).to.be.oneOf([500, 503]);
      expect(failure.errorId).to.be.a('string').and.not.equal('');
      expect(failure.body?.error_id).to.equal(failure.errorId);
      expect(failure.error).to.match(/error_id/);
    } finally {
      await host.close();
    }
  });
});
