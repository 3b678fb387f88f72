import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/** Answers a refused WebSocket upgrade with the local API's Error body (spec 2.4) and closes. */
export function refuseUpgrade(
  socket: Duplex,
  status: number,
  code: string,
  error: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  const body = JSON.stringify({ success: false, error, code });
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.on('error', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      extra +
      'Connection: close\r\n\r\n' +
      body,
  );
}
