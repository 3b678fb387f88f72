import { eventType } from '../sport/SportRules';
import { MAX_SET_NUMBER } from './eventFieldParsers';
import type { Match } from './Match';
import type { MatchEvent, TennisSet } from './MatchEvent';
import type { Side } from './Side';
import { sideOfClub } from './Side';

interface Tally {
  homeGames: number;
  awayGames: number;
  homeTieBreak: number;
  awayTieBreak: number;
}

/** The games and tie-break points of a set. */
export type SetScore = Pick<TennisSet, 'homeGames' | 'awayGames'> &
  Partial<Pick<TennisSet, 'homeTieBreak' | 'awayTieBreak'>>;

/** Points a match tie-break is won at, with a 2-point lead (ITF Rules of Tennis, Appendix V). */
const MATCH_TIE_BREAK_POINTS = 10;

/**
 * A set is won at 6 games or more with a 2-game lead, or 7-6 after a tie-break, or 13-12 when its
 * tie-break points say the tie-break at 12-12 was played (Wimbledon, 2019-2021).
 *
 * A match tie-break played instead of the deciding set (the doubles of the ATP and WTA Finals; ITF
 * Rules of Tennis, Appendix V, "Match Tie-break") is a set with a tie-break score and at most one
 * game: written as it is published, one game to none ("1-0 (8)"), it is won by the side with the
 * game; as its points come in (no game), by the first side to 10 points with a 2-point lead. It
 * replaces the deciding set only (`deciding`: the sets before it split evenly, see setWinners);
 * anywhere else such a set is a set in play.
 */
export function setWinner(set: SetScore, deciding = false): Side | null {
  const { homeGames, awayGames } = set;
  const leader: Side = homeGames > awayGames ? 'home' : 'away';
  const top = Math.max(homeGames, awayGames);
  const lead = Math.abs(homeGames - awayGames);
  if (top >= 6 && lead >= 2) return leader;
  if (top === 7 && lead === 1) return leader;
  const home = set.homeTieBreak ?? 0;
  const away = set.awayTieBreak ?? 0;
  // A final set with its tie-break at 12-12 (Wimbledon 2019 to 2021): 13-12, as 7-6 is, when
  // tie-break points are given (results publish the loser's alone: "13-12(3)"). Without them,
  // 13-12 is an advantage set still in play.
  if (top === 13 && lead === 1 && (set.homeTieBreak ?? 0) + (set.awayTieBreak ?? 0) > 0) return leader;
  if (!deciding || top > 1 || home + away === 0) return null;
  if (top === 1) return lead === 1 ? leader : null;
  if (Math.max(home, away) >= MATCH_TIE_BREAK_POINTS && Math.abs(home - away) >= 2)
    return home > away ? 'home' : 'away';
  return null;
}

/** Whether the next set decides the match: the sets before it were won one each, or two each. */
const decidingAfter = (home: number, away: number): boolean => home > 0 && home === away;

/**
 * The winner of each set of a match, its sets in playing order: a set is the deciding one (where a
 * match tie-break may stand for it) when the sets before it were won one each, or two each.
 */
export function setWinners(sets: readonly SetScore[]): (Side | null)[] {
  let home = 0;
  let away = 0;
  return sets.map((set) => {
    const winner = setWinner(set, decidingAfter(home, away));
    if (winner === 'home') home += 1;
    else if (winner === 'away') away += 1;
    return winner;
  });
}

type SetMatch = Pick<Match, 'id' | 'homeTeamId' | 'awayTeamId'>;

const EMPTY: Tally = { homeGames: 0, awayGames: 0, homeTieBreak: 0, awayTieBreak: 0 };

/** The set and side a saved game or tie-break point counts for; null when it counts for none. */
function counted(match: SetMatch, e: MatchEvent): { set: number; side: Side; game: boolean } | null {
  if (!e.saved || e.matchId !== match.id) return null;
  const effect = eventType('tennis', e.type)?.effect;
  if (effect !== 'game' && effect !== 'tie_break_point') return null;
  const side = sideOfClub(match, e.clubId);
  if (side === null || e.setNumber === null || !Number.isInteger(e.setNumber) || e.setNumber < 1) return null;
  return { set: e.setNumber, side, game: effect === 'game' };
}

/** Counts one event in the tallies (`sign` 1) or takes it away (`sign` -1). */
function count(match: SetMatch, tallies: Map<number, Tally>, e: MatchEvent, sign: 1 | -1): void {
  const c = counted(match, e);
  if (!c) return;
  const t = { ...(tallies.get(c.set) ?? EMPTY) };
  if (c.game) {
    if (c.side === 'home') t.homeGames += sign;
    else t.awayGames += sign;
  } else if (c.side === 'home') t.homeTieBreak += sign;
  else t.awayTieBreak += sign;
  tallies.set(c.set, t);
}

/** Games level at 6-6 or 12-12 (a tie-break is played there), or the 7-6 or 13-12 it gives. */
function atTieBreakGames(set: SetScore): boolean {
  const low = Math.min(set.homeGames, set.awayGames);
  const high = Math.max(set.homeGames, set.awayGames);
  return (low === 6 || low === 12) && high - low <= 1;
}

/** A set exists while at least one game or tie-break point counts for it. */
function setsOf(match: SetMatch, tallies: ReadonlyMap<number, Tally>): TennisSet[] {
  const played = [...tallies.entries()]
    .filter(([, t]) => t.homeGames + t.awayGames + t.homeTieBreak + t.awayTieBreak > 0)
    .sort(([a], [b]) => a - b);
  const winners = setWinners(played.map(([, t]) => t));
  return played.map(([number, t], i) => {
    const tieBreak = t.homeTieBreak + t.awayTieBreak > 0 || atTieBreakGames(t);
    return {
      matchId: match.id,
      number,
      homeGames: t.homeGames,
      awayGames: t.awayGames,
      homeTieBreak: tieBreak ? t.homeTieBreak : null,
      awayTieBreak: tieBreak ? t.awayTieBreak : null,
      winner: winners[i] ?? null,
    };
  });
}

/**
 * The sets of a tennis match, derived from its saved events: type 1 is a game won by `clubId`
 * in `setNumber`, type 2 a tie-break point. Ordered by set number.
 */
export function tennisSetsFromEvents(match: SetMatch, events: readonly MatchEvent[]): TennisSet[] {
  const tallies = new Map<number, Tally>();
  for (const e of events) count(match, tallies, e, 1);
  return setsOf(match, tallies);
}

/**
 * The sets after one event was created (`removed` null), modified, or deleted (`added` null),
 * from the sets its saved events gave before: only the sets of that event change.
 */
export function tennisSetsAfterChange(
  match: SetMatch,
  sets: readonly TennisSet[],
  removed: MatchEvent | null,
  added: MatchEvent | null,
): TennisSet[] {
  const tallies = new Map<number, Tally>(
    sets.map((s) => [
      s.number,
      {
        homeGames: s.homeGames,
        awayGames: s.awayGames,
        homeTieBreak: s.homeTieBreak ?? 0,
        awayTieBreak: s.awayTieBreak ?? 0,
      },
    ]),
  );
  if (removed) count(match, tallies, removed, -1);
  if (added) count(match, tallies, added, 1);
  return setsOf(match, tallies);
}

/** Sets won per side: the match score at tennis (spec 2.6). */
export function setsWon(sets: readonly TennisSet[]): { home: number; away: number } {
  return {
    home: sets.filter((s) => s.winner === 'home').length,
    away: sets.filter((s) => s.winner === 'away').length,
  };
}

/** What a tennis event written into a set is: a game, or a tie-break point. */
export interface TennisWrite {
  readonly effect: 'game' | 'tie_break_point';
  /** The match is finished: a correction may change its sets, no new set starts. */
  readonly finished: boolean;
}

/** Sets a side wins to win any match: none is played over more than best of five (MAX_SET_NUMBER). */
const SETS_DECIDING_ANY_MATCH = Math.ceil(MAX_SET_NUMBER / 2);

/**
 * Why a game or tie-break point cannot count in set `setNumber` of a match whose sets, without
 * it, are `sets` (spec 4.2 rule 3, the sport's business validations); null when it can. It counts
 * in the set in play: every set before it won, and the set itself not won yet, except that a set
 * won by its tie-break (7-6, or a match tie-break played point by point) still takes its points,
 * and a match tie-break won on points its one game ("1-0 (8)"); the last set, at 7-6 without
 * tie-break points, takes a game too (advantageSetAt7_6). A finished match starts no new set, nor
 * does one where a side has won three sets (no match is longer than best of five; a best of three
 * won 2-0 is not known as decided). Found by review: a game in a set won 6-3 made it 7-3, one in
 * set 4 of a match of two sets made a set 4 without a set 3.
 *
 * A tie-break point counts where a tie-break is played: in a set at 6-6 or 12-12, in the set it
 * won (7-6, 13-12), or in a deciding set not begun as games (a match tie-break). Found by QA:
 * points were taken at 3-2, or in a first set before any game.
 */
export function tennisWriteProblem(
  sets: readonly TennisSet[],
  setNumber: number,
  write: TennisWrite,
): string | null {
  const played = [...sets].sort((a, b) => a.number - b.number);
  const winners = setWinners(played);
  const what = write.effect === 'game' ? 'a game' : 'a tie-break point';
  const refused = (why: string) => `set_number ${setNumber}: ${why}; ${what} goes in the set in play.`;
  for (let n = 1; n < setNumber; n += 1) {
    const at = played.findIndex((s) => s.number === n);
    const set = played[at];
    if (!set) return refused(`set ${n} is not played yet`);
    if (winners[at] === null) return refused(`set ${n} is not won yet (${set.homeGames}-${set.awayGames})`);
  }
  const at = played.findIndex((s) => s.number === setNumber);
  const target = played[at];
  const before = winners.slice(0, target ? at : winners.length);
  const home = before.filter((w) => w === 'home').length;
  const away = before.filter((w) => w === 'away').length;
  const deciding = decidingAfter(home, away);
  const games = target ? `${target.homeGames}-${target.awayGames}` : '0-0';
  const noTieBreak = `set_number ${setNumber}: no tie-break is played at ${games}; a tie-break point goes in a set at 6-6 or 12-12, or in a deciding match tie-break.`;
  if (!target) {
    if (write.finished) return `set_number ${setNumber}: the match is finished, so no new set starts.`;
    if (Math.max(home, away) >= SETS_DECIDING_ANY_MATCH)
      return `set_number ${setNumber}: the match is decided (${home}-${away} in sets), so no new set starts.`;
    return write.effect === 'tie_break_point' && !deciding ? noTieBreak : null;
  }
  if (winners[at] === null) {
    if (write.effect === 'game') return null;
    const matchTieBreak = deciding && target.homeGames + target.awayGames === 0;
    return matchTieBreak || (atTieBreakGames(target) && target.homeGames === target.awayGames)
      ? null
      : noTieBreak;
  }
  const gamesPlayed = target.homeGames + target.awayGames;
  const byTieBreak = Math.abs(target.homeGames - target.awayGames) === 1 || gamesPlayed === 0;
  if (write.effect === 'tie_break_point' ? byTieBreak : gamesPlayed === 0) return null;
  const lastAndDeciding = at === played.length - 1 && deciding;
  if (write.effect === 'game' && !write.finished && lastAndDeciding && advantageSetAt7_6(target)) return null;
  return refused(`set ${setNumber} is already won (${games})`);
}

/**
 * A deciding set at 7-6 with no tie-break point may be an advantage set (no tie-break at 6-6: the
 * deciding sets of the Grand Slams before 2019, the Davis Cup, the Olympics; every other set has
 * had a tie-break since, so there 7-6 stays won, found by review): one more game makes it 7-7,
 * in play again, on to 8-6 or to 13-12 after a tie-break at 12-12 (found by QA: 7-6 always ended
 * the set, so neither could be written). Once its tie-break points are written it was won by them.
 */
function advantageSetAt7_6(set: TennisSet): boolean {
  const tieBreakPoints = (set.homeTieBreak ?? 0) + (set.awayTieBreak ?? 0);
  return (
    tieBreakPoints === 0 &&
    Math.min(set.homeGames, set.awayGames) === 6 &&
    Math.max(set.homeGames, set.awayGames) === 7
  );
}

/**
 * Why a list of set scores (an import's `sets`, given as published) cannot be a match; null when
 * it can. The sets are numbered from 1 without a gap, at most best of five; every set but the last
 * is won, and none comes once a side has won three; tie-break points stand only where a tie-break
 * is played (a set at 6-6 or 12-12, the 7-6 or 13-12 it gave, a deciding match tie-break). The
 * rules of a write (tennisWriteProblem), for a list (found by QA: a set 6, a missing set 2, a 7-0
 * set, sets after the match was decided and tie-break points on a 6-3 set were imported).
 */
export function tennisSetsProblem(sets: readonly (SetScore & { readonly number: number })[]): {
  readonly number: number;
  readonly why: string;
} | null {
  const played = [...sets].sort((a, b) => a.number - b.number);
  const winners = setWinners(played);
  let home = 0;
  let away = 0;
  for (const [i, set] of played.entries()) {
    const games = `${set.homeGames}-${set.awayGames}`;
    if (set.number > MAX_SET_NUMBER)
      return { number: set.number, why: `a match has at most ${MAX_SET_NUMBER} sets` };
    if (set.number !== i + 1) return { number: set.number, why: `set ${i + 1} is missing before it` };
    if (Math.max(home, away) >= SETS_DECIDING_ANY_MATCH)
      return { number: set.number, why: `the match was decided (${home}-${away} in sets) before this set` };
    const winner = winners[i] ?? null;
    if (winner === null && i < played.length - 1)
      return { number: set.number, why: `set ${set.number} is not won at ${games}, yet a set follows it` };
    const deciding = decidingAfter(home, away);
    if (winner !== null && overWon(set) && !(deciding && matchTieBreakAsPoints(set)))
      return { number: set.number, why: `set ${set.number} at ${games} was won before its last game` };
    const points = (set.homeTieBreak ?? 0) + (set.awayTieBreak ?? 0);
    const matchTieBreak = deciding && Math.max(set.homeGames, set.awayGames) <= 1;
    if (points > 0 && !atTieBreakGames(set) && !matchTieBreak)
      return { number: set.number, why: `tie-break points at ${games}, where no tie-break is played` };
    if (winner === 'home') home += 1;
    if (winner === 'away') away += 1;
  }
  return null;
}

/**
 * A deciding match tie-break written with its points as games, as feeds often write doubles
 * ("10-5", "11-9"): first to 10 points with a 2-point lead (found by review: it was refused as a
 * set won before its last game).
 */
function matchTieBreakAsPoints(set: SetScore): boolean {
  const top = Math.max(set.homeGames, set.awayGames);
  const lead = Math.abs(set.homeGames - set.awayGames);
  return top >= MATCH_TIE_BREAK_POINTS && lead >= 2 && (top === MATCH_TIE_BREAK_POINTS || lead === 2);
}

/**
 * A set whose winner had won it a game earlier: 7-0 (won at 6-0), 8-5 (won at 7-5). The winner's
 * last game is the one that won it, so without it the set must still be in play.
 */
function overWon(set: SetScore): boolean {
  const home = set.homeGames > set.awayGames;
  const before: SetScore = home
    ? { ...set, homeGames: set.homeGames - 1 }
    : { ...set, awayGames: set.awayGames - 1 };
  // Won before by games alone: 6 or more with a 2-game lead. A 7-6 before the last game was an
  // advantage set going on (8-6), a 6-6 a tie-break to come, a 0-0 a match tie-break.
  const top = Math.max(before.homeGames, before.awayGames);
  return top >= 6 && Math.abs(before.homeGames - before.awayGames) >= 2;
}
