import type { IncomingMessage } from 'node:http';
import type { ApiError } from '../../errors/ApiError';

/** How much of an unread body is still read and dropped after an early answer, to keep the connection. */
export const DRAIN_BOUND_BYTES = 1024 * 1024;
/** How long the rest of a body may take to arrive before the connection is given up instead. */
export const DRAIN_WAIT_MS = 2_000;

/** Reads and drops the rest of the body: true once it ended within the bound and the time. */
function drain(request: IncomingMessage): Promise<boolean> {
  return new Promise((resolve) => {
    let drained = 0;
    const done = (ended: boolean): void => {
      clearTimeout(timer);
      request.removeListener('end', onEnd);
      request.removeListener('close', onClose);
      resolve(ended);
    };
    const onEnd = (): void => done(true);
    const onClose = (): void => done(request.complete);
    const timer = setTimeout(() => done(false), DRAIN_WAIT_MS);
    request.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > DRAIN_BOUND_BYTES) done(false);
    });
    request.on('error', () => undefined);
    request.once('end', onEnd);
    request.once('close', onClose);
    request.resume();
  });
}

/**
 * Issue 13 finding 3: after an early answer (413, 415, 400) the rest of the request body is still
 * on the connection, and a keep-alive client sends its next request behind it. The rest is read
 * and dropped, up to DRAIN_BOUND_BYTES and DRAIN_WAIT_MS, so the connection stays usable; past
 * either, the answer says `Connection: close` and the client opens a new connection.
 */
export async function settleUnreadBody(request: IncomingMessage, error: ApiError): Promise<ApiError> {
  if (request.complete || request.destroyed) return error;
  if (await drain(request)) return error;
  return error.withHeaders({ Connection: 'close' });
}
