// A loopback TCP proxy that can cut a connection as the server's answer starts: the request
// reached the server and was handled, but the client never sees the answer (a real network cut).
import type { AddressInfo, Server, Socket } from 'node:net';
import { connect, createServer } from 'node:net';

export interface CuttingProxy {
  readonly url: string;
  /** The next answer coming back from the server is dropped and its connection destroyed. */
  cutNextAnswer(): void;
  /** Cuts every open connection now (the server stays up). */
  dropConnections(): void;
  /** How many answers were cut. */
  readonly cuts: number;
  close(): Promise<void>;
}

export async function cuttingProxy(targetPort: number): Promise<CuttingProxy> {
  let armed = false;
  let cuts = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    client.on('close', () => sockets.delete(client));
    upstream.on('close', () => sockets.delete(upstream));
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => {
      if (armed) {
        armed = false;
        cuts += 1;
        client.destroy();
        upstream.destroy();
        return;
      }
      client.write(chunk);
    });
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    cutNextAnswer: () => {
      armed = true;
    },
    dropConnections: () => {
      for (const s of sockets) s.destroy();
    },
    get cuts() {
      return cuts;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
