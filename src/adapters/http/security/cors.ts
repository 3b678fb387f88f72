import type { Context } from 'koa';

// CORS of both hosts, for browser origins their operator allowed by name: the origin is named back
// (never `*`) and no credentials are allowed (a cookie never crosses origins; a browser page on an
// allowed origin authenticates with its Authorization header).

/** What one host lets an allowed origin's scripts send and read. */
export interface CorsRules {
  /** Request headers a script may set (Access-Control-Allow-Headers). */
  readonly allowedHeaders: string;
  /** Answer headers a script may read besides the safelisted ones (Access-Control-Expose-Headers). */
  readonly exposedHeaders: string;
}

/** How long a browser may keep a preflight's answer (seconds). */
const PREFLIGHT_MAX_AGE = '600';

/** A preflight: an OPTIONS with an Origin that asks for a method. */
export const isPreflight = (ctx: Context): boolean =>
  ctx.method === 'OPTIONS' && ctx.get('Origin') !== '' && ctx.get('Access-Control-Request-Method') !== '';

/** Names `origin` (already found allowed) in the answer, whatever its status. */
export function allowOrigin(ctx: Context, origin: string, rules: CorsRules): void {
  ctx.vary('Origin');
  ctx.set('Access-Control-Allow-Origin', origin);
  ctx.set('Access-Control-Expose-Headers', rules.exposedHeaders);
}

/** Answers an allowed origin's preflight: 204 with the methods and headers it may use. */
export function answerPreflight(ctx: Context, methods: string, rules: CorsRules): void {
  ctx.set('Access-Control-Allow-Methods', methods);
  ctx.set('Access-Control-Allow-Headers', rules.allowedHeaders);
  ctx.set('Access-Control-Max-Age', PREFLIGHT_MAX_AGE);
  ctx.status = 204;
}
