import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Answers a refused WebSocket upgrade (or a request node:http could not parse) on its raw socket with
 * the Error body of spec 2.4 (both APIs) and closes.
 */
export function refuseUpgrade(
  socket: Duplex,
  status: number,
  code: string,
  error: string,
  headers: Readonly<Record<string, string>> = {},
  errorId?: string,
  details?: Readonly<Record<string, string>>,
): void {
  // A server failure carries an error_id, echoed in X-Error-Id (CONTRACT-NOTES).
  const body = JSON.stringify({
    success: false,
    error,
    code,
    ...(details && Object.keys(details).length > 0 ? { errors: details } : {}),
    ...(errorId ? { error_id: errorId } : {}),
  });
  if (errorId) headers = { ...headers, 'X-Error-Id': errorId };
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
