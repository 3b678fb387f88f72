import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Next } from 'koa';
import { ApiError } from '../ApiError';
import type { LocalAccess } from './LocalAccess';

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** CONTRACT-NOTES: digest both sides, then compare in constant time (lengths never leak). */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

const CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="match-desk local API"' };

/** Spec 5.1.1–5.1.2: in protected mode, `Authorization: Bearer <local key>` or 401. */
export function bearerKey(access: () => LocalAccess) {
  return async function checkKey(ctx: Context, next: Next): Promise<void> {
    const current = access();
    if (!current.requireKey) return next();
    const header = ctx.get('Authorization');
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) {
      throw new ApiError(
        401,
        'key_missing',
        'The local key is required: Authorization: Bearer <key>.',
        undefined,
        CHALLENGE,
      );
    }
    if (!sameSecret(match[1] as string, current.localKey)) {
      throw new ApiError(401, 'key_invalid', 'The local key is not valid.', undefined, CHALLENGE);
    }
    return next();
  };
}
