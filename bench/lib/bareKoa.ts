// The baselines: a bare Koa app on a node:http server, on the same loopback setup as our hosts,
// answering each route with bytes computed before the run. No middleware, no parsing, no logs.
// With a `check`, it first runs the token check of our authentication (issue 11's second
// baseline, see tokenCheck.ts) and answers 401 when it fails. An answer with an ETag is sent with
// it, and a request whose If-None-Match names it gets 304 without the body.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import type { Context } from 'koa';

export interface FixedAnswer {
  readonly status: number;
  readonly type: string;
  readonly body: Buffer;
  /** The ETag our host sent with these bytes (and Cache-Control), when it sent one. */
  readonly etag?: string;
  readonly cacheControl?: string;
}

export interface BareServer {
  readonly url: string;
  close(): Promise<void>;
}

/** What the baseline runs before answering; false answers 401. */
export type RequestCheck = (ctx: Context) => Promise<boolean>;

/** Answers `METHOD url` (path and query) with its fixed bytes; anything else 404. */
export async function startBareKoa(
  routes: ReadonlyMap<string, FixedAnswer>,
  check?: RequestCheck,
): Promise<BareServer> {
  const app = new Koa();
  app.use(async (ctx) => {
    const answer = routes.get(`${ctx.method} ${ctx.url}`);
    if (!answer) {
      ctx.status = 404;
      return;
    }
    if (check && !(await check(ctx))) {
      ctx.status = 401;
      return;
    }
    if (answer.etag !== undefined) {
      ctx.set('ETag', answer.etag);
      if (answer.cacheControl !== undefined) ctx.set('Cache-Control', answer.cacheControl);
      if (ctx.get('If-None-Match') === answer.etag) {
        ctx.status = 304;
        return;
      }
    }
    ctx.status = answer.status;
    ctx.type = answer.type;
    ctx.body = answer.body;
  });
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
