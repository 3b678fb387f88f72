import type { PointsRule } from '../sport/SportRules';
import type { CriterionName } from './criteria';

/**
 * What happens when a criterion separates only some of the tied teams (issue 14):
 * - `restart`: the teams still level start again from the first criterion, among themselves
 *   (their mini-league is recomputed among them);
 * - `next`: they go on down the list; the mini-league stays the one of all the teams that were
 *   level on the first criterion (EHF: the matches of "the teams in question");
 * - `next-among-remaining`: they go on down the list, and a criterion played among the tied teams
 *   is played among the teams still level (NHL: "games among the tied clubs"; FIH: each criterion
 *   "applied in turn to the teams still level");
 * - `same`: they start again from the criterion that separated the others, among themselves
 *   (our football presets, unchanged since issue 2).
 */
export const PARTIAL_SEPARATIONS = ['restart', 'next', 'next-among-remaining', 'same'] as const;
export type PartialSeparation = (typeof PARTIAL_SEPARATIONS)[number];

/** An ordered chain of criteria, the first one being the table's primary order (points or wins). */
export interface RankingRule {
  readonly criteria: readonly CriterionName[];
  readonly partial: PartialSeparation;
}

export const TIE_BREAK_PRESETS = [
  'goal-difference',
  'premier-league',
  'head-to-head',
  'uefa',
  'uefa-club',
  'uefa-club-away-goals',
  'iihf',
  'nhl',
  'fih',
  'fiba',
  'euroleague',
  'ehf',
  'atp-finals',
] as const;
export type TieBreakPreset = (typeof TIE_BREAK_PRESETS)[number];

/** Whether a ranking counts points, so that an adjustment of points can move a team. */
export function readsPoints(rule: RankingRule): boolean {
  return rule.criteria.some((c) => c === 'points' || c === 'points-percentage');
}

export function isTieBreakPreset(value: unknown): value is TieBreakPreset {
  return typeof value === 'string' && (TIE_BREAK_PRESETS as readonly string[]).includes(value);
}

/**
 * The UEFA club competitions' criteria over all group matches, after those among the teams in
 * question: goal difference, goals scored, away goals, wins, away wins, then the club coefficient.
 */
const UEFA_CLUB_ALL_MATCHES: readonly CriterionName[] = [
  'goal-difference',
  'goals-scored',
  'away-goals',
  'wins',
  'away-wins',
  'ranking',
  'stable',
];

/**
 * The presets, each as its body publishes it. docs/import-formats.md quotes the rules and gives
 * the matching pointsRule (a preset never sets the points).
 */
export const PRESETS: Readonly<Record<TieBreakPreset, RankingRule>> = {
  // Bundesliga, Premier League: points, goal difference, goals scored.
  'goal-difference': { criteria: ['points', 'goal-difference', 'goals-scored', 'stable'], partial: 'same' },
  // Premier League Handbook since 2019/20 (Rule C.17): points, goal difference, goals scored, then
  // the points in the matches between the clubs still level on all three, once (no second pass
  // among those it leaves level), then the goals scored away from home in the matches between
  // the clubs still level (a play-off comes next: not modelled).
  'premier-league': {
    criteria: [
      'points',
      'goal-difference',
      'goals-scored',
      'mini-league-points',
      'mini-league-away-goals',
      'stable',
    ],
    partial: 'next-among-remaining',
  },
  // Serie A, LaLiga: the mini-league (points, then goal difference) of the tied teams, played
  // again among the teams it leaves level; then overall goal difference, goals scored.
  'head-to-head': {
    criteria: ['points', 'mini-league', 'goal-difference', 'goals-scored', 'stable'],
    partial: 'same',
  },
  // EURO final tournament (and what every UEFA group stage since 2021/22 begins with): a) points,
  // b) goal difference, c) goals scored in the matches among the teams in question, d) a) to c)
  // "reapplied exclusively to the matches between the teams who are still level", then e) goal
  // difference and f) goals scored in all group matches; then the overall ranking of the European
  // Qualifiers, given as the teams' `ranking` (the penalties of two teams that meet in the last
  // round, and disciplinary points, are not modelled).
  uefa: {
    criteria: ['points', 'mini-league-goals', 'goal-difference', 'goals-scored', 'ranking', 'stable'],
    partial: 'same',
  },
  // UEFA club competitions' group stage, 2021/22 to 2023/24 (UEFA Champions League Regulations,
  // Art. 17.01): a) to f) as `uefa`, then g) away goals scored, h) wins and i) away wins in all
  // group matches, then the club coefficient, given as the teams' `ranking` (j) disciplinary
  // points are not modelled).
  'uefa-club': { criteria: ['points', 'mini-league-goals', ...UEFA_CLUB_ALL_MATCHES], partial: 'same' },
  // UEFA club competitions' group stage, 2009/10 to 2020/21: a) points, b) goal difference, c) goals
  // scored and d) goals scored away from home in the matches among the teams in question, e) a) to
  // d) reapplied to the teams still level, then goal difference and goals scored in all group
  // matches; then, as the later editions of the period print them, away goals, wins and away wins
  // in all group matches, then the club coefficient (`ranking`).
  'uefa-club-away-goals': {
    criteria: ['points', 'mini-league-goals-away', ...UEFA_CLUB_ALL_MATCHES],
    partial: 'same',
  },
  // IIHF tie-breaking formula of the three-point system (IIHF Sport Regulations, as the IIHF
  // championships print it): two teams level are separated by the game between them; three or
  // more form a sub-group ranked by the points, the goal difference and the goals scored in the
  // direct games among them; "should three or more teams still remain tied then the results between
  // each of the three teams and the closest best-ranked team outside the sub-group will be applied
  // (1. points, 2. goal difference, 3. more goals scored)", then "the next highest best-ranked team
  // outside the sub-group ... until only two teams remain tied. The game between the two remaining
  // tied teams would then be the determining tie-breaker" (we restart). Then the teams' seeding
  // (`ranking`, when given), as the IIHF ranks teams across groups (2019: position, points, goal
  // difference, goals scored, seeding).
  iihf: {
    criteria: [
      'points',
      'direct-match',
      'mini-league-points',
      'mini-league-difference',
      'mini-league-scored',
      'outside-results',
      'ranking',
      'stable',
    ],
    partial: 'restart',
  },
  // NHL, "Tie-Breaking Procedure" (nhl.com/info/standings-info/tie-breaking-procedure), in order:
  // 1 fewer games played (superior points percentage), 2 regulation wins (RW), 3 wins excluding
  // shootout wins (ROW), 4 total wins, 5 points in the games among the tied clubs (percentage of
  // available points when more than two), "the first game played in the city that has the extra
  // game (the 'odd game') shall not be included", 6 goal differential, 7 goals for (both with one
  // goal per shootout win). A list: the clubs still tied go on down it, and step 5 counts the
  // games among the clubs still tied ("among two tied teams ... if more than two teams are tied").
  nhl: {
    criteria: [
      'points',
      'fewer-matches-played',
      'regulation-wins',
      'regulation-overtime-wins',
      'wins',
      'mini-league-even-points-percentage',
      'goal-difference',
      'goals-scored',
      'stable',
    ],
    partial: 'next-among-remaining',
  },
  // FIH Tournament Regulations (pool standings, art. 9.4 in recent editions; the FIH Pro League
  // Regulations apply them with a shoot-out after every draw, whose winner gets a bonus point):
  // a) matches won, b) goal difference, c) goals for, d) the result of the match(es) between the
  // teams concerned, each applied in turn to the teams still level. A drawn match decided by a
  // shoot-out is not a match won in FIH terms, so "matches won" counts regulation wins.
  fih: {
    criteria: [
      'points',
      'regulation-wins',
      'goal-difference',
      'goals-scored',
      'mini-league-points',
      'stable',
    ],
    partial: 'next-among-remaining',
  },
  // FIBA Official Basketball Rules, Appendix D "Classification of teams", D.1.3: the win-loss
  // record (2 points a win, 1 a loss) in all games, then in the games between the tied teams,
  // then the point difference and the points scored in those games, then in all games; D.1.4:
  // "if at any level of these criteria one or more team(s) can be classified, the procedure of
  // D.1.3 shall be repeated from the beginning for all the remaining teams".
  fiba: {
    criteria: [
      'points',
      'mini-league-points',
      'mini-league-difference',
      'mini-league-scored',
      'goal-difference',
      'goals-scored',
      'stable',
    ],
    partial: 'restart',
  },
  // EuroLeague Bylaws, regular season classification: wins; then 1 the record in the games
  // between the tied teams, 2 the score difference in those games, 3 the score difference in the
  // whole regular season, 4 the points scored in it, 5 the sum of the quotients of points for and
  // against of each game; "if a tiebreaker does not resolve a tie completely, a new tiebreak
  // process is initiated with only those teams that remain tied". (Extra-period points are left
  // out with the points rule's `overtimeScoring: excluded`.)
  euroleague: {
    criteria: [
      'wins',
      'mini-league-wins',
      'mini-league-difference',
      'goal-difference',
      'goals-scored',
      'score-quotients',
      'stable',
    ],
    partial: 'restart',
  },
  // EHF competition regulations (e.g. EHF EURO, "if two or more teams are equal on points"):
  // a) points in the matches among the teams in question, b) their goal difference, c) their
  // goals scored, d) goal difference in all group matches, e) goals scored in all group matches;
  // "if the ranking of one of these teams is determined, the criteria are consecutively followed
  // until the ranking of all teams is determined".
  ehf: {
    criteria: [
      'points',
      'mini-league-points',
      'mini-league-difference',
      'mini-league-scored',
      'goal-difference',
      'goals-scored',
      'stable',
    ],
    partial: 'next',
  },
  // ATP Rulebook, Nitto ATP Finals round robin ("Semi-final Qualifying Procedure", also on
  // nittoatpfinals.com/en/event/rules-and-format): a) greatest number of wins, b) greatest number
  // of matches played, c) head-to-head if only two players are tied, d) three tied: percentage
  // of sets won, then of games won, then "the player positions on the ATP Rankings as of the
  // Monday after the last ATP Tour tournament of the calendar year" (`ranking`, given with the
  // teams); "if (i)–(iv) produce one superior player or one inferior player, and the two remaining
  // players are tied, the tie between those two players shall be broken by head-to-head" — we
  // restart.
  'atp-finals': {
    criteria: [
      'wins',
      'matches-played',
      'direct-match',
      'sets-percentage',
      'games-percentage',
      'ranking',
      'stable',
    ],
    partial: 'restart',
  },
};

/**
 * The points a preset's body publishes where they differ from the sport's default points rule
 * (docs/import-formats.md, "matching pointsRule"): a championship given a preset and no points
 * rule gets them (found by review: `--tie-break iihf` from the CLI, where no points rule can be
 * given, left hockey's 3/1/0 with a shootout a plain win).
 */
const OVERTIME_AND_SHOOTOUT_WINNER: Partial<PointsRule> = {
  overtimeWin: 2,
  overtimeLoss: 1,
  shootoutWin: 2,
  shootoutLoss: 1,
  shootoutGoal: 'winner',
};
export const PRESET_POINTS: Readonly<Partial<Record<TieBreakPreset, Partial<PointsRule>>>> = {
  iihf: { win: 3, draw: 1, loss: 0, ...OVERTIME_AND_SHOOTOUT_WINNER },
  nhl: { win: 2, draw: 1, loss: 0, ...OVERTIME_AND_SHOOTOUT_WINNER },
  fih: { win: 3, draw: 1, loss: 0, shootoutWin: 2, shootoutLoss: 1, shootoutGoal: 'none' },
  euroleague: { win: 2, draw: 1, loss: 1, overtimeScoring: 'excluded' },
};
