import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';

/**
 * Headers of every HTML page: a Content-Security-Policy that allows only our own inline script
 * and style (by a per-response nonce) and requests to this origin, no framing, no referrer.
 * Returns the nonce to put on the page's <script> and <style> elements.
 */
export function securePage(ctx: Context): string {
  const nonce = randomBytes(16).toString('base64');
  ctx.set(
    'Content-Security-Policy',
    [
      "default-src 'none'",
      `script-src 'nonce-${nonce}'`,
      `style-src 'nonce-${nonce}'`,
      "connect-src 'self'",
      "img-src 'self'",
      "form-action 'self'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
  );
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.type = 'text/html; charset=utf-8';
  return nonce;
}
