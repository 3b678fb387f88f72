import type { Player } from '../../../domain/championship/Championship';
import { playerName } from '../../../domain/championship/Championship';
import type { Match } from '../../../domain/match/Match';
import type { LineupEntry, LineupRole } from '../../../domain/match/MatchEvent';
import { sideOfClub } from '../../../domain/match/Side';
import type { Side } from '../../../domain/match/Side';

/** A line-up entry of get_match_players with its player (spec 2.12 gap). */
export interface MatchPlayerView {
  playerId: string;
  teamId: string;
  side: Side;
  /** On the field or on the bench; a substitution moves players between the two. */
  role: LineupRole;
  /** Shirt number for this match, else the player's usual number; "" when unknown. */
  number: string;
  firstName: string;
  lastName: string;
  /** First and last name joined; "" when the player record is missing. */
  name: string;
  position: string;
}

const ROLE_ORDER: Readonly<Record<LineupRole, number>> = { field: 0, bench: 1 };

/** Home then away, field then bench, each in line-up order. Entries of other teams are left out. */
export function toMatchPlayerViews(
  match: Pick<Match, 'homeTeamId' | 'awayTeamId'>,
  entries: readonly LineupEntry[],
  players: readonly Player[],
): MatchPlayerView[] {
  const views: MatchPlayerView[] = [];
  for (const entry of entries) {
    const side = sideOfClub(match, entry.teamId);
    if (side === null) continue;
    const player = players.find((p) => p.id === entry.playerId);
    views.push({
      playerId: entry.playerId,
      teamId: entry.teamId,
      side,
      role: entry.role,
      number: entry.number !== '' ? entry.number : (player?.number ?? ''),
      firstName: player?.firstName ?? '',
      lastName: player?.lastName ?? '',
      name: player ? playerName(player) : '',
      position: player?.position ?? '',
    });
  }
  const sideOrder = (v: MatchPlayerView): number => (v.side === 'home' ? 0 : 1);
  return views
    .map((v, index) => ({ v, index }))
    .sort(
      (a, b) =>
        sideOrder(a.v) - sideOrder(b.v) || ROLE_ORDER[a.v.role] - ROLE_ORDER[b.v.role] || a.index - b.index,
    )
    .map(({ v }) => v);
}
