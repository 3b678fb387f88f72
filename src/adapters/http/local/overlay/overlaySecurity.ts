import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';

/**
 * Headers of the overlay page: a Content-Security-Policy that runs only this response's inline
 * script and style (by nonce) and connects only to this origin (its /ws; CSP 3 lets 'self' cover
 * ws: on the same host and port), no framing, no referrer. Returns the nonce.
 */
export function secureOverlay(ctx: Context): string {
  const nonce = randomBytes(16).toString('base64');
  ctx.set(
    'Content-Security-Policy',
    [
      "default-src 'none'",
      `script-src 'nonce-${nonce}'`,
      `style-src 'nonce-${nonce}'`,
      "connect-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
  );
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.type = 'text/html; charset=utf-8';
  return nonce;
}
