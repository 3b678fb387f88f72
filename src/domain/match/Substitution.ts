import type { Sport } from '../sport/Sport';
import { eventType } from '../sport/SportRules';
import type { LineupEntry, MatchEvent } from './MatchEvent';

/** Whether an event type of the sport moves players between field and bench. */
export const isSubstitution = (sport: Sport, type: number): boolean =>
  eventType(sport, type)?.effect === 'substitution';

export type SubstitutionMove = Pick<MatchEvent, 'matchId' | 'clubId' | 'playerId' | 'playerInId'>;

function placed(
  entries: LineupEntry[],
  move: SubstitutionMove,
  playerId: string,
  role: LineupEntry['role'],
): void {
  const at = entries.findIndex((e) => e.teamId === move.clubId && e.playerId === playerId);
  const current = entries[at];
  if (current) {
    entries[at] = {
      matchId: current.matchId,
      teamId: current.teamId,
      playerId: current.playerId,
      role,
      number: current.number,
    };
  } else {
    entries.push({ matchId: move.matchId, teamId: move.clubId, playerId, role, number: '' });
  }
}

/**
 * A substitution moves `playerId` to the bench and `playerInId` to the field of the club.
 * Entries of the other team are unchanged; a player missing from the line-up is added.
 */
export function applySubstitution(entries: readonly LineupEntry[], move: SubstitutionMove): LineupEntry[] {
  const next = [...entries];
  if (move.playerId !== '') placed(next, move, move.playerId, 'bench');
  if (move.playerInId !== '') placed(next, move, move.playerInId, 'field');
  return next;
}
