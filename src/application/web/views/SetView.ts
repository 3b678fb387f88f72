import type { TennisSet } from '../../../domain/match/MatchEvent';

/** A tennis set of get_match_sets (spec 2.12 gap), derived from the saved game events. */
export interface SetView {
  /** 1 to 5. */
  number: number;
  homeGames: number;
  awayGames: number;
  /** Tie-break points; null when the set had no tie-break. */
  homeTieBreak: number | null;
  awayTieBreak: number | null;
  /** The side that won the set; null while it is in play. */
  winner: 'home' | 'away' | null;
}

export function toSetView(s: TennisSet): SetView {
  return {
    number: s.number,
    homeGames: s.homeGames,
    awayGames: s.awayGames,
    homeTieBreak: s.homeTieBreak,
    awayTieBreak: s.awayTieBreak,
    winner: s.winner,
  };
}
