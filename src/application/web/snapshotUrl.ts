import type { Sport } from '../../domain/sport/Sport';

/** spec 4.2 rule 5: the relative URL that re-reads the snapshot with the reader's own rights. */
export function snapshotUrl(sport: Sport, championshipId: string, matchId: string): string {
  const query = `championship_id=${encodeURIComponent(championshipId)}&match_id=${encodeURIComponent(matchId)}`;
  return `/api/${sport}/get_match_snapshot?${query}`;
}
