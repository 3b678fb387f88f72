import { ClientNetworkError } from './ClientNetworkError';
import type { ErrorBody } from './HttpApiError';

export type FetchFunction = typeof fetch;

/** One answer, its body read as text exactly once. */
export interface RawAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

/** Sends one request; a network failure becomes ClientNetworkError. */
export async function exchange(fetchFn: FetchFunction, url: string, init: RequestInit): Promise<RawAnswer> {
  let response: Response;
  try {
    response = await fetchFn(url, init);
  } catch (cause) {
    throw new ClientNetworkError(`${init.method ?? 'GET'} ${url} failed: ${String(cause)}`, cause);
  }
  try {
    return { status: response.status, headers: response.headers, text: await response.text() };
  } catch (cause) {
    throw new ClientNetworkError(`${init.method ?? 'GET'} ${url}: the answer broke off`, cause);
  }
}

export function isSuccess(answer: RawAnswer): boolean {
  return answer.status >= 200 && answer.status < 300;
}

/** JSON of a 2xx answer; an empty body (204 above all) is never decoded. */
export function jsonOf(answer: RawAnswer): unknown {
  if (answer.status === 204 || answer.text === '') return undefined;
  return JSON.parse(answer.text) as unknown;
}

/** The Error body of a refused request, when it is JSON (a proxy may answer with HTML). */
export function errorBodyOf(answer: RawAnswer): ErrorBody | undefined {
  if (answer.text === '') return undefined;
  try {
    const body = JSON.parse(answer.text) as unknown;
    return body !== null && typeof body === 'object' && !Array.isArray(body)
      ? (body as ErrorBody)
      : undefined;
  } catch {
    return undefined;
  }
}

/** `base` without a trailing slash, then `path` (which starts with /). */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

export function query(params: Record<string, string | undefined>): string {
  const entries = Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined);
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries).toString()}`;
}
