// One HTTP/1.1 exchange written byte for byte on a fresh TCP connection: the fuzz sends what no
// HTTP client would (duplicate or missing headers, odd request targets, lying Content-Type and
// Content-Encoding, bad UTF-8), so it cannot go through fetch or node:http's request checks.
import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export type HeaderList = readonly (readonly [string, string])[];

export interface RawRequest {
  readonly method: string;
  /** The request target as written on the request line (path and query, or odder). */
  readonly target: string;
  readonly headers: HeaderList;
  readonly body?: Buffer;
  /** The request line's version; default 1.1 (1.0 may leave Host out). */
  readonly version?: '1.0' | '1.1';
}

export interface RawResponse {
  readonly status: number;
  /** Lower-case names; a repeated header keeps every value. */
  readonly headers: Record<string, string | string[]>;
  /** The bytes as received (still compressed when Content-Encoding says so). */
  readonly body: Buffer;
  /** The body decoded (Content-Encoding) as UTF-8 text. */
  readonly text: string;
  /** Bytes received after the head (before de-chunking). */
  readonly rawBodyLength: number;
}

export class NoAnswer extends Error {
  override readonly name = 'NoAnswer';
}

function dechunked(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(bytes.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size <= 0) break;
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

function parsed(method: string, received: Buffer): RawResponse | null {
  let bytes = received;
  // An interim answer (100 Continue, 103 Early Hints) comes before the answer.
  while (/^HTTP\/1\.[01] 1(00|02|03) /.test(bytes.subarray(0, 13).toString('latin1'))) {
    const interimEnd = bytes.indexOf('\r\n\r\n');
    if (interimEnd < 0) return null;
    bytes = bytes.subarray(interimEnd + 4);
  }
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? NaN);
  if (!Number.isInteger(status)) return null;
  const headers: Record<string, string | string[]> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    const seen = headers[name];
    headers[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  const rawBodyLength = bytes.length - end - 4;
  let body = bytes.subarray(end + 4);
  const length = headers['content-length'];
  if (method === 'HEAD' || status === 204 || status === 304 || status === 101) body = Buffer.alloc(0);
  else if (/chunked/i.test(String(headers['transfer-encoding'] ?? ''))) body = dechunked(body);
  else if (typeof length === 'string') body = body.subarray(0, Number(length));
  const text = decoded(String(headers['content-encoding'] ?? ''), body).toString('utf8');
  return { status, headers, body, text, rawBodyLength };
}

/** The body as its Content-Encoding says (a client that sends Accept-Encoding gets br or gzip); as sent when it does not decode. */
function decoded(coding: string, body: Buffer): Buffer {
  const decoders: Record<string, (b: Buffer) => Buffer> = {
    br: brotliDecompressSync,
    gzip: gunzipSync,
    deflate: inflateSync,
  };
  const decode = decoders[coding.trim().toLowerCase()];
  if (!decode || body.length === 0) return body;
  try {
    return decode(body);
  } catch {
    return body;
  }
}

/** Whether `bytes` hold a whole answer (its head, and its body as framed). */
function isWhole(method: string, bytes: Buffer): boolean {
  const answer = parsed(method, bytes);
  if (!answer) return false;
  if (method === 'HEAD' || [101, 204, 304].includes(answer.status)) return true;
  if (/chunked/i.test(String(answer.headers['transfer-encoding'] ?? ''))) {
    return bytes.subarray(bytes.length - 5).toString('latin1') === '0\r\n\r\n';
  }
  const length = answer.headers['content-length'];
  return typeof length === 'string' && answer.rawBodyLength >= Number(length);
}

/** The bytes of the request: `Connection: close` and `Content-Length` are added unless given. */
export function requestBytes(request: RawRequest): Buffer {
  const named = (name: string) => request.headers.some(([n]) => n.toLowerCase() === name);
  const lines = [
    `${request.method} ${request.target} HTTP/${request.version ?? '1.1'}`,
    ...request.headers.map(([n, v]) => `${n}: ${v}`),
  ];
  if (!named('connection')) lines.push('Connection: close');
  if (request.body !== undefined && !named('content-length') && !named('transfer-encoding')) {
    lines.push(`Content-Length: ${request.body.length}`);
  }
  return Buffer.concat([
    Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'),
    request.body ?? Buffer.alloc(0),
  ]);
}

/**
 * Sends `request` to the host of `url` and resolves with the answer once the host closes the
 * connection (or, for a 101, once its head arrived). Rejects with NoAnswer when the host closes
 * without a complete answer or says nothing for `timeoutMs`.
 */
export function rawRequest(url: string, request: RawRequest, timeoutMs = 20_000): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let failure: Error | undefined;
    const timer = setTimeout(() => {
      failure = new NoAnswer(`no answer within ${timeoutMs} ms`);
      socket.destroy();
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // A kept-alive connection is not closed by the host: stop once the answer is whole.
      if (isWhole(request.method, Buffer.concat(chunks))) socket.destroy();
    });
    // A host that answers early and closes may reset the rest of our upload: the answer stands.
    socket.on('error', (error) => (failure ??= error));
    socket.on('close', () => {
      clearTimeout(timer);
      const answer = parsed(request.method, Buffer.concat(chunks));
      if (answer) resolve(answer);
      else
        reject(
          failure instanceof NoAnswer
            ? failure
            : new NoAnswer(
                `the host closed the connection without an answer${failure ? ` (${failure.message})` : ''}: ` +
                  JSON.stringify(Buffer.concat(chunks).toString('latin1').slice(0, 200)),
              ),
        );
    });
    socket.write(requestBytes(request));
  });
}
