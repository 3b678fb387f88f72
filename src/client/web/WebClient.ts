import type { FetchFunction } from '../shared/exchange';
import { jsonOf, query } from '../shared/exchange';
import type { WebHttpOptions } from './WebHttp';
import { dataOf, WebHttp } from './WebHttp';
import type {
  Championship,
  ChampionshipRef,
  Day,
  DeletedEvent,
  EventDelete,
  WriteOptions,
  EventWrite,
  Group,
  MatchEvent,
  MatchPlayer,
  MatchRef,
  MatchSnapshot,
  MatchSummary,
  MatchWithPermissions,
  Phase,
  SessionInfo,
  Sport,
  Standing,
  StandingsExplanation,
  TennisSet,
} from './webTypes';

export type WebClientOptions = WebHttpOptions;

export interface LoginOptions {
  readonly baseUrl: string;
  readonly email: string;
  readonly password: string;
  readonly fetch?: FetchFunction;
  /** How long one request may take, in ms (default 30 000); the client made keeps it. */
  readonly timeoutMs?: number;
}

const SESSION_COOKIE = 'md_session';
/** How many snapshot answers readSnapshotUrl keeps for revalidation. */
const KEPT_SNAPSHOTS = 256;

function sessionCookieOf(headers: Headers): string | undefined {
  for (const line of headers.getSetCookie()) {
    const pair = line.split(';')[0]?.trim() ?? '';
    if (pair.startsWith(`${SESSION_COOKIE}=`) && pair.length > SESSION_COOKIE.length + 1) return pair;
  }
  return undefined;
}

/**
 * A typed client of the web API (spec 4.2, docs/web-api.md): one method per endpoint, in the
 * endpoint's name. Sends the bearer token (or a session cookie), returns `data`, throws
 * WebApiError for any refusal and ClientNetworkError when the service cannot be reached.
 */
export class WebClient {
  readonly http: WebHttp;
  /** snapshotUrl → the last answer and its ETag (readSnapshotUrl). */
  private readonly snapshots = new Map<string, { etag: string; snapshot: MatchSnapshot }>();

  constructor(options: WebClientOptions) {
    this.http = new WebHttp(options);
  }

  /** Logs in (POST /api/session) and returns a client carrying the session cookie. */
  static async login(
    options: LoginOptions,
  ): Promise<{ client: WebClient; cookie: string; session: SessionInfo }> {
    const anonymous = new WebHttp({
      baseUrl: options.baseUrl,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    });
    const credentials = { email: options.email, password: options.password };
    const answer = await anonymous.send('POST', '/api/session', credentials);
    const session = dataOf<SessionInfo>(answer);
    const cookie = sessionCookieOf(answer.headers);
    if (cookie === undefined) throw new Error('The login succeeded but set no session cookie.');
    const client = new WebClient({
      baseUrl: options.baseUrl,
      cookie,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    });
    return { client, cookie, session };
  }

  getAllChampionships(sport: Sport, options: { includeArchived?: boolean } = {}): Promise<Championship[]> {
    return this.get(sport, 'get_all_championship', {
      include_archived: options.includeArchived ? '1' : undefined,
    });
  }

  getChampionship(ref: ChampionshipRef): Promise<Championship> {
    return this.get(ref.sport, 'get_championship', { championship_id: ref.championshipId });
  }

  /** Every visible match, or those the filters keep (issue 11). */
  getAllMatches(ref: ChampionshipRef, filter: MatchListFilter = {}): Promise<MatchSummary[]> {
    return this.get(ref.sport, 'get_all_matchs', {
      championship_id: ref.championshipId,
      ...filterQuery(filter),
    });
  }

  /**
   * One page of get_all_matchs (issue 11): up to `limit` (1..1000) matches after `cursor` (the
   * `nextCursor` of the previous page; absent for the first one), and the next page's cursor,
   * null on the last page.
   */
  async getMatchPage(
    ref: ChampionshipRef,
    page: { readonly limit: number; readonly cursor?: string | null },
    filter: MatchListFilter = {},
  ): Promise<{ matches: MatchSummary[]; nextCursor: string | null }> {
    const params = {
      championship_id: ref.championshipId,
      ...filterQuery(filter),
      limit: String(page.limit),
      cursor: page.cursor ?? undefined,
    };
    const answer = await this.http.send(
      'GET',
      `/api/${encodeURIComponent(ref.sport)}/get_all_matchs${query(params)}`,
    );
    const matches = dataOf<MatchSummary[]>(answer);
    const { nextCursor } = jsonOf(answer) as { nextCursor?: string | null };
    return { matches, nextCursor: nextCursor ?? null };
  }

  getMatch(ref: MatchRef): Promise<MatchWithPermissions> {
    return this.get(ref.sport, 'get_match', matchQuery(ref));
  }

  getMatchSnapshot(ref: MatchRef): Promise<MatchSnapshot> {
    return this.get(ref.sport, 'get_match_snapshot', matchQuery(ref));
  }

  getAllDays(ref: ChampionshipRef): Promise<Day[]> {
    return this.get(ref.sport, 'get_all_days', { championship_id: ref.championshipId });
  }

  getAllPhases(ref: ChampionshipRef): Promise<Phase[]> {
    return this.get(ref.sport, 'get_all_phases', { championship_id: ref.championshipId });
  }

  getAllGroups(ref: ChampionshipRef): Promise<Group[]> {
    return this.get(ref.sport, 'get_all_groups', { championship_id: ref.championshipId });
  }

  getMatchEvents(ref: MatchRef): Promise<MatchEvent[]> {
    return this.get(ref.sport, 'get_match_events', matchQuery(ref));
  }

  /** Line-ups; team sports only (tennis: 404 not_available_for_sport). */
  getMatchPlayers(ref: MatchRef): Promise<MatchPlayer[]> {
    return this.get(ref.sport, 'get_match_players', matchQuery(ref));
  }

  /** Sets; tennis only. */
  getMatchSets(ref: MatchRef): Promise<TennisSet[]> {
    return this.get(ref.sport, 'get_match_sets', matchQuery(ref));
  }

  /** The current standing, or the one stored after `dayId`. */
  getChampionshipStandings(ref: ChampionshipRef & { readonly dayId?: string }): Promise<Standing[]> {
    return this.get(ref.sport, 'get_championship_standings', {
      championship_id: ref.championshipId,
      day_id: ref.dayId,
    });
  }

  /**
   * Extension (issue 14): why each team is where it is, for every pair of neighbours level on
   * the first criterion of the championship's tie-break, in the current table or after `dayId`.
   */
  getStandingsExplanation(ref: ChampionshipRef & { readonly dayId?: string }): Promise<StandingsExplanation> {
    return this.get(ref.sport, 'get_championship_standings_explanation', {
      championship_id: ref.championshipId,
      day_id: ref.dayId,
    });
  }

  /**
   * Creates (`id: "new"`) or modifies an event. The spec has no idempotency key (4.2 rule 4);
   * this service accepts one as an extension: with `idempotencyKey` (1 to 100 letters, digits,
   * underscores or hyphens, one per intended write), sending the same write again within a day
   * answers what the first one got and writes nothing more, so a write whose answer was lost can
   * simply be sent again. Without it, read the events again before retrying.
   */
  updateMatchEvent(ref: ChampionshipRef, event: EventWrite, options: WriteOptions = {}): Promise<MatchEvent> {
    const path = `/api/${ref.sport}/update_match_event${query({ championship_id: ref.championshipId })}`;
    return this.write(path, event, options);
  }

  /**
   * Deletes an event of a match: delete_match_event, an extension of the spec with the permission,
   * checks, transaction and notifications of update_match_event. A second delete of the same
   * event is refused (422), unless sent with the first one's `idempotencyKey`: then it answers
   * what the first one got.
   */
  deleteMatchEvent(
    ref: ChampionshipRef,
    event: EventDelete,
    options: WriteOptions = {},
  ): Promise<DeletedEvent> {
    const path = `/api/${ref.sport}/delete_match_event${query({ championship_id: ref.championshipId })}`;
    return this.write(path, event, options);
  }

  private async write<T>(path: string, body: unknown, options: WriteOptions): Promise<T> {
    const key = options.idempotencyKey;
    return dataOf<T>(
      await this.http.send('POST', path, body, key === undefined ? {} : { 'Idempotency-Key': key }),
    );
  }

  /**
   * Re-reads a notification's snapshotUrl (relative to the application origin). Issue 11: the
   * last answer of each URL is kept with its ETag and the re-read sends `If-None-Match`, so an
   * unchanged snapshot comes back as a 304 without a body and the kept value is returned.
   */
  async readSnapshotUrl(snapshotUrl: string): Promise<MatchSnapshot> {
    if (!snapshotUrl.startsWith('/'))
      throw new TypeError('snapshotUrl must be a relative URL of the application.');
    const kept = this.snapshots.get(snapshotUrl);
    const answer = await this.http.send(
      'GET',
      snapshotUrl,
      undefined,
      kept ? { 'If-None-Match': kept.etag } : {},
    );
    if (answer.status === 304 && kept) {
      this.remember(snapshotUrl, kept);
      return kept.snapshot;
    }
    const snapshot = dataOf<MatchSnapshot>(answer);
    const etag = answer.headers.get('ETag');
    if (etag) this.remember(snapshotUrl, { etag, snapshot });
    else this.snapshots.delete(snapshotUrl);
    return snapshot;
  }

  /** Keeps the newest answers, the least recently read dropped first. */
  private remember(url: string, entry: { etag: string; snapshot: MatchSnapshot }): void {
    this.snapshots.delete(url);
    this.snapshots.set(url, entry);
    if (this.snapshots.size > KEPT_SNAPSHOTS) {
      const oldest = this.snapshots.keys().next().value;
      if (oldest !== undefined) this.snapshots.delete(oldest);
    }
  }

  /** Who is logged in (session clients). */
  session(): Promise<SessionInfo> {
    return this.http.call('GET', '/api/session');
  }

  /** Ends the session: 204, nothing to decode. */
  async logout(): Promise<void> {
    await this.http.call<undefined>('DELETE', '/api/session');
  }

  private get<T>(sport: Sport, endpoint: string, params: Record<string, string | undefined>): Promise<T> {
    return this.http.call('GET', `/api/${encodeURIComponent(sport)}/${endpoint}${query(params)}`);
  }
}

/** The optional filters of get_all_matchs (issue 11); dates are YYYY-MM-DD, inclusive. */
export interface MatchListFilter {
  readonly dayId?: string;
  readonly status?: MatchSummary['status'];
  readonly teamId?: string;
  readonly dateFrom?: string;
  readonly dateTo?: string;
}

function filterQuery(filter: MatchListFilter): Record<string, string | undefined> {
  return {
    day_id: filter.dayId,
    status: filter.status,
    team_id: filter.teamId,
    date_from: filter.dateFrom,
    date_to: filter.dateTo,
  };
}

function matchQuery(ref: MatchRef): Record<string, string> {
  return { championship_id: ref.championshipId, match_id: ref.matchId };
}
