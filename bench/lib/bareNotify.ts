// The baseline of web-write-and-notify: bare Koa answering the write with the bytes of a real
// answer, after sending a notification of the same shape (serialized once) to every socket of a
// bare `ws` server: the cost of the HTTP round trip and the fan-out, without the database.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { WebSocketServer } from 'ws';
import type { BareServer } from './bareKoa';

export async function startBareNotify(answer: Buffer, championshipId: string): Promise<BareServer> {
  const sockets = new WebSocketServer({ noServer: true });
  const versions = new Map<string, number>();
  const app = new Koa();
  app.use(async (ctx) => {
    const chunks: Buffer[] = [];
    for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { match_id: string };
    const version = (versions.get(body.match_id) ?? 1) + 1;
    versions.set(body.match_id, version);
    const message = JSON.stringify({
      type: 'match_event',
      sport: 'football',
      championshipId,
      matchId: body.match_id,
      snapshotUrl: `/api/football/get_match_snapshot?championship_id=${championshipId}&match_id=${body.match_id}`,
      version,
      at: new Date().toISOString(),
    });
    for (const socket of sockets.clients) socket.send(message);
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = answer;
  });
  const server = createServer(app.callback());
  server.on('upgrade', (request, socket, head) =>
    sockets.handleUpgrade(request, socket, head, (ws) =>
      ws.send(JSON.stringify({ type: 'ready', protocol: 1 })),
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets.clients) socket.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
