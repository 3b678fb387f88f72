import type { IncomingMessage } from 'node:http';
import type { AcceptedEncoding } from './contentEncoding';
import { decoderOf } from './contentEncoding';
import { settleUnreadBody } from './unreadBody';
import type { ApiError } from '../../errors/ApiError';
import { apiError } from '../../errors/ApiError';

/** 413 for a body that exceeds `limitBytes` once decoded. */
export const tooLarge = (limitBytes: number): ApiError =>
  apiError('body_too_large', undefined, { message: `The request body exceeds ${limitBytes} bytes.` });

/**
 * How long a whole request body may take to arrive, from the end of its headers. A body of the
 * 64 KiB limit needs a little over 2 KiB/s; a client that sends less (one byte every few seconds,
 * holding a connection and a request open for as long as it likes) is answered 408.
 */
export const BODY_DEADLINE_MS = 30_000;

/** 408 for a body still arriving after `deadlineMs`; the connection is closed after the answer. */
export const bodyTimedOut = (deadlineMs: number): ApiError =>
  apiError('request_timeout', undefined, {
    message: `The request body did not arrive within ${deadlineMs / 1000} s.`,
    headers: { Connection: 'close' },
  });

/**
 * Reads a request body, decoded, up to `limitBytes` of decoded bytes (issue 13 finding 1: the
 * limit counts what the body expands to, so a small compressed bomb is 413). Bytes that do not
 * decode as the declared encoding are 400 `invalid_body` naming it. On any early stop the rest of
 * the body is drained or the connection closed, so keep-alive still works (finding 3). A body
 * still arriving after `deadlineMs` is 408 `request_timeout`, and its connection is closed (the
 * rest of a body that slow is not waited for).
 */
export function readBody(
  request: IncomingMessage,
  encoding: AcceptedEncoding,
  limitBytes: number,
  deadlineMs: number = BODY_DEADLINE_MS,
): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const decoder = decoderOf(encoding);
    const source = decoder ?? request;
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const stop = (error: ApiError | null, body?: Buffer): void => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      source.removeListener('data', onData);
      source.removeListener('end', onEnd);
      source.removeListener('error', onError);
      request.removeListener('aborted', onAborted);
      if (decoder) {
        request.unpipe(decoder);
        decoder.on('error', () => undefined);
        decoder.destroy();
      }
      if (timedOut) reject(bodyTimedOut(deadlineMs));
      else if (error) settleUnreadBody(request, error).then(reject, reject);
      else resolve(body as Buffer);
    };
    let timedOut = false;
    const deadline = setTimeout(() => {
      timedOut = true;
      stop(null);
    }, deadlineMs);
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limitBytes) {
        stop(tooLarge(limitBytes));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => stop(null, Buffer.concat(chunks, size));
    const onError = (): void =>
      stop(
        decoder
          ? apiError(
              'invalid_body',
              { 'Content-Encoding': `the body does not decode as ${encoding}` },
              { message: `The request body is not valid ${encoding} data, as its Content-Encoding says.` },
            )
          : apiError('invalid_body'),
      );
    const onAborted = (): void =>
      stop(apiError('invalid_body', undefined, { message: 'The request body was cut short.' }));
    source.on('data', onData);
    source.once('end', onEnd);
    source.once('error', onError);
    request.once('aborted', onAborted);
    if (decoder) {
      request.once('error', onError);
      request.pipe(decoder);
    }
  });
}
