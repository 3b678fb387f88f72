import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApiError } from '../errors/ApiError';
import { apiError } from '../errors/ApiError';
import { errorBody } from './errorHandler';
import { refuseUpgrade } from './refuseUpgrade';
import { ANSWER_HEADERS } from './security/securityHeaders';

/** What node:http's parser says of a request it cannot read (llhttp's code and reason, the bytes read). */
export interface ParseFailure extends Error {
  readonly code?: string;
  readonly reason?: string;
  readonly rawPacket?: Buffer;
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// A header value: tab, visible ASCII and obs-text; anything else (NUL, other controls) is refused.
const VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/** The header the parser refused, read back from the bytes it got; undefined when it was not a header. */
function faultyHeader(failure: ParseFailure): string | undefined {
  const reason = `${failure.reason ?? ''} ${failure.message}`;
  if (/content-length/i.test(reason)) return 'Content-Length';
  if (/transfer-encoding/i.test(reason)) return 'Transfer-Encoding';
  const [requestLine = '', ...lines] = (failure.rawPacket ?? Buffer.alloc(0))
    .toString('latin1')
    .split('\r\n');
  const headers = lines.slice(0, lines.indexOf('') < 0 ? undefined : lines.indexOf(''));
  if (failure.code === 'HPE_HEADER_OVERFLOW') {
    const longest = [...headers].sort((a, b) => b.length - a.length)[0] ?? '';
    return requestLine.length >= longest.length ? 'request target' : longest.split(':')[0];
  }
  for (const line of headers) {
    const colon = line.indexOf(':');
    const name = colon < 0 ? line : line.slice(0, colon);
    if (!TOKEN.test(name)) return 'a header name';
    if (!VALUE.test(line.slice(colon + 1))) return name;
  }
  return undefined;
}

/** The refusal of a request node:http could not parse: 431, 413, 408 or 400 as node answers, with an Error body. */
export function parseRefusal(failure: ParseFailure): ApiError {
  const header = faultyHeader(failure);
  const details = header ? { [header]: failure.reason ?? 'not valid' } : undefined;
  switch (failure.code) {
    case 'HPE_HEADER_OVERFLOW':
      return apiError('headers_too_large', details, {
        message: `The request line and headers exceed the server's limit${header ? ` (the largest: ${header})` : ''}.`,
      });
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return apiError('body_too_large', undefined, {
        message: 'The chunk extensions of the body are too large.',
      });
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return apiError('request_timeout');
    default:
      return apiError('invalid_request', details, {
        message: `The HTTP request is malformed${header ? ` (${header})` : ''}: ${failure.reason ?? failure.message}.`,
      });
  }
}

/**
 * node:http's 'clientError': a request it cannot parse is answered, as every other refusal, with
 * the Error body of spec 2.4 naming what is wrong (node's own answer has no body), then closed;
 * one the app is already handling is closed without an answer (see `handling`).
 */
export function answerClientError(failure: ParseFailure, socket: Duplex): void {
  const written = (socket as { bytesWritten?: number }).bytesWritten ?? 0;
  if (refusedSockets.has(socket)) {
    socket.end();
    return;
  }
  if (failure.code === 'ECONNRESET' || !socket.writable || written > 0 || inHandling(socket)) {
    socket.destroy();
    return;
  }
  const refusal = parseRefusal(failure);
  refuseUpgrade(socket, refusal);
}

/**
 * A request whose Transfer-Encoding does not end in chunked has no reliable body length (RFC 9112,
 * 6.1: 400, then close). node:http hands such a request to the app and only then fails to parse
 * it, so a bodiless write (a revoke, a logout) ran while its client was told 400: it is refused
 * here, before the app.
 */
export function unframedBody(request: IncomingMessage): ApiError | null {
  const coding = request.headers['transfer-encoding'];
  if (coding === undefined || /(^|,)\s*chunked\s*$/i.test(coding)) return null;
  return apiError(
    'invalid_request',
    { 'Transfer-Encoding': `"${coding}" does not end in chunked` },
    { message: 'The HTTP request is malformed (Transfer-Encoding): its last coding must be chunked.' },
  );
}

/**
 * A GET or HEAD request sent with a Transfer-Encoding carries a body its method gives no meaning
 * (RFC 9110, 9.3.1: it may be rejected). It is refused here, before the app, with 400: node:http
 * would find a broken chunk of it only after the app took the request, when no answer can be
 * given any more (found by review: such a read got no answer at all). A Content-Length body is
 * delimited and read past as usual.
 */
export function chunkedRead(request: IncomingMessage): ApiError | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.headers['transfer-encoding'] === undefined) return null;
  return apiError(
    'invalid_request',
    { 'Transfer-Encoding': `a ${request.method} request carries no body` },
    {
      message: `The HTTP request is malformed (Transfer-Encoding): a ${request.method} request carries no body.`,
    },
  );
}

/** Answers a request refused before the app with its Error body, and closes the connection. */
export function refuseRequest(response: ServerResponse, refusal: ApiError): void {
  refusedSockets.add(response.socket as object);
  response.writeHead(refusal.status, {
    ...ANSWER_HEADERS,
    ...refusal.headers,
    'Content-Type': 'application/json; charset=utf-8',
    Connection: 'close',
  });
  response.end(JSON.stringify(errorBody(refusal)));
}

/** Sockets whose request was answered before the app: the parser's late error must not cut that answer. */
const refusedSockets = new WeakSet<object>();

/** On a socket: the answer of the request the app was handed last. */
const HANDED = Symbol('match-desk.handedRequest');

/**
 * Marks the request as handed to the app until its answer is sent. A broken chunked body is only
 * found after that, when the app may already have acted on the request (a bodiless revoke or
 * logout): such a request then gets no answer rather than a 400 that would say it was refused.
 * A property of the socket, not a listener or a weak set: every request of both hosts pays it.
 */
export function handling(request: IncomingMessage, response: ServerResponse): void {
  (request.socket as unknown as Record<symbol, ServerResponse>)[HANDED] = response;
}

/** Whether the app is handling a request of the socket (its answer is not sent yet). */
function inHandling(socket: Duplex): boolean {
  const response = (socket as unknown as Record<symbol, ServerResponse | undefined>)[HANDED];
  return response !== undefined && !response.writableFinished;
}

/** node:http's 'checkExpectation': an `Expect` other than 100-continue is 417, with an Error body naming it. */
export function refuseExpectation(request: IncomingMessage, response: ServerResponse): void {
  refuseRequest(
    response,
    apiError('expectation_failed', { Expect: `"${String(request.headers.expect)}" is not supported` }),
  );
}

const WEBSOCKET_KEY = /^[+/0-9A-Za-z]{22}==$/;

/** Whether a Sec-WebSocket-Protocol value is a list of distinct tokens (RFC 6455, 4.1). */
function protocolListIsValid(value: string): boolean {
  const names = value.split(',').map((name) => name.trim());
  return names.every((name) => TOKEN.test(name)) && new Set(names).size === names.length;
}

/**
 * A WebSocket handshake the `ws` library would refuse with a bare text/html answer, refused with
 * the Error body instead, naming the header (found by the fuzz on both hosts): another method than
 * GET (405), or a missing or invalid Upgrade, Sec-WebSocket-Key, Sec-WebSocket-Version or
 * Sec-WebSocket-Protocol (400 invalid_request).
 */
export function handshakeRefusal(request: IncomingMessage): ApiError | null {
  if (request.method !== 'GET') {
    return apiError('method_not_allowed', undefined, {
      message: 'A WebSocket is opened with GET.',
      headers: { Allow: 'GET' },
    });
  }
  const invalid = (header: string, why: string) =>
    apiError(
      'invalid_request',
      { [header]: why },
      { message: `The WebSocket handshake is invalid (${header}): ${why}.` },
    );
  const { upgrade } = request.headers;
  const key = request.headers['sec-websocket-key'];
  const version = request.headers['sec-websocket-version'];
  const protocol = request.headers['sec-websocket-protocol'];
  if (upgrade?.toLowerCase() !== 'websocket') return invalid('Upgrade', 'must be websocket');
  if (key === undefined || !WEBSOCKET_KEY.test(key))
    return invalid('Sec-WebSocket-Key', 'must be 16 bytes in base64');
  if (version !== '13' && version !== '8') return invalid('Sec-WebSocket-Version', 'must be 13');
  if (protocol !== undefined && !protocolListIsValid(protocol)) {
    return invalid('Sec-WebSocket-Protocol', 'must be a list of distinct tokens');
  }
  return null;
}
