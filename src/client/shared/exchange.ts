import { ClientNetworkError } from './ClientNetworkError';
import type { ErrorBody } from './HttpApiError';
import { timeLimit } from './timeLimit';

export type FetchFunction = typeof fetch;

/** One answer, its body read as text exactly once. */
export interface RawAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

/** How long one request may take, answer read included, unless the client is told otherwise. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/**
 * Sends one request and reads its answer within `timeoutMs` (found by review: a server that took
 * the request and never answered kept the caller waiting for minutes). A network failure, a
 * timeout or an abort by the caller's `init.signal` becomes ClientNetworkError.
 * The limit keeps the process alive while the request is out (timeLimit).
 */
export async function exchange(
  fetchFn: FetchFunction,
  url: string,
  init: RequestInit,
  timeoutMs: number = DEFAULT_REQUEST_TIMEOUT_MS,
): Promise<RawAnswer> {
  const what = `${init.method ?? 'GET'} ${url}`;
  // Infinity: no limit of its own (a caller whose fetch bounds each request itself).
  const limit = Number.isFinite(timeoutMs) ? timeLimit(timeoutMs, init.signal) : null;
  const signal = limit?.signal ?? init.signal ?? undefined;
  const failure = (cause: unknown, happened: string) =>
    new ClientNetworkError(
      limit?.expired()
        ? `${what}: no answer within ${timeoutMs} ms`
        : `${what} ${happened}: ${String(cause)}`,
      cause,
    );
  try {
    let response: Response;
    try {
      response = await fetchFn(url, signal ? { ...init, signal } : init);
    } catch (cause) {
      throw failure(cause, 'failed');
    }
    try {
      return { status: response.status, headers: response.headers, text: await response.text() };
    } catch (cause) {
      throw failure(cause, 'broke off');
    }
  } finally {
    limit?.clear();
  }
}

export function isSuccess(answer: RawAnswer): boolean {
  return answer.status >= 200 && answer.status < 300;
}

/**
 * JSON of a 2xx answer; an empty body (204 above all) is never decoded. A body that is not JSON
 * (a proxy's or a captive portal's page) is a ClientNetworkError: the API did not answer.
 */
export function jsonOf(answer: RawAnswer, what = 'the answer'): unknown {
  if (answer.status === 204 || answer.text === '') return undefined;
  try {
    return JSON.parse(answer.text) as unknown;
  } catch (cause) {
    throw new ClientNetworkError(
      `${what} (${answer.status}) is not JSON: something other than the API answered`,
      cause,
    );
  }
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
