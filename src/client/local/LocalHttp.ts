import type { FetchFunction, RawAnswer } from '../shared/exchange';
import { errorBodyOf, exchange, isSuccess, joinUrl, jsonOf } from '../shared/exchange';
import { LocalApiError } from './LocalApiError';

export const LOCAL_PREFIX = '/api/v1';

export interface LocalHttpOptions {
  /** {base_url}, e.g. http://127.0.0.1:18800 (without /api/v1). */
  readonly baseUrl: string;
  /** The local key; leave it out only when Require API key is off (spec 5.1.3). */
  readonly key?: string;
  readonly fetch?: FetchFunction;
  /** How long one request may take, in ms, before it fails with ClientNetworkError (default 30 000). */
  readonly timeoutMs?: number;
}

/** The local API's transport: the bearer key, JSON or text answers, LocalApiError for the rest. */
export class LocalHttp {
  private readonly fetchFn: FetchFunction;

  constructor(private readonly options: LocalHttpOptions) {
    this.fetchFn = options.fetch ?? fetch;
  }

  get baseUrl(): string {
    return this.options.baseUrl;
  }

  /** `timeoutMs` bounds this request alone (a poll within its command's deadline). */
  async getJson<T>(path: string, timeoutMs?: number): Promise<T> {
    return jsonOf(this.checked(await this.send('GET', path, {}, timeoutMs)), `GET ${path}`) as T;
  }

  async getText(path: string): Promise<string> {
    return this.checked(await this.send('GET', path)).text;
  }

  async postJson<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
    const answer = await this.send('POST', path, {
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return jsonOf(this.checked(answer), `POST ${path}`) as T;
  }

  private send(
    method: string,
    path: string,
    request: { headers?: Record<string, string>; body?: string } = {},
    timeoutMs: number | undefined = this.options.timeoutMs,
  ): Promise<RawAnswer> {
    const headers = { ...request.headers };
    const body = request.body;
    if (this.options.key !== undefined) headers.Authorization = `Bearer ${this.options.key}`;
    headers.Accept = 'application/json, text/plain';
    return exchange(
      this.fetchFn,
      joinUrl(this.options.baseUrl, path),
      { method, headers, ...(body === undefined ? {} : { body }) },
      timeoutMs,
    );
  }

  private checked(answer: RawAnswer): RawAnswer {
    if (isSuccess(answer)) return answer;
    throw new LocalApiError({ status: answer.status, body: errorBodyOf(answer), headers: answer.headers });
  }
}
