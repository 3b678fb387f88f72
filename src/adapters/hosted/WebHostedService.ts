import type { HostedEventWrites } from '../../application/ports/HostedEventWrites';
import type { HostedMatchData, HostedMatches } from '../../application/ports/HostedMatches';
import type { ChampionshipView } from '../../application/web/views/ChampionshipView';
import type { MatchSnapshot, MatchSummary, SnapshotContext } from '../../domain/match/views';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { ok } from '../../domain/shared/Result';
import { SPORTS } from '../../domain/sport/Sport';
import { rulesOf } from '../../domain/sport/SportRules';
import type { WebClient } from '../../client/web/WebClient';
import type { EventWrite, MatchWithPermissions, WriteOptions } from '../../client/web/webTypes';
import { WebApiError } from '../../client/web/WebApiError';
import type { Match } from '../../domain/match/Match';
import type { DecidedIn } from '../../domain/match/Outcome';
import { DECIDED_IN, SIDES } from '../../domain/match/Outcome';
import type { Side } from '../../domain/match/Side';
import type { Sport } from '../../domain/sport/Sport';
import { snapshotUrl } from '../../application/web/snapshotUrl';
import { ConditionalReads } from './ConditionalReads';
import { attempt } from './hostedErrors';

/** Reads of a match's parts before a version that keeps moving is taken as it is. */
const CONSISTENT_READ_ROUNDS = 3;

/** get_match's outcome read back; a value the domain does not know is taken as not recorded. */
function outcomeOf(o: MatchWithPermissions['outcome']): Pick<Match, 'decidedIn' | 'retired' | 'walkover'> {
  const decided = (DECIDED_IN as readonly (string | null)[]).includes(o.decidedIn);
  const side = (v: string | null) => ((SIDES as readonly (string | null)[]).includes(v) ? (v as Side) : null);
  return {
    decidedIn: decided ? (o.decidedIn as DecidedIn) : null,
    retired: side(o.retired),
    walkover: side(o.walkover),
  };
}

/** Codes of a sport the user may not read: that sport is left out of the listing. */
const SPORT_REFUSALS = new Set(['sport_not_allowed', 'forbidden_sport']);

/**
 * The hosted service through the typed web client (src/client/web), with the desk user's
 * session: the public web API's reads and its event writes, nothing else.
 */
export class WebHostedService implements HostedMatches, HostedEventWrites {
  private readonly conditional: ConditionalReads;

  constructor(private readonly client: WebClient) {
    this.conditional = new ConditionalReads(client.http);
  }

  async championships(): Promise<Result<readonly ChampionshipView[], DomainError>> {
    const all: ChampionshipView[] = [];
    for (const sport of SPORTS) {
      const listed = await attempt(() => this.client.getAllChampionships(sport));
      if (!listed.ok) {
        if (SPORT_REFUSALS.has(listed.error.code)) continue;
        return listed;
      }
      all.push(...listed.value);
    }
    return ok(all);
  }

  matches(
    championship: Pick<ChampionshipView, 'sport' | 'id'>,
  ): Promise<Result<readonly MatchSummary[], DomainError>> {
    return attempt(() =>
      this.client.getAllMatches({ sport: championship.sport, championshipId: championship.id }),
    );
  }

  /**
   * The match's parts are read side by side, between two reads of its version: a write that
   * commits in between (a replayed goal, another desk) would pair an old score with new events, so
   * the parts are read again, a bounded number of times; the last try is answered as not settled.
   */
  read(match: SnapshotContext): Promise<Result<HostedMatchData, DomainError>> {
    const ref = { sport: match.sport, championshipId: match.championshipId, matchId: match.matchId };
    return attempt(async () => {
      for (let round = 1; ; round += 1) {
        const head = await this.client.getMatch(ref);
        const [snapshot, events, players, days, explanations] = await Promise.all([
          this.conditional.get<MatchSnapshot>(snapshotUrl(ref.sport, ref.championshipId, ref.matchId)),
          this.client.getMatchEvents(ref),
          rulesOf(ref.sport).hasLineups ? this.client.getMatchPlayers(ref) : Promise.resolve([]),
          this.client.getAllDays(ref),
          this.explanations(ref),
        ]);
        const settled = (await this.client.getMatch(ref)).version === head.version;
        if (!settled && round < CONSISTENT_READ_ROUNDS) continue;
        return {
          head: {
            match: head.match,
            outcome: outcomeOf(head.outcome),
            version: head.version,
            writeEvents: head.permissions.writeEvents,
          },
          snapshot,
          events,
          players,
          days,
          explanations,
          settled,
        };
      }
    });
  }

  /** Issue 14: the explanation lines; none (404 not_found) before the first result. */
  private async explanations(ref: { sport: Sport; championshipId: string }) {
    try {
      return (await this.client.getStandingsExplanation(ref)).explanations;
    } catch (error) {
      if (error instanceof WebApiError && error.status === 404 && error.code === 'not_found') return [];
      throw error;
    }
  }

  /** spec 4.2 rule 5, with the snapshot's ETag when the service gives one (If-None-Match, 304). */
  snapshot(snapshotUrl: string): Promise<Result<MatchSnapshot, DomainError>> {
    if (!snapshotUrl.startsWith('/'))
      throw new TypeError('snapshotUrl must be a relative URL of the application.');
    return attempt(() => this.conditional.get<MatchSnapshot>(snapshotUrl));
  }

  saveEvent(
    match: SnapshotContext,
    eventId: string,
    fields: Readonly<Record<string, unknown>>,
    idempotencyKey?: string,
  ): Promise<Result<{ readonly eventId: string }, DomainError>> {
    // The same body the embedded host validates (eventBodyOf): the sport's rules read null and "" as none.
    const body = { ...fields, id: eventId, match_id: match.matchId } as EventWrite;
    return attempt(async () => {
      const saved = await this.client.updateMatchEvent(match, body, writeOptions(idempotencyKey));
      return { eventId: saved.id };
    });
  }

  /** delete_match_event (the documented extension of the web API). */
  deleteEvent(
    match: SnapshotContext,
    eventId: string,
    idempotencyKey?: string,
  ): Promise<Result<void, DomainError>> {
    return attempt(async () => {
      await this.client.deleteMatchEvent(
        match,
        { id: eventId, match_id: match.matchId },
        writeOptions(idempotencyKey),
      );
    });
  }
}

const writeOptions = (idempotencyKey: string | undefined): WriteOptions =>
  idempotencyKey === undefined ? {} : { idempotencyKey };
