import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type Koa from 'koa';
import { httpServerOf } from '../../src/adapters/http/HttpHost';

export interface RunningServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Starts a Koa app on an ephemeral loopback port, on the node:http server the hosts use. */
export async function listen(app: Koa): Promise<RunningServer> {
  const server: Server = httpServerOf(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
