import { eventOf } from '../../application/desk/hosted/hostedMatchOf';
import type { HostedEventReads } from '../../application/ports/HostedEventReads';
import type { MatchEvent } from '../../domain/match/MatchEvent';
import type { SnapshotContext } from '../../domain/match/views';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import type { WebClient } from '../../client/web/WebClient';
import { attempt } from './hostedErrors';

/** get_match_events through the typed web client, for the write journal's re-reads (spec 4.2 rule 4). */
export class WebEventReads implements HostedEventReads {
  constructor(private readonly client: WebClient) {}

  matchEvents(match: SnapshotContext): Promise<Result<MatchEvent[], DomainError>> {
    return attempt(async () => (await this.client.getMatchEvents(match)).map(eventOf));
  }
}
