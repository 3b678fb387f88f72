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
  /** How many Authorization headers were sent. */
  readonly authorizationCount: number;
  /** Content-Type fields of the request (node:http keeps only the first). */
  readonly contentTypeCount: number;
  /** `1.1`, or `1.0` (which may leave Host out). */
  readonly httpVersion: string;
  /** The client's address, as the host trusts it (X-Forwarded-For only behind a trusted proxy). */
  readonly address: string;
  /** This host's origin as the browser sees it: scheme, host and port. */
  readonly ownOrigin: string;
  /** A WebSocket upgrade rather than an HTTP request. */
  readonly upgrade: boolean;
}

/** How many headers of this (lower-case) name the request carries. */
function countHeaders(request: IncomingMessage, name: string): number {
  let count = 0;
  const raw = request.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) if ((raw[i] as string).toLowerCase() === name) count += 1;
  return count;
}

/**
 * The view of a Koa request (ctx.ip, ctx.protocol and ctx.host follow the app's proxy setting).
 * A class, not an object literal with getters: a literal's accessors are closures kept in a map of
 * their own, made in the old generation for every request, and that map kept the request alive
 * through the young-generation collections (the whole request graph was promoted, and the local
 * hot paths lost a quarter of their throughput to the collector).
 */
class ContextView implements RequestView {
  readonly method: string;
  readonly path: string;
  readonly hasQuery: boolean;
  readonly httpVersion: string;
  readonly upgrade = false;

  constructor(private readonly ctx: Context) {
    this.method = ctx.method;
    this.path = ctx.path;
    this.hasQuery = (ctx.url ?? '').includes('?');
    this.httpVersion = ctx.req.httpVersion;
  }

  get query(): ParsedUrlQuery {
    return this.ctx.query;
  }

  header(name: string): string {
    return this.ctx.get(name);
  }

  get hostCount(): number {
    return countHeaders(this.ctx.req, 'host');
  }

  get authorizationCount(): number {
    return countHeaders(this.ctx.req, 'authorization');
  }

  get contentTypeCount(): number {
    return countHeaders(this.ctx.req, 'content-type');
  }

  get address(): string {
    return this.ctx.ip;
  }

  get ownOrigin(): string {
    return `${this.ctx.protocol}://${this.ctx.host}`;
  }
}

export function viewOfContext(ctx: Context): RequestView {
  return new ContextView(ctx);
}

function firstForwarded(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text?.split(',')[0]?.trim() || undefined;
}

/**
 * The view of an upgrade request, read as Koa reads a request: behind a trusted proxy,
 * X-Forwarded-For, X-Forwarded-Proto and X-Forwarded-Host name the client and what it used.
 */
class UpgradeView implements RequestView {
  readonly method: string;
  readonly path: string;
  readonly hasQuery: boolean;
  readonly httpVersion: string;
  readonly upgrade = true;
  private readonly url: string;

  constructor(
    private readonly request: IncomingMessage,
    private readonly trustProxy: boolean,
  ) {
    this.url = request.url ?? '';
    const at = this.url.indexOf('?');
    this.method = request.method ?? 'GET';
    this.path = at === -1 ? this.url : this.url.slice(0, at);
    this.hasQuery = at !== -1;
    this.httpVersion = request.httpVersion;
  }

  get query(): ParsedUrlQuery {
    const at = this.url.indexOf('?');
    return at === -1 ? {} : parse(this.url.slice(at + 1));
  }

  header(name: string): string {
    const value = this.request.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(',') : (value ?? '');
  }

  get hostCount(): number {
    return countHeaders(this.request, 'host');
  }

  get authorizationCount(): number {
    return countHeaders(this.request, 'authorization');
  }

  get contentTypeCount(): number {
    return countHeaders(this.request, 'content-type');
  }

  get address(): string {
    return this.forwarded('x-forwarded-for') ?? this.request.socket.remoteAddress ?? '';
  }

  get ownOrigin(): string {
    const encrypted = (this.request.socket as { encrypted?: boolean }).encrypted === true;
    const protocol = encrypted ? 'https' : (this.forwarded('x-forwarded-proto') ?? 'http');
    return `${protocol}://${this.forwarded('x-forwarded-host') ?? this.header('host')}`;
  }

  private forwarded(name: string): string | undefined {
    return this.trustProxy ? firstForwarded(this.request.headers[name]) : undefined;
  }
}

export function viewOfUpgrade(request: IncomingMessage, trustProxy = false): RequestView {
  return new UpgradeView(request, trustProxy);
}
