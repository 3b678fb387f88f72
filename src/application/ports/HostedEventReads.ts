import type { MatchEvent } from '../../domain/match/MatchEvent';
import type { SnapshotContext } from '../../domain/match/views';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';

/**
 * get_match_events as the desk's write journal re-reads it before each delivery attempt (spec 4.2
 * rule 4). As with HostedEventWrites, `hosted_unreachable` means no usable answer; any other
 * error is the service's refusal (the match is no longer visible to this user, for example).
 */
export interface HostedEventReads {
  /** The saved events of the match, in sequence order. */
  matchEvents(match: SnapshotContext): Promise<Result<MatchEvent[], DomainError>>;
}
