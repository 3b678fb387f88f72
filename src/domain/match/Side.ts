import type { Match } from './Match';

export type Side = 'home' | 'away';

/** The side a club plays on in this match; null when the club is neither team. */
export function sideOfClub(match: Pick<Match, 'homeTeamId' | 'awayTeamId'>, clubId: string): Side | null {
  if (clubId === '') return null;
  if (clubId === match.homeTeamId) return 'home';
  if (clubId === match.awayTeamId) return 'away';
  return null;
}

export function otherSide(side: Side): Side {
  return side === 'home' ? 'away' : 'home';
}
