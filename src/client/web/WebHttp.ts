import type { FetchFunction, RawAnswer } from '../shared/exchange';
import { errorBodyOf, exchange, isSuccess, joinUrl, jsonOf } from '../shared/exchange';
import { WebApiError } from './WebApiError';

export interface WebHttpOptions {
  /** {web_url}, e.g. https://desk.example.com */
  readonly baseUrl: string;
  /** An integration token, `svc_api_…` (spec 5.2.1). */
  readonly token?: string;
  /**
   * A session cookie, `md_session=…` (from WebClient.login or a browser); or a function asked for
   * it before each request, for a caller whose session may be renewed while it runs.
   */
  readonly cookie?: string | (() => string);
  readonly fetch?: FetchFunction;
  /** How long one request may take, in ms, before it fails with ClientNetworkError (default 30 000). */
  readonly timeoutMs?: number;
}

/** The web API's transport: bearer or cookie, `{success, data}` unwrapped, WebApiError otherwise. */
export class WebHttp {
  private readonly fetchFn: FetchFunction;

  constructor(private readonly options: WebHttpOptions) {
    this.fetchFn = options.fetch ?? fetch;
  }

  get baseUrl(): string {
    return this.options.baseUrl;
  }

  /** The data of `{success: true, data}`; undefined for a 204, whose empty body is never decoded. */
  async call<T>(method: string, path: string, json?: unknown): Promise<T> {
    return dataOf<T>(await this.send(method, path, json));
  }

  /**
   * The raw answer, for callers that need its headers (login reads Set-Cookie, a conditional read
   * sends If-None-Match in `extra` and gets a 304).
   */
  async send(
    method: string,
    path: string,
    json?: unknown,
    extra: Readonly<Record<string, string>> = {},
  ): Promise<RawAnswer> {
    const headers: Record<string, string> = { ...extra, Accept: 'application/json' };
    if (this.options.token !== undefined) headers.Authorization = `Bearer ${this.options.token}`;
    if (this.options.cookie !== undefined) {
      headers.Cookie = cookieOf(this.options.cookie);
      // Cookie-authenticated writes must come from the site's own origin (CONTRACT-NOTES).
      if (method !== 'GET') headers.Origin = new URL(this.options.baseUrl).origin;
    }
    if (json !== undefined) headers['Content-Type'] = 'application/json';
    return exchange(
      this.fetchFn,
      joinUrl(this.options.baseUrl, path),
      { method, headers, ...(json === undefined ? {} : { body: JSON.stringify(json) }) },
      this.options.timeoutMs,
    );
  }
}

/** The cookie itself, or what its function gives now. */
export const cookieOf = (cookie: string | (() => string)): string =>
  typeof cookie === 'function' ? cookie() : cookie;

/** The data of a 2xx answer (undefined for 204); a refusal throws WebApiError. */
export function dataOf<T>(answer: RawAnswer): T {
  if (!isSuccess(answer)) {
    throw new WebApiError({ status: answer.status, body: errorBodyOf(answer), headers: answer.headers });
  }
  return unwrap(jsonOf(answer)) as T;
}

function unwrap(body: unknown): unknown {
  if (body === undefined) return undefined;
  if (body !== null && typeof body === 'object' && (body as { success?: unknown }).success === true) {
    return (body as { data?: unknown }).data;
  }
  throw new Error('The web API answered without the {success: true, data} envelope.');
}
