import type { FetchFunction } from '../shared/exchange';
import type { CommandOptions, PostRetryOptions, WaitOptions } from './commandFlow';
import { intentionKey, postCommand, waitForCommand } from './commandFlow';
import { LOCAL_PREFIX, LocalHttp } from './LocalHttp';
import type {
  ActionRequest,
  ActionView,
  ButtonView,
  ClickRequest,
  EventTypeView,
  EventView,
  FinishedCommand,
  Keyed,
  LocalCommand,
  LocalState,
  MatchDay,
  MatchDetails,
  PlayerView,
  Scorer,
  SelectionsView,
  Standing,
  StatisticView,
} from './localTypes';

export interface LocalClientOptions {
  /** {base_url}, e.g. http://127.0.0.1:18800 (Copy URL), without /api/v1. */
  readonly baseUrl: string;
  /** The local key (Copy API key); leave it out only when Require API key is off. */
  readonly key?: string;
  /** How a command POST is retried when the network fails. */
  readonly retry?: PostRetryOptions;
  /** Defaults for click and action. */
  readonly wait?: WaitOptions;
  readonly fetch?: FetchFunction;
  /** How long one request may take, in ms, before it fails with ClientNetworkError (default 30 000). */
  readonly timeoutMs?: number;
}

const seg = encodeURIComponent;

/**
 * A typed client of the local API (spec 4.1, docs/local-api.md). Reads return the published
 * shapes; `click` and `action` submit with one Idempotency-Key per call and resolve with the
 * finished Command. Refusals throw LocalApiError, unreachable servers ClientNetworkError.
 */
export class LocalClient {
  private readonly http: LocalHttp;

  constructor(private readonly options: LocalClientOptions) {
    this.http = new LocalHttp(options);
  }

  state(): Promise<LocalState> {
    return this.read('/state');
  }

  buttons(): Promise<Record<string, ButtonView>> {
    return this.read('/buttons');
  }

  button(buttonId: string): Promise<ButtonView> {
    return this.read(`/buttons/${seg(buttonId)}`);
  }

  buttonText(buttonId: string): Promise<string> {
    return this.http.getText(`${LOCAL_PREFIX}/buttons/${seg(buttonId)}/text`);
  }

  texts(): Promise<Record<string, string>> {
    return this.read('/texts');
  }

  text(textId: string): Promise<string> {
    return this.http.getText(`${LOCAL_PREFIX}/texts/${seg(textId)}`);
  }

  actions(): Promise<Record<string, ActionView>> {
    return this.read('/actions');
  }

  players(): Promise<Keyed<'players', PlayerView[]>> {
    return this.read('/players');
  }

  events(): Promise<Keyed<'events', EventView[]>> {
    return this.read('/events');
  }

  eventTypes(): Promise<Keyed<'eventTypes', EventTypeView[]>> {
    return this.read('/eventTypes');
  }

  statistics(): Promise<Keyed<'statistics', StatisticView[]>> {
    return this.read('/statistics');
  }

  selections(): Promise<Keyed<'selections', SelectionsView>> {
    return this.read('/selections');
  }

  match(): Promise<Keyed<'match', MatchDetails>> {
    return this.read('/match');
  }

  matchDays(): Promise<Keyed<'matchDays', MatchDay[]>> {
    return this.read('/matchDays');
  }

  scorers(): Promise<Keyed<'scorers', Scorer[]>> {
    return this.read('/scorers');
  }

  standings(): Promise<Keyed<'standings', Standing[]>> {
    return this.read('/standings');
  }

  /** GET /commands/{id}: readable while pending, and until 60 s after creation once finished. */
  command(commandId: string): Promise<LocalCommand> {
    return this.read(`/commands/${seg(commandId)}`);
  }

  /** Clicks a button and waits until the command is accepted or failed. */
  click(buttonId: string, request: ClickRequest, options: CommandOptions = {}): Promise<FinishedCommand> {
    const body: Record<string, unknown> = { contextKey: request.contextKey };
    if (request.gesture !== undefined) body.gesture = request.gesture;
    return this.run(`${LOCAL_PREFIX}/buttons/${seg(buttonId)}/click`, body, options);
  }

  /** Runs an action of the catalog and waits until the command is accepted or failed. */
  action(actionId: string, request: ActionRequest, options: CommandOptions = {}): Promise<FinishedCommand> {
    const body: Record<string, unknown> = { contextKey: request.contextKey };
    if (request.params !== undefined) body.params = request.params;
    return this.run(`${LOCAL_PREFIX}/actions/${seg(actionId)}`, body, options);
  }

  /** Polls a command (e.g. one that timed out) until it is accepted or failed. */
  waitFor(command: LocalCommand, options: WaitOptions = {}): Promise<FinishedCommand> {
    return waitForCommand(this.http, command, { ...this.options.wait, ...options });
  }

  private read<T>(path: string): Promise<T> {
    return this.http.getJson<T>(`${LOCAL_PREFIX}${path}`);
  }

  private async run(
    path: string,
    body: Record<string, unknown>,
    options: CommandOptions,
  ): Promise<FinishedCommand> {
    const key = intentionKey(options.idempotencyKey);
    const submitted = await postCommand(this.http, path, body, key, this.options.retry);
    return this.waitFor(submitted, options);
  }
}
