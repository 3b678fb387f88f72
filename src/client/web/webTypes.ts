// The web API's published shapes (spec 2.5-2.10, docs/web-api.md). The spec's own shapes come from
// the domain; the rest mirror the documented data fields (test/client checks both stay in step).
import type { MatchDay, MatchDetails, MatchSnapshot, MatchSummary, Standing } from '../../domain/match/views';
import type { Sport } from '../../domain/sport/Sport';

export type { MatchDay, MatchDetails, MatchSnapshot, MatchSummary, Sport, Standing };

/** `{success: true, data}`, every 200 of the web API. */
export interface Envelope<T> {
  success: true;
  data: T;
}

export interface Championship {
  id: string;
  sport: Sport;
  name: string;
  competition: string;
  season: string;
  archived: boolean;
}

/**
 * How a match ended (get_match `outcome`, issue 14): how the result was reached, and the side that
 * retired or gave a walkover (it loses). docs/web-api.md gives the rules the standings follow.
 */
export interface MatchOutcome {
  decidedIn: 'regulation' | 'overtime' | 'shootout' | null;
  retired: 'home' | 'away' | null;
  walkover: 'home' | 'away' | null;
}

/**
 * The catalogue events that record how a side stopped a match (issue 14): written with
 * update_match_event, their `club_id` is the side that stopped; deleting one takes it back. The
 * walkover event takes only `club_id` and `note`.
 */
export const STOPPAGE_EVENT_TYPES = {
  /** Sets `walkover`. */
  walkover: { football: 10, futsal: 10, hockey: 10, handball: 10, basketball: 10, tennis: 7 },
  /** Sets `retired` (tennis only). */
  retirement: { tennis: 5 },
} as const satisfies Record<string, Partial<Record<Sport, number>>>;

/** get_match: the match, its version (as notifications carry it) and what the caller may do. */
export interface MatchWithPermissions {
  match: MatchDetails;
  /** How the match ended (issue 14); MatchDetails stays closed. */
  outcome: MatchOutcome;
  version: number;
  permissions: { read: true; writeEvents: boolean };
}

/** One pair of neighbours separated by a tie-break (get_championship_standings_explanation). */
export interface StandingExplanation {
  groupId: string;
  aboveId: string;
  above: string;
  belowId: string;
  below: string;
  /** The criterion that separated them, e.g. `direct-match`, `sets-percentage`. */
  criterion: string;
  aboveValue: string;
  belowValue: string;
  /** E.g. "Ruud above Fritz: their match, won by Ruud". */
  text: string;
}

/** Why each team is where it is (extension, issue 14). */
export interface StandingsExplanation {
  championshipId: string;
  dayId: string;
  tieBreak: string;
  criteria: string[];
  partial: string;
  explanations: StandingExplanation[];
}

export interface Day {
  id: string;
  championshipId: string;
  label: string;
  order: number;
  phaseId: string;
}

export interface Phase {
  id: string;
  championshipId: string;
  name: string;
  order: number;
}

export interface Group {
  id: string;
  championshipId: string;
  phaseId: string;
  name: string;
}

interface EventBase {
  id: string;
  matchId: string;
  type: number;
  typeKey: string;
  label: string;
  clubId: string;
  note: string;
  sequence: number;
}

export interface TeamEvent extends EventBase {
  playerId: string;
  playerInId: string;
  timer: string | null;
  additionalTimer: number | null;
  value: number | null;
}

export interface TennisEvent extends EventBase {
  setNumber: number | null;
}

/** Fields depend on the sport: tennis events carry setNumber, team events the rest. */
export type MatchEvent = TeamEvent | TennisEvent;

export interface MatchPlayer {
  playerId: string;
  teamId: string;
  side: 'home' | 'away';
  role: 'field' | 'bench';
  number: string;
  firstName: string;
  lastName: string;
  name: string;
  position: string;
}

export interface TennisSet {
  number: number;
  homeGames: number;
  awayGames: number;
  homeTieBreak: number | null;
  awayTieBreak: number | null;
  winner: 'home' | 'away' | null;
}

/**
 * The body of update_match_event (spec 4.2 rule 3); the sport's rules check the values (422). A
 * walkover or a retirement is written as its catalogue event (STOPPAGE_EVENT_TYPES).
 */
export interface EventWrite {
  /** "new" creates an event; an event id of the same match modifies it. */
  id: 'new' | string;
  match_id: string;
  type: number;
  club_id?: string;
  player_id?: string;
  player_id_in?: string;
  timer?: string | number;
  additional_timer?: number;
  value?: number;
  set_number?: number;
  note?: string;
}

/** The body of delete_match_event, an extension of the spec (docs/web-api.md). */
export interface EventDelete {
  /** The id of an event of the match. */
  id: string;
  match_id: string;
}

/** Options of a write (update_match_event, delete_match_event). */
export interface WriteOptions {
  /**
   * Sent as `Idempotency-Key` (an extension of the spec): 1 to 100 letters, digits, underscores or
   * hyphens, one per intended write. The same write sent again with it within a day gets the
   * first answer back and writes nothing more; another write with it is refused (422).
   */
  idempotencyKey?: string;
}

/** The answer of delete_match_event. */
export interface DeletedEvent {
  id: string;
  deleted: true;
}

/** Who is logged in (POST and GET /api/session). */
export interface SessionInfo {
  user: { id: string; email: string; displayName: string };
  memberships: {
    companyId: string;
    companyName: string;
    role: 'administrator' | 'member';
    teamIds: string[];
    licenceValid: boolean;
  }[];
}

export const NOTIFICATION_TYPES = ['match_data', 'match_event', 'match_player', 'match_set'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A web notification (spec 6.3, CONTRACT-NOTES): re-read snapshotUrl to get the new data. */
export interface MatchNotification {
  type: NotificationType;
  sport: Sport;
  championshipId: string;
  matchId: string;
  /** Relative to the application origin. */
  snapshotUrl: string;
  /** Increases with each change of the match: a gap means a missed notification. */
  version: number;
  at: string;
}

/** The parameters of a championship read. */
export interface ChampionshipRef {
  readonly sport: Sport;
  readonly championshipId: string;
}

export interface MatchRef extends ChampionshipRef {
  readonly matchId: string;
}
