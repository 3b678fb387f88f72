// The baseline of ocr-to-overlay: a bare `ws` server that relays each reading of its source to
// every client as one message of the size of our state message, serialized once. It parses the
// reading (as any relay must) and coalesces nothing.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import type { BareServer } from './bareKoa';
import { SEQ_NAME } from './ocrTask';

export interface BareRelay extends BareServer {
  /** ws://…/ws for the clients, ws://…/ocr for the source. */
  readonly overlayUrl: string;
  readonly sourceUrl: string;
}

/** A `state` message of exactly `bytes` bytes carrying the reading's sequence number. */
function relayed(rev: number, seq: string, bytes: number): Buffer {
  const head = `{"type":"state","rev":${rev},"state":{"ocr":{"values":{"${SEQ_NAME}":"${seq}"}},"pad":"`;
  const tail = '"}}';
  return Buffer.from(head + 'x'.repeat(Math.max(0, bytes - head.length - tail.length)) + tail);
}

export async function startBareRelay(messageBytes: number): Promise<BareRelay> {
  const overlays = new WebSocketServer({ noServer: true });
  const sources = new WebSocketServer({ noServer: true });
  let rev = 0;
  sources.on('connection', (source: WebSocket) => {
    source.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as { type: string; values?: Record<string, unknown> };
      if (message.type === 'register') {
        source.send(JSON.stringify({ type: 'registered', role: 'ocr', protocol: 1 }));
        return;
      }
      const frame = relayed((rev += 1), String(message.values?.[SEQ_NAME] ?? ''), messageBytes);
      for (const client of overlays.clients) client.send(frame);
    });
  });
  overlays.on('connection', (client: WebSocket) =>
    client.send(JSON.stringify({ type: 'ready', protocol: 1 })),
  );
  const server = createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', (request, socket, head) => {
    const target = request.url === '/ocr' ? sources : request.url === '/ws' ? overlays : null;
    if (!target) return socket.destroy();
    target.handleUpgrade(request, socket, head, (ws) => target.emit('connection', ws, request));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    overlayUrl: `ws://127.0.0.1:${port}/ws`,
    sourceUrl: `ws://127.0.0.1:${port}/ocr`,
    close: async () => {
      for (const ws of [...overlays.clients, ...sources.clients]) ws.terminate();
      await Promise.all(
        [overlays, sources].map((s) => new Promise<void>((resolve) => s.close(() => resolve()))),
      );
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
