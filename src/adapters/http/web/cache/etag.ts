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

/** A validator as the weak comparison reads it: its opaque tag, without W/. */
const opaqueTag = (validator: string) => (validator.startsWith('W/') ? validator.slice(2) : validator);

/**
 * If-None-Match (RFC 9110 13.1.2): true when the header is `*` or lists, weak or strong, the tag
 * of the representation the answer is sent as (`etag`, its coding's tag). A tag of the same answer
 * in another coding does not match: a cache keeps each coding as a response of its own (Vary), and
 * a 304 must name one it holds.
 */
export function noneMatchHits(header: string, etag: string): boolean {
  if (header === '') return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => opaqueTag(candidate.trim()) === etag);
}
