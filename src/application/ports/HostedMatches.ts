import type { Match } from '../../domain/match/Match';
import type { MatchDetails, MatchSnapshot, MatchSummary, SnapshotContext } from '../../domain/match/views';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import type { ChampionshipView } from '../web/views/ChampionshipView';
import type { EventView } from '../web/views/EventView';
import type { MatchPlayerView } from '../web/views/MatchPlayerView';
import type { DayView } from '../web/views/StructureViews';

/** get_match: the match, its version and whether this user may write its events. */
export interface HostedMatchHead {
  readonly match: MatchDetails;
  /** How the match ended (issue 14: get_match's `outcome`, beside the closed MatchDetails). */
  readonly outcome: Pick<Match, 'decidedIn' | 'retired' | 'walkover'>;
  readonly version: number;
  readonly writeEvents: boolean;
}

/** Everything the desk reads of one hosted match, through the public web API only. */
export interface HostedMatchData {
  readonly head: HostedMatchHead;
  readonly snapshot: MatchSnapshot;
  readonly events: readonly EventView[];
  /** get_match_players (team sports); empty at tennis, which has no line-ups. */
  readonly players: readonly MatchPlayerView[];
  readonly days: readonly DayView[];
  /**
   * get_championship_standings_explanation (issue 14): why each team is where it is in the
   * current table; empty when the championship has no results yet.
   */
  readonly explanations: readonly { readonly groupId: string; readonly text: string }[];
  /**
   * False when the match's version moved during every try of the read: its parts may pair a
   * score with the events of another moment (read the match again).
   */
  readonly settled: boolean;
}

/**
 * The hosted service's reads, as the desk makes them with the logged-in user's rights (spec 4.2:
 * get_all_championship, get_all_matchs, get_match, get_match_snapshot, get_match_events,
 * get_match_players, get_all_days). A failure to reach the service is `hosted_unreachable`;
 * other errors are the service's refusals with its codes.
 */
export interface HostedMatches {
  /** The championships of every sport this user may read. */
  championships(): Promise<Result<readonly ChampionshipView[], DomainError>>;
  matches(
    championship: Pick<ChampionshipView, 'sport' | 'id'>,
  ): Promise<Result<readonly MatchSummary[], DomainError>>;
  /** All the reads of one match. */
  read(match: SnapshotContext): Promise<Result<HostedMatchData, DomainError>>;
  /** A notification's snapshotUrl re-read (spec 4.2 rule 5). */
  snapshot(snapshotUrl: string): Promise<Result<MatchSnapshot, DomainError>>;
}

/** A web notification as the desk hears it (spec 6.3). */
export interface HostedNotice {
  readonly type: string;
  readonly sport: string;
  readonly championshipId: string;
  readonly matchId: string;
  readonly snapshotUrl: string;
  readonly version: number;
  /** Notifications of this match were missed before this one: re-read everything. */
  readonly gap: boolean;
}

export interface HostedFeedListener {
  /** The subscription is (again) ready: notifications sent while it was down were missed. */
  connected(): void;
  disconnected(): void;
  notice(notice: HostedNotice): void;
}

/** The web notifications with the user's session (spec 5.2.7, 6.3). */
export interface HostedFeed {
  start(listener: HostedFeedListener): void;
  close(): Promise<void>;
}
