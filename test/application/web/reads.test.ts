import { expect } from 'chai';
import type { Match } from '../../../src/domain/match/Match';
import type { MemoryStores } from '../../../src/adapters/memory';
import { createMemoryStores } from '../../../src/adapters/memory';
import type { Company } from '../../../src/application/ports/MatchData';
import { GetAllChampionships } from '../../../src/application/web/GetAllChampionships';
import { GetAllDays } from '../../../src/application/web/GetAllDays';
import { GetAllGroups } from '../../../src/application/web/GetAllGroups';
import { GetAllMatches } from '../../../src/application/web/GetAllMatches';
import { GetAllPhases } from '../../../src/application/web/GetAllPhases';
import { GetChampionship } from '../../../src/application/web/GetChampionship';
import { GetChampionshipStandings } from '../../../src/application/web/GetChampionshipStandings';
import { GetMatch } from '../../../src/application/web/GetMatch';
import { GetMatchEvents } from '../../../src/application/web/GetMatchEvents';
import { GetMatchPlayers } from '../../../src/application/web/GetMatchPlayers';
import { GetMatchSets } from '../../../src/application/web/GetMatchSets';
import type { Result } from '../../../src/domain/shared/Result';
import type { Principal } from '../../../src/domain/access/Principal';
import type { DomainError } from '../../../src/domain/shared/DomainError';
import { keysOf, fieldList } from '../../support/keyList';
import type { SeededChampionship } from '../../support/webChampionships';
import { finishedMatch, liveMatch, seedChampionship } from '../../support/webChampionships';
import { WebPrincipals } from './support/webPrincipals';

function value<T>(result: Result<T, DomainError>): T {
  if (!result.ok) throw new Error(`expected a value, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

function errorCode<T>(result: Result<T, DomainError>): string {
  if (result.ok) throw new Error('expected a refusal');
  return result.error.code;
}

describe('web reads (use cases)', () => {
  let stores: MemoryStores;
  let companyA: Company;
  let companyB: Company;
  let football: SeededChampionship;
  let tennis: SeededChampionship;
  let archived: SeededChampionship;
  let foreign: SeededChampionship;

  beforeEach(async () => {
    stores = createMemoryStores();
    companyA = await stores.companies.create({ name: 'A', licenceValid: true });
    companyB = await stores.companies.create({ name: 'B', licenceValid: true });
    football = await seedChampionship(stores, { companyId: companyA.id, sport: 'football' });
    tennis = await seedChampionship(stores, { companyId: companyA.id, sport: 'tennis' });
    archived = await seedChampionship(stores, {
      companyId: companyA.id,
      sport: 'football',
      name: 'old league',
      archived: true,
    });
    foreign = await seedChampionship(stores, { companyId: companyB.id, sport: 'football' });
  });

  const footballToken = () => WebPrincipals.token(companyA.id, ['football']);

  describe('get_all_championship', () => {
    const list = (
      principal: Principal = footballToken(),
      includeArchived = false,
      sport: 'football' | 'tennis' = 'football',
    ) => new GetAllChampionships(stores.championships).execute({ principal, sport, includeArchived });

    it('lists the championships of the sport in the caller’s company only', async () => {
      const ids = value(await list()).map((c) => c.id);
      expect(ids).to.deep.equal([football.championship.id]);
    });

    it('adds archived championships with include_archived=1 for a token', async () => {
      const ids = value(await list(footballToken(), true)).map((c) => c.id);
      expect(ids).to.have.members([football.championship.id, archived.championship.id]);
    });

    it('adds archived championships for an administrator but never for a member', async () => {
      expect(value(await list(WebPrincipals.administrator(companyA.id), true))).to.have.length(2);
      expect(value(await list(WebPrincipals.member(companyA.id), true))).to.have.length(1);
    });

    it('publishes exactly the documented championship fields', async () => {
      const [first] = value(await list());
      expect(keysOf(first as object)).to.deep.equal(
        fieldList('id', 'sport', 'name', 'competition', 'season', 'archived'),
      );
    });
  });

  describe('get_championship', () => {
    const get = (
      championshipId: string,
      principal: Principal = footballToken(),
      sport: 'football' | 'tennis' = 'football',
    ) => new GetChampionship(stores.championships).execute({ principal, sport, championshipId });

    it('returns a championship of the caller’s company', async () => {
      expect(value(await get(football.championship.id)).name).to.equal('football league');
    });

    it('refuses a championship of another company with forbidden_company', async () => {
      expect(errorCode(await get(foreign.championship.id))).to.equal('forbidden_company');
    });

    it('answers not_found for an unknown id and for a championship of another sport than the URL', async () => {
      expect(errorCode(await get('999999'))).to.equal('not_found');
      expect(errorCode(await get(tennis.championship.id))).to.equal('not_found');
    });

    it('refuses an archived championship to a member but gives it to a token', async () => {
      expect(errorCode(await get(archived.championship.id, WebPrincipals.member(companyA.id)))).to.equal(
        'archived_not_allowed',
      );
      expect(value(await get(archived.championship.id)).archived).to.equal(true);
    });

    it('refuses a sport the token lacks even when the URL names it', async () => {
      const result = await get(tennis.championship.id, footballToken(), 'tennis');
      expect(errorCode(result)).to.equal('sport_not_allowed');
    });
  });

  describe('get_all_matchs', () => {
    it('lists every match of the championship as MatchSummary in sporting order', async () => {
      const request = {
        principal: footballToken(),
        sport: 'football' as const,
        championshipId: football.championship.id,
      };
      const matches = value(await new GetAllMatches(stores.championships, stores.matches).execute(request));
      expect(matches.map((m) => m.id)).to.deep.equal(football.matches.map((m) => m.id));
      expect(matches[0]?.dayLabel).to.equal('Matchday 1');
    });

    it('shows a team-restricted member only the matches of its teams', async () => {
      const team = football.teams[0]?.id as string;
      const request = {
        principal: WebPrincipals.member(companyA.id, [team]),
        sport: 'football' as const,
        championshipId: football.championship.id,
      };
      const matches = value(await new GetAllMatches(stores.championships, stores.matches).execute(request));
      expect(matches).to.have.length(3);
      for (const m of matches) expect([m.homeTeamId, m.awayTeamId]).to.include(team);
    });
  });

  describe('get_match', () => {
    const getMatch = (principal: Principal = footballToken(), matchId = liveMatch(football).id) =>
      new GetMatch(stores.championships, stores.matches).execute({
        principal,
        sport: 'football',
        championshipId: football.championship.id,
        matchId,
      });

    it('returns MatchDetails, how it ended, the version and a read-only permissions block for a read token', async () => {
      const view = value(await getMatch());
      expect(keysOf(view)).to.deep.equal(fieldList('match', 'outcome', 'version', 'permissions'));
      expect(view.outcome).to.deep.equal({ decidedIn: null, retired: null, walkover: null });
      expect(view.match.id).to.equal(liveMatch(football).id);
      expect(view.version).to.equal(1);
      expect(view.permissions).to.deep.equal({ read: true, writeEvents: false });
    });

    it('gives decidedIn regulation only once the match is finished (a lead is no result), overtime at once', async () => {
      const live = liveMatch(football);
      await stores.matches.update({ ...live, homeScore: 1, awayScore: 0, decidedIn: 'regulation' });
      for (const status of ['scheduled', 'live', 'postponed'] as const) {
        await stores.matches.update({ ...((await stores.matches.byId(live.id)) as Match), status });
        expect(value(await getMatch()).outcome.decidedIn, status).to.equal(null);
      }
      await stores.matches.update({ ...((await stores.matches.byId(live.id)) as Match), status: 'finished' });
      expect(value(await getMatch()).outcome.decidedIn).to.equal('regulation');
      await stores.matches.update({
        ...((await stores.matches.byId(live.id)) as Match),
        status: 'live',
        decidedIn: 'overtime',
      });
      expect(value(await getMatch()).outcome.decidedIn).to.equal('overtime');
    });

    it('grants writeEvents to a write token and to an administrator, not to a member', async () => {
      const write = WebPrincipals.token(companyA.id, ['football'], 'read_write_events');
      expect(value(await getMatch(write)).permissions.writeEvents).to.equal(true);
      expect(
        value(await getMatch(WebPrincipals.administrator(companyA.id))).permissions.writeEvents,
      ).to.equal(true);
      expect(value(await getMatch(WebPrincipals.member(companyA.id))).permissions.writeEvents).to.equal(
        false,
      );
    });

    it('answers not_found for a match of another championship', async () => {
      expect(errorCode(await getMatch(footballToken(), finishedMatch(foreign).id))).to.equal('not_found');
    });

    it('refuses a match outside the member’s teams with team_not_allowed', async () => {
      const otherTeam = football.teams[3]?.id as string;
      const restricted = WebPrincipals.member(companyA.id, [otherTeam]);
      expect(errorCode(await getMatch(restricted, finishedMatch(football).id))).to.equal('team_not_allowed');
    });
  });

  describe('days, phases and groups', () => {
    const request = () => ({
      principal: footballToken(),
      sport: 'football' as const,
      championshipId: football.championship.id,
    });

    it('get_all_days lists the days in sporting order with their own labels', async () => {
      const days = value(await new GetAllDays(stores.championships).execute(request()));
      expect(days.map((d) => d.label)).to.deep.equal(['Matchday 1', 'Matchday 2', 'Matchday 3']);
      expect(keysOf(days[0] as object)).to.deep.equal(
        fieldList('id', 'championshipId', 'label', 'order', 'phaseId'),
      );
    });

    it('get_all_phases and get_all_groups publish their documented fields', async () => {
      const phases = value(await new GetAllPhases(stores.championships).execute(request()));
      const groups = value(await new GetAllGroups(stores.championships).execute(request()));
      expect(phases).to.deep.equal([
        { id: football.phase.id, championshipId: football.championship.id, name: 'Regular season', order: 1 },
      ]);
      expect(groups).to.deep.equal([
        {
          id: football.group.id,
          championshipId: football.championship.id,
          phaseId: football.phase.id,
          name: 'Group A',
        },
      ]);
    });

    it('refuses them for a championship of another company', async () => {
      const other = { ...request(), championshipId: foreign.championship.id };
      expect(errorCode(await new GetAllDays(stores.championships).execute(other))).to.equal(
        'forbidden_company',
      );
    });
  });

  describe('events, players and sets', () => {
    beforeEach(async () => {
      const live = liveMatch(football);
      await stores.matches.addEvent({
        matchId: live.id,
        type: 1,
        clubId: live.homeTeamId,
        playerId: football.players.find((p) => p.teamId === live.homeTeamId)?.id as string,
        playerInId: '',
        timer: '12',
        additionalTimer: null,
        value: null,
        setNumber: null,
        note: '',
        saved: true,
      });
      const set = liveMatch(tennis);
      await stores.matches.addEvent({
        matchId: set.id,
        type: 1,
        clubId: set.homeTeamId,
        playerId: '',
        playerInId: '',
        timer: null,
        additionalTimer: null,
        value: null,
        setNumber: 1,
        note: '',
        saved: true,
      });
      await stores.matches.setSets(set.id, [
        {
          matchId: set.id,
          number: 1,
          homeGames: 1,
          awayGames: 0,
          homeTieBreak: null,
          awayTieBreak: null,
          winner: null,
        },
      ]);
    });

    const footballRequest = () => ({
      principal: footballToken(),
      sport: 'football' as const,
      championshipId: football.championship.id,
      matchId: liveMatch(football).id,
    });
    const tennisRequest = () => ({
      principal: WebPrincipals.token(companyA.id, ['tennis', 'football']),
      sport: 'tennis' as const,
      championshipId: tennis.championship.id,
      matchId: liveMatch(tennis).id,
    });

    it('get_match_events publishes team-sport fields for football', async () => {
      const [goal] = value(
        await new GetMatchEvents(stores.championships, stores.matches).execute(footballRequest()),
      );
      expect(keysOf(goal as object)).to.deep.equal(
        fieldList(
          'id',
          'matchId',
          'type',
          'typeKey',
          'label',
          'clubId',
          'playerId',
          'playerInId',
          'timer',
          'additionalTimer',
          'value',
          'note',
          'sequence',
        ),
      );
      expect(goal).to.include({ type: 1, typeKey: 'score', label: 'Goal', timer: '12' });
    });

    it('get_match_events publishes tennis fields for tennis', async () => {
      const [game] = value(
        await new GetMatchEvents(stores.championships, stores.matches).execute(tennisRequest()),
      );
      expect(keysOf(game as object)).to.deep.equal(
        fieldList('id', 'matchId', 'type', 'typeKey', 'label', 'clubId', 'setNumber', 'note', 'sequence'),
      );
      expect(game).to.include({ typeKey: 'game', setNumber: 1 });
    });

    it('get_match_players lists the line-ups, home then away, field then bench', async () => {
      const players = value(
        await new GetMatchPlayers(stores.championships, stores.matches).execute(footballRequest()),
      );
      expect(players.map((p) => [p.side, p.role])).to.deep.equal([
        ['home', 'field'],
        ['home', 'bench'],
        ['away', 'field'],
        ['away', 'bench'],
      ]);
      expect(players[0]).to.include({ number: '9', lastName: 'Player1' });
      expect(players[1]).to.include({ number: '2' });
      expect(keysOf(players[0] as object)).to.deep.equal(
        fieldList(
          'playerId',
          'teamId',
          'side',
          'role',
          'number',
          'firstName',
          'lastName',
          'name',
          'position',
        ),
      );
    });

    it('get_match_players does not exist at tennis', async () => {
      const result = await new GetMatchPlayers(stores.championships, stores.matches).execute(tennisRequest());
      expect(errorCode(result)).to.equal('not_available_for_sport');
    });

    it('get_match_sets lists the stored sets at tennis and does not exist at football', async () => {
      const sets = value(
        await new GetMatchSets(stores.championships, stores.matches).execute(tennisRequest()),
      );
      expect(sets).to.deep.equal([
        { number: 1, homeGames: 1, awayGames: 0, homeTieBreak: null, awayTieBreak: null, winner: null },
      ]);
      const football = await new GetMatchSets(stores.championships, stores.matches).execute(
        footballRequest(),
      );
      expect(errorCode(football)).to.equal('not_available_for_sport');
    });
  });

  describe('get_championship_standings', () => {
    const standings = (dayId?: string, championshipId = football.championship.id) =>
      new GetChampionshipStandings(stores.championships, stores.standings).execute({
        principal: footballToken(),
        sport: 'football',
        championshipId,
        ...(dayId === undefined ? {} : { dayId }),
      });

    it('returns the stored current table as spec 2.9 rows', async () => {
      const rows = value(await standings());
      expect(rows).to.have.length(4);
      expect(rows[0]).to.include({ rank: 1, points: 3, dayId: football.days[0]?.id });
    });

    it('returns the table stored for a day', async () => {
      const rows = value(await standings(football.days[0]?.id));
      expect(rows.every((r) => r.dayId === football.days[0]?.id)).to.equal(true);
    });

    it('answers not_found for a day without a table and for a day of another championship', async () => {
      expect(errorCode(await standings(football.days[2]?.id))).to.equal('not_found');
      expect(errorCode(await standings(tennis.days[0]?.id))).to.equal('not_found');
    });

    it('answers not_found when no table is stored at all', async () => {
      await stores.standings.replaceAll(football.championship.id, []);
      expect(errorCode(await standings())).to.equal('not_found');
    });
  });
});
