import { expect } from 'chai';
import type { Match } from '../../../src/domain/match/Match';
import type { MatchEvent } from '../../../src/domain/match/MatchEvent';
import { DEFAULT_COMPANY, ImportChampionship } from '../../../src/application/import/ImportChampionship';
import type { ImportProgress } from '../../../src/application/import/ImportTally';
import { createMemoryStores } from '../../../src/adapters/memory';
import type { MemoryStores } from '../../../src/adapters/memory';
import {
  asPublishedRows,
  BUNDESLIGA_2023_24,
  PUBLISHED_SEASONS,
  SERIE_A_2023_24,
} from '../../support/publishedTables';
import { imported, matchdesk, openfootballSeason, storedIds } from './support/importHelpers';
import type { Json } from './support/matchdeskJson';
import { aMatchdeskJson } from './support/matchdeskJson';
import { tennisSetsAfterChange } from '../../../src/domain/match/TennisSets';

/** A saved event of `matchId` as the web write stores it (no player, no timer unless given). */
const storedEvent = (matchId: string, fields: Partial<Omit<MatchEvent, 'id' | 'sequence'>>) => ({
  matchId,
  type: 1,
  clubId: '',
  playerId: '',
  playerInId: '',
  timer: '',
  additionalTimer: null,
  value: null,
  setNumber: null,
  note: '',
  saved: true,
  ...fields,
});

/** A tennis matchdesk document of one live match between `home` and `away`, given by its set scores. */
const liveTennisDoc = (home: string, away: string, sets: Record<string, number>[]) => ({
  format: 'matchdesk',
  version: 1,
  championship: { name: 'Finals', sport: 'tennis', competition: 'Finals', season: '2021' },
  days: [{ label: 'Round robin' }],
  teams: [{ name: home }, { name: away }],
  matches: [{ day: 'Round robin', home, away, status: 'live', sets }],
});

describe('ImportChampionship (in-memory stores)', () => {
  let stores: MemoryStores;

  beforeEach(() => {
    stores = createMemoryStores();
  });

  describe('published seasons', () => {
    for (const season of PUBLISHED_SEASONS) {
      it(`stores exactly the published final table of ${season.title}`, async () => {
        const report = await imported(stores, openfootballSeason(season), { tieBreak: season.tieBreak });
        const current = await stores.standings.current(report.championshipId);
        expect(asPublishedRows(current?.rows ?? [])).to.deep.equal(season.table);
        expect(report.counts).to.include({ matches: season.matches, days: season.days, tables: season.days });
      });
    }

    it('keeps one stored table per day for history', async () => {
      const report = await imported(stores, openfootballSeason(BUNDESLIGA_2023_24));
      const days = await stores.championships.days(report.championshipId);
      const first = await stores.standings.atDay(report.championshipId, days[0]?.id ?? '');
      expect(days[0]?.label).to.equal('Matchday 1');
      expect(first?.rows.every((r) => r.played === 1 && r.previousRank === null)).to.be.true;
    });
  });

  describe('re-import', () => {
    it('changes nothing and duplicates nothing when the same season is imported again', async () => {
      const doc = openfootballSeason(SERIE_A_2023_24);
      const first = await imported(stores, doc, { tieBreak: 'head-to-head' });
      const idsBefore = await storedIds(stores, first.championshipId);
      const tablesBefore = await stores.standings.current(first.championshipId);
      const again = await imported(stores, doc, { tieBreak: 'head-to-head' });
      expect(again).to.deep.equal({ ...first, created: 0, updated: 0 });
      expect(await storedIds(stores, first.championshipId)).to.deep.equal(idsBefore);
      expect(await stores.standings.current(first.championshipId)).to.deep.equal(tablesBefore);
      expect(await stores.companies.list()).to.have.length(1);
    });

    it('keeps the tie-break, points rule and deductions an earlier import set when a file that cannot give them is imported again (found by review)', async () => {
      const doc = openfootballSeason(SERIE_A_2023_24);
      const first = await imported(stores, doc, {
        tieBreak: 'head-to-head',
        pointsDeductions: ['Torino FC=5'],
      });
      const stored = await stores.championships.byId(first.championshipId);
      const tablesBefore = await stores.standings.current(first.championshipId);
      const plain = await imported(stores, doc);
      expect([plain.created, plain.updated]).to.deep.equal([0, 0]);
      expect(await stores.championships.byId(first.championshipId)).to.deep.equal(stored);
      expect(await stores.standings.current(first.championshipId)).to.deep.equal(tablesBefore);
      // Options given again change them: a new tie-break, and deductions that replace the stored ones.
      await imported(stores, doc, { tieBreak: 'goal-difference', pointsDeductions: ['Torino FC=1'] });
      const changed = await stores.championships.byId(first.championshipId);
      expect(changed?.tieBreak).to.equal('goal-difference');
      expect(changed?.adjustments.map((a) => a.points)).to.deep.equal([-1]);
    });

    it('takes the tie-break and adjustments a matchdesk file gives on re-import, and keeps them when it gives none', async () => {
      const json = aMatchdeskJson();
      const first = await imported(stores, matchdesk(json), { tieBreak: 'head-to-head' });
      const without: Json = { ...json, championship: { ...json.championship, tieBreak: undefined } };
      await imported(stores, matchdesk(without));
      expect((await stores.championships.byId(first.championshipId))?.tieBreak).to.equal('head-to-head');
      const given: Json = { ...json, championship: { ...json.championship, tieBreak: 'goal-difference' } };
      await imported(stores, matchdesk(given));
      expect((await stores.championships.byId(first.championshipId))?.tieBreak).to.equal('goal-difference');
    });

    it('refuses a re-import whose tie-break counts no points while the kept deductions stand (found by review)', async () => {
      const json = aMatchdeskJson(); // with an adjustment of Gamma FC
      const first = await imported(stores, matchdesk(json));
      const stored = await stores.championships.byId(first.championshipId);
      const { adjustments: _dropped, ...withoutAdjustments } = json;
      const pointless: Json = {
        ...withoutAdjustments,
        championship: { ...json.championship, tieBreak: ['goal-difference', 'goals-scored'] },
      };
      const refused = await new ImportChampionship(stores.transactions).run(matchdesk(pointless), {});
      expect(refused.ok ? 'imported' : refused.error.details).to.have.property('championship.tieBreak');
      expect(await stores.championships.byId(first.championshipId)).to.deep.equal(stored);
    });

    it('finds the records stored under a decomposed name before texts were read in NFC (found by review)', async () => {
      const json = aMatchdeskJson();
      const decomposed = (text: string) => text.normalize('NFD');
      // As an earlier version stored them: the names exactly as the file spelled them.
      const nfdJson: Json = JSON.parse(JSON.stringify(json).replace(/Gamma FC/g, 'Gämma FC'));
      const first = await new ImportChampionship(stores.transactions).run(
        {
          ...matchdesk(nfdJson),
          championship: { ...matchdesk(nfdJson).championship, name: decomposed('Tést League') },
          teams: matchdesk(nfdJson).teams.map((t) => ({ ...t, name: decomposed(t.name) })),
          players: matchdesk(nfdJson).players.map((p) => ({ ...p, team: decomposed(p.team) })),
          matches: matchdesk(nfdJson).matches.map((m) => ({
            ...m,
            home: decomposed(m.home),
            away: decomposed(m.away),
          })),
          adjustments: (matchdesk(nfdJson).adjustments ?? []).map((a) => ({
            ...a,
            team: decomposed(a.team),
          })),
        },
        {},
      );
      if (!first.ok) throw new Error(first.error.message);
      const ids = await storedIds(stores, first.value.championshipId);
      const composedJson: Json = {
        ...nfdJson,
        championship: { ...nfdJson.championship, name: 'Tést League' },
      };
      const again = await imported(stores, matchdesk(composedJson));
      expect(again.championshipId).to.equal(first.value.championshipId);
      expect(await storedIds(stores, first.value.championshipId)).to.deep.equal(ids);
      expect(again.created).to.equal(0);
    });

    it('keeps the ids of events and changes no line-up when a document with both is imported again', async () => {
      const json = aMatchdeskJson();
      json.matches[1].events = [{ type: 1, club: 'Beta FC', player: 'Bea Baker', timer: '12' }];
      json.matches[1].lineups = [{ team: 'Beta FC', player: 'Bea Baker', role: 'field' }];
      const doc = matchdesk(json);
      const first = await imported(stores, doc);
      const ids = await storedIds(stores, first.championshipId);
      const again = await imported(stores, doc);
      expect([again.created, again.updated]).to.deep.equal([0, 0]);
      expect(await storedIds(stores, first.championshipId)).to.deep.equal(ids);
      expect(ids.events).to.have.length(1);
    });

    it('updates a changed score in place, moves the match version and recomputes the standings', async () => {
      const json = aMatchdeskJson();
      const first = await imported(stores, matchdesk(json));
      const [before] = await stores.matches.ofChampionship(first.championshipId);
      json.matches[0].awayScore = 3;
      const second = await imported(stores, matchdesk(json));
      const [after] = await stores.matches.ofChampionship(first.championshipId);
      expect([second.created, second.updated]).to.deep.equal([0, 1]);
      expect(after?.id).to.equal(before?.id);
      expect(after?.awayScore).to.equal(3);
      expect(after?.version).to.equal((before?.version ?? 0) + 1);
      const current = await stores.standings.current(first.championshipId);
      expect(current?.rows.find((r) => r.name === 'Beta FC')?.points).to.equal(3);
    });

    it('replaces the stored events of a match by the document’s, position by position', async () => {
      const json = aMatchdeskJson();
      json.matches[1].events = [
        { type: 1, club: 'Beta FC', timer: '12' },
        { type: 3, club: 'Gamma FC', timer: '30' },
      ];
      const first = await imported(stores, matchdesk(json));
      const match = (await stores.matches.ofChampionship(first.championshipId))[1];
      const [goal] = await stores.matches.events(match?.id ?? '');
      json.matches[1].events = [{ type: 1, club: 'Beta FC', timer: '14' }];
      await imported(stores, matchdesk(json));
      const events = await stores.matches.events(match?.id ?? '');
      expect(events.map((e) => [e.id, e.timer])).to.deep.equal([[goal?.id, '14']]);
    });

    it('keeps the events of a match that the document lists without events', async () => {
      const json = aMatchdeskJson();
      const first = await imported(stores, matchdesk(json));
      const [match] = await stores.matches.ofChampionship(first.championshipId);
      const teams = await stores.championships.teams(first.championshipId);
      const written = await stores.matches.addEvent(
        storedEvent(match?.id ?? '', { type: 3, clubId: teams[0]?.id ?? '', timer: '88' }),
      );
      const again = await imported(stores, matchdesk(json));
      expect([again.created, again.updated]).to.deep.equal([0, 0]);
      expect((await stores.matches.events(match?.id ?? '')).map((e) => e.id)).to.deep.equal([written.id]);
    });

    it('keeps the goals written since when the same results are imported again, and takes a changed result (found by review)', async () => {
      const json = aMatchdeskJson();
      const first = await imported(stores, matchdesk(json));
      const [played, unplayed] = await stores.matches.ofChampionship(first.championshipId);
      if (!played || !unplayed) throw new Error('no matches imported');
      const goal = (matchId: string, clubId: string) =>
        stores.matches.addEvent(storedEvent(matchId, { clubId, timer: '50' }));
      // A goal written through the web API on the imported 2-1: 3-1, its event kept.
      await goal(played.id, played.homeTeamId);
      await stores.matches.update({ ...played, homeScore: 3, awayScore: 1 });
      // The match without a result in the file, recorded live at a desk: 1-1.
      await goal(unplayed.id, unplayed.homeTeamId);
      await goal(unplayed.id, unplayed.awayTeamId);
      await stores.matches.update({ ...unplayed, status: 'live', homeScore: 1, awayScore: 1 });
      const scores = async () =>
        (await stores.matches.ofChampionship(first.championshipId)).map((m) => [m.homeScore, m.awayScore]);

      const again = await imported(stores, matchdesk(json));
      expect([again.created, again.updated]).to.deep.equal([0, 1]); // the status the file gives back
      expect(await scores()).to.deep.equal([
        [3, 1],
        [1, 1],
      ]);
      // A result the file changes (a correction, a result published since) is taken as it is.
      json.matches[0].homeScore = 4;
      Object.assign(json.matches[1], { status: 'finished', homeScore: 2, awayScore: 1 });
      await imported(stores, matchdesk(json));
      expect(await scores()).to.deep.equal([
        [4, 1],
        [2, 1],
      ]);
    });

    it('keeps the tennis games and tie-break points written since when the same sets are imported again (found by review)', async () => {
      const json = liveTennisDoc('Zverev', 'Berrettini', [
        { number: 1, homeGames: 7, awayGames: 6, homeTieBreak: 9, awayTieBreak: 7 },
        { number: 2, homeGames: 1, awayGames: 0 },
      ]);
      const first = await imported(stores, matchdesk(json));
      const [match] = await stores.matches.ofChampionship(first.championshipId);
      if (!match) throw new Error('no match imported');
      const event = (type: number, setNumber: number) =>
        storedEvent(match.id, { type, clubId: match.awayTeamId, setNumber });
      // Written through the web API since: an away game in set 2 (1-1) and an away tie-break
      // point in set 1 (9-8), as update_match_event stores them.
      const game = await stores.matches.addEvent(event(1, 2));
      await stores.matches.addEvent(event(2, 1));
      let written = await stores.matches.sets(match.id);
      // As update_match_event moves them (recomputeMatch): one event at a time.
      for (const e of await stores.matches.events(match.id))
        written = tennisSetsAfterChange(match, written, null, e);
      await stores.matches.setSets(match.id, written);
      const sets = async () =>
        (await stores.matches.sets(match.id)).map((x) => [
          x.homeGames,
          x.awayGames,
          x.homeTieBreak,
          x.awayTieBreak,
        ]);
      const before = await sets();
      expect(before).to.deep.equal([
        [7, 6, 9, 8],
        [1, 1, null, null],
      ]);
      const again = await imported(stores, matchdesk(json));
      expect([again.created, again.updated]).to.deep.equal([0, 0]);
      expect(await sets()).to.deep.equal(before);
      // Taking the game back (as delete_match_event does) leaves the file's 1-0, not no set 2.
      await stores.matches.deleteEvent(game.id);
      await stores.matches.setSets(
        match.id,
        tennisSetsAfterChange(match, await stores.matches.sets(match.id), game, null),
      );
      expect((await sets())[1]).to.deep.equal([1, 0, null, null]);
      // Sets the file changes are taken as they are.
      json.matches[0]!.sets[1] = { number: 2, homeGames: 6, awayGames: 4 };
      json.matches[0]?.sets.push({ number: 3, homeGames: 2, awayGames: 0 });
      await imported(stores, matchdesk(json));
      expect(await sets()).to.have.length(3);
    });

    it('keeps a tennis set won by a game written since, and the score it gives, when the same sets are imported again', async () => {
      const json = liveTennisDoc('Ruud', 'Nadal', [
        { number: 1, homeGames: 6, awayGames: 3 },
        { number: 2, homeGames: 5, awayGames: 4 },
      ]);
      const first = await imported(stores, matchdesk(json));
      const [match] = await stores.matches.ofChampionship(first.championshipId);
      if (!match) throw new Error('no match imported');
      expect([match.homeScore, match.awayScore]).to.deep.equal([1, 0]);
      const game = await stores.matches.addEvent(
        storedEvent(match.id, { clubId: match.homeTeamId, setNumber: 2 }),
      );
      await stores.matches.setSets(
        match.id,
        tennisSetsAfterChange(match, await stores.matches.sets(match.id), null, game),
      );
      await stores.matches.update({ ...match, homeScore: 2, awayScore: 0 });
      const again = await imported(stores, matchdesk(json));
      expect([again.created, again.updated]).to.deep.equal([0, 0]);
      const after = (await stores.matches.byId(match.id)) as Match;
      expect([after.homeScore, after.awayScore]).to.deep.equal([2, 0]);
      expect(
        (await stores.matches.sets(match.id)).map((x) => [x.homeGames, x.awayGames, x.winner]),
      ).to.deep.equal([
        [6, 3, 'home'],
        [6, 4, 'home'],
      ]);
    });

    it('takes tennis sets and the score they give together: a file that changes a set gives both (found by review)', async () => {
      const json = liveTennisDoc('Sinner', 'Rune', [
        { number: 1, homeGames: 6, awayGames: 4 },
        { number: 2, homeGames: 5, awayGames: 5 },
      ]);
      const first = await imported(stores, matchdesk(json));
      const [match] = await stores.matches.ofChampionship(first.championshipId);
      if (!match) throw new Error('no match imported');
      // Two home games written since: set 2 won 7-5, the score 2-0.
      let sets = await stores.matches.sets(match.id);
      for (let i = 0; i < 2; i += 1) {
        const game = await stores.matches.addEvent(
          storedEvent(match.id, { clubId: match.homeTeamId, setNumber: 2 }),
        );
        sets = tennisSetsAfterChange(match, sets, null, game);
      }
      await stores.matches.setSets(match.id, sets);
      await stores.matches.update({ ...match, homeScore: 2, awayScore: 0 });
      // The file corrects set 1: its sets and its score are taken, the events kept.
      json.matches[0]!.sets[0] = { number: 1, homeGames: 6, awayGames: 3 };
      await imported(stores, matchdesk(json));
      const after = (await stores.matches.byId(match.id)) as Match;
      expect([after.homeScore, after.awayScore]).to.deep.equal([1, 0]);
      expect((await stores.matches.sets(match.id)).map((x) => [x.homeGames, x.awayGames])).to.deep.equal([
        [6, 3],
        [5, 5],
      ]);
    });

    it('keeps the walkover a kept event says, and takes back one an earlier file gave (found by review)', async () => {
      const json = aMatchdeskJson();
      const first = await imported(stores, matchdesk(json));
      const [match] = await stores.matches.ofChampionship(first.championshipId);
      if (!match) throw new Error('no match imported');
      // A walkover written through the web API: its event (type 10) and the match's field.
      await stores.matches.addEvent(storedEvent(match.id, { type: 10, clubId: match.homeTeamId }));
      await stores.matches.update({ ...match, walkover: 'home' });
      await imported(stores, matchdesk(json));
      expect((await stores.matches.byId(match.id))?.walkover).to.equal('home');
      // Given by a file, without an event, it goes when the file no longer gives it.
      const other = (await stores.matches.ofChampionship(first.championshipId))[1];
      json.matches[1].walkover = 'away';
      await imported(stores, matchdesk(json));
      expect((await stores.matches.byId(other?.id ?? ''))?.walkover).to.equal('away');
      delete json.matches[1].walkover;
      await imported(stores, matchdesk(json));
      expect((await stores.matches.byId(other?.id ?? ''))?.walkover).to.equal(null);
    });
  });

  describe('records', () => {
    it('stores the structure with its groups, phases, players, line-ups and adjustments', async () => {
      const json = aMatchdeskJson();
      json.matches[0].lineups = [
        { team: 'Alpha FC', player: 'Ann Archer', role: 'field' },
        { team: 'Alpha FC', player: 'Abe Adams', role: 'bench' },
      ];
      const report = await imported(stores, matchdesk(json));
      const championship = await stores.championships.byId(report.championshipId);
      const teams = await stores.championships.teams(report.championshipId);
      const [north] = await stores.championships.groups(report.championshipId);
      const gamma = teams.find((t) => t.name === 'Gamma FC');
      expect(championship).to.deep.include({
        name: 'Test League',
        sport: 'football',
        tieBreak: 'goal-difference',
      });
      expect(championship?.pointsRule).to.deep.equal({ win: 3, draw: 1, loss: 0, walkoverScore: 3 });
      expect(championship?.adjustments).to.deep.equal([
        { teamId: gamma?.id, points: -3, reason: 'Late registration' },
      ]);
      expect(teams.map((t) => [t.name, t.shortName, t.groupId])).to.deep.equal([
        ['Alpha FC', 'ALP', north?.id],
        ['Beta FC', '', north?.id],
        ['Gamma FC', '', ''],
      ]);
      const [played] = await stores.matches.ofChampionship(report.championshipId);
      expect(played?.groupId).to.equal(north?.id);
      const lineups = await stores.matches.lineups(played?.id ?? '');
      expect(lineups.map((l) => [l.role, l.number])).to.have.deep.members([
        ['field', '9'],
        ['bench', '12'],
      ]);
      expect(report.counts).to.deep.equal({
        phases: 1,
        groups: 1,
        days: 2,
        teams: 3,
        players: 3,
        matches: 2,
        events: 0,
        lineups: 2,
        sets: 0,
        tables: 1,
      });
      const current = await stores.standings.current(report.championshipId);
      expect(current?.rows.find((r) => r.name === 'Gamma FC')?.points).to.equal(-3);
    });

    it('puts the championship in the named company, creating it once, or in the default company', async () => {
      const named = await imported(stores, matchdesk(aMatchdeskJson()), { company: 'Acme Sports' });
      const again = await imported(stores, matchdesk(aMatchdeskJson()), { company: 'Acme Sports' });
      const byDefault = await imported(stores, matchdesk(aMatchdeskJson()));
      expect(again.companyId).to.equal(named.companyId);
      expect((await stores.companies.byId(byDefault.companyId))?.name).to.equal(DEFAULT_COMPANY);
      expect(byDefault.championshipId).to.not.equal(named.championshipId);
    });
  });

  describe('options', () => {
    it('renames the championship, which then is another championship', async () => {
      const first = await imported(stores, openfootballSeason(BUNDESLIGA_2023_24));
      const renamed = await imported(stores, openfootballSeason(BUNDESLIGA_2023_24), {
        championshipName: 'Bundesliga',
      });
      expect(renamed.championshipId).to.not.equal(first.championshipId);
      expect((await stores.championships.byId(renamed.championshipId))?.name).to.equal('Bundesliga');
    });

    it('applies a points deduction that reorders the table', async () => {
      const report = await imported(stores, openfootballSeason(BUNDESLIGA_2023_24), {
        pointsDeductions: ['Bayer 04 Leverkusen=20'],
      });
      const current = await stores.standings.current(report.championshipId);
      const top = (current?.rows ?? []).slice(0, 3).map((r) => [r.name, r.points]);
      expect(top).to.deep.equal([
        ['VfB Stuttgart', 73],
        ['FC Bayern München', 72],
        ['Bayer 04 Leverkusen', 70],
      ]);
    });

    it('refuses a deduction for an unknown team and stores nothing', async () => {
      const result = await new ImportChampionship(stores.transactions).run(
        openfootballSeason(BUNDESLIGA_2023_24),
        {
          pointsDeductions: ['Hamburger SV=3'],
        },
      );
      expect(!result.ok && result.error.message).to.equal('pointsDeductions[0]: unknown team "Hamburger SV"');
      expect(await stores.companies.list()).to.deep.equal([]);
    });

    it('refuses a deduction that does not read TEAM=N', async () => {
      const result = await new ImportChampionship(stores.transactions).run(matchdesk(aMatchdeskJson()), {
        pointsDeductions: ['Alpha FC'],
      });
      expect(!result.ok && result.error.code).to.equal('invalid_import');
    });

    it('stores the winner of tennis sets given out of order, a match tie-break only as the deciding set', async () => {
      const json = aMatchdeskJson() as {
        championship: { sport: string; pointsRule?: unknown };
        matches: Record<string, unknown>[];
      };
      json.championship.sport = 'tennis';
      delete json.championship.pointsRule;
      for (const m of json.matches) {
        delete m.events;
        delete m.lineups;
      }
      Object.assign(json.matches[0] as object, {
        homeScore: null,
        awayScore: null,
        sets: [
          { number: 3, homeGames: 1, awayGames: 0, homeTieBreak: 10, awayTieBreak: 8 },
          { number: 1, homeGames: 6, awayGames: 4 },
          { number: 2, homeGames: 4, awayGames: 6 },
        ],
      });
      const report = await imported(stores, matchdesk(json));
      const [match] = await stores.matches.ofChampionship(report.championshipId);
      const sets = await stores.matches.sets(match?.id ?? '');
      expect(sets.map((s) => [s.number, s.winner])).to.deep.equal([
        [1, 'home'],
        [2, 'away'],
        [3, 'home'],
      ]);
      expect([match?.homeScore, match?.awayScore]).to.deep.equal([2, 1]);
    });

    it('imports under another sport, with that sport’s default points rule', async () => {
      const report = await imported(stores, matchdesk(aMatchdeskJson()), { sport: 'handball' });
      const championship = await stores.championships.byId(report.championshipId);
      expect(championship?.sport).to.equal('handball');
      expect(championship?.pointsRule).to.deep.equal({ win: 2, draw: 1, loss: 0, walkoverScore: 10 });
      const [match] = await stores.matches.ofChampionship(report.championshipId);
      expect(match?.sport).to.equal('handball');
    });

    it('refuses another sport whose rules the document’s events break', async () => {
      const json = aMatchdeskJson();
      json.matches[0].lineups = [{ team: 'Alpha FC', player: 'Ann Archer', role: 'field' }];
      const result = await new ImportChampionship(stores.transactions).run(matchdesk(json), {
        sport: 'tennis',
      });
      expect(!result.ok && result.error.message).to.equal('matches[0].lineups: tennis has no line-ups');
    });

    it('reports its progress up to the total', async () => {
      const seen: ImportProgress[] = [];
      await imported(stores, openfootballSeason(BUNDESLIGA_2023_24), { onProgress: (p) => seen.push(p) });
      const total = seen[0]?.total ?? 0;
      expect(total).to.be.greaterThan(306);
      expect(seen.map((p) => p.done)).to.deep.equal(Array.from({ length: total }, (_, i) => i + 1));
      expect(seen.every((p) => p.total === total)).to.be.true;
    });
  });
});
