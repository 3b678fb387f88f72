import { createHash } from 'node:crypto';
import type { ContentCoding } from './ReadCache';

/** A strong ETag of the bytes: 160 bits of their SHA-256, base64url, quoted. */
export function strongEtag(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * The ETag of the answer sent with a content coding: a compressed representation is another
 * representation (RFC 9110 8.8.3), so it gets its own strong ETag, the identity one plus a suffix.
 */
export function etagWithCoding(etag: string, coding: ContentCoding | 'identity'): string {
  return coding === 'identity' ? etag : `${etag.slice(0, -1)}-${coding}"`;
}

/** The identity ETag a validator names, whichever coding it was received with. */
function baseOf(validator: string): string {
  const tag = validator.startsWith('W/') ? validator.slice(2) : validator;
  return tag.replace(/-(?:br|gzip)"$/, '"');
}

/**
 * If-None-Match (RFC 9110 13.1.2) uses the weak comparison: true when the header lists the
 * answer's ETag (in any coding, weak or strong) or is `*`.
 */
export function noneMatchHits(header: string, etag: string): boolean {
  if (header === '') return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => baseOf(candidate.trim()) === etag);
}
