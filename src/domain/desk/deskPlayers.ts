import { playerName } from '../championship/Championship';
import type { LineupRole } from '../match/MatchEvent';
import type { Side } from '../match/Side';
import { rulesOf } from '../sport/SportRules';
import type { Desk } from './Desk';
import { sideOfTeam } from './Desk';

/** A player of the match as the desk offers it: team sports list the line-up, tennis the entrants. */
export interface DeskPlayer {
  readonly id: string;
  readonly name: string;
  readonly number: string;
  readonly teamId: string;
  readonly teamSide: Side;
  readonly role: LineupRole;
}

export function deskPlayers(desk: Desk): DeskPlayer[] {
  if (!rulesOf(desk.match.sport).hasLineups) {
    return desk.roster.flatMap((p) => {
      const side = sideOfTeam(desk, p.teamId);
      return side
        ? [
            {
              id: p.id,
              name: playerName(p),
              number: p.number,
              teamId: p.teamId,
              teamSide: side,
              role: 'field' as const,
            },
          ]
        : [];
    });
  }
  const roster = new Map<string, (typeof desk.roster)[number]>();
  for (const p of desk.roster) if (!roster.has(p.id)) roster.set(p.id, p);
  return desk.lineups.flatMap((entry) => {
    const side = sideOfTeam(desk, entry.teamId);
    const player = roster.get(entry.playerId);
    if (!side) return [];
    return [
      {
        id: entry.playerId,
        name: player ? playerName(player) : '',
        number: entry.number !== '' ? entry.number : (player?.number ?? ''),
        teamId: entry.teamId,
        teamSide: side,
        role: entry.role,
      },
    ];
  });
}

export function findDeskPlayer(desk: Desk, id: string): DeskPlayer | undefined {
  return deskPlayers(desk).find((p) => p.id === id);
}
