import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';

/**
 * What a swagger-ui page may connect to: the explorer tries requests on this origin ('self'); the
 * contract viewer may send none, even by script ('none', spec 5.2.6).
 */
export type ConnectSource = "'self'" | "'none'";

/**
 * The headers of the explorer and the viewer: scripts and stylesheets only by this response's
 * nonce (swagger-ui's inline styles are set through the DOM, which CSP allows), images from here
 * and the data: icons of swagger-ui.css, no forms, no framing, no referrer. Returns the nonce.
 */
export function docsPageSecurity(ctx: Context, connect: ConnectSource): string {
  const nonce = randomBytes(16).toString('base64');
  ctx.set(
    'Content-Security-Policy',
    [
      "default-src 'none'",
      `script-src 'nonce-${nonce}'`,
      `style-src 'nonce-${nonce}'`,
      "img-src 'self' data:",
      `connect-src ${connect}`,
      "form-action 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
  );
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.type = 'text/html; charset=utf-8';
  return nonce;
}
