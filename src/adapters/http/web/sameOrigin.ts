import type { IncomingMessage } from 'node:http';
import type { Context, Next } from 'koa';
import type { WebState } from './authenticate';
import { apiError } from '../../errors/ApiError';

/** Whether an Origin header names this host (scheme, host and port), e.g. "https://desk.example". */
export function isSameOrigin(origin: string | undefined, expected: string): boolean {
  if (!origin) return false;
  try {
    return new URL(origin).origin === new URL(expected).origin;
  } catch {
    return false;
  }
}

/** Our own origin as the browser sees it (Koa 3's ctx.origin echoes the Origin header instead). */
export function ownOriginOf(ctx: Context): string {
  return `${ctx.protocol}://${ctx.host}`;
}

function firstForwarded(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text?.split(',')[0]?.trim() || undefined;
}

/**
 * The same origin for a raw request (a WebSocket upgrade), read as Koa reads it: behind a trusted
 * proxy, X-Forwarded-Proto and X-Forwarded-Host name what the browser used.
 */
export function ownOriginOfRequest(request: IncomingMessage, trustProxy: boolean): string {
  const encrypted = (request.socket as { encrypted?: boolean }).encrypted === true;
  const forwardedProto = trustProxy ? firstForwarded(request.headers['x-forwarded-proto']) : undefined;
  const protocol = encrypted ? 'https' : (forwardedProto ?? 'http');
  const host =
    (trustProxy ? firstForwarded(request.headers['x-forwarded-host']) : undefined) ??
    request.headers.host ??
    '';
  return `${protocol}://${host}`;
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
      if (!isSameOrigin(ctx.get('Origin') || undefined, ownOriginOf(ctx))) {
        throw apiError('origin_forbidden', undefined, {
          message: 'A write with a session cookie must come from this site.',
        });
      }
    }
    return next();
  };
}
