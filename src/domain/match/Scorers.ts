import type { Player } from '../championship/Championship';
import { playerName } from '../championship/Championship';
import { eventType, rulesOf, scoringPoints } from '../sport/SportRules';
import type { Match } from './Match';
import type { MatchEvent } from './MatchEvent';
import { otherSide, sideOfClub } from './Side';
import type { Scorer } from './views';

const SCORER_TYPES: readonly number[] = [1, 2, 6];

function isScorerType(type: number): type is Scorer['type'] {
  return SCORER_TYPES.includes(type);
}

/**
 * Spec 2.8: the saved score events of types 1, 2 and 6, in event order. Shootout and optimistic
 * events are excluded; the side is the team that benefits (the other side for an own goal);
 * the list is empty at tennis.
 */
export function scorersOf(
  match: Pick<Match, 'id' | 'sport' | 'homeTeamId' | 'awayTeamId'>,
  events: readonly MatchEvent[],
  players: readonly Player[],
): Scorer[] {
  if (rulesOf(match.sport).hasSets) return [];
  const ofTheMatch = players.filter((p) => p.teamId === match.homeTeamId || p.teamId === match.awayTeamId);
  const scorers: Scorer[] = [];
  for (const e of [...events].sort((a, b) => a.sequence - b.sequence)) {
    if (!e.saved || e.matchId !== match.id) continue;
    const type = e.type;
    const def = eventType(match.sport, type);
    if (!isScorerType(type) || !def || (def.effect !== 'score' && def.effect !== 'own_goal')) continue;
    const clubSide = sideOfClub(match, e.clubId);
    if (clubSide === null) continue;
    const ownGoal = def.effect === 'own_goal';
    const player = e.playerId === '' ? undefined : ofTheMatch.find((p) => p.id === e.playerId);
    scorers.push({
      eventId: e.id,
      playerId: e.playerId,
      playerName: player ? playerName(player) : '',
      label: def.label,
      side: ownGoal ? otherSide(clubSide) : clubSide,
      type,
      timer: e.timer,
      additionalTimer: e.additionalTimer,
      points: scoringPoints(match.sport, type, e.value),
      ownGoal,
    });
  }
  return scorers;
}
