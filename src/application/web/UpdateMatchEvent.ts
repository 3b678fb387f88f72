import { eventWriteAccess } from '../../domain/access/administration';
import type { Championship } from '../../domain/championship/Championship';
import type { RawEventBody } from '../../domain/match/EventInput';
import type { Match } from '../../domain/match/Match';
import type { DomainError } from '../../domain/shared/DomainError';
import { ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import type { WriteMatchEvents } from '../events/WriteMatchEvents';
import type { EventWriteOutcome } from './applyEventWrite';
import type { IdempotentRequest, WebWriteAnswer } from './webWriteOnce';
import { webWriteAnswer, writeOnceOf } from './webWriteOnce';
import type { Championships, Matches } from '../ports/MatchData';
import { accessibleChampionship } from './accessibleChampionship';
import { accessibleMatch } from './accessibleMatch';
import { toEventView } from './views/EventView';
import type { EventView } from './views/EventView';
import type { ChampionshipRequest } from './WebRequests';

export interface UpdateMatchEventRequest extends ChampionshipRequest {
  readonly matchId: string;
  /** "new" creates an event; otherwise the id of an event of the same match, which is modified. */
  readonly eventId: string;
  /** The sport's event fields, unchecked (spec 4.2 rule 3). */
  readonly fields: RawEventBody;
}

/** The championship and match of a web event write, once the principal may write to them. */
export async function writableMatch(
  championships: Championships,
  matches: Matches,
  request: ChampionshipRequest & { readonly matchId: string },
): Promise<Result<{ championship: Championship; match: Match }, DomainError>> {
  const found = await accessibleChampionship(championships, request);
  if (!found.ok) return found;
  const championship = found.value;
  const writable = eventWriteAccess(request.principal, championship.companyId);
  if (!writable.ok) return writable;
  const match = await accessibleMatch(matches, request.principal, championship, request.matchId);
  if (!match.ok) return match;
  return ok({ championship, match: match.value });
}

/**
 * update_match_event (spec 4.2 rule 3): the access checks of the web API, then the one
 * event-write unit of work (WriteMatchEvents.save) validates, writes in one transaction and
 * notifies after commit.
 */
export class UpdateMatchEvent {
  constructor(
    private readonly championships: Championships,
    private readonly matches: Matches,
    private readonly writes: WriteMatchEvents,
  ) {}

  async execute(request: UpdateMatchEventRequest): Promise<Result<EventView, DomainError>> {
    const answer = await this.executeOnce(request, null);
    return answer.ok ? ok(answer.value.data) : answer;
  }

  /**
   * execute, kept under an Idempotency-Key when `idempotency` is given: the same write sent again
   * gets the kept answer (`replayed`) and runs nothing; another write under the key is refused.
   */
  async executeOnce(
    request: UpdateMatchEventRequest,
    idempotency: IdempotentRequest | null,
  ): Promise<Result<WebWriteAnswer<EventView>, DomainError>> {
    const target = await writableMatch(this.championships, this.matches, request);
    if (!target.ok) return target;
    const view = (outcome: EventWriteOutcome) => toEventView(outcome.after.sport, outcome.event);
    const outcome = await this.writes.saveOnce(
      { ...target.value, eventId: request.eventId, fields: request.fields },
      writeOnceOf(request.principal, idempotency, view),
    );
    return webWriteAnswer(outcome, view);
  }
}
