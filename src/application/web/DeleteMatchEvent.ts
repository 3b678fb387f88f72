import type { DomainError } from '../../domain/shared/DomainError';
import { ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import type { WriteMatchEvents } from '../events/WriteMatchEvents';
import type { Championships, Matches } from '../ports/MatchData';
import { writableMatch } from './UpdateMatchEvent';
import type { ChampionshipRequest } from './WebRequests';
import { WebErrors } from './WebErrors';

export interface DeleteMatchEventRequest extends ChampionshipRequest {
  readonly matchId: string;
  /** The id of an event of the match. */
  readonly eventId: string;
}

export interface DeletedEventView {
  readonly id: string;
  readonly deleted: true;
}

/**
 * delete_match_event, a documented extension of the web API (issue 12): the permission and
 * checks of update_match_event, then the one event-write unit of work (WriteMatchEvents.delete):
 * the same transaction, score, line-up, version, standings and notifications.
 */
export class DeleteMatchEvent {
  constructor(
    private readonly championships: Championships,
    private readonly matches: Matches,
    private readonly writes: WriteMatchEvents,
  ) {}

  async execute(request: DeleteMatchEventRequest): Promise<Result<DeletedEventView, DomainError>> {
    const target = await writableMatch(this.championships, this.matches, request);
    if (!target.ok) return target;
    const outcome = await this.writes.delete({
      ...target.value,
      eventId: request.eventId,
      unknownEvent: WebErrors.deletedEventNotOfMatch,
    });
    if (!outcome.ok) return outcome;
    return ok({ id: outcome.value.event.id, deleted: true });
  }
}
