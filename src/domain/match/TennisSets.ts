import { eventType } from '../sport/SportRules';
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

/** A set is won at 6 games or more with a 2-game lead, or 7-6 after a tie-break. */
export function setWinner(homeGames: number, awayGames: number): Side | null {
  const leader: Side = homeGames > awayGames ? 'home' : 'away';
  const top = Math.max(homeGames, awayGames);
  const lead = Math.abs(homeGames - awayGames);
  if (top >= 6 && lead >= 2) return leader;
  if (top === 7 && lead === 1) return leader;
  return null;
}

/**
 * The sets of a tennis match, derived from its saved events: type 1 is a game won by `clubId`
 * in `setNumber`, type 2 a tie-break point. Ordered by set number.
 */
export function tennisSetsFromEvents(
  match: Pick<Match, 'id' | 'homeTeamId' | 'awayTeamId'>,
  events: readonly MatchEvent[],
): TennisSet[] {
  const tallies = new Map<number, Tally>();
  for (const e of events) {
    if (!e.saved || e.matchId !== match.id) continue;
    const effect = eventType('tennis', e.type)?.effect;
    if (effect !== 'game' && effect !== 'tie_break_point') continue;
    const side = sideOfClub(match, e.clubId);
    if (side === null || e.setNumber === null || !Number.isInteger(e.setNumber) || e.setNumber < 1) continue;
    const tally = tallies.get(e.setNumber) ?? {
      homeGames: 0,
      awayGames: 0,
      homeTieBreak: 0,
      awayTieBreak: 0,
    };
    if (effect === 'game') {
      if (side === 'home') tally.homeGames += 1;
      else tally.awayGames += 1;
    } else if (side === 'home') tally.homeTieBreak += 1;
    else tally.awayTieBreak += 1;
    tallies.set(e.setNumber, tally);
  }
  return [...tallies.entries()]
    .sort(([a], [b]) => a - b)
    .map(([number, t]) => {
      const tieBreak = t.homeTieBreak + t.awayTieBreak > 0 || (t.homeGames >= 6 && t.awayGames >= 6);
      return {
        matchId: match.id,
        number,
        homeGames: t.homeGames,
        awayGames: t.awayGames,
        homeTieBreak: tieBreak ? t.homeTieBreak : null,
        awayTieBreak: tieBreak ? t.awayTieBreak : null,
        winner: setWinner(t.homeGames, t.awayGames),
      };
    });
}

/** Sets won per side: the match score at tennis (spec 2.6). */
export function setsWon(sets: readonly TennisSet[]): { home: number; away: number } {
  return {
    home: sets.filter((s) => s.winner === 'home').length,
    away: sets.filter((s) => s.winner === 'away').length,
  };
}
