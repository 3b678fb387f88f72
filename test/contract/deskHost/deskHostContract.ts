// One contract for every DeskHost adapter (ARCHITECTURE.md: one suite per port): the embedded
// store's StoreDeskHost and the hosted DeskHost, each over the same web backend's data.
import { expect } from 'chai';
import type { DeskHost, HostedMatch } from '../../../src/application/ports/DeskHost';
import type { WebBackend } from '../../../src/bootstrap/web';
import type { Player } from '../../../src/domain/championship/Championship';
import type { DeskContext } from '../../../src/domain/desk/DeskContext';
import type { EventDraft } from '../../../src/domain/desk/DeskEffect';
import type { Match } from '../../../src/domain/match/Match';
import type { SeededChampionship } from '../../support/webChampionships';
import { liveMatch } from '../../support/webChampionships';
import type { TestWebHost } from '../../support/webHost';

export interface DeskHostSubject {
  readonly host: DeskHost;
  close(): Promise<void>;
}

export interface DeskHostWorld {
  readonly web: TestWebHost;
  readonly backend: WebBackend;
}

function contextOf(m: Match): DeskContext {
  return { sport: m.sport, championshipId: m.championshipId, matchId: m.id };
}

function goal(m: Match, scorer: Player, timer = '12'): EventDraft {
  return {
    matchId: m.id,
    type: 1,
    clubId: scorer.teamId,
    playerId: scorer.id,
    playerInId: '',
    timer,
    additionalTimer: null,
    value: null,
    setNumber: null,
    note: '',
  };
}

function loaded(result: { ok: boolean; value?: HostedMatch; error?: unknown }): HostedMatch {
  expect(result.ok, JSON.stringify(result.error)).to.equal(true);
  return result.value as HostedMatch;
}

/**
 * `world()` is the running web host with its backend; `make(world)` builds the adapter under test
 * on it (a fresh one per test).
 */
export function describeDeskHostContract(
  name: string,
  world: () => DeskHostWorld,
  make: (world: DeskHostWorld) => Promise<DeskHostSubject>,
): void {
  describe(`DeskHost contract: ${name}`, () => {
    let subject: DeskHostSubject;
    let football: SeededChampionship;
    let live: Match;

    beforeEach(async () => {
      subject = await make(world());
      football = world().web.world.championships.football;
      live = liveMatch(football);
    });
    afterEach(() => subject.close());

    const homePlayers = () => football.players.filter((p) => p.teamId === live.homeTeamId);

    it('loads a match: its source and the four sections of the web snapshot', async () => {
      const hosted = loaded(await subject.host.loadMatch(live.id));
      const s = hosted.source;
      expect([s.match.id, s.match.championshipId, s.match.sport]).to.deep.equal([
        live.id,
        football.championship.id,
        'football',
      ]);
      expect([s.home.id, s.away.id]).to.deep.equal([live.homeTeamId, live.awayTeamId]);
      expect(s.lineups.map((l) => [l.playerId, l.role])).to.have.deep.members(
        football.players
          .filter((p) => p.teamId === live.homeTeamId || p.teamId === live.awayTeamId)
          .map((p, i) => [p.id, i % 2 === 0 ? 'field' : 'bench']),
      );
      expect(hosted.sections.match.id).to.equal(live.id);
      expect(hosted.sections.matchDays.map((d) => d.relation)).to.deep.equal(['previous', 'current', 'next']);
      expect(hosted.sections.standings.length).to.equal(4);
    });

    it('refuses an unknown match with not_found', async () => {
      const result = await subject.host.loadMatch('999999');
      expect(result.ok).to.equal(false);
      if (!result.ok) expect(result.error.code).to.equal('not_found');
    });

    it('saves a goal once with the web write rules: score, scorers and the stored events', async () => {
      loaded(await subject.host.loadMatch(live.id));
      const scorer = homePlayers()[0] as Player;
      const saved = await subject.host.saveEvent(contextOf(live), goal(live, scorer));
      expect(saved.ok, JSON.stringify(!saved.ok && saved.error)).to.equal(true);
      if (!saved.ok) return;
      const stored = await world().backend.stores.matches.events(live.id);
      expect(stored.map((e) => e.id)).to.deep.equal([saved.value.eventId]);
      expect(saved.value.match.source.match.homeScore).to.equal(1);
      expect(saved.value.match.source.events.map((e) => [e.id, e.saved])).to.deep.equal([
        [saved.value.eventId, true],
      ]);
      expect(saved.value.match.sections.scorers.map((s) => [s.eventId, s.playerId, s.side])).to.deep.equal([
        [saved.value.eventId, scorer.id, 'home'],
      ]);
      expect(saved.value.match.sections.match.homeScore).to.equal(1);
    });

    it("refuses a goal by a player of neither team with the sport rules' validation_failed", async () => {
      loaded(await subject.host.loadMatch(live.id));
      const stranger = football.players.find(
        (p) => p.teamId !== live.homeTeamId && p.teamId !== live.awayTeamId,
      ) as Player;
      const saved = await subject.host.saveEvent(contextOf(live), {
        ...goal(live, stranger),
        clubId: live.homeTeamId,
      });
      expect(saved.ok).to.equal(false);
      if (!saved.ok) expect(saved.error.code).to.equal('validation_failed');
      expect(await world().backend.stores.matches.events(live.id)).to.deep.equal([]);
    });

    it('records a substitution: the players change places between field and bench', async () => {
      loaded(await subject.host.loadMatch(live.id));
      const [onField, onBench] = homePlayers() as [Player, Player];
      const saved = await subject.host.saveEvent(contextOf(live), {
        ...goal(live, onField, '60'),
        type: 5,
        playerInId: onBench.id,
      });
      expect(saved.ok, JSON.stringify(!saved.ok && saved.error)).to.equal(true);
      if (!saved.ok) return;
      const roles = Object.fromEntries(saved.value.match.source.lineups.map((l) => [l.playerId, l.role]));
      expect([roles[onField.id], roles[onBench.id]]).to.deep.equal(['bench', 'field']);
    });

    it('records a walkover event (type 10): the match shows walkover, and its delete takes it back (issue 14)', async () => {
      loaded(await subject.host.loadMatch(live.id));
      const walkover: EventDraft = {
        ...goal(live, homePlayers()[0] as Player),
        type: 10,
        playerId: '',
        timer: null,
      };
      const saved = await subject.host.saveEvent(contextOf(live), { ...walkover, clubId: live.awayTeamId });
      expect(saved.ok, JSON.stringify(!saved.ok && saved.error)).to.equal(true);
      if (!saved.ok) return;
      expect(saved.value.match.source.match.walkover).to.equal('away');
      expect((await world().backend.stores.matches.byId(live.id))?.walkover).to.equal('away');
      const deleted = await subject.host.deleteEvent(contextOf(live), saved.value.eventId);
      if (!deleted.ok) throw new Error(deleted.error.message);
      expect(deleted.value.match.source.match.walkover).to.equal(null);
      expect((await world().backend.stores.matches.byId(live.id))?.walkover).to.equal(null);
    });

    it('deletes a saved goal: the score goes back and the event is gone from the store', async () => {
      loaded(await subject.host.loadMatch(live.id));
      const saved = await subject.host.saveEvent(contextOf(live), goal(live, homePlayers()[0] as Player));
      if (!saved.ok) throw new Error(saved.error.message);
      const deleted = await subject.host.deleteEvent(contextOf(live), saved.value.eventId);
      expect(deleted.ok, JSON.stringify(!deleted.ok && deleted.error)).to.equal(true);
      if (!deleted.ok) return;
      expect(deleted.value.eventId).to.equal(saved.value.eventId);
      expect(deleted.value.match.source.match.homeScore).to.equal(0);
      expect(deleted.value.match.source.events).to.deep.equal([]);
      expect(deleted.value.match.sections.scorers).to.deep.equal([]);
      expect(await world().backend.stores.matches.events(live.id)).to.deep.equal([]);
    });

    it('refuses to delete an event that is not an event of the match with invalid_params', async () => {
      loaded(await subject.host.loadMatch(live.id));
      const deleted = await subject.host.deleteEvent(contextOf(live), '987654');
      expect(deleted.ok).to.equal(false);
      if (!deleted.ok) expect(deleted.error.code).to.equal('invalid_params');
    });
  });
}
