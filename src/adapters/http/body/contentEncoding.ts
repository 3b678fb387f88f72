import type { Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

/** The request Content-Encodings both hosts accept (RFC 9110 8.4); others get 415. */
export const ACCEPTED_ENCODINGS = ['gzip', 'deflate', 'br', 'identity'] as const;
export type AcceptedEncoding = (typeof ACCEPTED_ENCODINGS)[number];

/**
 * The single coding a body is sent with, or null when the header names one the hosts do not
 * accept or several (a stack of codings is refused too: each one multiplies the work).
 */
export function encodingOf(header: string | undefined): AcceptedEncoding | null {
  const value = (header ?? '').trim().toLowerCase();
  if (value === '') return 'identity';
  const named = value === 'x-gzip' ? 'gzip' : value;
  return (ACCEPTED_ENCODINGS as readonly string[]).includes(named) ? (named as AcceptedEncoding) : null;
}

/** The decompressing stream of an encoding; none for identity. */
export function decoderOf(encoding: AcceptedEncoding): Transform | null {
  switch (encoding) {
    case 'gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    case 'identity':
      return null;
  }
}
