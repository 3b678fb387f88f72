import type { Sport } from '../../domain/sport/Sport';

export const NOTIFICATION_TYPES = ['match_data', 'match_event', 'match_player', 'match_set'] as const;
/** spec 6.3: what changed in the match. */
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The message sent to subscribers, exactly these fields (CONTRACT-NOTES "Notifications WebSocket"). */
export interface NotificationMessage {
  readonly type: NotificationType;
  readonly sport: Sport;
  readonly championshipId: string;
  readonly matchId: string;
  /** Relative URL of get_match_snapshot on the application origin (spec 4.2 rule 5). */
  readonly snapshotUrl: string;
  /** The match's version after the change: a client that sees a gap re-reads. */
  readonly version: number;
  /** ISO 8601 instant of the change. */
  readonly at: string;
}

/**
 * Who may receive a notification: never sent, only used to filter subscribers by the rules of a
 * read of the match (its championship's company, sport and archive, then the match's teams).
 */
export interface NotificationAudience {
  readonly companyId: string;
  readonly sport: Sport;
  /** The championship is archived: only those who may read archives hear of it. */
  readonly archived: boolean;
  readonly homeTeamId: string;
  readonly awayTeamId: string;
}

export interface MatchNotification {
  readonly message: NotificationMessage;
  readonly audience: NotificationAudience;
}

export type NotificationListener = (notification: MatchNotification) => void;

/**
 * Publish/subscribe of match notifications: in-process by default, a shared bus (Redis, LISTEN/
 * NOTIFY) when several instances run. Delivery is best effort: a client detects a gap by `version`.
 */
export interface Notifications {
  publish(notification: MatchNotification): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(listener: NotificationListener): () => void;
  /**
   * A shared bus whose delivery was interrupted (its listener lost and back) calls `listener` once
   * it hears again: what was published meanwhile never reached this process's subscribers, so
   * they must re-read. An in-process bus is never interrupted. Returns the function that stops.
   */
  onInterrupted?(listener: () => void): () => void;
}
