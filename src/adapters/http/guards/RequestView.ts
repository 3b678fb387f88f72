import type { IncomingMessage } from 'node:http';
import { parse, type ParsedUrlQuery } from 'node:querystring';
import type { Context } from 'koa';

/**
 * What the guards look at, the same for an HTTP request and a WebSocket upgrade: a small view of
 * the request, so that one pipeline serves both (issue 13, "One guard pipeline").
 */
export interface RequestView {
  readonly method: string;
  /** Without the query string. */
  readonly path: string;
  /** Whether the target has a query string, even an empty `?`. */
  readonly hasQuery: boolean;
  readonly query: ParsedUrlQuery;
  /** The value of a header ('' when absent; repeated headers joined by commas). */
  header(name: string): string;
  /** How many Host headers were sent. */
  readonly hostCount: number;
  /** `1.1`, or `1.0` (which may leave Host out). */
  readonly httpVersion: string;
  /** The client's address, as the host trusts it (X-Forwarded-For only behind a trusted proxy). */
  readonly address: string;
  /** This host's origin as the browser sees it: scheme, host and port. */
  readonly ownOrigin: string;
  /** A WebSocket upgrade rather than an HTTP request. */
  readonly upgrade: boolean;
}

function countHosts(request: IncomingMessage): number {
  let hosts = 0;
  const raw = request.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) if ((raw[i] as string).toLowerCase() === 'host') hosts += 1;
  return hosts;
}

/** The view of a Koa request (ctx.ip, ctx.protocol and ctx.host follow the app's proxy setting). */
export function viewOfContext(ctx: Context): RequestView {
  return {
    method: ctx.method,
    path: ctx.path,
    hasQuery: (ctx.url ?? '').includes('?'),
    get query() {
      return ctx.query;
    },
    header: (name) => ctx.get(name),
    get hostCount() {
      return countHosts(ctx.req);
    },
    httpVersion: ctx.req.httpVersion,
    get address() {
      return ctx.ip;
    },
    get ownOrigin() {
      return `${ctx.protocol}://${ctx.host}`;
    },
    upgrade: false,
  };
}

function firstForwarded(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text?.split(',')[0]?.trim() || undefined;
}

/**
 * The view of an upgrade request, read as Koa reads a request: behind a trusted proxy,
 * X-Forwarded-For, X-Forwarded-Proto and X-Forwarded-Host name the client and what it used.
 */
export function viewOfUpgrade(request: IncomingMessage, trustProxy = false): RequestView {
  const url = request.url ?? '';
  const at = url.indexOf('?');
  const header = (name: string): string => {
    const value = request.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(',') : (value ?? '');
  };
  const forwarded = (name: string): string | undefined =>
    trustProxy ? firstForwarded(request.headers[name]) : undefined;
  return {
    method: request.method ?? 'GET',
    path: at === -1 ? url : url.slice(0, at),
    hasQuery: at !== -1,
    get query() {
      return at === -1 ? {} : parse(url.slice(at + 1));
    },
    header,
    get hostCount() {
      return countHosts(request);
    },
    httpVersion: request.httpVersion,
    get address() {
      return forwarded('x-forwarded-for') ?? request.socket.remoteAddress ?? '';
    },
    get ownOrigin() {
      const encrypted = (request.socket as { encrypted?: boolean }).encrypted === true;
      const protocol = encrypted ? 'https' : (forwarded('x-forwarded-proto') ?? 'http');
      return `${protocol}://${forwarded('x-forwarded-host') ?? header('host')}`;
    },
    upgrade: true,
  };
}
