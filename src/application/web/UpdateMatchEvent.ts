import { eventWriteAccess } from '../../domain/access/administration';
import type { Championship } from '../../domain/championship/Championship';
import type { RawEventBody, ValidEventInput } from '../../domain/match/EventInput';
import type { Match } from '../../domain/match/Match';
import type { MatchEvent } from '../../domain/match/MatchEvent';
import { validateEventInput } from '../../domain/match/validateEventInput';
import type { DomainError } from '../../domain/shared/DomainError';
import { err, ok } from '../../domain/shared/Result';
import type { Result } from '../../domain/shared/Result';
import type { Clock } from '../ports/Clock';
import type { Championships, MatchDataStores, Matches, Transactions } from '../ports/MatchData';
import type { Notifications } from '../ports/Notifications';
import type { ResultChange } from '../standings/RecomputeStandings';
import { accessibleChampionship } from './accessibleChampionship';
import { accessibleMatch } from './accessibleMatch';
import { applyEventWrite } from './applyEventWrite';
import { notificationsOf } from './eventNotifications';
import { KeyedQueue } from './KeyedQueue';
import { toEventView } from './views/EventView';
import type { EventView } from './views/EventView';
import { WebErrors } from './WebErrors';
import type { ChampionshipRequest } from './WebRequests';

export interface UpdateMatchEventRequest extends ChampionshipRequest {
  readonly matchId: string;
  /** "new" creates an event; otherwise the id of an event of the same match, which is modified. */
  readonly eventId: string;
  /** The sport's event fields, unchecked (spec 4.2 rule 3). */
  readonly fields: RawEventBody;
}

/**
 * Recomputes and stores the standings of a championship with the stores of an open transaction;
 * with `changed`, only as far as that one match's result changed them.
 */
export type StandingsRecomputation = (
  stores: MatchDataStores,
  championship: Championship,
  changed?: ResultChange,
) => Promise<void>;

/**
 * update_match_event (spec 4.2 rule 3). After the checks, one transaction saves the event,
 * recomputes the score (and tennis sets), moves players on a substitution, bumps the match
 * version and recomputes the standings; nothing is half-saved. Notifications go out after commit.
 */
export class UpdateMatchEvent {
  /**
   * Writes of one championship take turns in this process: each recomputes the score and the
   * standings from what is committed, so two concurrent writes never miss each other's event
   * (PostgreSQL runs transactions at READ COMMITTED). Several instances need a database lock.
   */
  private readonly writes = new KeyedQueue();

  constructor(
    private readonly championships: Championships,
    private readonly matches: Matches,
    private readonly transactions: Transactions,
    private readonly recomputeStandings: StandingsRecomputation,
    private readonly notifications: Notifications,
    private readonly clock: Clock,
    /** Delivery is best effort: a failed publish never undoes nor fails a committed write. */
    private readonly onNotificationFailure: (error: unknown) => void = () => undefined,
  ) {}

  async execute(request: UpdateMatchEventRequest): Promise<Result<EventView, DomainError>> {
    const found = await accessibleChampionship(this.championships, request);
    if (!found.ok) return found;
    const championship = found.value;
    const writable = eventWriteAccess(request.principal, championship.companyId);
    if (!writable.ok) return writable;
    const match = await accessibleMatch(this.matches, request.principal, championship, request.matchId);
    if (!match.ok) return match;
    const checked = await this.checkedInput(match.value, request);
    if (!checked.ok) return checked;

    const outcome = await this.writes.run(championship.id, () =>
      this.transactions.run(async (stores) => {
        await stores.championships.lockForWrite(championship.id);
        const written = await applyEventWrite(stores, match.value.id, request.eventId, checked.value);
        await this.recomputeStandings(stores, championship, written);
        return written;
      }),
    );

    const at = this.clock.now().toISOString();
    const published = notificationsOf(championship.companyId, outcome, at).map((n) =>
      this.notifications.publish(n).catch(this.onNotificationFailure),
    );
    await Promise.all(published);
    return ok(toEventView(outcome.after.sport, outcome.event));
  }

  private async checkedInput(
    match: Match,
    request: UpdateMatchEventRequest,
  ): Promise<Result<ValidEventInput, DomainError>> {
    if (request.eventId !== 'new') {
      const existing: MatchEvent | null = await this.matches.event(request.eventId);
      if (!existing || existing.matchId !== match.id)
        return err(WebErrors.eventNotOfMatch(request.eventId, match.id));
    }
    const players = await this.championships.players(
      [match.homeTeamId, match.awayTeamId].filter((id) => id !== ''),
    );
    return validateEventInput({ match, players }, request.fields);
  }
}
