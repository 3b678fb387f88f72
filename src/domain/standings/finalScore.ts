import type { Match } from '../match/Match';
import type { TennisSet } from '../match/MatchEvent';
import type { DecidedIn } from '../match/Outcome';
import type { Side } from '../match/Side';
import { otherSide } from '../match/Side';
import type { Sport } from '../sport/Sport';
import type { PointsRule } from '../sport/SportRules';
import type { FinalScore } from './TeamRecord';

/** The fields of a match, beyond its score, that say how it ended and how the standings count it. */
export type HowItEnded =
  'homeShootoutScore' | 'awayShootoutScore' | 'decidedIn' | 'retired' | 'walkover' | 'regulationScore';

type ResultMatch = Pick<Match, 'homeTeamId' | 'awayTeamId' | 'homeScore' | 'awayScore'> &
  Partial<Pick<Match, HowItEnded>>;

/**
 * How the match was decided when nothing was recorded: a level score with shootout scores that
 * differ was decided by a shootout (the openfootball `p` score, imports before issue 14).
 */
export function effectiveDecidedIn(m: ResultMatch): DecidedIn {
  if (m.decidedIn) return m.decidedIn;
  const shootout =
    m.homeScore === m.awayScore &&
    m.homeShootoutScore !== null &&
    m.homeShootoutScore !== undefined &&
    m.awayShootoutScore !== null &&
    m.awayShootoutScore !== undefined &&
    m.homeShootoutScore !== m.awayShootoutScore;
  return shootout ? 'shootout' : 'regulation';
}

function scoreWinner(home: number, away: number): Side | null {
  if (home === away) return null;
  return home > away ? 'home' : 'away';
}

/** The sports of the FIFA Disciplinary Code, whose forfeit keeps a bigger win on the pitch. */
const FIFA_SPORTS: ReadonlySet<Sport | null> = new Set<Sport | null>(['football', 'futsal']);

/** Sets a retired or walked-over match counts for: a straight-sets (two-set) result. */
const SETS_OF_A_STRAIGHT_WIN = 2;

/**
 * The score a walked-over match counts for under `walkoverScore`: that score to 0 for the side
 * that did not give the walkover. At football and futsal a stored win of that side by more goals
 * stands instead (FIFA Disciplinary Code: the result on the pitch is upheld when its goal
 * difference is greater), and null says so; FIBA's forfeit is 20-0 whatever the score (Art.
 * 20.2.1; Art. 21's "score at the time of stoppage" is a game lost by default: `retired`).
 */
function awardedScore(
  walkoverScore: number,
  gaveIt: Side,
  m: ResultMatch,
  sport: Sport | null,
): { home: number; away: number } | null {
  const won = gaveIt === 'home' ? 'away' : 'home';
  const margin =
    m.homeScore === null || m.awayScore === null
      ? null
      : won === 'home'
        ? m.homeScore - m.awayScore
        : m.awayScore - m.homeScore;
  if (margin !== null && margin > walkoverScore && FIFA_SPORTS.has(sport)) return null;
  return won === 'home' ? { home: walkoverScore, away: 0 } : { home: 0, away: walkoverScore };
}

/**
 * Whether a shootout decides the winner in the standings. At football and futsal not, unless the
 * rule gives a shootout its own points: IFAB Laws of the Game, Law 10.3, "Kicks from the penalty
 * mark ... are not part of the match", so the match is a draw (found by review: the default gave
 * the shootout winner a win and 3 points). Elsewhere (hockey's shootout, the FIH shoot-out) it does.
 */
function shootoutDecides(
  sport: Sport | null,
  rule: Pick<PointsRule, 'shootoutWin' | 'shootoutLoss'>,
): boolean {
  return !FIFA_SPORTS.has(sport) || rule.shootoutWin !== undefined || rule.shootoutLoss !== undefined;
}

/**
 * The result of a finished match as the standings count it (issue 14).
 * - A side that retired or gave a walkover loses, whatever the score. A walked-over match counts
 *   `walkoverScore`–0 when the points rule gives it (FIBA forfeit, 20-0; FIFA, 3-0), at football
 *   and futsal its stored score when that is a win of the other side by more; else its stored
 *   score, 0-0 when it has none.
 * - Decided by a shootout: the shootout winner wins (at football and futsal only when the rule
 *   gives a shootout points: shootoutDecides); the score stays the level match score.
 * - Decided in overtime under `overtimeScoring: excluded` (EuroLeague Bylaws): the regulation
 *   score counts when known, the overtime winner still wins.
 * - Tennis: the score is sets won and the games come from the stored sets. A match ended by
 *   retirement or walkover counts as a two-set win for the opponent and its games are not counted
 *   (ATP Rulebook, Nitto ATP Finals round robin: "a match ended by retirement shall be considered
 *   a win or a loss in two sets; however, games won or lost with the retiring player are not
 *   counted"). The ATP and WTA Finals rules say nothing of a walkover (an alternate replaces a
 *   player who cannot play: nittoatpfinals.com "Rules and Format", wtafinals.com "How it works",
 *   Singles Alternates), so a walkover is counted as the ATP counts a retirement.
 */
export function finalScoreOf(
  m: ResultMatch,
  sport: Sport | null,
  sets: readonly TennisSet[] | null,
  rule: Pick<PointsRule, 'walkoverScore' | 'overtimeScoring' | 'shootoutWin' | 'shootoutLoss'> = {},
): FinalScore {
  const walkover = m.walkover ?? null;
  const stopped: Side | null = walkover ?? m.retired ?? null;
  const decidedIn = effectiveDecidedIn(m);
  const base = {
    homeTeamId: m.homeTeamId,
    awayTeamId: m.awayTeamId,
    decidedIn,
    ...(walkover !== null ? { walkover: true } : {}),
  };
  // FIBA Art. 20.2.1: a game lost by forfeit counts 20-0 when the rule says so; at football and
  // futsal a stored win of the other side by more stands (FIFA Disciplinary Code).
  const awarded =
    walkover !== null && sport !== 'tennis' && rule.walkoverScore !== undefined
      ? awardedScore(rule.walkoverScore, walkover, m, sport)
      : null;
  // A score not given (a forfeit published without one) counts 0-0; the side that stopped loses.
  const homeScore = awarded?.home ?? m.homeScore ?? 0;
  const awayScore = awarded?.away ?? m.awayScore ?? 0;
  if (sport === 'tennis') {
    if (stopped !== null) {
      const winner = otherSide(stopped);
      return {
        ...base,
        homeScore: winner === 'home' ? SETS_OF_A_STRAIGHT_WIN : 0,
        awayScore: winner === 'away' ? SETS_OF_A_STRAIGHT_WIN : 0,
        winner,
        homeGames: 0,
        awayGames: 0,
      };
    }
    const games = (side: Side) =>
      (sets ?? []).reduce((sum, s) => sum + (side === 'home' ? s.homeGames : s.awayGames), 0);
    return {
      ...base,
      homeScore,
      awayScore,
      winner: scoreWinner(homeScore, awayScore),
      homeGames: games('home'),
      awayGames: games('away'),
    };
  }
  let winner = stopped !== null ? otherSide(stopped) : scoreWinner(homeScore, awayScore);
  if (winner === null && decidedIn === 'shootout' && shootoutDecides(sport, rule))
    winner = scoreWinner(m.homeShootoutScore ?? 0, m.awayShootoutScore ?? 0);
  // EuroLeague: "all points scored in extra period(s) will not be counted in the standings, nor
  // for any tie-break situation" — the regulation score counts, when known; the winner stays.
  const regulation = m.regulationScore;
  if (rule.overtimeScoring === 'excluded' && decidedIn === 'overtime' && regulation && awarded === null)
    return { ...base, homeScore: regulation.home, awayScore: regulation.away, winner };
  return { ...base, homeScore, awayScore, winner };
}
