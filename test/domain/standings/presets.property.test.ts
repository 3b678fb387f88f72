import { expect } from 'chai';
import fc from 'fast-check';
import type { Team } from '../../../src/domain/championship/Championship';
import type { TennisSet } from '../../../src/domain/match/MatchEvent';
import type { DecidedIn } from '../../../src/domain/match/Outcome';
import type { Sport } from '../../../src/domain/sport/Sport';
import type { PointsRule } from '../../../src/domain/sport/SportRules';
import type { TieBreakPreset } from '../../../src/domain/standings/presets';
import { TIE_BREAK_PRESETS } from '../../../src/domain/standings/presets';
import type { StandingsInput, StandingsMatch } from '../../../src/domain/standings/projectStandings';
import { projectStandings } from '../../../src/domain/standings/projectStandings';
import { IIHF_POINTS, NHL_POINTS } from '../../support/pointsRules';

// Property tests of the standings for every preset (issue 14): random seasons with the preset's
// sport and matching points rule.

const SETUP: Readonly<Record<TieBreakPreset, { sport: Sport; rule: PointsRule }>> = {
  'goal-difference': { sport: 'football', rule: { win: 3, draw: 1, loss: 0 } },
  'premier-league': { sport: 'football', rule: { win: 3, draw: 1, loss: 0 } },
  'head-to-head': { sport: 'football', rule: { win: 3, draw: 1, loss: 0 } },
  uefa: { sport: 'football', rule: { win: 3, draw: 1, loss: 0 } },
  'uefa-club': { sport: 'football', rule: { win: 3, draw: 1, loss: 0 } },
  'uefa-club-away-goals': { sport: 'football', rule: { win: 3, draw: 1, loss: 0 } },
  iihf: { sport: 'hockey', rule: IIHF_POINTS },
  nhl: { sport: 'hockey', rule: NHL_POINTS },
  fih: {
    sport: 'hockey',
    rule: { win: 3, draw: 1, loss: 0, shootoutWin: 2, shootoutLoss: 1, shootoutGoal: 'none' },
  },
  // FIBA Art. 20.2.1: a forfeit counts 20-0 and 0 points.
  fiba: { sport: 'basketball', rule: { win: 2, draw: 1, loss: 1, walkoverLoss: 0, walkoverScore: 20 } },
  euroleague: { sport: 'basketball', rule: { win: 2, draw: 1, loss: 1 } },
  ehf: { sport: 'handball', rule: { win: 2, draw: 1, loss: 0 } },
  'atp-finals': { sport: 'tennis', rule: { win: 1, draw: 0, loss: 0 } },
};

interface GeneratedMatch {
  readonly home: number;
  readonly away: number;
  readonly homeScore: number;
  readonly awayScore: number;
  /** Team sports: how a level match was decided, and who won it. */
  readonly extra: 'draw' | 'overtime-home' | 'overtime-away' | 'shootout-home' | 'shootout-away';
  /** Tennis: games of each set from the home side, winner's sets first. */
  readonly sets: readonly [number, number][];
  readonly retired: 'home' | 'away' | null;
  /** The side that gave a walkover (never beside a retirement). */
  readonly walkover: 'home' | 'away' | null;
}

const teamCount = fc.integer({ min: 2, max: 6 });

const tennisSets = fc
  .tuple(
    fc.boolean(),
    fc.boolean(),
    fc.integer({ min: 0, max: 4 }),
    fc.integer({ min: 0, max: 4 }),
    fc.integer({ min: 0, max: 4 }),
  )
  .map(([homeWins, threeSets, a, b, c]): [number, number][] => {
    const won = (loser: number): [number, number] => (homeWins ? [6, loser] : [loser, 6]);
    const lost = (loser: number): [number, number] => (homeWins ? [loser, 6] : [6, loser]);
    return threeSets ? [won(a), lost(b), won(c)] : [won(a), won(b)];
  });

function season(sport: Sport) {
  return teamCount.chain((n) => {
    const pairs: [number, number][] = [];
    // Each pair may meet twice (a return match), so that the NHL's odd games occur.
    for (let i = 0; i < n; i += 1) for (let j = i + 1; j < n; j += 1) pairs.push([i, j], [j, i]);
    const match = (home: number, away: number) =>
      fc
        .record({
          homeScore: fc.integer({ min: 0, max: sport === 'basketball' ? 3 : 5 }),
          awayScore: fc.integer({ min: 0, max: sport === 'basketball' ? 3 : 5 }),
          extra: fc.constantFrom('draw', 'overtime-home', 'overtime-away', 'shootout-home', 'shootout-away'),
          sets: tennisSets,
          retired: fc.constantFrom<'home' | 'away' | null>(null, null, null, 'home', 'away'),
          walkover: fc.constantFrom<'home' | 'away' | null>(null, null, null, null, 'home', 'away'),
          swap: fc.boolean(),
        })
        .map((m): GeneratedMatch => ({
          home: m.swap ? away : home,
          away: m.swap ? home : away,
          homeScore: m.homeScore,
          awayScore: m.awayScore,
          extra: m.extra as GeneratedMatch['extra'],
          sets: m.sets,
          retired: sport === 'tennis' ? m.retired : null,
          walkover: sport === 'tennis' && m.retired !== null ? null : m.walkover,
        }));
    const played = fc.subarray(pairs, { minLength: 1 });
    return fc.tuple(
      fc.constant(n),
      played.chain((ps) => fc.tuple(...ps.map(([h, a]) => match(h, a)))),
    );
  });
}

/** The input of a generated season; `order` lists the matches in the order they are given. */
function inputOf(
  preset: TieBreakPreset,
  n: number,
  matches: readonly GeneratedMatch[],
  order: readonly number[],
): StandingsInput {
  const { sport, rule } = SETUP[preset];
  const teams: Team[] = Array.from({ length: n }, (_, i) => ({
    id: `t${i}`,
    championshipId: 'c1',
    name: `Team ${String.fromCharCode(65 + i)}`,
    shortName: '',
    groupId: '',
    // Every other team has a ranking (the ATP Ranking, the IIHF seeding): the others none.
    ...(i % 2 === 0 ? { ranking: n - i } : {}),
  }));
  const sets = new Map<string, TennisSet[]>();
  const built: StandingsMatch[] = order.map((index) => {
    const g = matches[index] as GeneratedMatch;
    const id = `m${index}`;
    const base = {
      id,
      dayId: 'd1',
      homeTeamId: `t${g.home}`,
      awayTeamId: `t${g.away}`,
      status: 'finished' as const,
    };
    if (sport === 'tennis') {
      const s: TennisSet[] = g.sets.map(([h, a], k) => ({
        matchId: id,
        number: k + 1,
        homeGames: h,
        awayGames: a,
        homeTieBreak: null,
        awayTieBreak: null,
        winner: h > a ? 'home' : 'away',
      }));
      sets.set(id, s);
      return {
        ...base,
        homeScore: s.filter((x) => x.winner === 'home').length,
        awayScore: s.filter((x) => x.winner === 'away').length,
        retired: g.retired,
        walkover: g.walkover,
      };
    }
    if (g.walkover !== null)
      return { ...base, homeScore: g.homeScore, awayScore: g.awayScore, walkover: g.walkover };
    const level = g.homeScore === g.awayScore;
    const noDraws = sport === 'basketball';
    const extra = level && noDraws && g.extra === 'draw' ? 'overtime-home' : g.extra;
    if (!level || extra === 'draw')
      return { ...base, homeScore: g.homeScore, awayScore: g.awayScore, decidedIn: 'regulation' };
    const [how, winner] = extra.split('-') as [DecidedIn, 'home' | 'away'];
    if (how === 'overtime') {
      return {
        ...base,
        homeScore: g.homeScore + (winner === 'home' ? 1 : 0),
        awayScore: g.awayScore + (winner === 'away' ? 1 : 0),
        decidedIn: 'overtime',
      };
    }
    return {
      ...base,
      homeScore: g.homeScore,
      awayScore: g.awayScore,
      decidedIn: 'shootout',
      homeShootoutScore: winner === 'home' ? 3 : 1,
      awayShootoutScore: winner === 'away' ? 3 : 1,
    };
  });
  return {
    championship: { id: 'c1', sport, pointsRule: rule, tieBreak: preset, adjustments: [] },
    days: [{ id: 'd1', championshipId: 'c1', label: 'Day 1', order: 1, phaseId: '' }],
    groups: [],
    teams,
    matches: built,
    sets,
  };
}

/** Points of each team added up match by match, straight from the rule's words. */
function expectedPoints(input: StandingsInput, rule: PointsRule): Map<string, number> {
  const points = new Map(input.teams.map((t) => [t.id, 0]));
  const add = (id: string, n: number) => points.set(id, (points.get(id) ?? 0) + n);
  for (const m of input.matches) {
    const h = m.homeScore as number;
    const a = m.awayScore as number;
    const stopped = m.retired ?? m.walkover ?? null;
    let winner: 'home' | 'away' | null = stopped
      ? stopped === 'home'
        ? 'away'
        : 'home'
      : h > a
        ? 'home'
        : h < a
          ? 'away'
          : null;
    // IFAB Law 10.3: at football and futsal, kicks from the penalty mark leave the match a draw
    // unless the rule gives a shootout its points.
    const kicksOnly =
      (input.championship.sport === 'football' || input.championship.sport === 'futsal') &&
      rule.shootoutWin === undefined &&
      rule.shootoutLoss === undefined;
    if (winner === null && m.decidedIn === 'shootout' && !kicksOnly)
      winner = (m.homeShootoutScore ?? 0) > (m.awayShootoutScore ?? 0) ? 'home' : 'away';
    if (winner === null) {
      add(m.homeTeamId, rule.draw);
      add(m.awayTeamId, rule.draw);
      continue;
    }
    const how = m.decidedIn ?? 'regulation';
    const win =
      how === 'overtime'
        ? (rule.overtimeWin ?? rule.win)
        : how === 'shootout'
          ? (rule.shootoutWin ?? rule.win)
          : rule.win;
    const loss =
      how === 'overtime'
        ? (rule.overtimeLoss ?? rule.loss)
        : how === 'shootout'
          ? (rule.shootoutLoss ?? rule.loss)
          : rule.loss;
    add(winner === 'home' ? m.homeTeamId : m.awayTeamId, win);
    add(winner === 'home' ? m.awayTeamId : m.homeTeamId, m.walkover ? (rule.walkoverLoss ?? loss) : loss);
  }
  return points;
}

function finalRows(input: StandingsInput) {
  const tables = projectStandings(input);
  return tables[tables.length - 1]?.rows ?? [];
}

describe('standings properties for every preset (issue 14, fast-check)', () => {
  for (const preset of TIE_BREAK_PRESETS) {
    describe(preset, () => {
      const { sport, rule } = SETUP[preset];
      const seasons = season(sport);

      it('adds the points up from the results', () => {
        fc.assert(
          fc.property(seasons, ([n, matches]) => {
            const input = inputOf(
              preset,
              n,
              matches,
              matches.map((_, i) => i),
            );
            const expected = expectedPoints(input, rule);
            for (const row of finalRows(input))
              expect(row.points, row.entityId).to.equal(expected.get(row.entityId));
          }),
          { numRuns: 60 },
        );
      });

      it('gives every team its own rank, 1 to n', () => {
        fc.assert(
          fc.property(seasons, ([n, matches]) => {
            const rows = finalRows(
              inputOf(
                preset,
                n,
                matches,
                matches.map((_, i) => i),
              ),
            );
            expect(rows.map((r) => r.rank).sort((a, b) => (a as number) - (b as number))).to.deep.equal(
              Array.from({ length: n }, (_, i) => i + 1),
            );
          }),
          { numRuns: 60 },
        );
      });

      it('gives the same order whatever order the matches were imported in', () => {
        fc.assert(
          fc.property(
            seasons.chain(([n, matches]) =>
              fc.tuple(
                fc.constant(n),
                fc.constant(matches),
                fc.shuffledSubarray(
                  matches.map((_, i) => i),
                  { minLength: matches.length },
                ),
              ),
            ),
            ([n, matches, shuffled]) => {
              const inOrder = finalRows(
                inputOf(
                  preset,
                  n,
                  matches,
                  matches.map((_, i) => i),
                ),
              );
              const reordered = finalRows(inputOf(preset, n, matches, shuffled));
              expect(reordered.map((r) => r.entityId)).to.deep.equal(inOrder.map((r) => r.entityId));
            },
          ),
          { numRuns: 60 },
        );
      });
    });
  }
});
