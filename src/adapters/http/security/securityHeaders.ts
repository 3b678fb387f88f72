import { randomBytes } from 'node:crypto';
import type { Context, Next } from 'koa';

// Issue 13, "One place for security headers": every answer of both hosts (API, pages, refused
// upgrades) and every page's Content-Security-Policy come from this module.

/** Frame ancestors, base URI and the default fetch source: nothing, on every answer. */
const LOCKED = ["default-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"];

/**
 * The headers of every answer: no MIME sniffing, no caching (reads that validate with an ETag set
 * their own Cache-Control), no framing, no referrer, and a policy that lets an answer run nothing
 * and load nothing when a browser opens it as a document (an API answer is never a page).
 */
export const ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': LOCKED.join('; '),
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
};

/** Koa middleware of both hosts: ANSWER_HEADERS on every answer, before anything can fail. */
export function securityHeaders(ctx: Context, next: Next): Promise<void> {
  ctx.set(ANSWER_HEADERS);
  return next();
}

/** What one kind of page may do beyond running its own inline script and style (by nonce). */
export interface PagePolicy {
  /** Where its scripts may send requests (fetch, WebSocket). */
  readonly connect: "'self'" | "'none'";
  /** Where its images may come from. */
  readonly images: "'self'" | "'self' data:" | "'none'";
  /** Where its forms may post. */
  readonly forms: "'self'" | "'none'";
  /** Whether it runs a script at all. */
  readonly scripts: boolean;
}

/** Every page of both hosts and what it may do. */
export const PAGES = {
  /** The login and token pages, and the refusals shown as pages: they call the API of this site. */
  account: { connect: "'self'", images: "'self'", forms: "'self'", scripts: true },
  /** The API explorer: tries requests on this origin; swagger-ui's icons are data: URLs. */
  explorer: { connect: "'self'", images: "'self' data:", forms: "'none'", scripts: true },
  /** The public contract viewer (spec 5.2.6): may send no request at all, even by script. */
  viewer: { connect: "'none'", images: "'self' data:", forms: "'none'", scripts: true },
  /** The overlay: connects to its own /ws only (CSP 3 lets 'self' cover ws: on the same host and port). */
  overlay: { connect: "'self'", images: "'none'", forms: "'none'", scripts: true },
  /** The web host's front door: links and a stylesheet, no script. */
  frontDoor: { connect: "'none'", images: "'none'", forms: "'none'", scripts: false },
} as const satisfies Readonly<Record<string, PagePolicy>>;

export type PageName = keyof typeof PAGES;

/** The Content-Security-Policy of a page whose inline script and style carry `nonce`. */
export function pageCsp(page: PageName, nonce: string): string {
  const policy: PagePolicy = PAGES[page];
  return [
    "default-src 'none'",
    `script-src ${policy.scripts ? `'nonce-${nonce}'` : "'none'"}`,
    `style-src 'nonce-${nonce}'`,
    `connect-src ${policy.connect}`,
    `img-src ${policy.images}`,
    `form-action ${policy.forms}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The headers of an HTML page (ANSWER_HEADERS already set): its Content-Security-Policy, with a
 * fresh nonce per response, and its content type. Returns the nonce for its <script> and <style>.
 */
export function securePage(ctx: Context, page: PageName): string {
  const nonce = randomBytes(16).toString('base64');
  ctx.set('Content-Security-Policy', pageCsp(page, nonce));
  ctx.type = 'text/html; charset=utf-8';
  return nonce;
}
