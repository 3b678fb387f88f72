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

/**
 * A substitution taken back (deleted, or changed): the player who came on goes back to the bench
 * and the one who left returns to the field.
 */
export function undoSubstitution(entries: readonly LineupEntry[], move: SubstitutionMove): LineupEntry[] {
  return applySubstitution(entries, {
    matchId: move.matchId,
    clubId: move.clubId,
    playerId: move.playerInId,
    playerInId: move.playerId,
  });
}

/**
 * Why a substitution cannot be made on the line-up, by body field: the leaving player (`player_id`)
 * is on the club's bench, or the entering one (`player_id_in`) already on its field, as the desk
 * refuses them. A player the club's line-up does not hold may leave or enter (an imported match
 * often has no line-up; applySubstitution adds them). Empty when it can be made.
 */
export function substitutionProblems(
  entries: readonly LineupEntry[],
  move: SubstitutionMove,
): Record<string, string> {
  const roleOf = (playerId: string) =>
    entries.find((e) => e.teamId === move.clubId && e.playerId === playerId)?.role;
  const problems: Record<string, string> = {};
  if (move.playerId !== '' && roleOf(move.playerId) === 'bench')
    problems.player_id = `Player ${move.playerId} is on the bench and cannot leave the field.`;
  if (move.playerInId !== '' && roleOf(move.playerInId) === 'field')
    problems.player_id_in = `Player ${move.playerInId} is already on the field.`;
  return problems;
}
