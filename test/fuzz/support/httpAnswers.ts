// The invariants every HTTP answer of a fuzz case must keep: no 5xx, valid against the published
// document (test/support/apiValidation.ts), and a refusal that names the field or header at fault.
import fc from 'fast-check';
import type { ApiName } from '../../support/apiValidation';
import { validateResponse } from '../../support/apiValidation';
import { DOCUMENTS } from '../../support/contract/openapiDocuments';
import { bodyOf } from '../../support/webClient';
import type { Fault, Refusal } from './faults';
import { describeFault, unnamedFault } from './faults';
import type { HttpCase } from './httpCases';
import type { RawRequest, RawResponse } from '../../support/rawRequest';
import { NoAnswer, rawRequest } from '../../support/rawRequest';

const preview = (bytes: Buffer | string | undefined, max = 300): string => {
  if (bytes === undefined) return '(none)';
  const text = typeof bytes === 'string' ? bytes : bytes.toString('latin1');
  return `${JSON.stringify(text.slice(0, max))}${text.length > max ? ` … (${text.length} bytes)` : ''}`;
};

export function describeRequest(request: RawRequest): string {
  const headers = request.headers.map(([n, v]) => `${n}: ${preview(v, 120)}`).join(', ');
  return `${request.method} ${preview(request.target, 200)} [${headers}] body ${preview(request.body)}`;
}

/** Shown by fast-check for a counterexample instead of the whole object (bodies can be 300 KiB). */
export function printable<T extends HttpCase>(value: T): T {
  return Object.assign(value, {
    [fc.toStringMethod]: () =>
      `${value.operation.operationId} (${value.label}; ${describeFault(value.fault)}): ${describeRequest(value.request)}`,
  });
}

export class BrokenInvariant extends Error {
  override readonly name = 'BrokenInvariant';
}

/** The path the document knows a target by: routers match letters in any case and a trailing slash. */
export function documentedPath(api: ApiName, target: string): string {
  let path = target;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return path;
    }
  }
  path = path.split('#')[0]?.split('?')[0] ?? '';
  const given = path.split('/');
  for (const template of Object.keys(DOCUMENTS[api].paths)) {
    const parts = template.split('/');
    // One trailing slash more than a template without one (the routers are not strict); `/overlay//` is another address.
    const extraSlash =
      given.length === parts.length + 1 && given[given.length - 1] === '' && parts[parts.length - 1] !== '';
    const trimmed = extraSlash ? given.slice(0, -1) : given;
    if (trimmed.length !== parts.length) continue;
    const fits = parts.every((p, i) =>
      /^\{.+\}$/.test(p) ? (trimmed[i] ?? '') !== '' : p.toLowerCase() === (trimmed[i] ?? '').toLowerCase(),
    );
    if (fits) return parts.map((p, i) => (/^\{.+\}$/.test(p) ? trimmed[i] : p)).join('/');
  }
  return path;
}

/**
 * Whether a refusal with this status must name the case's own fault: a 400, 413, 415 or 431 is a
 * refusal of the request's form; a 401, 403 or 428 of a header; a 404 of a path parameter.
 */
function mustName(status: number, fault: Fault | null): boolean {
  if ([400, 413, 415, 431].includes(status)) return true;
  if (fault?.kind === 'header') return [401, 403, 428].includes(status);
  return fault?.kind === 'parameter' && fault.in === 'path' && status === 404;
}

/** A refusal of a case without a fault must still say what was wrong: a field, or a header or parameter it sent. */
function namesSomething(refusal: Refusal, request: RawRequest): boolean {
  if (Object.keys((refusal.errors ?? {}) as object).length > 0) return true;
  const words = `${String(refusal.error ?? '')} ${String(refusal.code ?? '')}`.toLowerCase();
  const names = request.headers.map(([n]) => n.toLowerCase());
  const query = request.target.split('?')[1] ?? '';
  const decoded = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  const parameters = query.split('&').map((p) => decoded(p.split('=')[0] ?? '').toLowerCase());
  return [...names, ...parameters, 'body', 'json'].some((n) => n.length > 1 && words.includes(n));
}

function failure(fuzzCase: HttpCase, response: RawResponse, problem: string): BrokenInvariant {
  return new BrokenInvariant(
    `${problem}\n  case: ${fuzzCase.operation.operationId}, ${fuzzCase.label}, fault: ${describeFault(fuzzCase.fault)}` +
      `\n  request: ${describeRequest(fuzzCase.request)}\n  answer: ${response.status} ${JSON.stringify(response.headers)} ${preview(response.text, 600)}`,
  );
}

function bodyOfResponse(response: RawResponse): { type: string | undefined; body: unknown } {
  const contentType = response.headers['content-type'];
  const type = Array.isArray(contentType) ? contentType.join(', ') : contentType;
  return { type, body: bodyOf(type, response.text) };
}

const KNOWN_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Throws a BrokenInvariant when the answer is a 5xx or breaks the published document. */
export function checkHttpAnswer(api: ApiName, fuzzCase: HttpCase, response: RawResponse): void {
  // 501 is the documented answer (x-unlisted-responses) to a method the server implements nowhere
  // (PROPFIND...): RFC 9110 15.6.2, a refusal of the method, not a failure of the server.
  const unknownMethod = response.status === 501 && !KNOWN_METHODS.includes(fuzzCase.request.method);
  if (response.status >= 500 && !unknownMethod)
    throw failure(fuzzCase, response, `a ${response.status} answer`);
  const { type, body } = bodyOfResponse(response);
  // The API routers match letters in any case and a trailing slash, the overlay's does not: the
  // answer must fit the document read either way.
  const exact = (fuzzCase.request.target.split('#')[0] ?? '').split('?')[0] ?? '';
  const readings = [...new Set([exact, documentedPath(api, fuzzCase.request.target)])];
  const mismatches = readings.flatMap((path) => {
    try {
      validateResponse(api, fuzzCase.request.method, path, response.status, type, body, response.headers);
      return [];
    } catch (mismatch) {
      return [(mismatch as Error).message];
    }
  });
  if (mismatches.length === readings.length) {
    throw failure(fuzzCase, response, `the answer breaks the published document: ${mismatches.join('\n')}`);
  }
}

/** Why the refusal does not name what is wrong, or null (also for an answer that is no refusal). */
function unnamed(fuzzCase: HttpCase, response: RawResponse): string | null {
  const named = mustName(response.status, fuzzCase.fault) || response.status === 422;
  if (response.status < 400 || !named) return null;
  const { body } = bodyOfResponse(response);
  const refusal = (typeof body === 'object' && body !== null ? body : pageRefusal(response.text)) as Refusal;
  if (response.status !== 422 && fuzzCase.fault) return unnamedFault(refusal, fuzzCase.fault);
  return namesSomething(refusal, fuzzCase.request)
    ? null
    : `a ${response.status} refusal that names no field, header or parameter of the request`;
}

/** An HTML page's refusal: its sentence (`<p class="alert">`), its `data-code` and the `data-field`s it names. */
function pageRefusal(html: string): Refusal {
  const sentence = /<p class="alert">([^<]*)<\/p>/.exec(html)?.[1];
  const code = /data-code="([^"]*)"/.exec(html)?.[1];
  const fields = [...html.matchAll(/<li data-field="([^"]*)">/g)].map((m) => [m[1] as string, 'named']);
  return { error: sentence ?? html.slice(0, 200), code, errors: Object.fromEntries(fields) };
}

/** The code of an Error body, if the answer has one. */
function codeOf(response: RawResponse): unknown {
  try {
    return (JSON.parse(response.text) as { code?: unknown }).code;
  } catch {
    return pageRefusal(response.text).code;
  }
}

/**
 * Throws a BrokenInvariant when a refusal does not name the field, header or parameter at fault.
 * A case carries one fault; when its refusal does not name it, its fault-free base is sent (by
 * `sendBase`, after the case's own checks): the same refusal of the base (status and code) is
 * about something else the case chose at random (an id of another company, a sport the token
 * lacks), not about the fault. The base's answer is checked like any other.
 */
export async function checkRefusalNamesFault(
  api: ApiName,
  fuzzCase: HttpCase,
  response: RawResponse,
  sendBase: (request: RawRequest) => Promise<RawResponse>,
): Promise<void> {
  const problem = unnamed(fuzzCase, response);
  if (!problem) return;
  if (fuzzCase.fault && fuzzCase.fault.kind !== 'target' && response.status !== 422) {
    const base = await sendBase(fuzzCase.base);
    checkHttpAnswer(
      api,
      { ...fuzzCase, request: fuzzCase.base, fault: null, label: `${fuzzCase.label}, base` },
      base,
    );
    if (base.status === response.status && codeOf(base) === codeOf(response)) return;
  }
  throw failure(fuzzCase, response, problem);
}

/**
 * Sends the case's request. Null when the host closed without an answer where the case allows it
 * (a broken chunked body); any other missing answer is a failure (the host hung or crashed).
 */
export async function sendCase(url: string, fuzzCase: HttpCase): Promise<RawResponse | null> {
  try {
    return await rawRequest(url, fuzzCase.request);
  } catch (error) {
    if (error instanceof NoAnswer && fuzzCase.unanswered) return null;
    if (error instanceof NoAnswer)
      throw new BrokenInvariant(`${error.message}: ${describeRequest(fuzzCase.request)}`);
    throw error;
  }
}
