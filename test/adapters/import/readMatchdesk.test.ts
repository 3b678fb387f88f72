import { expect } from 'chai';
import { readMatchdesk } from '../../application/import/support/readDocuments';
import type { MatchdeskDocument } from '../../../src/application/import/MatchdeskDocument';
import { aMatchdeskJson, type Json } from '../../application/import/support/matchdeskJson';

function parsed(json: Json): MatchdeskDocument {
  const result = readMatchdesk(json);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** The problems found, by path. */
function problems(json: Json): Record<string, string> {
  const result = readMatchdesk(json);
  if (result.ok) throw new Error('expected the document to be refused');
  expect(result.error.code).to.equal('invalid_import');
  return { ...result.error.details };
}

function withChange(change: (json: Json) => void): Json {
  const json = aMatchdeskJson();
  change(json);
  return json;
}

describe('reading a matchdesk file: its input classes, then the import rules', () => {
  describe('a valid document', () => {
    it('fills in the defaults of absent fields', () => {
      const doc = parsed(aMatchdeskJson());
      expect(doc.championship).to.deep.equal({
        name: 'Test League',
        sport: 'football',
        competition: 'Test League',
        season: '2024/25',
        pointsRule: null,
        tieBreak: null,
        archived: false,
      });
      expect(doc.days.map((d) => [d.label, d.order, d.phase])).to.deep.equal([
        ['Round 1', 1, 'Regular season'],
        ['Round 2', 5, ''],
      ]);
      expect(doc.teams[1]).to.deep.equal({ name: 'Beta FC', shortName: '', group: 'North', ranking: null });
      expect(doc.players[1]).to.deep.equal({
        team: 'Alpha FC',
        firstName: 'Abe',
        lastName: 'Adams',
        number: '12',
        position: '',
      });
    });

    it('makes a match with both scores finished, and one without scheduled, with empty texts and null scores', () => {
      const [played, upcoming] = parsed(aMatchdeskJson()).matches;
      expect(played?.status).to.equal('finished');
      expect(upcoming).to.deep.include({
        status: 'scheduled',
        date: '',
        time: '',
        timer: '',
        homeScore: null,
        awayScore: null,
        homeShootoutScore: null,
        events: [],
        lineups: [],
      });
      expect(upcoming?.info).to.deep.equal({
        city: '',
        stadium: '',
        venue: '',
        officials: [],
        commentators: [],
        weather: { sky: '', temperature: '', humidity: '', wind: '' },
      });
    });

    it('keeps a points rule, a tie-break policy and the archived flag', () => {
      const doc = parsed(
        withChange((j) => {
          j.championship.pointsRule = { win: 2, draw: 1, loss: 0 };
          j.championship.tieBreak = 'head-to-head';
          j.championship.archived = true;
        }),
      );
      expect(doc.championship).to.include({ tieBreak: 'head-to-head', archived: true });
      expect(doc.championship.pointsRule).to.deep.equal({ win: 2, draw: 1, loss: 0 });
    });

    it('adds up the score of a match given by its events, an own goal counting for the other side', () => {
      const doc = parsed(
        withChange((j) => {
          j.matches[1] = {
            day: 'Round 2',
            home: 'Alpha FC',
            away: 'Beta FC',
            status: 'live',
            events: [
              { type: 1, club: 'Alpha FC', player: 'Ann Archer', timer: 10 },
              { type: 6, club: 'Alpha FC', player: 'Abe Adams', timer: '33' },
              { type: 5, club: 'Alpha FC', player: 'Ann Archer', player_in: 'Abe Adams', timer: '60' },
            ],
            lineups: [
              { team: 'Alpha FC', player: 'Ann Archer', role: 'field' },
              { team: 'Alpha FC', player: 'Abe Adams', role: 'bench', number: 21 },
            ],
          };
        }),
      );
      const match = doc.matches[1];
      expect([match?.homeScore, match?.awayScore]).to.deep.equal([1, 1]);
      expect(match?.events[0]).to.deep.equal({
        type: 1,
        club: 'Alpha FC',
        player: 'Ann Archer',
        player_in: '',
        timer: '10',
        additional_timer: null,
        value: null,
        set_number: null,
        note: '',
      });
      expect(match?.lineups).to.deep.equal([
        { team: 'Alpha FC', player: 'Ann Archer', role: 'field', number: '9' },
        { team: 'Alpha FC', player: 'Abe Adams', role: 'bench', number: '21' },
      ]);
    });

    it('keeps the given score over the events', () => {
      const doc = parsed(
        withChange((j) => {
          j.matches[0].events = [{ type: 1, club: 'Beta FC' }];
        }),
      );
      expect([doc.matches[0]?.homeScore, doc.matches[0]?.awayScore]).to.deep.equal([2, 1]);
    });

    it('counts a basketball field goal for its value', () => {
      const doc = parsed(
        withChange((j) => {
          j.championship.sport = 'basketball';
          j.matches[1].events = [
            { type: 1, club: 'Beta FC', value: 3 },
            { type: 1, club: 'Gamma FC' },
            { type: 2, club: 'Gamma FC' },
          ];
        }),
      );
      expect([doc.matches[1]?.homeScore, doc.matches[1]?.awayScore]).to.deep.equal([3, 3]);
      expect(doc.matches[1]?.events[1]?.value).to.equal(2);
    });

    it('takes a tennis score from set scores given without events', () => {
      const doc = parsed(
        withChange((j) => {
          j.championship.sport = 'tennis';
          j.matches[1].sets = [
            { number: 1, homeGames: 6, awayGames: 7, homeTieBreak: 3, awayTieBreak: 7 },
            { number: 2, homeGames: 6, awayGames: 1 },
            { number: 3, homeGames: 6, awayGames: 4 },
          ];
        }),
      );
      expect([doc.matches[1]?.homeScore, doc.matches[1]?.awayScore]).to.deep.equal([2, 1]);
    });

    it('counts a match tie-break written one game to none as the deciding set (ATP Finals doubles)', () => {
      const doc = parsed(
        withChange((j) => {
          j.championship.sport = 'tennis';
          j.matches[1].sets = [
            { number: 1, homeGames: 6, awayGames: 4 },
            { number: 2, homeGames: 4, awayGames: 6 },
            { number: 3, homeGames: 1, awayGames: 0, homeTieBreak: 10, awayTieBreak: 8 },
          ];
        }),
      );
      expect([doc.matches[1]?.homeScore, doc.matches[1]?.awayScore]).to.deep.equal([2, 1]);
    });

    it('refuses a set of one game to none with tie-break points anywhere but the deciding set, as a write would (found by QA)', () => {
      expect(
        problems(
          withChange((j) => {
            j.championship.sport = 'tennis';
            j.matches[1].sets = [
              { number: 2, homeGames: 6, awayGames: 4 },
              { number: 1, homeGames: 1, awayGames: 0, homeTieBreak: 10, awayTieBreak: 8 },
            ];
          }),
        ),
      ).to.deep.equal({
        'matches[1].sets[1].number': 'set 1: set 1 is not won at 1-0, yet a set follows it',
      });
    });

    it('refuses sets that no match can have, naming the set (found by QA)', () => {
      const tennis = (sets: Json[], score?: [number, number]) =>
        withChange((j) => {
          j.championship.sport = 'tennis';
          j.matches[1].sets = sets;
          if (score) [j.matches[1].homeScore, j.matches[1].awayScore] = score;
        });
      const set = (number: number, homeGames: number, awayGames: number, more: Json = {}) => ({
        number,
        homeGames,
        awayGames,
        ...more,
      });
      expect(problems(tennis([set(1, 6, 3), set(3, 6, 4)]))).to.deep.equal({
        'matches[1].sets[1].number': 'set 3: set 2 is missing before it',
      });
      expect(problems(tennis([set(1, 7, 0)]))).to.deep.equal({
        'matches[1].sets[0].number': 'set 1: set 1 at 7-0 was won before its last game',
      });
      expect(problems(tennis([set(1, 6, 3), set(2, 6, 3), set(3, 6, 3), set(4, 6, 3)]))).to.deep.equal({
        'matches[1].sets[3].number': 'set 4: the match was decided (3-0 in sets) before this set',
      });
      expect(problems(tennis([set(1, 6, 3, { homeTieBreak: 7, awayTieBreak: 4 })]))).to.deep.equal({
        'matches[1].sets[0].number': 'set 1: tie-break points at 6-3, where no tie-break is played',
      });
      expect(problems(tennis([set(1, 6, 3), set(2, 6, 4)], [0, 2]))).to.deep.equal({
        'matches[1].homeScore': 'the sets give 2-0, not 0-2: give the score in sets won, or leave it out',
      });
      // As published: 7-6(5) 3-6 1-0 (10-8), an advantage set 8-6, a set in play last.
      expect(
        parsed(
          tennis([
            set(1, 7, 6, { awayTieBreak: 5 }),
            set(2, 3, 6),
            set(3, 1, 0, { homeTieBreak: 10, awayTieBreak: 8 }),
          ]),
        ).matches[1],
      ).to.include({ homeScore: 2, awayScore: 1 });
      // A deciding match tie-break written with its points as games, as feeds write doubles (found by review).
      expect(parsed(tennis([set(1, 6, 4), set(2, 3, 6), set(3, 10, 5)])).matches[1]).to.include({
        homeScore: 2,
        awayScore: 1,
      });
      expect(problems(tennis([set(1, 6, 4), set(2, 10, 5)]))).to.deep.equal({
        'matches[1].sets[1].number': 'set 2: set 2 at 10-5 was won before its last game',
      });
      expect(parsed(tennis([set(1, 8, 6), set(2, 3, 2)])).matches[1]).to.include({
        homeScore: 1,
        awayScore: 0,
      });
    });

    it('refuses tennis games in a file that a write would refuse, naming the first (found by QA)', () => {
      const games = (events: Json[]) =>
        withChange((j) => {
          j.championship.sport = 'tennis';
          delete j.matches[1].homeScore;
          delete j.matches[1].awayScore;
          j.matches[1].events = events;
        });
      const home = (set: number) => ({ type: 1, club: 'Beta FC', set_number: set });
      expect(problems(games([home(2)]))).to.deep.equal({
        'matches[1].events[0].set_number':
          'set_number 2: set 1 is not played yet; a game goes in the set in play.',
      });
      expect(problems(games(Array.from({ length: 7 }, () => home(1))))).to.deep.equal({
        'matches[1].events[6].set_number':
          'set_number 1: set 1 is already won (6-0); a game goes in the set in play.',
      });
    });

    it('ends a match given a walkover without a status or a score; a retirement needs its score', () => {
      const retired = parsed(
        withChange((j) => {
          for (const field of ['status', 'homeScore', 'awayScore']) delete j.matches[0][field];
          j.matches[0].retired = 'home';
        }),
      );
      expect(retired.matches[0]).to.include({ status: 'scheduled', retired: 'home' });
      for (const outcome of [{ walkover: 'away' }]) {
        const doc = parsed(
          withChange((j) => {
            for (const field of ['status', 'homeScore', 'awayScore']) delete j.matches[0][field];
            Object.assign(j.matches[0], outcome);
          }),
        );
        expect(doc.matches[0]).to.include({
          status: 'finished',
          homeScore: null,
          awayScore: null,
          ...outcome,
        });
      }
      const unplayed = parsed(
        withChange((j) => {
          for (const field of ['status', 'homeScore', 'awayScore']) delete j.matches[0][field];
        }),
      );
      expect(unplayed.matches[0]).to.include({ status: 'scheduled' });
    });
  });

  describe('an invalid document', () => {
    it('refuses what is not an object', () => {
      expect(problems([])).to.deep.equal({ '': 'must be an object' });
      expect(problems('matchdesk')).to.deep.equal({ '': 'must be an object' });
    });

    it('refuses a list where a record belongs, at any list of records (found by the fuzz: phases [[]] crashed the import at the database)', () => {
      expect(problems(withChange((j) => (j.phases = [[]])))).to.deep.equal({
        'phases[0]': 'must be an object',
      });
      expect(problems(withChange((j) => j.teams.push([{ name: 'Gamma FC' }])))).to.deep.equal({
        'teams[3]': 'must be an object',
      });
    });

    it('refuses another format or version', () => {
      expect(problems(withChange((j) => (j.format = 'openfootball')))).to.deep.equal({
        format: 'must be "matchdesk"',
      });
      expect(problems(withChange((j) => (j.version = 2)))).to.deep.equal({ version: 'must be 1' });
    });

    it('refuses a name holding a control character or a bidirectional override, naming it (found by review)', () => {
      const said =
        'must not contain a control character (a line break, a tab, an escape) or a bidirectional override';
      expect(problems(withChange((j) => (j.championship.name = 'Liga\u001b[2J')))).to.deep.equal({
        'championship.name': `name ${said}`,
      });
      expect(problems(withChange((j) => (j.teams[0].shortName = 'AB\u202E')))).to.deep.equal({
        'teams[0].shortName': `shortName ${said}`,
      });
    });

    it('requires the championship, its name and a known sport', () => {
      expect(problems(withChange((j) => delete j.championship))).to.deep.equal({
        championship: 'is required',
      });
      expect(problems(withChange((j) => (j.championship.name = '')))).to.deep.equal({
        'championship.name': 'must be a non-empty string',
      });
      expect(problems(withChange((j) => (j.championship.sport = 'cricket')))).to.deep.equal({
        'championship.sport': 'must be one of football, futsal, hockey, basketball, handball, tennis',
      });
      const refusedTieBreak = problems(withChange((j) => (j.championship.tieBreak = 'coin toss')));
      expect(refusedTieBreak['championship.tieBreak']).to.match(
        /^must be one of goal-difference, premier-league, head-to-head, uefa, uefa-club, uefa-club-away-goals, iihf, nhl, fih, fiba, euroleague, ehf, atp-finals, or a list of criteria among points, wins/,
      );
      expect(
        problems(withChange((j) => (j.championship.tieBreak = ['points', 'coin-toss']))),
      ).to.have.property('championship.tieBreak');
      // Each criterion at most once: a repeated one separates nothing more, and 10,000 of them
      // made every ranking of the championship take seconds.
      for (const tieBreak of [
        ['points', 'wins', 'points'],
        { criteria: Array.from({ length: 10_000 }, () => 'points'), partial: 'restart' },
      ]) {
        expect(problems(withChange((j) => (j.championship.tieBreak = tieBreak)))).to.have.property(
          'championship.tieBreak',
        );
      }
    });

    it('reads a tie-break preset, a list of criteria or a chain with its partial-separation rule', () => {
      const read = (tieBreak: unknown) => {
        // Without the adjustment of the example: these rankings by wins do not count points.
        const parsed = readMatchdesk(
          withChange((j) => {
            j.championship.tieBreak = tieBreak;
            j.adjustments = [];
          }),
        );
        if (!parsed.ok) throw new Error(parsed.error.message);
        return parsed.value.championship.tieBreak;
      };
      expect(read('atp-finals')).to.equal('atp-finals');
      expect(read(['wins', 'direct-match', 'stable'])).to.deep.equal({
        criteria: ['wins', 'direct-match', 'stable'],
        partial: 'restart',
      });
      expect(read({ criteria: ['points', 'mini-league-points'], partial: 'next' })).to.deep.equal({
        criteria: ['points', 'mini-league-points'],
        partial: 'next',
      });
    });

    it('reads the overtime and shootout points, and decidedIn, retired and walkover', () => {
      const parsed = readMatchdesk(
        withChange((j) => {
          j.championship.pointsRule = {
            win: 3,
            draw: 1,
            loss: 0,
            overtimeWin: 2,
            overtimeLoss: 1,
            shootoutWin: 2,
            shootoutLoss: 1,
            shootoutGoal: 'winner',
            walkoverLoss: 0,
            walkoverScore: 20,
          };
          j.matches[0].decidedIn = 'overtime';
          j.matches[0].walkover = 'away';
        }),
      );
      if (!parsed.ok) throw new Error(parsed.error.message);
      expect(parsed.value.championship.pointsRule).to.deep.equal({
        win: 3,
        draw: 1,
        loss: 0,
        overtimeWin: 2,
        overtimeLoss: 1,
        shootoutWin: 2,
        shootoutLoss: 1,
        shootoutGoal: 'winner',
        walkoverLoss: 0,
        walkoverScore: 20,
      });
      expect(parsed.value.matches[0]).to.include({ decidedIn: 'overtime', walkover: 'away', retired: null });
      expect(problems(withChange((j) => (j.matches[0].decidedIn = 'extra time')))).to.deep.equal({
        'matches[0].decidedIn': 'must be one of regulation, overtime, shootout',
      });
    });

    it('refuses an overtime or shootout decision that the scores contradict (issue 14: never a draw)', () => {
      const decidedDoc = (home: number, away: number, how: string, shootout?: [number, number]) =>
        withChange((j) => {
          Object.assign(j.matches[0], {
            homeScore: home,
            awayScore: away,
            decidedIn: how,
            status: 'finished',
          });
          if (shootout) [j.matches[0].homeShootoutScore, j.matches[0].awayShootoutScore] = shootout;
        });
      const decided = (home: number, away: number, how: string, shootout?: [number, number]) =>
        problems(decidedDoc(home, away, how, shootout));
      expect(decided(2, 2, 'overtime')).to.deep.equal({
        'matches[0].decidedIn': 'overtime needs a winner, but the score is level',
      });
      // "3-2 GWS" is given as the score before the shootout (2-2) with the shootout score.
      expect(decided(3, 2, 'shootout', [1, 0])).to.deep.equal({
        'matches[0].homeScore':
          'a shootout follows a level score: give the score before the shootout, and the shootout score',
      });
      for (const shootout of [undefined, [3, 3] as [number, number]]) {
        expect(decided(2, 2, 'shootout', shootout)).to.deep.equal({
          'matches[0].homeShootoutScore': 'a match decided by shootout needs a shootout score with a winner',
        });
      }
      expect(parsed(decidedDoc(3, 2, 'overtime')).matches[0]).to.include({ decidedIn: 'overtime' });
      expect(parsed(decidedDoc(2, 2, 'shootout', [3, 2])).matches[0]).to.include({ decidedIn: 'shootout' });
      expect(parsed(decidedDoc(2, 2, 'regulation')).matches[0]).to.include({ decidedIn: 'regulation' });
    });

    it('refuses a shootout score its match contradicts, naming it (found by review)', () => {
      const shootout = (change: Record<string, unknown>) =>
        problems(withChange((j) => Object.assign(j.matches[0], { status: 'finished', ...change })));
      expect(shootout({ homeScore: 1, awayScore: 1, homeShootoutScore: 4 })).to.deep.equal({
        'matches[0].awayShootoutScore': 'give both shootout scores or neither',
      });
      expect(
        shootout({
          homeScore: 1,
          awayScore: 1,
          homeShootoutScore: 4,
          awayShootoutScore: 3,
          decidedIn: 'overtime',
        }),
      ).to.deep.include({ 'matches[0].homeShootoutScore': 'a match decided in overtime has no shootout' });
      expect(
        shootout({
          status: 'scheduled',
          homeScore: null,
          awayScore: null,
          homeShootoutScore: 1,
          awayShootoutScore: 1,
        }),
      ).to.deep.equal({
        'matches[0].homeShootoutScore': 'a shootout score needs the match score it followed',
      });
      // The second leg of a two-legged tie: a shootout after a level aggregate (APOEL-Lyon 2011-12,
      // 1-0 and 4-3 on penalties, as openfootball writes it), and a shootout still going on.
      for (const [home, away, homeShootout, awayShootout, status] of [
        [1, 0, 4, 3, 'finished'],
        [1, 1, 3, 3, 'live'],
      ] as const) {
        const match = parsed(
          withChange((j) =>
            Object.assign(j.matches[0], {
              status,
              homeScore: home,
              awayScore: away,
              homeShootoutScore: homeShootout,
              awayShootoutScore: awayShootout,
            }),
          ),
        ).matches[0];
        expect(match).to.include({ homeShootoutScore: homeShootout, awayShootoutScore: awayShootout });
      }
    });

    it('derives walkover from the walkover event (type 10) when not given, and refuses it beside retired', () => {
      const doc = parsed(withChange((j) => (j.matches[0].events = [{ type: 10, club: 'Beta FC' }])));
      const match = doc.matches[0];
      expect(match?.walkover).to.equal(match?.home === 'Beta FC' ? 'home' : 'away');
      expect(
        problems(
          withChange((j) => {
            j.matches[0].events = [{ type: 10, club: 'Beta FC' }];
            j.matches[0].retired = 'home';
          }),
        ),
      ).to.deep.equal({ 'matches[0].walkover': 'give retired or walkover, not both' });
    });

    it("reads a team's ranking (a whole number from 1) for the criteria that read it (issue 14)", () => {
      expect(parsed(withChange((j) => (j.teams[1].ranking = 3))).teams[1]?.ranking).to.equal(3);
      expect(problems(withChange((j) => (j.teams[1].ranking = 0)))).to.have.property('teams[1].ranking');
    });

    it('reads the regulation score of an overtime match, given or from the events (issue 14)', () => {
      const given = parsed(
        withChange((j) => {
          j.matches[0].decidedIn = 'overtime';
          j.matches[0].homeRegulationScore = 1;
          j.matches[0].awayRegulationScore = 1;
        }),
      );
      expect(given.matches[0]).to.include({ homeRegulationScore: 1, awayRegulationScore: 1 });
      const fromEvents = parsed(
        withChange((j) => {
          delete j.matches[0].homeScore;
          delete j.matches[0].awayScore;
          j.matches[0].events = [
            { type: 1, club: 'Alpha FC', timer: '30' },
            { type: 1, club: 'Beta FC', timer: '80' },
            { type: 1, club: 'Beta FC', timer: '105' },
          ];
        }),
      );
      expect(fromEvents.matches[0]).to.include({
        decidedIn: 'overtime',
        homeRegulationScore: 1,
        awayRegulationScore: 1,
      });
      expect(parsed(aMatchdeskJson()).matches[0]).to.include({
        homeRegulationScore: null,
        awayRegulationScore: null,
      });
      expect(problems(withChange((j) => (j.matches[0].homeRegulationScore = 2)))).to.deep.equal({
        'matches[0].awayRegulationScore': 'give both or neither',
      });
    });

    it('refuses a regulation score an overtime match cannot have had: not level, or above the final score (found by QA)', () => {
      const overtime = (regulation: [number, number], final: [number, number]) =>
        withChange((j) => {
          Object.assign(j.matches[0], {
            status: 'finished',
            decidedIn: 'overtime',
            homeScore: final[0],
            awayScore: final[1],
            homeRegulationScore: regulation[0],
            awayRegulationScore: regulation[1],
          });
        });
      expect(problems(overtime([81, 80], [90, 85]))).to.deep.equal({
        'matches[0].homeRegulationScore':
          'a match decided in overtime was level after regulation time, not 81-80',
      });
      expect(problems(overtime([100, 100], [95, 90]))).to.deep.equal({
        'matches[0].homeRegulationScore': 'the regulation score 100-100 is above the final score 95-90',
      });
      expect(parsed(overtime([80, 80], [90, 85])).matches[0]).to.include({ homeRegulationScore: 80 });
    });

    it('refuses a finished tennis match level in sets without a retirement or walkover (found by QA: a draw)', () => {
      const tennis = (change: (match: Json) => void) =>
        withChange((j) => {
          j.championship.sport = 'tennis';
          Object.assign(j.matches[0], { status: 'finished', homeScore: 1, awayScore: 1 });
          change(j.matches[0]);
        });
      expect(problems(tennis(() => undefined))).to.deep.equal({
        'matches[0].homeScore':
          'a finished tennis match has a winner, not 1-1 in sets (a retirement or walkover says who stopped it)',
      });
      expect(parsed(tennis((m) => (m.retired = 'away'))).matches[0]).to.include({ retired: 'away' });
    });

    it('refuses a substitution a write would refuse on the line-up the file gives, naming the event (found by QA)', () => {
      const substituted = (leaving: string, entering: string) =>
        withChange((j) => {
          j.matches[0].lineups = [
            { team: 'Alpha FC', player: 'Ann Archer', role: 'field' },
            { team: 'Alpha FC', player: 'Abe Adams', role: 'bench' },
          ];
          j.matches[0].events = [
            { type: 5, club: 'Alpha FC', player: 'Ann Archer', player_in: 'Abe Adams', timer: '70' },
            { type: 5, club: 'Alpha FC', player: leaving, player_in: entering, timer: '85' },
          ];
        });
      expect(problems(substituted('Ann Archer', 'Abe Adams'))).to.deep.equal({
        'matches[0].events[1].player':
          "Player Ann Archer is on the bench and cannot leave the field. (a match's lineups are the line-up it started with; its substitutions move it)",
      });
      // Abe back off and Ann back on: taken, the line-up moved by the first.
      expect(parsed(substituted('Abe Adams', 'Ann Archer')).matches[0]?.lineups).to.have.length(2);
    });

    it('refuses a hostile nesting 20,000 deep without exhausting the stack (found by the fuzz)', () => {
      const deep: unknown = JSON.parse(`${'['.repeat(20_000)}${']'.repeat(20_000)}`);
      const result = readMatchdesk(deep);
      expect(result.ok ? 'read' : result.error.code).to.equal('invalid_import');
    });

    it('names an unknown field, such as a typo', () => {
      expect(problems(withChange((j) => (j.matches[0].homescore = 2)))).to.deep.equal({
        'matches[0].homescore': 'unknown field',
      });
    });

    it('names the unknown team a match refers to', () => {
      const found = problems(withChange((j) => (j.matches[1].home = 'X')));
      expect(found).to.deep.equal({ 'matches[1].home': 'unknown team "X"' });
      const result = readMatchdesk(withChange((j) => (j.matches[1].home = 'X')));
      expect(!result.ok && result.error.message).to.equal('matches[1].home: unknown team "X"');
    });

    it('names unknown days, groups, phases and teams of the structure', () => {
      expect(
        problems(
          withChange((j) => {
            j.matches[0].day = 'Round 9';
            j.teams[2].group = 'South';
            j.days[1].phase = 'Play-offs';
            j.players[0].team = 'Delta FC';
            j.adjustments[0].team = 'Omega FC';
          }),
        ),
      ).to.deep.equal({
        'matches[0].day': 'unknown day "Round 9"',
        'teams[2].group': 'unknown group "South"',
        'days[1].phase': 'unknown phase "Play-offs"',
        'players[0].team': 'unknown team "Delta FC"',
        'adjustments[0].team': 'unknown team "Omega FC"',
      });
    });

    it('refuses a second record with the same natural key', () => {
      expect(
        problems(
          withChange((j) => {
            j.teams.push({ name: 'Beta FC' });
            j.days.push({ label: 'Round 3', order: 5 });
            j.players.push({ team: 'Beta FC', firstName: 'Bea', lastName: 'Baker' });
            j.matches.push({ day: 'Round 1', home: 'Alpha FC', away: 'Beta FC' });
          }),
        ),
      ).to.deep.equal({
        'teams[3].name': 'duplicate team "Beta FC"',
        'days[2].order': 'duplicate day order "5"',
        'players[3].lastName': 'duplicate player "Beta FC: Bea Baker"',
        'matches[2].away': 'duplicate match "Alpha FC" v "Beta FC" on day "Round 1"',
      });
    });

    it('refuses bad dates and times, a negative score and an unknown status (the shape of the file)', () => {
      expect(
        problems(
          withChange((j) => {
            j.matches[0].date = '01/09/2024';
            j.matches[0].time = '3pm';
            j.matches[0].homeScore = -1;
            j.matches[1].status = 'abandoned';
            j.matches[1].date = '2023-02-29';
          }),
        ),
      ).to.deep.equal({
        'matches[0].date': 'must be a date YYYY-MM-DD, not "01/09/2024"',
        'matches[1].date': 'must be a date YYYY-MM-DD, not "2023-02-29"',
        'matches[0].time': 'must be a time HH:MM, not "3pm"',
        'matches[0].homeScore': 'must be a whole number, 0 or more',
        'matches[1].status': 'must be one of scheduled, live, finished, postponed, cancelled',
      });
    });

    it('refuses a team playing itself, half a score and a player without a name (the import rules)', () => {
      expect(
        problems(
          withChange((j) => {
            j.matches[1].away = 'Beta FC';
            delete j.matches[0].awayScore;
            j.players.push({ team: 'Gamma FC', number: 1 });
          }),
        ),
      ).to.deep.equal({
        'matches[1].away': 'must differ from home',
        'matches[0].awayScore': 'give both scores or neither',
        'players[3]': 'needs a firstName or a lastName',
      });
    });

    it('checks events against the sport: type, club, players and fields', () => {
      const found = problems(
        withChange((j) => {
          j.matches[0].events = [
            { type: 42, club: 'Alpha FC' },
            { type: 1 },
            { type: 1, club: 'Gamma FC' },
            { type: 1, club: 'Alpha FC', player: 'Bea Baker' },
            { type: 1, club: 'Alpha FC', value: 2 },
            { type: 1, club: 'Alpha FC', timer: 'first half' },
          ];
        }),
      );
      expect(found).to.deep.equal({
        'matches[0].events[0].type': 'Event type 42 does not exist at football.',
        'matches[0].events[1].club': 'is required for Goal (type 1).',
        'matches[0].events[2].club': '"Gamma FC" is not one of the two teams of the match',
        'matches[0].events[3].player': 'unknown player "Bea Baker" of team "Alpha FC"',
        'matches[0].events[4].value': 'is not allowed for Goal (type 1) at football.',
        'matches[0].events[5].timer':
          'must be minutes such as "45" or 45, or minutes and seconds such as "45:30".',
      });
    });

    it('refuses a basketball field goal worth 4 and a tennis game without its set', () => {
      expect(
        problems(
          withChange((j) => {
            j.championship.sport = 'basketball';
            j.matches[0].events = [{ type: 1, club: 'Alpha FC', value: 4 }];
          }),
        ),
      ).to.deep.equal({ 'matches[0].events[0].value': 'must be one of 2, 3 for Field goal.' });
      expect(
        problems(
          withChange((j) => {
            j.championship.sport = 'tennis';
            j.matches[0].events = [{ type: 1, club: 'Alpha FC' }];
          }),
        ),
      ).to.deep.equal({ 'matches[0].events[0].set_number': 'is required for Game won (type 1).' });
    });

    it('checks line-ups: team sports only, players of the team, field or bench', () => {
      expect(
        problems(
          withChange((j) => {
            j.matches[0].lineups = [
              { team: 'Alpha FC', player: 'Bea Baker', role: 'field' },
              { team: 'Alpha FC', player: 'Ann Archer', role: 'stands' },
            ];
          }),
        ),
      ).to.deep.equal({ 'matches[0].lineups[1].role': 'must be one of field, bench' });
      expect(
        problems(
          withChange((j) => {
            j.matches[0].lineups = [
              { team: 'Alpha FC', player: 'Bea Baker', role: 'field' },
              { team: 'Gamma FC', player: 'Ann Archer', role: 'bench' },
            ];
          }),
        ),
      ).to.deep.equal({
        'matches[0].lineups[0].player': 'unknown player "Bea Baker" of team "Alpha FC"',
        'matches[0].lineups[1].team': '"Gamma FC" is not one of the two teams of the match',
      });
      expect(
        problems(
          withChange((j) => {
            j.championship.sport = 'tennis';
            j.matches[0].lineups = [{ team: 'Alpha FC', player: 'Ann Archer', role: 'field' }];
          }),
        ),
      ).to.deep.equal({ 'matches[0].lineups': 'tennis has no line-ups' });
    });

    it('refuses a line-up entry that names no player or no team (found by the fuzz: the import crashed)', () => {
      expect(
        problems(
          withChange((j) => {
            j.matches[0].lineups = [
              { team: 'Alpha FC', player: '', role: 'field' },
              { team: '', player: 'Ann Archer', role: 'field' },
            ];
          }),
        ),
      ).to.deep.equal({
        'matches[0].lineups[0].player': 'must name a player of the team',
        'matches[0].lineups[1].team': 'must name one of the two teams',
      });
    });

    it('refuses a text holding NUL and a whole number beyond 32 bits, which PostgreSQL cannot store (found by review: a raw database error)', () => {
      expect(problems(withChange((j) => (j.championship.name = 'League \u0000')))).to.deep.equal({
        'championship.name': 'must not contain the NUL character (U+0000), which a database cannot store',
      });
      expect(
        problems(
          withChange((j) => {
            j.matches[0].homeScore = 2_147_483_648;
            j.days[0].order = -2_147_483_649;
            j.teams[0].ranking = 2 ** 53;
          }),
        ),
      ).to.deep.equal({
        'days[0].order': 'must be at least -2147483648',
        'teams[0].ranking': 'must be at most 2147483647',
        'matches[0].homeScore': 'must be at most 2147483647',
      });
      expect(
        parsed(withChange((j) => (j.matches[0].homeScore = 2_147_483_647))).matches[0]?.homeScore,
      ).to.equal(2_147_483_647);
    });

    it('refuses a text holding a lone surrogate, which no store keeps as it is (found by the fuzz: every re-import updated it)', () => {
      const unicode = 'must be Unicode text (a lone surrogate is not a character)';
      expect(problems(withChange((j) => (j.championship.name = 'League \ud800')))).to.deep.equal({
        'championship.name': unicode,
      });
      expect(problems(withChange((j) => (j.players[0].number = '\udc00')))).to.deep.equal({
        'players[0].number': unicode,
      });
      expect(
        problems(
          withChange((j) => (j.matches[0].events = [{ type: 1, club: 'Alpha FC', note: '\udfff\ud800' }])),
        ),
      ).to.deep.equal({ 'matches[0].events[0].note': unicode });
    });

    it('accepts set scores only at tennis, and only without events', () => {
      expect(
        problems(withChange((j) => (j.matches[0].sets = [{ number: 1, homeGames: 6, awayGames: 0 }]))),
      ).to.deep.equal({ 'matches[0].sets': 'football has no sets' });
      expect(
        problems(
          withChange((j) => {
            j.championship.sport = 'tennis';
            j.matches[1].events = [{ type: 1, club: 'Beta FC', set_number: 1 }];
            j.matches[1].sets = [{ number: 1, homeGames: 1, awayGames: 0 }];
          }),
        ),
      ).to.deep.equal({
        'matches[1].sets': 'give either events or sets: with events, the sets derive from them',
      });
    });

    it('requires the points of an adjustment', () => {
      expect(problems(withChange((j) => delete j.adjustments[0].points))).to.deep.equal({
        'adjustments[0].points': 'is required',
      });
    });

    it('refuses an adjustment of points under a ranking that does not count points (it would change no place)', () => {
      for (const tieBreak of ['euroleague', 'atp-finals', ['wins', 'stable']]) {
        expect(
          problems(
            withChange((j) => {
              j.championship.sport = tieBreak === 'atp-finals' ? 'tennis' : 'basketball';
              j.championship.tieBreak = tieBreak;
            }),
          ),
        )
          .to.have.property('adjustments')
          .that.matches(
            /^this ranking does not count points \(wins, .*\): a points adjustment or deduction would change no place$/,
          );
      }
      expect(parsed(withChange((j) => (j.championship.tieBreak = 'fiba'))).adjustments).to.have.length(1);
    });

    it('reports every problem and names the first in its message', () => {
      const result = readMatchdesk(
        withChange((j) => {
          j.matches[0].home = 'X';
          j.matches[1].away = 'Y';
          j.teams[0].group = 'South';
        }),
      );
      expect(result.ok).to.be.false;
      if (result.ok) return;
      expect(Object.keys(result.error.details ?? {})).to.have.members([
        'matches[0].home',
        'matches[1].away',
        'teams[0].group',
      ]);
      expect(result.error.message).to.equal('teams[0].group: unknown group "South" (and 2 more)');
    });

    it('checks the shape of the whole file first, naming every problem, then the references', () => {
      const result = readMatchdesk(
        withChange((j) => {
          j.matches[0].home = 'X';
          j.teams[0].colour = 'red';
          j.days[0].order = 'first';
        }),
      );
      expect(!result.ok && result.error.details).to.deep.equal({
        'days[0].order': 'must be a whole number',
        'teams[0].colour': 'unknown field',
      });
      expect(!result.ok && result.error.message).to.equal(
        'days[0].order: must be a whole number (and 1 more)',
      );
    });
  });
});
