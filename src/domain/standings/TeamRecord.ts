import type { DecidedIn } from '../match/Outcome';
import type { Side } from '../match/Side';
import type { PointsRule } from '../sport/SportRules';

/**
 * A final result between two teams, as the standings read it. Scores are goals or points; at
 * tennis they are sets, with the games of every set in `homeGames`/`awayGames`.
 */
export interface FinalScore {
  readonly homeTeamId: string;
  readonly awayTeamId: string;
  readonly homeScore: number;
  readonly awayScore: number;
  /** The winner; absent: the higher score, none when level. */
  readonly winner?: Side | null;
  /** Absent: `regulation`. */
  readonly decidedIn?: DecidedIn;
  /** The loser gave a walkover (a forfeit): it gets `walkoverLoss` points. */
  readonly walkover?: boolean;
  /** Tennis: games won over all sets counted. */
  readonly homeGames?: number;
  readonly awayGames?: number;
}

/** One team's accumulated record in a table. */
export interface TeamRecord {
  readonly teamId: string;
  readonly name: string;
  readonly played: number;
  /** Every win, however decided (issue 14: an overtime or shootout win is a win, never a draw). */
  readonly wins: number;
  readonly regulationWins: number;
  readonly overtimeWins: number;
  readonly draws: number;
  readonly losses: number;
  readonly goalsFor: number;
  readonly goalsAgainst: number;
  /** Tennis: games won and lost. */
  readonly gamesFor: number;
  readonly gamesAgainst: number;
  /** Includes adjustments, so it may be negative (spec 2.9). */
  readonly points: number;
  /** The team's ranking or seeding (1 the best), when given (Team.ranking). */
  readonly ranking?: number;
}

export function emptyRecord(teamId: string, name: string): TeamRecord {
  return {
    teamId,
    name,
    played: 0,
    wins: 0,
    regulationWins: 0,
    overtimeWins: 0,
    draws: 0,
    losses: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    gamesFor: 0,
    gamesAgainst: 0,
    points: 0,
  };
}

export function goalDifference(r: Pick<TeamRecord, 'goalsFor' | 'goalsAgainst'>): number {
  return r.goalsFor - r.goalsAgainst;
}

export function winnerOf(s: FinalScore): Side | null {
  if (s.winner !== undefined) return s.winner;
  if (s.homeScore === s.awayScore) return null;
  return s.homeScore > s.awayScore ? 'home' : 'away';
}

/**
 * The points of one side of a result under `rule` (issue 14: OT/SO values default to win/loss; a
 * side that gave a walkover gets `walkoverLoss`, default `loss`).
 */
export function pointsFor(
  rule: PointsRule,
  outcome: 'win' | 'draw' | 'loss',
  decidedIn: DecidedIn,
  walkover = false,
): number {
  if (outcome === 'draw') return rule.draw;
  if (walkover && outcome === 'loss') return rule.walkoverLoss ?? rule.loss;
  if (decidedIn === 'overtime')
    return outcome === 'win' ? (rule.overtimeWin ?? rule.win) : (rule.overtimeLoss ?? rule.loss);
  if (decidedIn === 'shootout')
    return outcome === 'win' ? (rule.shootoutWin ?? rule.win) : (rule.shootoutLoss ?? rule.loss);
  return outcome === 'win' ? rule.win : rule.loss;
}

/** The record after one more result, seen from `side`. */
export function withResult(r: TeamRecord, s: FinalScore, side: Side, rule: PointsRule): TeamRecord {
  const winner = winnerOf(s);
  const decidedIn = s.decidedIn ?? 'regulation';
  const outcome = winner === null ? 'draw' : winner === side ? 'win' : 'loss';
  const won = outcome === 'win';
  const mine = side === 'home';
  // A shootout winner credited with one goal (IIHF, NHL) when the rule says so.
  const shootoutGoal = winner !== null && decidedIn === 'shootout' && rule.shootoutGoal === 'winner';
  const scored = (mine ? s.homeScore : s.awayScore) + (shootoutGoal && won ? 1 : 0);
  const conceded = (mine ? s.awayScore : s.homeScore) + (shootoutGoal && outcome === 'loss' ? 1 : 0);
  return {
    ...r,
    played: r.played + 1,
    wins: r.wins + (won ? 1 : 0),
    regulationWins: r.regulationWins + (won && decidedIn === 'regulation' ? 1 : 0),
    overtimeWins: r.overtimeWins + (won && decidedIn === 'overtime' ? 1 : 0),
    draws: r.draws + (outcome === 'draw' ? 1 : 0),
    losses: r.losses + (outcome === 'loss' ? 1 : 0),
    goalsFor: r.goalsFor + scored,
    goalsAgainst: r.goalsAgainst + conceded,
    gamesFor: r.gamesFor + ((mine ? s.homeGames : s.awayGames) ?? 0),
    gamesAgainst: r.gamesAgainst + ((mine ? s.awayGames : s.homeGames) ?? 0),
    points: r.points + pointsFor(rule, outcome, decidedIn, s.walkover === true),
  };
}

/** The record after one more match scored `scored`–`conceded` in regulation time. */
export function withMatch(r: TeamRecord, scored: number, conceded: number, rule: PointsRule): TeamRecord {
  return withResult(
    r,
    { homeTeamId: r.teamId, awayTeamId: '', homeScore: scored, awayScore: conceded },
    'home',
    rule,
  );
}

export function withPoints(r: TeamRecord, points: number): TeamRecord {
  return { ...r, points: r.points + points };
}

/** Records of the given teams built from the scores among them (other scores are ignored). */
export function recordsFrom(
  teams: readonly { readonly id: string; readonly name: string }[],
  scores: readonly FinalScore[],
  rule: PointsRule,
): Map<string, TeamRecord> {
  const records = new Map(teams.map((t) => [t.id, emptyRecord(t.id, t.name)]));
  for (const s of scores) {
    const home = records.get(s.homeTeamId);
    const away = records.get(s.awayTeamId);
    if (!home || !away) continue;
    records.set(s.homeTeamId, withResult(home, s, 'home', rule));
    records.set(s.awayTeamId, withResult(away, s, 'away', rule));
  }
  return records;
}
