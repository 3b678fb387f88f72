// The baseline: a bare Koa app on a node:http server, on the same loopback setup as our hosts,
// answering each route with bytes computed before the run. No middleware, no parsing, no logs.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';

export interface FixedAnswer {
  readonly status: number;
  readonly type: string;
  readonly body: Buffer;
}

export interface BareServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Answers `METHOD url` (path and query) with its fixed bytes; anything else 404. */
export async function startBareKoa(routes: ReadonlyMap<string, FixedAnswer>): Promise<BareServer> {
  const app = new Koa();
  app.use((ctx) => {
    const answer = routes.get(`${ctx.method} ${ctx.url}`);
    if (!answer) {
      ctx.status = 404;
      return;
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
