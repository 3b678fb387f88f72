import { connect } from 'node:net';

/**
 * Sends `head` (request line and headers, as written) on a fresh TCP connection and resolves
 * with the status and body of the answer: for what no HTTP client sends, e.g. two Host headers.
 */
export function rawStatus(httpUrl: string, head: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(httpUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      // An accepted upgrade keeps the connection: its head is the whole answer.
      if (text.startsWith('HTTP/1.1 101') && text.includes('\r\n\r\n')) socket.destroy();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    const connection = /^Upgrade: websocket$/m.test(head) ? 'Upgrade' : 'close';
    socket.write(`${head.replace(/\n/g, '\r\n')}Connection: ${connection}\r\n\r\n`);
  });
}

/** A WebSocket upgrade request head for `path` (rawStatus adds `Connection: Upgrade`). */
export function upgradeHead(path: string, headers: readonly string[]): string {
  return (
    `GET ${path} HTTP/1.1\n${headers.join('\n')}\nUpgrade: websocket\n` +
    'Sec-WebSocket-Version: 13\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\n'
  );
}
