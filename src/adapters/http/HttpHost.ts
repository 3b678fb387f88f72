import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type Koa from 'koa';
import { apiError } from '../errors/ApiError';
import {
  answerClientError,
  chunkedRead,
  handling,
  handshakeRefusal,
  refuseExpectation,
  refuseRequest,
  unframedBody,
} from './malformedRequest';
import { refuseUpgrade } from './refuseUpgrade';
import { hasBody } from './body/hasBody';

/** Handles a WebSocket upgrade for one path; returns false when the path is not its own. */
export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => boolean;

export interface HttpHostOptions {
  readonly host: string;
  readonly port: number;
  readonly upgrades?: readonly UpgradeHandler[];
  /** Called on close, before the listener stops: close sockets (1001), finish queues. */
  readonly beforeClose?: () => Promise<void>;
}

/**
 * The node:http server of a Koa app. Every answer it gives has the Error body of spec 2.4: the
 * Host guards answer a missing Host (node:http's own 400 has no body), and a request the parser
 * refuses, an unknown Expect or a Transfer-Encoding that does not end in chunked is answered here,
 * the last one before the app runs it (issue 13 fuzzing).
 */
export function httpServerOf(app: Koa): Server {
  const handle = app.callback();
  const server = createServer({ requireHostHeader: false }, (request, response) => {
    const unframed = unframedBody(request) ?? chunkedRead(request);
    if (unframed) return refuseRequest(response, unframed);
    handling(request, response);
    closeWhenBodyUnread(request, response);
    void handle(request, response);
  });
  server.on('clientError', answerClientError);
  server.on('checkExpectation', refuseExpectation);
  // CONNECT asks for a tunnel, which neither host gives: node:http hands it here, and closed it
  // without a word when nobody listened (found by QA).
  server.on('connect', (_request: IncomingMessage, socket: Duplex) =>
    refuseUpgrade(
      socket,
      apiError('invalid_request', undefined, { message: 'CONNECT is not served: this host is no proxy.' }),
    ),
  );
  return server;
}

/**
 * A response sent before its request's body has all arrived (a refusal by a guard, a route that
 * reads no body) closes the connection. Otherwise node keeps reading and dropping the rest on the
 * kept-alive connection, and a client sending it a byte every few seconds held the connection for
 * as long as node's request timeout (300 s). A body read to its end (or drained after an early
 * 413 or 415, unreadBody) keeps the connection alive. Requests without a body cost nothing here.
 */
function closeWhenBodyUnread(request: IncomingMessage, response: ServerResponse): void {
  if (!hasBody(request.headers) || request.complete) return;
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!request.complete && !this.headersSent) this.setHeader('Connection', 'close');
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}

/**
 * An upgrade whose target is in absolute form (`GET http://host/api/v1/ws`, RFC 9112 3.2.2, as a
 * proxy may send it) is routed by its path and query, as Koa routes such an HTTP request: the
 * upgrade handlers and the guards read `request.url` in origin form. A fragment is no part of a
 * request target: it is left out, as Koa leaves it out of an HTTP request's path (found by the
 * fuzz: `/api/v1/ws#x` was 404 where `/api/v1/state#x` is 200).
 */
function originForm(request: IncomingMessage): void {
  const hash = (request.url ?? '').indexOf('#');
  if (hash !== -1) request.url = (request.url ?? '').slice(0, hash);
  const target = request.url ?? '';
  if (!/^https?:\/\//i.test(target)) return;
  try {
    const url = new URL(target);
    request.url = `${url.pathname}${url.search}`;
  } catch {
    // Not a URL after all: left as it is, no upgrade path matches it (404).
  }
}

/**
 * A Koa app on a node:http server, with WebSocket upgrades routed by path and a graceful close:
 * stop accepting, let in-flight requests finish, then drop idle keep-alive connections.
 */
export class HttpHost {
  private server: Server | undefined;

  constructor(
    private readonly app: Koa,
    private readonly options: HttpHostOptions,
  ) {}

  async start(): Promise<{ host: string; port: number; url: string }> {
    const server = httpServerOf(this.app);
    server.on('upgrade', (request, socket, head) => {
      const malformed = handshakeRefusal(request);
      if (malformed) return refuseUpgrade(socket, malformed);
      originForm(request);
      for (const handle of this.options.upgrades ?? []) if (handle(request, socket, head)) return;
      // The address is not echoed: a mistyped OCR address holds the ingress key.
      refuseUpgrade(socket, apiError('not_found', undefined, { message: 'No WebSocket at this address.' }));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.port, this.options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    return this.address();
  }

  address(): { host: string; port: number; url: string } {
    if (!this.server) throw new Error('The host is not started');
    const { address, port } = this.server.address() as AddressInfo;
    const shown = address.includes(':') ? `[${address}]` : address;
    return { host: address, port, url: `http://${shown}:${port}` };
  }

  get listening(): boolean {
    return this.server?.listening ?? false;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await this.options.beforeClose?.();
    const forced = setTimeout(() => server.closeAllConnections(), 5000);
    await closed;
    clearTimeout(forced);
  }
}
