import { expect } from 'chai';
import type { MemoryStores } from '../../../src/adapters/memory';
import { createMemoryStores } from '../../../src/adapters/memory';
import { InProcessNotifications } from '../../../src/adapters/notifications/InProcessNotifications';
import type { Company, MatchDataStores, Transactions } from '../../../src/application/ports/MatchData';
import type { MatchNotification } from '../../../src/application/ports/Notifications';
import { recomputeStandingsInTransaction } from '../../../src/application/web/recomputeStandingsInTransaction';
import type { StandingsRecomputation } from '../../../src/application/events/WriteMatchEvents';
import { WriteMatchEvents } from '../../../src/application/events/WriteMatchEvents';
import { UpdateMatchEvent } from '../../../src/application/web/UpdateMatchEvent';
import type { Principal } from '../../../src/domain/access/Principal';
import type { RawEventBody } from '../../../src/domain/match/EventInput';
import type { Match } from '../../../src/domain/match/Match';
import type { Player } from '../../../src/domain/championship/Championship';
import type { DomainError } from '../../../src/domain/shared/DomainError';
import type { Result } from '../../../src/domain/shared/Result';
import type { SeededChampionship } from '../../support/webChampionships';
import { finishedMatch, liveMatch, seedChampionship } from '../../support/webChampionships';
import { WebPrincipals } from './support/webPrincipals';

const AT = new Date('2026-03-01T12:00:00.000Z');

describe('update_match_event (use case)', () => {
  let stores: MemoryStores;
  let company: Company;
  let other: Company;
  let football: SeededChampionship;
  let basketball: SeededChampionship;
  let tennis: SeededChampionship;
  let foreign: SeededChampionship;
  let notifications: InProcessNotifications;
  let received: MatchNotification[];

  beforeEach(async () => {
    stores = createMemoryStores();
    company = await stores.companies.create({ name: 'A', licenceValid: true });
    other = await stores.companies.create({ name: 'B', licenceValid: true });
    football = await seedChampionship(stores, { companyId: company.id, sport: 'football' });
    basketball = await seedChampionship(stores, { companyId: company.id, sport: 'basketball' });
    tennis = await seedChampionship(stores, { companyId: company.id, sport: 'tennis' });
    foreign = await seedChampionship(stores, { companyId: other.id, sport: 'football' });
    notifications = new InProcessNotifications();
    received = [];
    notifications.subscribe((n) => received.push(n));
  });

  const writer = () =>
    WebPrincipals.token(company.id, ['football', 'basketball', 'tennis'], 'read_write_events');

  function useCase(
    transactions: Transactions = stores.transactions,
    recompute: StandingsRecomputation = recomputeStandingsInTransaction,
  ): UpdateMatchEvent {
    return new UpdateMatchEvent(
      stores.championships,
      stores.matches,
      new WriteMatchEvents({
        transactions,
        recomputeStandings: recompute,
        notifications,
        clock: { now: () => AT },
      }),
    );
  }

  function write(
    seeded: SeededChampionship,
    match: Match,
    fields: RawEventBody,
    options: { eventId?: string; principal?: Principal; useCase?: UpdateMatchEvent } = {},
  ) {
    return (options.useCase ?? useCase()).execute({
      principal: options.principal ?? writer(),
      sport: seeded.championship.sport,
      championshipId: seeded.championship.id,
      matchId: match.id,
      eventId: options.eventId ?? 'new',
      fields,
    });
  }

  function refusal<T>(result: Result<T, DomainError>): DomainError {
    if (result.ok) throw new Error('expected a refusal');
    return result.error;
  }

  const playersOf = (seeded: SeededChampionship, teamId: string) =>
    seeded.players.filter((p) => p.teamId === teamId);
  /** A home substitution of the match: `out` leaves, `into` enters. */
  const substitution = (match: Match, out: Player, into: Player): RawEventBody => ({
    type: 5,
    club_id: match.homeTeamId,
    player_id: out.id,
    player_id_in: into.id,
  });

  it('creates a goal, recomputes the score from the saved events and bumps the version', async () => {
    const match = liveMatch(football);
    const scorer = playersOf(football, match.homeTeamId)[0]?.id as string;
    const result = await write(football, match, {
      type: 1,
      club_id: match.homeTeamId,
      player_id: scorer,
      timer: '23',
    });
    expect(result.ok).to.equal(true);
    const stored = (await stores.matches.byId(match.id)) as Match;
    expect([stored.homeScore, stored.awayScore]).to.deep.equal([1, 0]);
    expect(stored.version).to.equal(match.version + 1);
    expect((await stores.matches.events(match.id)).map((e) => e.playerId)).to.deep.equal([scorer]);
  });

  it('returns the saved event in its published shape', async () => {
    const match = liveMatch(football);
    const result = await write(football, match, { type: 3, club_id: match.awayTeamId, timer: 40 });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value).to.include({
      matchId: match.id,
      type: 3,
      typeKey: 'warning',
      timer: '40',
      clubId: match.awayTeamId,
    });
  });

  it('modifies an existing event of the same match and recomputes the score', async () => {
    const match = liveMatch(football);
    const created = await write(football, match, { type: 1, club_id: match.homeTeamId });
    if (!created.ok) throw new Error(created.error.code);
    const modified = await write(
      football,
      match,
      { type: 6, club_id: match.homeTeamId },
      { eventId: created.value.id },
    );
    expect(modified.ok).to.equal(true);
    const events = await stores.matches.events(match.id);
    expect(events.map((e) => [e.id, e.type])).to.deep.equal([[created.value.id, 6]]);
    const stored = (await stores.matches.byId(match.id)) as Match;
    expect([stored.homeScore, stored.awayScore]).to.deep.equal([0, 1]);
  });

  it('refuses with 422 an id of an event of another match, and writes nothing', async () => {
    const elsewhere = finishedMatch(football);
    const created = await write(football, elsewhere, { type: 1, club_id: elsewhere.homeTeamId });
    if (!created.ok) throw new Error(created.error.code);
    const match = liveMatch(football);
    const error = refusal(
      await write(football, match, { type: 1, club_id: match.homeTeamId }, { eventId: created.value.id }),
    );
    expect(error.code).to.equal('validation_failed');
    expect(error.details).to.have.property('id');
    expect(await stores.matches.events(match.id)).to.deep.equal([]);
  });

  it('refuses an event type the sport lacks and player_id_in on a non-substitution, with field details', async () => {
    const match = liveMatch(football);
    const unknownType = refusal(await write(football, match, { type: 42, club_id: match.homeTeamId }));
    expect(unknownType.details).to.have.property('type');
    const playerIn = playersOf(football, match.homeTeamId)[1]?.id as string;
    const misplaced = refusal(
      await write(football, match, { type: 1, club_id: match.homeTeamId, player_id_in: playerIn }),
    );
    expect(misplaced.code).to.equal('validation_failed');
    expect(misplaced.details).to.have.property('player_id_in');
    expect(await stores.matches.events(match.id)).to.deep.equal([]);
    expect(received).to.deep.equal([]);
  });

  it('refuses a read token with write_permission_required and a foreign championship with forbidden_company', async () => {
    const match = liveMatch(football);
    const reader = WebPrincipals.token(company.id, ['football'], 'read');
    expect(
      refusal(await write(football, match, { type: 1, club_id: match.homeTeamId }, { principal: reader }))
        .code,
    ).to.equal('write_permission_required');
    const away = liveMatch(foreign);
    expect(refusal(await write(foreign, away, { type: 1, club_id: away.homeTeamId })).code).to.equal(
      'forbidden_company',
    );
    expect(await stores.matches.events(match.id)).to.deep.equal([]);
    expect(await stores.matches.events(away.id)).to.deep.equal([]);
  });

  it('answers not_found for a match of another championship', async () => {
    const elsewhere = liveMatch(basketball);
    expect(
      refusal(await write(football, elsewhere, { type: 1, club_id: elsewhere.homeTeamId })).code,
    ).to.equal('not_found');
  });

  it('counts basketball field goals by their value', async () => {
    const match = liveMatch(basketball);
    await write(basketball, match, { type: 1, club_id: match.homeTeamId, value: 3 });
    await write(basketball, match, { type: 2, club_id: match.awayTeamId });
    const stored = (await stores.matches.byId(match.id)) as Match;
    expect([stored.homeScore, stored.awayScore]).to.deep.equal([3, 1]);
  });

  it('moves players between field and bench on a substitution, and back when it is rewritten', async () => {
    const match = liveMatch(football);
    const [starter, substitute] = playersOf(football, match.homeTeamId) as [Player, Player];
    const sub = await write(football, match, substitution(match, starter, substitute));
    if (!sub.ok) throw new Error(sub.error.code);
    const roles = async () =>
      Object.fromEntries(
        (await stores.matches.lineups(match.id))
          .filter((l) => l.teamId === match.homeTeamId)
          .map((l) => [l.playerId, l.role]),
      );
    expect(await roles()).to.deep.equal({ [starter.id]: 'bench', [substitute.id]: 'field' });
    await write(football, match, { type: 3, club_id: match.homeTeamId }, { eventId: sub.value.id });
    expect(await roles()).to.deep.equal({ [starter.id]: 'field', [substitute.id]: 'bench' });
  });

  it('refuses with 422 a substitution the line-up does not allow, naming the field, and writes nothing', async () => {
    const match = liveMatch(football);
    const [starter, substitute] = playersOf(football, match.homeTeamId) as [Player, Player];
    // A player of the squad outside the match's line-up may come on.
    const other = await stores.championships.addPlayer({
      teamId: match.homeTeamId,
      firstName: 'Third',
      lastName: 'Player',
      number: '3',
      position: '',
    });
    const sub = await write(football, match, substitution(match, starter, substitute));
    if (!sub.ok) throw new Error(sub.error.code);
    const lineup = await stores.matches.lineups(match.id);
    const version = ((await stores.matches.byId(match.id)) as Match).version;
    // The starter is on the bench now, the substitute on the field.
    const again = refusal(await write(football, match, substitution(match, starter, substitute)));
    expect(again.code).to.equal('validation_failed');
    expect(again.details).to.deep.equal({
      player_id: `Player ${starter.id} is on the bench and cannot leave the field.`,
      player_id_in: `Player ${substitute.id} is already on the field.`,
    });
    expect(await stores.matches.lineups(match.id)).to.deep.equal(lineup);
    expect(((await stores.matches.byId(match.id)) as Match).version).to.equal(version);
    expect(await stores.matches.events(match.id)).to.have.length(1);
    // Changing the substitution itself is judged with its own move taken back: the starter may
    // leave for another player.
    const changed = await write(football, match, substitution(match, starter, other), {
      eventId: sub.value.id,
    });
    expect(changed.ok, JSON.stringify(changed)).to.equal(true);
  });

  it('derives tennis sets from the game events and scores sets won', async () => {
    const match = liveMatch(tennis);
    for (let game = 0; game < 6; game++)
      await write(tennis, match, { type: 1, club_id: match.awayTeamId, set_number: 1 });
    await write(tennis, match, { type: 1, club_id: match.homeTeamId, set_number: 2 });
    const sets = await stores.matches.sets(match.id);
    expect(sets.map((s) => [s.number, s.homeGames, s.awayGames, s.winner])).to.deep.equal([
      [1, 0, 6, 'away'],
      [2, 1, 0, null],
    ]);
    const stored = (await stores.matches.byId(match.id)) as Match;
    expect([stored.homeScore, stored.awayScore]).to.deep.equal([0, 1]);
  });

  it('moves the score of a finished match by the written goals, and recomputes the standings', async () => {
    const match = finishedMatch(football); // 2-1 for the home team, stored without its events
    await write(football, match, { type: 1, club_id: match.awayTeamId });
    await write(football, match, { type: 1, club_id: match.awayTeamId });
    const stored = (await stores.matches.byId(match.id)) as Match;
    expect([stored.homeScore, stored.awayScore]).to.deep.equal([2, 3]);
    const table = await stores.standings.current(football.championship.id);
    const away = table?.rows.find((r) => r.entityId === match.awayTeamId);
    expect(away).to.include({ points: 3, goalsFor: 3, goalsAgainst: 2 });
  });

  it('keeps a result stored without its events when a card is written, and an unknown score unknown', async () => {
    const finished = finishedMatch(football); // 2-1
    const scheduled = { ...liveMatch(football) };
    await stores.matches.update({ ...scheduled, homeScore: null, awayScore: null });
    const tableBefore = await stores.standings.current(football.championship.id);
    const card = await write(football, finished, { type: 3, club_id: finished.homeTeamId, timer: '30' });
    if (!card.ok) throw new Error(card.error.code);
    const after = (await stores.matches.byId(finished.id)) as Match;
    expect([after.homeScore, after.awayScore]).to.deep.equal([2, 1]);
    expect((await stores.standings.current(football.championship.id))?.rows).to.deep.equal(tableBefore?.rows);
    await write(football, scheduled, { type: 3, club_id: scheduled.homeTeamId });
    const unknown = (await stores.matches.byId(scheduled.id)) as Match;
    expect([unknown.homeScore, unknown.awayScore]).to.deep.equal([null, null]);
    // A goal makes the score known; taking it back (here: the goal retyped as a card) gives the
    // unknown score back while the match has not started, and leaves 0-0 once it has.
    const goal = await write(football, scheduled, { type: 1, club_id: scheduled.homeTeamId });
    if (!goal.ok) throw new Error(goal.error.code);
    const known = (await stores.matches.byId(scheduled.id)) as Match;
    expect([known.homeScore, known.awayScore]).to.deep.equal([1, 0]);
    for (const status of ['scheduled', 'live'] as const) {
      await stores.matches.update({ ...((await stores.matches.byId(scheduled.id)) as Match), status });
      const retyped = await write(
        football,
        scheduled,
        { type: 3, club_id: scheduled.homeTeamId },
        { eventId: goal.value.id },
      );
      if (!retyped.ok) throw new Error(retyped.error.code);
      const back = (await stores.matches.byId(scheduled.id)) as Match;
      expect([back.homeScore, back.awayScore], status).to.deep.equal(
        status === 'scheduled' ? [null, null] : [0, 0],
      );
      const again = await write(
        football,
        scheduled,
        { type: 1, club_id: scheduled.homeTeamId },
        { eventId: goal.value.id },
      );
      if (!again.ok) throw new Error(again.error.code);
      const scored = (await stores.matches.byId(scheduled.id)) as Match;
      expect([scored.homeScore, scored.awayScore], status).to.deep.equal([1, 0]);
    }
  });

  it('keeps tennis sets stored without their events and moves them by the written game', async () => {
    // The result 2-1 stored without its sets: a finished match starts no new set (422 naming
    // set_number), the same match in play takes the game.
    const finished = finishedMatch(tennis);
    const refused = await write(tennis, finished, { type: 1, club_id: finished.awayTeamId, set_number: 1 });
    if (refused.ok) throw new Error('a new set of a finished match was accepted');
    expect(refused.error.details).to.deep.equal({
      set_number: 'set_number 1: the match is finished, so no new set starts.',
    });
    const match: Match = { ...finished, status: 'live' };
    await stores.matches.update(match);
    const setsBefore = await stores.matches.sets(match.id);
    const card = await write(tennis, match, {
      type: 1,
      club_id: match.awayTeamId,
      set_number: setsBefore.length + 1,
    });
    if (!card.ok) throw new Error(card.error.code);
    const sets = await stores.matches.sets(match.id);
    expect(sets.slice(0, setsBefore.length)).to.deep.equal(setsBefore);
    const stored = (await stores.matches.byId(match.id)) as Match;
    expect([stored.homeScore, stored.awayScore]).to.deep.equal([match.homeScore, match.awayScore]);
  });

  it('takes a change of a tennis game that leaves it where it counts, in a set already won (found by review)', async () => {
    const match = liveMatch(tennis);
    const games: string[] = [];
    for (const club of [match.homeTeamId, match.awayTeamId, ...Array(5).fill(match.homeTeamId)] as string[]) {
      const written = await write(tennis, match, { type: 1, club_id: club, set_number: 1 });
      if (!written.ok) throw new Error(written.error.code);
      games.push(written.value.id);
    }
    // Set 1 won 6-1; a note added to the away game leaves it where it counts.
    const sets = await stores.matches.sets(match.id);
    expect(sets.map((x) => [x.homeGames, x.awayGames, x.winner])).to.deep.equal([[6, 1, 'home']]);
    const awayGame = games[1] as string;
    const noted = await write(
      tennis,
      match,
      { type: 1, club_id: match.awayTeamId, set_number: 1, note: 'on serve' },
      { eventId: awayGame },
    );
    expect(noted.ok, noted.ok ? '' : JSON.stringify(noted.error)).to.equal(true);
    // Moving it to the other side would make the set 7-0: refused.
    const moved = await write(
      tennis,
      match,
      { type: 1, club_id: match.homeTeamId, set_number: 1 },
      { eventId: awayGame },
    );
    expect(moved.ok ? 'accepted' : moved.error.details).to.deep.equal({
      set_number: 'set_number 1: set 1 is already won (6-0); a game goes in the set in play.',
    });
  });

  it('writes a deciding advantage set game by game past 7-6 to 9-7, and refuses a tie-break point at 3-2 (found by QA)', async () => {
    const match = liveMatch(tennis);
    const { homeTeamId: home, awayTeamId: away } = match;
    const game = async (club: string, set = 3) => {
      const written = await write(tennis, match, { type: 1, club_id: club, set_number: set });
      return written.ok ? 'ok' : written.error.details;
    };
    // One set each: the third decides.
    for (let i = 0; i < 6; i += 1) expect(await game(home, 1)).to.equal('ok');
    for (let i = 0; i < 6; i += 1) expect(await game(away, 2)).to.equal('ok');
    for (const club of [home, away, home, away, home]) expect(await game(club)).to.equal('ok');
    const point = await write(tennis, match, { type: 2, club_id: home, set_number: 3 });
    expect(point.ok ? 'accepted' : point.error.details).to.deep.equal({
      set_number:
        'set_number 3: no tie-break is played at 3-2; a tie-break point goes in a set at 6-6 or 12-12, or in a deciding match tie-break.',
    });
    for (const club of [away, home, away, home, away, home, away, home])
      expect(await game(club)).to.equal('ok');
    const third = async () => (await stores.matches.sets(match.id)).find((x) => x.number === 3);
    expect(await third()).to.include({ homeGames: 7, awayGames: 6, winner: 'home' });
    // No tie-break at 6-6 in this set: the games go on, 7-7 then 8-7 and 9-7.
    for (const club of [away, home, home]) expect(await game(club)).to.equal('ok');
    expect(await third()).to.include({ homeGames: 9, awayGames: 7, homeTieBreak: null, winner: 'home' });
    expect(await game(away)).to.deep.equal({
      set_number: 'set_number 3: set 3 is already won (9-7); a game goes in the set in play.',
    });
    expect(((await stores.matches.byId(match.id)) as Match).homeScore).to.equal(2);
  });

  it('notifies after commit: match_event always, match_data when the score changed, with snapshotUrl and version', async () => {
    const match = liveMatch(football);
    await write(football, match, { type: 1, club_id: match.homeTeamId });
    expect(received.map((n) => n.message.type)).to.deep.equal(['match_event', 'match_data']);
    expect(received[0]?.message).to.deep.equal({
      type: 'match_event',
      sport: 'football',
      championshipId: football.championship.id,
      matchId: match.id,
      snapshotUrl: `/api/football/get_match_snapshot?championship_id=${football.championship.id}&match_id=${match.id}`,
      version: match.version + 1,
      at: AT.toISOString(),
    });
    expect(received[0]?.audience).to.deep.equal({
      companyId: company.id,
      sport: 'football',
      archived: false,
      homeTeamId: match.homeTeamId,
      awayTeamId: match.awayTeamId,
    });
  });

  it('notifies match_player on a substitution and match_set on a tennis write', async () => {
    const match = liveMatch(football);
    const [starter, substitute] = playersOf(football, match.homeTeamId) as [Player, Player];
    await write(football, match, {
      type: 5,
      club_id: match.homeTeamId,
      player_id: starter.id,
      player_id_in: substitute.id,
    });
    expect(received.map((n) => n.message.type)).to.deep.equal(['match_event', 'match_player']);
    received.length = 0;
    const set = liveMatch(tennis);
    await write(tennis, set, { type: 6, note: 'Rain delay' });
    expect(received.map((n) => n.message.type)).to.deep.equal(['match_event', 'match_set']);
  });

  it('saves nothing when a step inside the transaction fails, and notifies nobody', async () => {
    const match = finishedMatch(football);
    const failing: StandingsRecomputation = async (txStores: MatchDataStores) => {
      await txStores.standings.replaceAll(football.championship.id, []);
      throw new Error('standings store down');
    };
    const before = await stores.standings.current(football.championship.id);
    let thrown: unknown;
    try {
      await write(
        football,
        match,
        { type: 1, club_id: match.awayTeamId },
        { useCase: useCase(stores.transactions, failing) },
      );
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Error).message).to.equal('standings store down');
    expect(await stores.matches.events(match.id)).to.deep.equal([]);
    expect(await stores.matches.byId(match.id)).to.deep.equal(match);
    expect(await stores.standings.current(football.championship.id)).to.deep.equal(before);
    expect(received).to.deep.equal([]);
  });
});
