import { expect } from 'chai';
import type { MatchNotification } from '../../../../src/application/ports/Notifications';
import type { Match } from '../../../../src/domain/match/Match';
import type { SeededChampionship } from '../../../support/webChampionships';
import { finishedMatch, liveMatch } from '../../../support/webChampionships';
import type { CallOptions, CallResult } from '../../../support/webClient';
import { apiPath, call } from '../../../support/webClient';
import type { TestWebHost } from '../../../support/webHost';
import { describeEachWebBackend, startTestWebHost } from '../../../support/webHost';

describeEachWebBackend('delete_match_event (extension) over HTTP', (factory) => {
  let host: TestWebHost;
  let writer: string;
  let reader: string;

  before(async () => {
    host = await startTestWebHost(factory);
    writer = (await host.world.token({ permission: 'read_write_events' })).secret;
    reader = (await host.world.token({ permission: 'read' })).secret;
  });
  after(() => host?.close());

  const endpoint = (name: string, seeded: SeededChampionship) =>
    apiPath(seeded.championship.sport, name, { championship_id: seeded.championship.id });
  const write = (seeded: SeededChampionship, json: Record<string, unknown>) =>
    call(host.url, endpoint('update_match_event', seeded), { token: writer, json });
  const remove = (seeded: SeededChampionship, json: Record<string, unknown>, options: CallOptions = {}) =>
    call(host.url, endpoint('delete_match_event', seeded), {
      token: writer,
      method: 'POST',
      json,
      ...options,
    });

  /** Everything a write changes: events, version, score, line-up and standings. */
  async function stateOf(seeded: SeededChampionship, match: Match) {
    const stored = (await host.backend.stores.matches.byId(match.id)) as Match;
    return {
      events: (await host.backend.stores.matches.events(match.id)).map((e) => e.id),
      version: stored.version,
      score: [stored.homeScore, stored.awayScore],
      lineups: (await host.backend.stores.matches.lineups(match.id)).sort((a, b) =>
        a.playerId.localeCompare(b.playerId),
      ),
      standings: await host.backend.stores.standings.current(seeded.championship.id),
    };
  }

  async function created(seeded: SeededChampionship, json: Record<string, unknown>): Promise<string> {
    const res = await write(seeded, json);
    expect(res.status, res.text).to.equal(200);
    return res.body.data.id as string;
  }

  it('deletes a goal of a finished match: 200 {id, deleted}, score and standings back, version +1', async () => {
    const seeded = host.world.championships.football;
    const match = finishedMatch(seeded);
    const before = await stateOf(seeded, match);
    const id = await created(seeded, { id: 'new', match_id: match.id, type: 1, club_id: match.awayTeamId });
    const withGoal = await stateOf(seeded, match);
    const res = await remove(seeded, { match_id: match.id, id });
    expect(res.status, res.text).to.equal(200);
    expect(res.body).to.deep.equal({ success: true, data: { id, deleted: true } });
    const after = await stateOf(seeded, match);
    expect(after.events).to.not.include(id);
    expect(after.version).to.equal(withGoal.version + 1);
    // The stored 2-1 (no events behind it) moved by the goal, then back by its delete.
    expect(withGoal.score).to.deep.equal([2, 2]);
    expect(after.score).to.deep.equal(before.score);
    const away = (s: typeof after) => s.standings?.rows.find((r) => r.entityId === match.awayTeamId);
    expect(away(withGoal)?.goalsFor).to.equal((away(before)?.goalsFor ?? 0) + 1);
    expect(after.standings?.rows).to.deep.equal(before.standings?.rows);
  });

  it('moves a deleted substitution back: the player who entered returns to the bench', async () => {
    const seeded = host.world.championships.hockey;
    const match = liveMatch(seeded);
    const [onField, onBench] = seeded.players.filter((p) => p.teamId === match.homeTeamId);
    const before = await stateOf(seeded, match);
    const id = await created(seeded, {
      id: 'new',
      match_id: match.id,
      type: 5,
      club_id: match.homeTeamId,
      player_id: onField?.id,
      player_id_in: onBench?.id,
    });
    const roleOf = async (playerId: string | undefined) =>
      (await host.backend.stores.matches.lineups(match.id)).find((e) => e.playerId === playerId)?.role;
    expect(await roleOf(onBench?.id)).to.equal('field');
    expect((await remove(seeded, { match_id: match.id, id })).status).to.equal(200);
    expect(await roleOf(onBench?.id)).to.equal('bench');
    expect(await roleOf(onField?.id)).to.equal('field');
    expect((await stateOf(seeded, match)).lineups).to.deep.equal(before.lineups);
  });

  it('refuses (409) to delete or change a substitution whose players a later one moves again, then undoes them last first', async () => {
    const seeded = host.world.championships.hockey;
    const match = liveMatch(seeded);
    const [first, second] = seeded.players.filter((p) => p.teamId === match.homeTeamId);
    const before = await stateOf(seeded, match);
    const sub = (off: string | undefined, on: string | undefined) =>
      created(seeded, {
        id: 'new',
        match_id: match.id,
        type: 5,
        club_id: match.homeTeamId,
        player_id: off,
        player_id_in: on,
      });
    // The first player goes off for the second, then comes back on for him.
    const out = await sub(first?.id, second?.id);
    const back = await sub(second?.id, first?.id);
    const withBoth = await stateOf(seeded, match);
    const refused = await remove(seeded, { match_id: match.id, id: out });
    expect(refused.status, refused.text).to.equal(409);
    expect(refused.body).to.include({ code: 'substitution_superseded' });
    expect(refused.body.error).to.include(`event ${back}`);
    const changed = await write(seeded, {
      id: out,
      match_id: match.id,
      type: 3,
      club_id: match.homeTeamId,
      player_id: first?.id,
    });
    expect(changed.status, changed.text).to.equal(409);
    expect(changed.body).to.include({ code: 'substitution_superseded' });
    expect(await stateOf(seeded, match), 'nothing changed').to.deep.equal(withBoth);
    // Last first: each is moved back exactly, and the line-up is the one before both.
    expect((await remove(seeded, { match_id: match.id, id: back })).status).to.equal(200);
    expect((await remove(seeded, { match_id: match.id, id: out })).status).to.equal(200);
    expect((await stateOf(seeded, match)).lineups).to.deep.equal(before.lineups);
  });

  it('recomputes the tennis sets from the remaining games', async () => {
    const seeded = host.world.championships.tennis;
    const match = liveMatch(seeded);
    const game = { id: 'new', match_id: match.id, type: 1, club_id: match.homeTeamId, set_number: 1 };
    await created(seeded, game);
    const second = await created(seeded, game);
    const sets = () => host.backend.stores.matches.sets(match.id);
    const withTwo = (await sets())[0]?.homeGames as number;
    expect((await remove(seeded, { match_id: match.id, id: second })).status).to.equal(200);
    expect((await sets())[0]?.homeGames).to.equal(withTwo - 1);
  });

  it('publishes the notifications of a write: match_event and match_data with the new version', async () => {
    const seeded = host.world.championships.handball;
    const match = liveMatch(seeded);
    const id = await created(seeded, { id: 'new', match_id: match.id, type: 1, club_id: match.homeTeamId });
    const received: MatchNotification[] = [];
    const stop = host.host.services.notifications.subscribe((n) => received.push(n));
    try {
      expect((await remove(seeded, { match_id: match.id, id })).status).to.equal(200);
      const version = (await stateOf(seeded, match)).version;
      // On PostgreSQL the create's own notifications travel through LISTEN/NOTIFY and may arrive
      // after the subscription: the delete's are those of the version it produced.
      const ofDelete = () => received.filter((n) => n.message.version === version);
      for (let i = 0; i < 100 && ofDelete().length < 2; i += 1) await new Promise((r) => setTimeout(r, 20));
      expect(ofDelete().map((n) => n.message.type)).to.have.members(['match_event', 'match_data']);
      for (const { message } of ofDelete()) {
        expect(message).to.include({ matchId: match.id, version, championshipId: seeded.championship.id });
      }
      expect(received.every((n) => n.message.version <= version)).to.equal(true);
    } finally {
      stop();
    }
  });

  describe('refusals: the documented 4xx, and nothing written', () => {
    const seeded = () => host.world.championships.basketball;
    const match = () => liveMatch(seeded());
    let eventId: string;

    before(async () => {
      eventId = await created(seeded(), {
        id: 'new',
        match_id: match().id,
        type: 1,
        club_id: match().homeTeamId,
        value: 2,
      });
    });

    const cases: { title: string; status: number; code: string; send: () => Promise<CallResult> }[] = [
      {
        title: 'a body without id',
        status: 400,
        code: 'invalid_parameters',
        send: () => remove(seeded(), { match_id: match().id }),
      },
      {
        title: 'id "new"',
        status: 400,
        code: 'invalid_parameters',
        send: () => remove(seeded(), { match_id: match().id, id: 'new' }),
      },
      {
        title: 'a field other than id and match_id',
        status: 400,
        code: 'invalid_parameters',
        send: () => remove(seeded(), { match_id: match().id, id: eventId, type: 1 }),
      },
      {
        title: 'an unknown event id',
        status: 422,
        code: 'validation_failed',
        send: () => remove(seeded(), { match_id: match().id, id: '999999999' }),
      },
      {
        title: 'an event of another match',
        status: 422,
        code: 'validation_failed',
        send: () => remove(seeded(), { match_id: finishedMatch(seeded()).id, id: eventId }),
      },
      {
        title: 'an unknown match',
        status: 404,
        code: 'not_found',
        send: () => remove(seeded(), { match_id: '999999999', id: eventId }),
      },
      {
        title: 'a read-only token',
        status: 403,
        code: 'write_permission_required',
        send: () => remove(seeded(), { match_id: match().id, id: eventId }, { token: reader }),
      },
      {
        title: 'a championship of another company',
        status: 403,
        code: 'forbidden_company',
        send: () =>
          call(host.url, endpoint('delete_match_event', host.world.foreign), {
            token: writer,
            json: { match_id: liveMatch(host.world.foreign).id, id: eventId },
          }),
      },
      {
        title: 'GET',
        status: 405,
        code: 'method_not_allowed',
        send: () => call(host.url, endpoint('delete_match_event', seeded()), { token: writer }),
      },
    ];

    for (const c of cases) {
      it(`refuses ${c.title} with ${c.status} ${c.code}`, async () => {
        const before = await stateOf(seeded(), match());
        const res = await c.send();
        expect([res.status, res.body.code], res.text).to.deep.equal([c.status, c.code]);
        expect(await stateOf(seeded(), match())).to.deep.equal(before);
      });
    }

    it('names what a delete takes when its event is unknown: an event id, never "new" (found by review)', async () => {
      const res = await remove(seeded(), { match_id: match().id, id: '999999999' });
      expect(res.status, res.text).to.equal(422);
      expect(res.body.errors).to.deep.equal({ id: `id must be the id of an event of match ${match().id}.` });
    });

    it('refuses a cookie delete from another origin, and a member’s, with 403', async () => {
      const admin = await host.sessionCookie(host.world.users.adminA);
      const member = await host.sessionCookie(host.world.users.memberA);
      const json = { match_id: match().id, id: eventId };
      const foreign = await remove(seeded(), json, {
        token: undefined,
        cookie: admin,
        origin: 'https://evil.example',
      });
      const notAdmin = await remove(seeded(), json, { token: undefined, cookie: member, origin: host.url });
      expect([foreign.status, foreign.body.code]).to.deep.equal([403, 'origin_forbidden']);
      expect([notAdmin.status, notAdmin.body.code]).to.deep.equal([403, 'write_permission_required']);
      const ok = await remove(seeded(), json, { token: undefined, cookie: admin, origin: host.url });
      expect(ok.status, ok.text).to.equal(200);
    });
  });
});
