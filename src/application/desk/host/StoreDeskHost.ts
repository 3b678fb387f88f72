import type { Championship } from '../../../domain/championship/Championship';
import type { DeskContext } from '../../../domain/desk/DeskContext';
import type { EventDraft } from '../../../domain/desk/DeskEffect';
import { eventBodyOf } from '../../../domain/desk/eventBody';
import type { Match } from '../../../domain/match/Match';
import type { DecidedIn } from '../../../domain/match/Outcome';
import { validateEventInput } from '../../../domain/match/validateEventInput';
import type { DomainError } from '../../../domain/shared/DomainError';
import { domainError } from '../../../domain/shared/DomainError';
import type { Result } from '../../../domain/shared/Result';
import { err, ok } from '../../../domain/shared/Result';
import type { DeskHost, HostedMatch, SavedEvent } from '../../ports/DeskHost';
import type { MatchDataStores, Transactions } from '../../ports/MatchData';
import { applyEventWrite } from '../../web/applyEventWrite';
import { recomputeStandingsInTransaction } from '../../web/recomputeStandingsInTransaction';
import type { StandingsRecomputation } from '../../web/UpdateMatchEvent';
import { deleteEventWrite } from './deleteEventWrite';
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
 * and saves the desk's events with the web write's rules and transaction (applyEventWrite, then
 * the standings), so a desk goal and a web goal change the same things.
 */
export class StoreDeskHost implements DeskHost {
  constructor(
    private readonly stores: HostStores,
    /** The workstation user's right to change matches (spec 5.1.2: match rights apply). */
    private readonly canEdit = true,
    private readonly recomputeStandings: StandingsRecomputation = recomputeStandingsInTransaction,
  ) {}

  async loadMatch(matchId: string): Promise<Result<HostedMatch, DomainError>> {
    const found = await this.locate(matchId, null);
    if (!found.ok) return found;
    return ok(await this.read(found.value));
  }

  async saveEvent(context: DeskContext, draft: EventDraft): Promise<Result<SavedEvent, DomainError>> {
    const found = await this.locate(context.matchId, context.championshipId);
    if (!found.ok) return found;
    const { championship, match } = found.value;
    const players = await this.stores.championships.players([match.homeTeamId, match.awayTeamId]);
    const checked = validateEventInput({ match, players }, eventBodyOf(draft));
    if (!checked.ok) return checked;
    const outcome = await this.stores.transactions.run(async (stores) => {
      await stores.championships.lockForWrite(championship.id);
      const written = await applyEventWrite(stores, match.id, 'new', checked.value);
      await this.recomputeStandings(stores, championship);
      return written;
    });
    const hosted = await this.read({ championship, match: outcome.after });
    return ok({ eventId: outcome.event.id, match: hosted });
  }

  async deleteEvent(context: DeskContext, eventId: string): Promise<Result<HostedMatch, DomainError>> {
    const found = await this.locate(context.matchId, context.championshipId);
    if (!found.ok) return found;
    const { championship, match } = found.value;
    const event = await this.stores.matches.event(eventId);
    if (event?.matchId !== match.id) return err(eventNotOfMatch(eventId, match.id));
    const after = await this.stores.transactions.run(async (stores) => {
      await stores.championships.lockForWrite(championship.id);
      const written = await deleteEventWrite(stores, match.id, eventId);
      await this.recomputeStandings(stores, championship);
      return written;
    });
    return ok(await this.read({ championship, match: after }));
  }

  async setDecidedIn(context: DeskContext, decidedIn: DecidedIn): Promise<Result<HostedMatch, DomainError>> {
    const found = await this.locate(context.matchId, context.championshipId);
    if (!found.ok) return found;
    const { championship, match } = found.value;
    const after = await this.stores.transactions.run(async (stores) => {
      await stores.championships.lockForWrite(championship.id);
      const current = (await stores.matches.byId(match.id)) ?? match;
      const changed: Match = { ...current, decidedIn, version: current.version + 1 };
      await stores.matches.update(changed);
      await this.recomputeStandings(stores, championship);
      return changed;
    });
    return ok(await this.read({ championship, match: after }));
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
