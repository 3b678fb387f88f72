import type { DomainError } from '../../domain/shared/DomainError';
import { ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import type { WriteMatchEvents } from '../events/WriteMatchEvents';
import type { EventWriteOutcome } from './applyEventWrite';
import type { IdempotentRequest, WebWriteAnswer } from './webWriteOnce';
import { webWriteAnswer, writeOnceOf } from './webWriteOnce';
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
    const answer = await this.executeOnce(request, null);
    return answer.ok ? ok(answer.value.data) : answer;
  }

  /** execute, kept under an Idempotency-Key when `idempotency` is given (as UpdateMatchEvent's). */
  async executeOnce(
    request: DeleteMatchEventRequest,
    idempotency: IdempotentRequest | null,
  ): Promise<Result<WebWriteAnswer<DeletedEventView>, DomainError>> {
    const target = await writableMatch(this.championships, this.matches, request);
    if (!target.ok) return target;
    const view = (outcome: EventWriteOutcome): DeletedEventView => ({ id: outcome.event.id, deleted: true });
    const outcome = await this.writes.deleteOnce(
      { ...target.value, eventId: request.eventId, unknownEvent: WebErrors.deletedEventNotOfMatch },
      writeOnceOf(request.principal, idempotency, view),
    );
    return webWriteAnswer(outcome, view);
  }
}
