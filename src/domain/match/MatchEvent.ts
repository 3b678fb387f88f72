export interface MatchEvent {
  readonly id: string;
  readonly matchId: string;
  readonly type: number;
  /** The club (team) of the event: the scorer's club, also for an own goal. "" when none. */
  readonly clubId: string;
  readonly playerId: string;
  /** Substitution: the player entering. "" otherwise. */
  readonly playerInId: string;
  /** Minute or clock text, null when unknown. */
  readonly timer: string | null;
  readonly additionalTimer: number | null;
  /** Basketball: the points of a field goal (2 or 3). */
  readonly value: number | null;
  /** Tennis: the set the game or point belongs to. */
  readonly setNumber: number | null;
  readonly note: string;
  /**
   * Saved events come from the store; optimistic ones are shown by the desk before the
   * store confirms them and never count in scorers (spec 2.8).
   */
  readonly saved: boolean;
  /**
   * Hosted desks (issue 12): saved in the desk's write journal and not yet delivered to the hosted
   * service. Such an event counts in the desk's score and scorers as the service will count it.
   */
  readonly queued?: true;
  /** Ordering key within the match (creation sequence). */
  readonly sequence: number;
}

export type LineupRole = 'field' | 'bench';

export interface LineupEntry {
  readonly matchId: string;
  readonly teamId: string;
  readonly playerId: string;
  readonly role: LineupRole;
  /** Shirt number for this match, "" when unknown. */
  readonly number: string;
}

/** A tennis set: games per side, and tie-break points when the set went to a tie-break. */
export interface TennisSet {
  readonly matchId: string;
  readonly number: number;
  readonly homeGames: number;
  readonly awayGames: number;
  readonly homeTieBreak: number | null;
  readonly awayTieBreak: number | null;
  /** 'home' | 'away' once decided, null while in play. */
  readonly winner: 'home' | 'away' | null;
}
