// A small fetch wrapper for the web and local API tests. Every response is validated against the
// API's OpenAPI document (test/support/apiValidation.ts): a mismatch rejects the call.
import type { ApiName } from './apiValidation';
import { validateResponse } from './apiValidation';

export interface CallOptions {
  readonly token?: string;
  readonly cookie?: string;
  readonly origin?: string;
  /** A JSON body (serialized) or raw text. */
  readonly json?: unknown;
  readonly raw?: string;
  readonly contentType?: string;
  readonly headers?: Record<string, string>;
  readonly method?: string;
  /** 'manual' to see a redirect itself (default: follow it, as a browser does). */
  readonly redirect?: 'follow' | 'manual';
  /**
   * The document to validate the response against; default: local for /api/v1/…, else web.
   * 'none' only for a route a test mounts itself, which neither document describes.
   */
  readonly api?: ApiName | 'none';
}

export interface CallResult {
  readonly status: number;
  readonly headers: Headers;
  /** The parsed JSON body; undefined when the body is empty. */
  readonly body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  readonly text: string;
}

export async function call(baseUrl: string, path: string, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
  if (options.cookie !== undefined) headers.Cookie = options.cookie;
  if (options.origin !== undefined) headers.Origin = options.origin;
  let body: string | undefined;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['Content-Type'] = options.contentType ?? 'application/json';
  } else if (options.raw !== undefined) {
    body = options.raw;
    headers['Content-Type'] = options.contentType ?? 'application/json';
  }
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    ...(options.redirect === undefined ? {} : { redirect: options.redirect }),
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  const contentType = response.headers.get('content-type');
  // A followed redirect answers for the address it led to, with GET.
  const final = response.redirected ? new URL(response.url) : null;
  const answered = final ? `${final.pathname}${final.search}` : path;
  const api = options.api ?? apiOfPath(answered);
  if (api !== 'none') {
    const shown = bodyOf(contentType, text);
    validateResponse(
      api,
      final ? 'GET' : method,
      answered,
      response.status,
      contentType,
      shown,
      response.headers,
    );
  }
  return { status: response.status, headers: response.headers, text, body: parsed(text) };
}

/** The local API lives under /api/v1 (spec 9); every other path is the web API's. */
export function apiOfPath(path: string): ApiName {
  return /^\/api\/v1(\/|$|\?)/.test(path) ? 'local' : 'web';
}

/** What the validator checks: the parsed JSON for a JSON media type (invalid JSON stays text). */
export function bodyOf(contentType: string | null | undefined, text: string): unknown {
  if (text === '' || !/^application\/([a-z.+-]*\+)?json\s*(;|$)/i.test(contentType ?? '')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function parsed(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `/api/{sport}/{endpoint}?query` with the parameters in order. */
export function apiPath(
  sport: string,
  endpoint: string,
  query: Record<string, string | undefined> = {},
): string {
  const params = Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined);
  const search = new URLSearchParams(params).toString();
  return `/api/${sport}/${endpoint}${search ? `?${search}` : ''}`;
}
