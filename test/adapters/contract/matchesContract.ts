import { expect } from 'chai';
import type { Match } from '../../../src/domain/match/Match';
import type { LineupEntry } from '../../../src/domain/match/MatchEvent';
import { aNewEvent, aNewMatch, aSet } from '../../support/contract/newRecords';
import { rejectionOf } from '../../support/contract/rejection';
import type { League } from '../../support/contract/seedLeague';
import { seedLeague } from '../../support/contract/seedLeague';
import type { OpenedStores } from '../../support/stores';
import { useStores } from '../../support/stores';

export function describeMatchesContract(name: string, makeStores: () => Promise<OpenedStores>): void {
  describe(`Matches contract [${name}]`, () => {
    const opened = useStores({ name, open: makeStores });
    const stores = () => opened.current().stores;
    const matches = () => stores().matches;
    let league: League;
    beforeEach(async () => {
      league = await seedLeague(stores());
    });
    const onDay = (dayIndex: number, overrides: Partial<Match> = {}) =>
      aNewMatch(
        league.championship.id,
        { dayId: league.days[dayIndex]?.id ?? '', homeTeamId: league.home.id, awayTeamId: league.away.id },
        overrides,
      );

    describe('matches', () => {
      it('creates a match and reads every field back, officials, commentators and weather included', async () => {
        const input = onDay(0, {
          status: 'finished',
          timer: '90:00',
          period: '2',
          homeScore: 0,
          awayScore: 3,
          homeShootoutScore: 4,
          awayShootoutScore: 5,
          version: 7,
          info: {
            city: 'Décines-Charpieu',
            stadium: 'Groupama Stadium',
            venue: 'Parc OL',
            officials: [{ role: 'referee', name: 'Clément Turpin' }],
            commentators: [{ role: 'play-by-play', name: 'Grégoire Margotton' }],
            weather: { sky: 'clear', temperature: '21', humidity: '40', wind: 'light' },
          },
        });
        const created = await matches().create(input);
        expect(created.id).to.match(/^[0-9]+$/);
        expect(created).to.deep.equal({ ...input, id: created.id });
        expect(await matches().byId(created.id)).to.deep.equal(created);
      });

      it('stores how a match was decided and the side that retired or gave a walkover (issue 14)', async () => {
        const overtime = await matches().create(onDay(0, { status: 'finished', decidedIn: 'overtime' }));
        expect(await matches().byId(overtime.id)).to.include({
          decidedIn: 'overtime',
          retired: null,
          walkover: null,
        });
        await matches().update({ ...overtime, decidedIn: 'shootout', retired: 'home' });
        expect(await matches().byId(overtime.id)).to.include({ decidedIn: 'shootout', retired: 'home' });
        const walkover = await matches().create(onDay(1, { walkover: 'away' }));
        expect(await matches().byId(walkover.id)).to.include({ decidedIn: null, walkover: 'away' });
      });

      it('stores the regulation score of an overtime match, reads it in results and lists, and drops it (issue 14)', async () => {
        const regulationScore = { home: 80, away: 80 };
        const created = await matches().create(
          onDay(0, {
            status: 'finished',
            homeScore: 90,
            awayScore: 85,
            decidedIn: 'overtime',
            regulationScore,
          }),
        );
        expect(created.regulationScore).to.deep.equal(regulationScore);
        expect(await matches().byId(created.id)).to.deep.equal(created);
        const listed = (await matches().ofChampionship(league.championship.id)).find(
          (m) => m.id === created.id,
        );
        expect(listed).to.deep.equal(created);
        const result = (await matches().resultsFrom(league.championship.id, -1000)).find(
          (r) => r.id === created.id,
        );
        expect(result?.regulationScore).to.deep.equal(regulationScore);
        const { regulationScore: _dropped, ...without } = created;
        await matches().update(without);
        expect(await matches().byId(created.id)).to.deep.equal(without);
      });

      it('keeps unknown scores null and empty references empty', async () => {
        const created = await matches().create(onDay(-1, { homeTeamId: '', awayTeamId: '' }));
        const read = await matches().byId(created.id);
        expect(read?.dayId).to.equal('');
        expect(read?.homeTeamId).to.equal('');
        expect(read?.homeScore).to.equal(null);
        expect(read?.awayShootoutScore).to.equal(null);
      });

      it('updates a match', async () => {
        const created = await matches().create(onDay(0));
        const changed: Match = {
          ...created,
          status: 'live',
          homeScore: 1,
          awayScore: 0,
          timer: '12:00',
          version: 2,
        };
        await matches().update(changed);
        expect(await matches().byId(created.id)).to.deep.equal(changed);
        await rejectionOf(matches().update({ ...changed, id: '999999' }));
      });

      it('refuses a match that points at a missing championship, day or team', async () => {
        await rejectionOf(matches().create({ ...onDay(0), championshipId: '999999' }));
        await rejectionOf(matches().create(onDay(0, { dayId: '999999' })));
        await rejectionOf(matches().create(onDay(0, { homeTeamId: '999999' })));
      });

      it('lists a championship by day order, then date, time and id, matches without a day last', async () => {
        const late = await matches().create(onDay(2));
        const noDay = await matches().create(onDay(-1));
        const firstDayEvening = await matches().create(onDay(0, { time: '21:00' }));
        const firstDayAfternoon = await matches().create(onDay(0, { time: '15:00' }));
        const firstDayEarlierDate = await matches().create(onDay(0, { date: '2023-08-11', time: '23:00' }));
        const firstDaySameSlot = await matches().create(onDay(0, { time: '21:00' }));
        const middle = await matches().create(onDay(1));
        expect((await matches().ofChampionship(league.championship.id)).map((m) => m.id)).to.deep.equal([
          firstDayEarlierDate.id,
          firstDayAfternoon.id,
          firstDayEvening.id,
          firstDaySameSlot.id,
          middle.id,
          late.id,
          noDay.id,
        ]);
        expect(await matches().ofChampionship('999999')).to.deep.equal([]);
      });

      it('reads the matches of several days at once, in sporting order', async () => {
        const third = await matches().create(onDay(2));
        await matches().create(onDay(1));
        const first = await matches().create(onDay(0));
        const days = [league.days[2]?.id ?? '', league.days[0]?.id ?? ''];
        expect(await matches().ofDays(days)).to.deep.equal([first, third]);
        expect(await matches().ofDays([])).to.deep.equal([]);
        expect(await matches().ofDays(['not-an-id'])).to.deep.equal([]);
      });

      it('reads every field of the matches of several days, by day order, then date, time and id', async () => {
        const late = await matches().create(onDay(2, { homeScore: 0, awayScore: 0, status: 'finished' }));
        const evening = await matches().create(onDay(0, { time: '21:00', homeTeamId: '', awayTeamId: '' }));
        const afternoon = await matches().create(
          onDay(0, {
            time: '15:00',
            info: {
              city: 'Lyon',
              stadium: 'Gerland',
              venue: '',
              officials: [{ role: 'referee', name: 'Turpin' }],
              commentators: [{ role: 'analyst', name: 'Lizarazu' }],
              weather: { sky: 'rain', temperature: '9', humidity: '90', wind: 'strong' },
            },
          }),
        );
        const sameSlot = await matches().create(onDay(0, { time: '21:00', homeShootoutScore: 5 }));
        const earlierDate = await matches().create(onDay(0, { date: '2023-08-11', time: '23:00' }));
        await matches().create(onDay(1));
        const days = [league.days[2]?.id ?? '', league.days[0]?.id ?? ''];
        expect(await matches().ofDays(days)).to.deep.equal([earlierDate, afternoon, evening, sameSlot, late]);
      });

      it('orders by the day order stored now, after a day moved', async () => {
        const a = await matches().create(onDay(0));
        const b = await matches().create(onDay(1));
        const moved = league.days[0];
        if (!moved) throw new Error('seed has days');
        await stores().championships.updateDay({ ...moved, order: 10 });
        expect((await matches().ofChampionship(league.championship.id)).map((m) => m.id)).to.deep.equal([
          b.id,
          a.id,
        ]);
      });

      it('reads the results of the finished matches from a day order on, with how each ended (issues 11, 14)', async () => {
        const day1 = await matches().create(onDay(0, { status: 'finished', homeScore: 1, awayScore: 0 }));
        await matches().create(onDay(1, { status: 'finished', homeScore: 2, awayScore: 2 }));
        const shootout = await matches().create(
          onDay(2, {
            status: 'finished',
            homeScore: 0,
            awayScore: 3,
            homeShootoutScore: 2,
            awayShootoutScore: 1,
            decidedIn: 'shootout',
            retired: 'away',
            walkover: 'home',
          }),
        );
        await matches().create(onDay(2, { status: 'live', homeScore: 1, awayScore: 1 }));
        await matches().create(onDay(-1, { status: 'finished', homeScore: 4, awayScore: 4 }));
        const from = (league.days[1] as { order: number }).order;
        const results = await matches().resultsFrom(league.championship.id, from);
        const key = (r: { dayId: string; homeScore: number | null }) => `${r.dayId}:${r.homeScore}`;
        expect(results.map(key).sort()).to.deep.equal(
          [`${league.days[1]?.id}:2`, `${league.days[2]?.id}:0`].sort(),
        );
        expect(results.find((r) => r.homeScore === 0)).to.deep.equal({
          id: shootout.id,
          dayId: league.days[2]?.id,
          homeTeamId: league.home.id,
          awayTeamId: league.away.id,
          status: 'finished',
          homeScore: 0,
          awayScore: 3,
          homeShootoutScore: 2,
          awayShootoutScore: 1,
          decidedIn: 'shootout',
          retired: 'away',
          walkover: 'home',
        });
        expect(await matches().resultsFrom(league.championship.id, -2_147_483_648)).to.have.length(3);
        expect(day1.dayId).to.equal(league.days[0]?.id);
        expect(await matches().resultsFrom('999999', 0)).to.deep.equal([]);
      });

      it('returns copies: changing a returned match does not change the store', async () => {
        const created = await matches().create(onDay(0));
        (created.info.officials as unknown[]).push({ role: 'x', name: 'y' });
        const read = await matches().byId(created.id);
        (read?.info.weather as { sky: string }).sky = 'storm';
        const again = await matches().byId(created.id);
        expect(again?.info.officials).to.deep.equal([]);
        expect(again?.info.weather.sky).to.equal('');
      });
    });

    describe('events', () => {
      let matchId: string;
      beforeEach(async () => {
        matchId = (await matches().create(onDay(0))).id;
      });

      it('numbers the events of each match in creation order and reads them in that order', async () => {
        const other = (await matches().create(onDay(1))).id;
        const goal = await matches().addEvent(
          aNewEvent(matchId, {
            clubId: league.home.id,
            playerId: league.homePlayers[0]?.id ?? '',
            timer: '12',
          }),
        );
        const elsewhere = await matches().addEvent(aNewEvent(other));
        const card = await matches().addEvent(
          aNewEvent(matchId, { type: 3, clubId: league.away.id, additionalTimer: 2 }),
        );
        expect([goal.sequence, card.sequence]).to.deep.equal([1, 2]);
        expect(elsewhere.sequence).to.equal(1);
        expect(goal.id).to.match(/^[0-9]+$/);
        expect(await matches().events(matchId)).to.deep.equal([goal, card]);
        expect(await matches().event(card.id)).to.deep.equal(card);
      });

      it('reads every field of an event back', async () => {
        const input = aNewEvent(matchId, {
          type: 5,
          clubId: league.home.id,
          playerId: league.homePlayers[0]?.id ?? '',
          playerInId: league.homePlayers[1]?.id ?? '',
          timer: '45+2',
          additionalTimer: 2,
          value: 3,
          setNumber: 2,
          note: 'tactical change',
          saved: false,
        });
        const created = await matches().addEvent(input);
        expect(created).to.deep.equal({ ...input, id: created.id, sequence: 1 });
      });

      it('updates and deletes an event', async () => {
        const first = await matches().addEvent(aNewEvent(matchId));
        const second = await matches().addEvent(aNewEvent(matchId, { type: 2 }));
        await matches().updateEvent({ ...first, type: 6, clubId: league.away.id, timer: '80' });
        await matches().deleteEvent(second.id);
        expect(await matches().events(matchId)).to.deep.equal([
          { ...first, type: 6, clubId: league.away.id, timer: '80' },
        ]);
        expect(await matches().event(second.id)).to.equal(null);
        await matches().deleteEvent(second.id);
        await matches().deleteEvent('not-an-id');
        await rejectionOf(matches().updateEvent({ ...second }));
      });

      it('numbers a new event after the remaining ones when an earlier one was deleted', async () => {
        const first = await matches().addEvent(aNewEvent(matchId));
        const second = await matches().addEvent(aNewEvent(matchId));
        await matches().deleteEvent(first.id);
        const third = await matches().addEvent(aNewEvent(matchId));
        expect(third.sequence).to.be.greaterThan(second.sequence);
      });

      it('keeps the tally of a match until an event or a set of it is written otherwise (issue 11)', async () => {
        const other = (await matches().create(onDay(1))).id;
        const tally = { home: 2, away: 1, homeShootout: 0, awayShootout: 0, shootoutEvents: 0 };
        expect(await matches().eventTally(matchId)).to.equal(null);
        await matches().setEventTally(matchId, tally);
        await matches().setEventTally(other, { ...tally, home: 5 });
        expect(await matches().eventTally(matchId)).to.deep.equal(tally);
        await matches().setEventTally(matchId, { ...tally, away: 2 });
        expect(await matches().eventTally(matchId)).to.deep.equal({ ...tally, away: 2 });
        const event = await matches().addEvent(aNewEvent(matchId));
        expect(await matches().eventTally(matchId), 'after addEvent').to.equal(null);
        await matches().setEventTally(matchId, tally);
        await matches().updateEvent({ ...event, type: 2 });
        expect(await matches().eventTally(matchId), 'after updateEvent').to.equal(null);
        await matches().setEventTally(matchId, tally);
        await matches().deleteEvent(event.id);
        expect(await matches().eventTally(matchId), 'after deleteEvent').to.equal(null);
        await matches().setEventTally(matchId, tally);
        await matches().setSets(matchId, []);
        expect(await matches().eventTally(matchId), 'after setSets').to.equal(null);
        expect(await matches().eventTally(other), 'another match keeps its tally').to.deep.equal({
          ...tally,
          home: 5,
        });
        expect(await matches().eventTally('999999')).to.equal(null);
      });

      it('refuses an event of an unknown match or player', async () => {
        await rejectionOf(matches().addEvent(aNewEvent('999999')));
        await rejectionOf(matches().addEvent(aNewEvent(matchId, { playerId: '999999' })));
        expect(await matches().events(matchId)).to.deep.equal([]);
        expect(await matches().events('999999')).to.deep.equal([]);
        expect(await matches().event('999999')).to.equal(null);
      });
    });

    describe('line-ups and sets', () => {
      let matchId: string;
      beforeEach(async () => {
        matchId = (await matches().create(onDay(0))).id;
      });
      const entry = (
        teamId: string,
        playerId: string,
        role: LineupEntry['role'],
        number = '',
      ): LineupEntry => ({
        matchId,
        teamId,
        playerId,
        role,
        number,
      });

      it('replaces the line-up of one team and keeps the other', async () => {
        const [h1, h2] = league.homePlayers.map((p) => p.id);
        const [a1] = league.awayPlayers.map((p) => p.id);
        await matches().setLineup(matchId, league.home.id, [entry(league.home.id, h1 ?? '', 'field', '9')]);
        await matches().setLineup(matchId, league.away.id, [entry(league.away.id, a1 ?? '', 'bench')]);
        await matches().setLineup(matchId, league.home.id, [
          entry(league.home.id, h2 ?? '', 'field', '8'),
          entry(league.home.id, h1 ?? '', 'bench', '9'),
        ]);
        const read = await matches().lineups(matchId);
        expect(read).to.have.deep.members([
          entry(league.away.id, a1 ?? '', 'bench'),
          entry(league.home.id, h2 ?? '', 'field', '8'),
          entry(league.home.id, h1 ?? '', 'bench', '9'),
        ]);
        expect(read.filter((e) => e.teamId === league.home.id).map((e) => e.playerId)).to.deep.equal([
          h2,
          h1,
        ]);

        await matches().setLineup(matchId, league.home.id, []);
        expect(await matches().lineups(matchId)).to.deep.equal([entry(league.away.id, a1 ?? '', 'bench')]);
      });

      it('replaces the sets of a match and reads them in set order', async () => {
        await matches().setSets(matchId, [aSet(matchId, 1)]);
        const sets = [
          aSet(matchId, 2, { homeGames: 6, awayGames: 7, homeTieBreak: 5, awayTieBreak: 7, winner: 'away' }),
          aSet(matchId, 1, { homeGames: 6, awayGames: 3 }),
          aSet(matchId, 3, { homeGames: 2, awayGames: 1, winner: null }),
        ];
        await matches().setSets(matchId, sets);
        expect(await matches().sets(matchId)).to.deep.equal([sets[1], sets[0], sets[2]]);
        await matches().setSets(matchId, []);
        expect(await matches().sets(matchId)).to.deep.equal([]);
      });

      it('refuses two sets with the same number and keeps the stored ones', async () => {
        await matches().setSets(matchId, [aSet(matchId, 1)]);
        await rejectionOf(matches().setSets(matchId, [aSet(matchId, 1), aSet(matchId, 1)]));
        expect(await matches().sets(matchId)).to.deep.equal([aSet(matchId, 1)]);
      });

      it('refuses a line-up with an unknown player and keeps the stored one', async () => {
        const h1 = league.homePlayers[0]?.id ?? '';
        await matches().setLineup(matchId, league.home.id, [entry(league.home.id, h1, 'field')]);
        await rejectionOf(
          matches().setLineup(matchId, league.home.id, [
            entry(league.home.id, h1, 'bench'),
            entry(league.home.id, '999999', 'field'),
          ]),
        );
        expect(await matches().lineups(matchId)).to.deep.equal([entry(league.home.id, h1, 'field')]);
      });
    });
  });
}
