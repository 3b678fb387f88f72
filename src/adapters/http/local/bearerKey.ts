import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { LocalAccess } from './LocalAccess';
import { apiError } from '../../errors/ApiError';

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
      throw apiError('key_missing', undefined, { headers: CHALLENGE });
    }
    if (!sameSecret(match[1] as string, current.localKey)) {
      throw apiError('key_invalid', undefined, { headers: CHALLENGE });
    }
    return next();
  };
}
