import type { Championship } from '../../../domain/championship/Championship';
import type { DeskContext } from '../../../domain/desk/DeskContext';
import type { EventDraft } from '../../../domain/desk/DeskEffect';
import { eventBodyOf } from '../../../domain/desk/eventBody';
import type { Match } from '../../../domain/match/Match';
import type { DecidedIn } from '../../../domain/match/Outcome';
import { decidedInProblem } from '../../../domain/match/Outcome';
import type { DomainError } from '../../../domain/shared/DomainError';
import { domainError } from '../../../domain/shared/DomainError';
import type { Result } from '../../../domain/shared/Result';
import { err, ok } from '../../../domain/shared/Result';
import { WriteMatchEvents } from '../../events/WriteMatchEvents';
import type { DeskHost, HostedMatch, SavedEvent } from '../../ports/DeskHost';
import type { MatchDataStores, Transactions } from '../../ports/MatchData';
import { readHostedMatch } from './readHostedMatch';

export type HostStores = MatchDataStores & { readonly transactions: Transactions };

const matchNotFound = (matchId: string): DomainError =>
  domainError('not_found', `No match with id ${matchId} in the embedded store.`);

const eventNotOfMatch = (eventId: string, matchId: string): DomainError =>
  domainError('invalid_params', 'The action params are invalid.', {
    eventId: `Event ${eventId} is not a saved event of match ${matchId}.`,
  });

interface Located {
  readonly championship: Championship;
  readonly match: Match;
}

/**
 * The built-in DeskHost: loads matches from the match-data stores (SQLite demo data by default)
 * and saves and deletes the desk's events through the one event-write unit of work of the web
 * write (WriteMatchEvents), so a desk goal and a web goal change, and notify, the same things.
 */
export class StoreDeskHost implements DeskHost {
  constructor(
    private readonly stores: HostStores,
    /** The workstation user's right to change matches (spec 5.1.2: match rights apply). */
    private readonly canEdit = true,
    /** The one event-write unit of work; without one, a service on these stores publishing nothing. */
    private readonly writes: WriteMatchEvents = new WriteMatchEvents({ transactions: stores.transactions }),
  ) {}

  async loadMatch(matchId: string): Promise<Result<HostedMatch, DomainError>> {
    const found = await this.locate(matchId, null);
    if (!found.ok) return found;
    return ok(await this.read(found.value));
  }

  async saveEvent(context: DeskContext, draft: EventDraft): Promise<Result<SavedEvent, DomainError>> {
    const found = await this.locate(context.matchId, context.championshipId);
    if (!found.ok) return found;
    const outcome = await this.writes.save({
      ...found.value,
      eventId: 'new',
      fields: eventBodyOf(draft),
      unknownEvent: eventNotOfMatch,
    });
    if (!outcome.ok) return outcome;
    const hosted = await this.read({ championship: found.value.championship, match: outcome.value.after });
    return ok({ eventId: outcome.value.event.id, match: hosted });
  }

  async deleteEvent(context: DeskContext, eventId: string): Promise<Result<SavedEvent, DomainError>> {
    const found = await this.locate(context.matchId, context.championshipId);
    if (!found.ok) return found;
    const outcome = await this.writes.delete({ ...found.value, eventId, unknownEvent: eventNotOfMatch });
    if (!outcome.ok) return outcome;
    const match = await this.read({ championship: found.value.championship, match: outcome.value.after });
    return ok({ eventId, match });
  }

  async setDecidedIn(context: DeskContext, decidedIn: DecidedIn): Promise<Result<HostedMatch, DomainError>> {
    const found = await this.locate(context.matchId, context.championshipId);
    if (!found.ok) return found;
    const after = await this.writes.updateMatch({
      ...found.value,
      change: (current) => {
        const problem = decidedInProblem(current, decidedIn);
        return problem === null
          ? ok({ ...current, decidedIn })
          : err(
              domainError('validation_failed', 'The score refuses how the match was decided.', {
                decidedIn: problem,
              }),
            );
      },
    });
    if (!after.ok) return after;
    return ok(await this.read({ championship: found.value.championship, match: after.value }));
  }

  private async locate(
    matchId: string,
    championshipId: string | null,
  ): Promise<Result<Located, DomainError>> {
    const match = await this.stores.matches.byId(matchId);
    if (!match || (championshipId !== null && match.championshipId !== championshipId)) {
      return err(matchNotFound(matchId));
    }
    const championship = await this.stores.championships.byId(match.championshipId);
    return championship ? ok({ championship, match }) : err(matchNotFound(matchId));
  }

  private read(located: Located): Promise<HostedMatch> {
    return readHostedMatch(this.stores, located.championship, located.match, this.canEdit);
  }
}
