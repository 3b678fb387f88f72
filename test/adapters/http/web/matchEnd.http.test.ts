import { expect } from 'chai';
import type { Match } from '../../../../src/domain/match/Match';
import type { SeededChampionship } from '../../../support/webChampionships';
import { finishedMatch } from '../../../support/webChampionships';
import { apiPath, call } from '../../../support/webClient';
import type { TestWebHost } from '../../../support/webHost';
import { describeEachWebBackend, startTestWebHost } from '../../../support/webHost';

// Issue 14 through the web event write (spec 4.2 rule 3): the catalogue's walkover event (tennis
// type 7, team sports type 10) sets `walkover`, the tennis retirement event (type 5) sets
// `retired`; get_match shows both in `outcome`, the standings count them, and deleting the event
// takes them back.
describeEachWebBackend('walkover and retirement through update_match_event', (factory) => {
  let host: TestWebHost;
  let writer: string;

  before(async () => {
    host = await startTestWebHost(factory);
    writer = (await host.world.token({ permission: 'read_write_events' })).secret;
  });
  after(() => host?.close());

  const endpoint = (name: string, seeded: SeededChampionship, query: Record<string, string> = {}) =>
    apiPath(seeded.championship.sport, name, { championship_id: seeded.championship.id, ...query });
  const write = (seeded: SeededChampionship, json: Record<string, unknown>) =>
    call(host.url, endpoint('update_match_event', seeded), { token: writer, json });
  const remove = (seeded: SeededChampionship, json: Record<string, unknown>) =>
    call(host.url, endpoint('delete_match_event', seeded), { token: writer, method: 'POST', json });
  const outcomeOf = async (seeded: SeededChampionship, match: Match) => {
    const res = await call(host.url, endpoint('get_match', seeded, { match_id: match.id }), {
      token: writer,
    });
    expect(res.status, res.text).to.equal(200);
    return res.body.data.outcome as Record<string, unknown>;
  };
  const rowOf = async (seeded: SeededChampionship, teamId: string) => {
    const res = await call(host.url, endpoint('get_championship_standings', seeded), { token: writer });
    expect(res.status, res.text).to.equal(200);
    return (res.body.data as { entityId: string }[]).find((r) => r.entityId === teamId);
  };

  it('records a tennis walkover: outcome.walkover, a two-set win for the opponent, taken back by the delete', async () => {
    const tennis = host.world.championships.tennis;
    const match = finishedMatch(tennis);
    const res = await write(tennis, { id: 'new', match_id: match.id, type: 7, club_id: match.homeTeamId });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.data).to.include({ type: 7, clubId: match.homeTeamId });
    expect(await outcomeOf(tennis, match)).to.deep.equal({
      decidedIn: null,
      retired: null,
      walkover: 'home',
    });
    expect(await rowOf(tennis, match.awayTeamId)).to.include({ wins: 1, goalsFor: 2, goalsAgainst: 0 });
    expect(await rowOf(tennis, match.homeTeamId)).to.include({ losses: 1, goalsFor: 0, goalsAgainst: 2 });

    const deleted = await remove(tennis, { match_id: match.id, id: res.body.data.id });
    expect(deleted.status, deleted.text).to.equal(200);
    expect((await outcomeOf(tennis, match)).walkover).to.equal(null);
    expect(await rowOf(tennis, match.homeTeamId)).to.include({ losses: 0 });
  });

  it('records a tennis retirement, and its delete takes it back', async () => {
    const tennis = host.world.championships.tennis;
    const match = tennis.matches[1] as Match;
    const res = await write(tennis, { id: 'new', match_id: match.id, type: 5, club_id: match.awayTeamId });
    expect(res.status, res.text).to.equal(200);
    expect((await outcomeOf(tennis, match)).retired).to.equal('away');
    expect(await rowOf(tennis, match.homeTeamId)).to.include({ wins: 1 });
    const deleted = await remove(tennis, { match_id: match.id, id: res.body.data.id });
    expect(deleted.status, deleted.text).to.equal(200);
    expect((await outcomeOf(tennis, match)).retired).to.equal(null);
  });

  it('records a team-sport walkover with type 10: the side that gave it loses', async () => {
    const handball = host.world.championships.handball;
    const match = finishedMatch(handball); // 2-1 for the home team
    const res = await write(handball, { id: 'new', match_id: match.id, type: 10, club_id: match.homeTeamId });
    expect(res.status, res.text).to.equal(200);
    expect((await outcomeOf(handball, match)).walkover).to.equal('home');
    expect(await rowOf(handball, match.homeTeamId)).to.include({ wins: 0, losses: 1 });
    expect(await rowOf(handball, match.awayTeamId)).to.include({ wins: 1, losses: 0 });
  });

  it('refuses a walkover event with a player: 422 validation_failed naming player_id, nothing saved', async () => {
    const football = host.world.championships.football;
    const match = finishedMatch(football);
    const [player] = football.players.filter((p) => p.teamId === match.homeTeamId);
    const before = (await host.backend.stores.matches.events(match.id)).length;
    const res = await write(football, {
      id: 'new',
      match_id: match.id,
      type: 10,
      club_id: match.homeTeamId,
      player_id: player?.id,
    });
    expect(res.status, res.text).to.equal(422);
    expect(res.body.code).to.equal('validation_failed');
    expect(res.body.errors).to.have.property('player_id');
    expect(await host.backend.stores.matches.events(match.id)).to.have.length(before);
    expect((await outcomeOf(football, match)).walkover).to.equal(null);
  });
});
