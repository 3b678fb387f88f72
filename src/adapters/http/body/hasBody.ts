import type { IncomingHttpHeaders } from 'node:http';

/** Whether a request carries a body: a Transfer-Encoding, or a Content-Length other than 0. */
export function hasBody(headers: IncomingHttpHeaders): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
