import type { MatchNotification, NotificationType } from '../ports/Notifications';
import type { Championship } from '../../domain/championship/Championship';
import type { Match } from '../../domain/match/Match';
import { rulesOf } from '../../domain/sport/SportRules';
import type { EventWriteOutcome } from './applyEventWrite';
import { snapshotUrl } from './snapshotUrl';

function scoreChanged({ before, after }: EventWriteOutcome): boolean {
  return (
    before.homeScore !== after.homeScore ||
    before.awayScore !== after.awayScore ||
    before.homeShootoutScore !== after.homeShootoutScore ||
    before.awayShootoutScore !== after.awayShootoutScore
  );
}

/**
 * spec 6.3: match_event on every write, match_player when the line-up moved, match_set on a tennis
 * write, match_data when the score changed. All carry the match's new version.
 */
export function notificationsOf(
  championship: NotifiedChampionship,
  outcome: EventWriteOutcome,
  at: string,
): MatchNotification[] {
  const m = outcome.after;
  const types: NotificationType[] = ['match_event'];
  if (outcome.lineupChanged) types.push('match_player');
  if (rulesOf(m.sport).hasSets) types.push('match_set');
  if (scoreChanged(outcome)) types.push('match_data');
  return matchNotifications(championship, m, types, at);
}

/** What the audience of a notification needs of the match's championship. */
export type NotifiedChampionship = Pick<Championship, 'companyId' | 'archived'>;

/** One notification per type for a match after a change, with its version after the change. */
export function matchNotifications(
  { companyId, archived }: NotifiedChampionship,
  m: Match,
  types: readonly NotificationType[],
  at: string,
): MatchNotification[] {
  return types.map((type) => ({
    message: {
      type,
      sport: m.sport,
      championshipId: m.championshipId,
      matchId: m.id,
      snapshotUrl: snapshotUrl(m.sport, m.championshipId, m.id),
      version: m.version,
      at,
    },
    audience: { companyId, sport: m.sport, archived, homeTeamId: m.homeTeamId, awayTeamId: m.awayTeamId },
  }));
}
