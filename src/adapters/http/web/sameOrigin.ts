import type { Context, Next } from 'koa';
import { ApiError } from '../ApiError';
import type { WebState } from './authenticate';

/** Whether an Origin header names this host (scheme, host and port), e.g. "https://desk.example". */
export function isSameOrigin(origin: string | undefined, expected: string): boolean {
  if (!origin) return false;
  try {
    return new URL(origin).origin === new URL(expected).origin;
  } catch {
    return false;
  }
}

/**
 * CONTRACT-NOTES "Sessions": a write authenticated by the session cookie must come from the
 * application's own origin (CSRF defence on top of SameSite=Strict). Token writes are not
 * concerned: a bearer header is never sent by a browser on its own.
 */
export function sameOriginForCookieWrites() {
  return async function requireSameOrigin(ctx: Context, next: Next): Promise<void> {
    const state = ctx.state as WebState;
    if (state.authenticatedBy === 'session' && !['GET', 'HEAD', 'OPTIONS'].includes(ctx.method)) {
      // Koa 3's ctx.origin echoes the Origin header: the own origin is built from protocol and host.
      if (!isSameOrigin(ctx.get('Origin') || undefined, `${ctx.protocol}://${ctx.host}`)) {
        throw new ApiError(
          403,
          'origin_forbidden',
          'A write with a session cookie must come from this site.',
        );
      }
    }
    return next();
  };
}
