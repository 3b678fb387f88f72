import type { PointsRule } from '../sport/SportRules';
import type { ScoreUnit } from './explainStandings';
import type { FinalScore, TeamRecord } from './TeamRecord';
import { goalDifference, recordsFrom, winnerOf } from './TeamRecord';

/** The criteria a ranking chain is made of (issue 14), by their import-format names. */
export const CRITERIA = [
  'points',
  'wins',
  'regulation-wins',
  'regulation-overtime-wins',
  'matches-played',
  'fewer-matches-played',
  'points-percentage',
  'mini-league',
  'mini-league-goals',
  'mini-league-goals-away',
  'mini-league-points',
  'mini-league-points-percentage',
  'mini-league-even-points-percentage',
  'mini-league-wins',
  'mini-league-difference',
  'mini-league-scored',
  'mini-league-away-goals',
  'direct-match',
  'goal-difference',
  'goals-scored',
  'away-goals',
  'away-wins',
  'score-quotients',
  'sets-percentage',
  'games-percentage',
  'outside-results',
  'ranking',
  'stable',
] as const;
export type CriterionName = (typeof CRITERIA)[number];

export function isCriterion(value: unknown): value is CriterionName {
  return typeof value === 'string' && (CRITERIA as readonly string[]).includes(value);
}

/** What a criterion may read besides the tied records. */
export interface CriterionContext {
  /** Every result counted in the table (mini-leagues read the ones among the tied teams). */
  readonly scores: readonly FinalScore[];
  readonly pointsRule: PointsRule;
  /** What a score counts: `goal`, `point` (basketball) or `set` (tennis), for the explanations. */
  readonly unit: ScoreUnit;
  /**
   * The teams of the table, best first, as far as known (`outside-results` reads the teams outside
   * the tied ones in this order; rankTeams gives it).
   */
  readonly table?: readonly string[];
}

/** What a score counts in a sport, for the explanations. */
export function scoreUnitOf(sport: string | null | undefined): ScoreUnit {
  return sport === 'tennis' ? 'set' : sport === 'basketball' ? 'point' : 'goal';
}

/**
 * One criterion: a value per team (compared highest first, element by element), computed among
 * `scope` for the criteria that read the matches between the tied teams.
 */
export interface Criterion {
  readonly name: CriterionName;
  /** false: the criterion is skipped for this many tied teams (`direct-match` needs two). */
  applies(tiedCount: number): boolean;
  values(
    tied: readonly TeamRecord[],
    scope: readonly TeamRecord[],
    context: CriterionContext,
  ): Map<string, number[]>;
  /** For a criterion that reads one team's record alone: its one value (what `values` gives). */
  readonly one?: (record: TeamRecord, context: CriterionContext) => number;
}

/** A criterion whose value reads one team's record alone. */
const each = (key: (r: TeamRecord, context: CriterionContext) => number): Omit<Criterion, 'name'> => ({
  applies: always,
  one: key,
  values: (tied, _scope, context) => new Map(tied.map((r) => [r.teamId, [key(r, context)]])),
});

const always = () => true;

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** The mini-league of the matches among `scope`: records built from those results only. */
export function miniLeague(scope: readonly TeamRecord[], context: CriterionContext): Map<string, TeamRecord> {
  return recordsFrom(
    scope.map((r) => ({ id: r.teamId, name: r.name })),
    mutualScores(scope, context),
    context.pointsRule,
  );
}

const fromMiniLeague =
  (key: (r: TeamRecord, rule: PointsRule) => number[]) =>
  (tied: readonly TeamRecord[], scope: readonly TeamRecord[], context: CriterionContext) => {
    const mini = miniLeague(scope, context);
    return new Map(
      tied.map((r) => {
        const m = mini.get(r.teamId);
        return [r.teamId, m ? key(m, context.pointsRule) : [0]];
      }),
    );
  };

/**
 * The results among the teams without the NHL's "odd games": between two clubs that played an odd
 * number of games, "the first game played in the city that has the extra game" is left out. Clubs
 * that played an even number of games keep them all, however many each one hosted. `scores` are in
 * the order played.
 */
export function withoutOddGames(scores: readonly FinalScore[]): FinalScore[] {
  const pairKey = (s: FinalScore) => [s.homeTeamId, s.awayTeamId].sort().join('\u0000');
  const byPair = new Map<string, FinalScore[]>();
  for (const s of scores) byPair.set(pairKey(s), [...(byPair.get(pairKey(s)) ?? []), s]);
  const odd = new Set<FinalScore>();
  for (const games of byPair.values()) {
    if (games.length % 2 === 0) continue;
    const hosted = new Map<string, FinalScore[]>();
    for (const g of games) hosted.set(g.homeTeamId, [...(hosted.get(g.homeTeamId) ?? []), g]);
    const [a = [], b = []] = [...hosted.values()];
    const extra = (a.length >= b.length ? a : b)[0];
    if (extra) odd.add(extra);
  }
  return scores.filter((s) => !odd.has(s));
}

/** NHL 5: the percentage of available points in the games among the tied teams, odd games left out. */
function evenMiniLeague(
  tied: readonly TeamRecord[],
  scope: readonly TeamRecord[],
  context: CriterionContext,
) {
  const mini = recordsFrom(
    scope.map((r) => ({ id: r.teamId, name: r.name })),
    withoutOddGames(mutualScores(scope, context)),
    context.pointsRule,
  );
  return new Map(
    tied.map((r) => {
      const m = mini.get(r.teamId);
      return [r.teamId, [m ? ratio(m.points, m.played * context.pointsRule.win) : 0]];
    }),
  );
}

/**
 * IIHF, three or more teams still tied: their results (points, then goal difference, then goals
 * scored) against the best-ranked team outside them, then against the next one, down the table,
 * up to the first outside team against whom they differ: the teams that team leaves level start
 * the chain again ("until only two teams remain tied. The game between the two remaining tied
 * teams would then be the determining tie-breaker"). Found by review: with the results against
 * every outside team in one value, two teams level against the first were split by the second
 * instead of by their own game. One value per outside team and measure, in that order.
 */
function outsideResults(
  tied: readonly TeamRecord[],
  _scope: readonly TeamRecord[],
  context: CriterionContext,
) {
  const ids = new Set(tied.map((r) => r.teamId));
  const outside = (context.table ?? []).filter((id) => !ids.has(id));
  const values = new Map(tied.map((r) => [r.teamId, [] as number[]]));
  for (const o of outside) {
    const against: number[][] = [];
    for (const t of tied) {
      const games = context.scores.filter(
        (s) =>
          (s.homeTeamId === t.teamId && s.awayTeamId === o) ||
          (s.homeTeamId === o && s.awayTeamId === t.teamId),
      );
      const record = recordsFrom(
        [
          { id: t.teamId, name: t.name },
          { id: o, name: '' },
        ],
        games,
        context.pointsRule,
      ).get(t.teamId);
      const result = [record?.points ?? 0, record ? goalDifference(record) : 0, record?.goalsFor ?? 0];
      values.get(t.teamId)?.push(...result);
      against.push(result);
    }
    const first = against[0] ?? [];
    if (against.some((result) => result.some((v, i) => v !== first[i]))) break;
  }
  return values;
}

/**
 * EuroLeague Bylaws, tie-break 5: "higher sum of quotients of points in favor and points against of
 * each match played in the regular season", over every result counted in the table. A match in
 * which the team conceded nothing (a 20-0 forfeit) counts its score for, as if it had conceded
 * one: the Bylaws leave that quotient undefined, and this keeps it finite and first. Summed as an
 * exact fraction, so that two equal sums are equal (5/3 reached in two orders would differ in the
 * last bit of a float sum and split a tie the rule leaves level).
 */
function scoreQuotients(
  tied: readonly TeamRecord[],
  _scope: readonly TeamRecord[],
  context: CriterionContext,
) {
  const sums = new Map(tied.map((r) => [r.teamId, ZERO_FRACTION]));
  const add = (teamId: string, scored: number, conceded: number) => {
    const sum = sums.get(teamId);
    if (sum !== undefined) sums.set(teamId, plus(sum, scored, Math.max(conceded, 1)));
  };
  for (const s of context.scores) {
    if (s.homeTeamId === s.awayTeamId) continue;
    add(s.homeTeamId, s.homeScore, s.awayScore);
    add(s.awayTeamId, s.awayScore, s.homeScore);
  }
  return new Map([...sums].map(([id, [n, d]]) => [id, [Number(n) / Number(d)]]));
}

/** A fraction in lowest terms, numerator and denominator (> 0). */
type Fraction = readonly [bigint, bigint];
const ZERO_FRACTION: Fraction = [0n, 1n];

function plus([n, d]: Fraction, p: number, q: number): Fraction {
  const num = n * BigInt(q) + BigInt(p) * d;
  const den = d * BigInt(q);
  const g = gcd(num < 0n ? -num : num, den);
  return [num / g, den / g];
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a === 0n ? 1n : a;
}

/** Each tied team's goals (points, sets) scored away from home in `scores`, and its away wins. */
function awayRecords(tied: readonly TeamRecord[], scores: readonly FinalScore[]) {
  const away = new Map(tied.map((r) => [r.teamId, { scored: 0, wins: 0 }]));
  for (const s of scores) {
    const team = s.homeTeamId === s.awayTeamId ? undefined : away.get(s.awayTeamId);
    if (!team) continue;
    team.scored += s.awayScore;
    if (winnerOf(s) === 'away') team.wins += 1;
  }
  return away;
}

/** One measure of the away records, in the matches among the tied teams or in all matches. */
const fromAwayRecords =
  (measure: 'scored' | 'wins', over: 'among' | 'all') =>
  (tied: readonly TeamRecord[], scope: readonly TeamRecord[], context: CriterionContext) => {
    const away = awayRecords(tied, over === 'among' ? mutualScores(scope, context) : context.scores);
    return new Map(tied.map((r) => [r.teamId, [away.get(r.teamId)?.[measure] ?? 0]]));
  };

/** The results among `scope` (the matches between the tied teams). */
function mutualScores(scope: readonly TeamRecord[], context: CriterionContext): FinalScore[] {
  const ids = new Set(scope.map((r) => r.teamId));
  return context.scores.filter((s) => ids.has(s.homeTeamId) && ids.has(s.awayTeamId));
}

/**
 * UEFA club competitions 2009/10 to 2020/21, a) to d) as one criterion: points, goal difference,
 * goals scored, then goals scored away from home, in the matches among the teams in question.
 */
function miniLeagueGoalsAway(
  tied: readonly TeamRecord[],
  scope: readonly TeamRecord[],
  context: CriterionContext,
) {
  const mini = miniLeague(scope, context);
  const away = awayRecords(tied, mutualScores(scope, context));
  return new Map(
    tied.map((r) => {
      const m = mini.get(r.teamId);
      const measures = m ? [m.points, goalDifference(m), m.goalsFor] : [0, 0, 0];
      return [r.teamId, [...measures, away.get(r.teamId)?.scored ?? 0]];
    }),
  );
}

/** Wins of each of two teams in the matches between them. */
function directWins(tied: readonly TeamRecord[], _scope: readonly TeamRecord[], context: CriterionContext) {
  const [a, b] = tied.map((r) => r.teamId);
  const wins = new Map(tied.map((r) => [r.teamId, 0]));
  for (const s of context.scores) {
    const between = (s.homeTeamId === a && s.awayTeamId === b) || (s.homeTeamId === b && s.awayTeamId === a);
    const winner = between ? winnerOf(s) : null;
    if (winner === null) continue;
    const id = winner === 'home' ? s.homeTeamId : s.awayTeamId;
    wins.set(id, (wins.get(id) ?? 0) + 1);
  }
  return new Map([...wins].map(([id, n]) => [id, [n]]));
}

const DEFINITIONS: Readonly<Record<CriterionName, Omit<Criterion, 'name'>>> = {
  points: each((r) => r.points),
  wins: each((r) => r.wins),
  'regulation-wins': each((r) => r.regulationWins),
  'regulation-overtime-wins': each((r) => r.regulationWins + r.overtimeWins),
  'matches-played': each((r) => r.played),
  // NHL step 1, among teams level on points: "the fewer number of games played (i.e., superior
  // points percentage)". Not the percentage itself, which leaves teams on 0 points level and puts
  // more games first on points below 0 (found by review).
  'fewer-matches-played': each((r) => -r.played),
  'points-percentage': each((r, c) => ratio(r.points, r.played * c.pointsRule.win)),
  // Points, then goal difference, among the tied teams, as one criterion (Serie A, LaLiga).
  'mini-league': { applies: always, values: fromMiniLeague((m) => [m.points, goalDifference(m)]) },
  // UEFA a) to c): points, goal difference, then goals scored among the tied teams, as one criterion.
  'mini-league-goals': {
    applies: always,
    values: fromMiniLeague((m) => [m.points, goalDifference(m), m.goalsFor]),
  },
  'mini-league-goals-away': { applies: always, values: miniLeagueGoalsAway },
  'mini-league-points': { applies: always, values: fromMiniLeague((m) => [m.points]) },
  'mini-league-points-percentage': {
    applies: always,
    values: fromMiniLeague((m, rule) => [ratio(m.points, m.played * rule.win)]),
  },
  'mini-league-even-points-percentage': { applies: always, values: evenMiniLeague },
  'mini-league-wins': { applies: always, values: fromMiniLeague((m) => [m.wins]) },
  'mini-league-difference': { applies: always, values: fromMiniLeague((m) => [goalDifference(m)]) },
  'mini-league-scored': { applies: always, values: fromMiniLeague((m) => [m.goalsFor]) },
  // Premier League C.17 after the points between them; UEFA d) until 2020/21.
  'mini-league-away-goals': { applies: always, values: fromAwayRecords('scored', 'among') },
  'direct-match': { applies: (n) => n === 2, values: directWins },
  'goal-difference': each(goalDifference),
  'goals-scored': each((r) => r.goalsFor),
  // UEFA club competitions, after goals scored in all group matches: away goals, then away wins.
  'away-goals': { applies: always, values: fromAwayRecords('scored', 'all') },
  'away-wins': { applies: always, values: fromAwayRecords('wins', 'all') },
  'score-quotients': { applies: always, values: scoreQuotients },
  'sets-percentage': each((r) => ratio(r.goalsFor, r.goalsFor + r.goalsAgainst)),
  'games-percentage': { applies: always, values: gamesPercentage },
  'outside-results': { applies: (n) => n >= 3, values: outsideResults },
  // The ranking or seeding given with the teams (1 the best); a team without one comes after.
  ranking: each((r) => (r.ranking === undefined ? -Number.MAX_SAFE_INTEGER : -r.ranking)),
  // Not a sporting rule: a stable order (name, then id) when everything else is level.
  stable: { applies: always, values: (tied) => stableValues(tied) },
};

/**
 * The percentage of games won, which decides only when every tied player has a game counted: a
 * player whose matches were all won by a walkover or a retirement before a game has no percentage
 * (found by review: it read 0 % and came below a player on 100 %); then the next criterion decides.
 */
function gamesPercentage(tied: readonly TeamRecord[]): Map<string, number[]> {
  const known = tied.every((r) => r.gamesFor + r.gamesAgainst > 0);
  return new Map(tied.map((r) => [r.teamId, [known ? ratio(r.gamesFor, r.gamesFor + r.gamesAgainst) : 0]]));
}

function stableValues(tied: readonly TeamRecord[]): Map<string, number[]> {
  const sorted = [...tied].sort((a, b) => stableOrder(a.name, a.teamId, b.name, b.teamId));
  return new Map(sorted.map((r, i) => [r.teamId, [-i]]));
}

/** The stable order of two teams, by name then id: negative when the first comes first. */
export function stableOrder(nameA: string, idA: string, nameB: string, idB: string): number {
  return compareText(nameA, nameB) || compareText(idA, idB);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function criterion(name: CriterionName): Criterion {
  return { name, ...DEFINITIONS[name] };
}
