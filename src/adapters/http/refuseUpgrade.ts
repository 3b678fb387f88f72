import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApiError } from '../errors/ApiError';
import { errorBody } from './errorHandler';
import { ANSWER_HEADERS } from './security/securityHeaders';

/**
 * Answers a refused WebSocket upgrade (or a request node:http could not parse) with the Error body of spec 2.4 (both APIs), the status and
 * headers of `error` (a code of the error map) and those of every answer, and closes. A server failure carries an
 * `error_id`, echoed in X-Error-Id (CONTRACT-NOTES).
 */
export function refuseUpgrade(socket: Duplex, error: ApiError, errorId?: string): void {
  const body = JSON.stringify(errorBody(error, errorId));
  const headers = { ...ANSWER_HEADERS, ...error.headers, ...(errorId ? { 'X-Error-Id': errorId } : {}) };
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.on('error', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? 'Error'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      extra +
      'Connection: close\r\n\r\n' +
      body,
  );
}
