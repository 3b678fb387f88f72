import type { FetchFunction } from '../shared/exchange';
import { query } from '../shared/exchange';
import type { WebHttpOptions } from './WebHttp';
import { dataOf, WebHttp } from './WebHttp';
import type {
  Championship,
  ChampionshipRef,
  Day,
  DeletedEvent,
  EventDelete,
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
  TennisSet,
} from './webTypes';

export type WebClientOptions = WebHttpOptions;

export interface LoginOptions {
  readonly baseUrl: string;
  readonly email: string;
  readonly password: string;
  readonly fetch?: FetchFunction;
}

const SESSION_COOKIE = 'md_session';

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

  getAllMatches(ref: ChampionshipRef): Promise<MatchSummary[]> {
    return this.get(ref.sport, 'get_all_matchs', { championship_id: ref.championshipId });
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
   * Creates (`id: "new"`) or modifies an event. There is no idempotency key (spec 4.2 rule 4):
   * after a cut without an answer, read the events again before retrying.
   */
  updateMatchEvent(ref: ChampionshipRef, event: EventWrite): Promise<MatchEvent> {
    const path = `/api/${ref.sport}/update_match_event${query({ championship_id: ref.championshipId })}`;
    return this.http.call('POST', path, event);
  }

  /**
   * Deletes an event of a match: delete_match_event, an extension of the spec with the permission,
   * checks, transaction and notifications of update_match_event. Not idempotent: a second delete
   * of the same event is refused (422); after a cut without an answer, read the events again.
   */
  deleteMatchEvent(ref: ChampionshipRef, event: EventDelete): Promise<DeletedEvent> {
    const path = `/api/${ref.sport}/delete_match_event${query({ championship_id: ref.championshipId })}`;
    return this.http.call('POST', path, event);
  }

  /** Re-reads a notification's snapshotUrl (relative to the application origin). */
  readSnapshotUrl(snapshotUrl: string): Promise<MatchSnapshot> {
    if (!snapshotUrl.startsWith('/'))
      throw new TypeError('snapshotUrl must be a relative URL of the application.');
    return this.http.call('GET', snapshotUrl);
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

function matchQuery(ref: MatchRef): Record<string, string> {
  return { championship_id: ref.championshipId, match_id: ref.matchId };
}
