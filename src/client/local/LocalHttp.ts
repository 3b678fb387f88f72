import type { FetchFunction, RawAnswer } from '../shared/exchange';
import { errorBodyOf, exchange, isSuccess, joinUrl } from '../shared/exchange';
import { LocalApiError } from './LocalApiError';

export const LOCAL_PREFIX = '/api/v1';

export interface LocalHttpOptions {
  /** {base_url}, e.g. http://127.0.0.1:18800 (without /api/v1). */
  readonly baseUrl: string;
  /** The local key; leave it out only when Require API key is off (spec 5.1.3). */
  readonly key?: string;
  readonly fetch?: FetchFunction;
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

  async getJson<T>(path: string): Promise<T> {
    return JSON.parse(this.checked(await this.send('GET', path)).text) as T;
  }

  async getText(path: string): Promise<string> {
    return this.checked(await this.send('GET', path)).text;
  }

  async postJson<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
    const answer = await this.send('POST', path, {
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return JSON.parse(this.checked(answer).text) as T;
  }

  private send(
    method: string,
    path: string,
    request: { headers?: Record<string, string>; body?: string } = {},
  ): Promise<RawAnswer> {
    const headers = { ...request.headers };
    const body = request.body;
    if (this.options.key !== undefined) headers.Authorization = `Bearer ${this.options.key}`;
    headers.Accept = 'application/json, text/plain';
    return exchange(this.fetchFn, joinUrl(this.options.baseUrl, path), {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
    });
  }

  private checked(answer: RawAnswer): RawAnswer {
    if (isSuccess(answer)) return answer;
    throw new LocalApiError({ status: answer.status, body: errorBodyOf(answer), headers: answer.headers });
  }
}
