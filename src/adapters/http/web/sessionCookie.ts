import type { Context } from 'koa';

/** The session cookie (CONTRACT-NOTES "Sessions"): HttpOnly, SameSite=Strict, path /. */
export const SESSION_COOKIE = 'md_session';

const COOKIE_SYNTAX = /^[A-Za-z0-9_-]{16,128}$/;

/** The session id carried by the request, when it has the shape of one (never a store read). */
export function sessionIdOf(ctx: Pick<Context, 'cookies'>): string | null {
  const value = ctx.cookies.get(SESSION_COOKIE);
  return value !== undefined && COOKIE_SYNTAX.test(value) ? value : null;
}

/** Reads the cookie from a raw Cookie header (WebSocket upgrades have no Koa context). */
export function sessionIdFromHeader(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    return COOKIE_SYNTAX.test(value) ? value : null;
  }
  return null;
}

/** Sets the cookie after a login; `secure` follows the request's protocol (HTTPS in production). */
export function setSessionCookie(ctx: Context, sessionId: string, maxAgeMs: number): void {
  ctx.cookies.set(SESSION_COOKIE, sessionId, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    maxAge: maxAgeMs,
    secure: ctx.secure,
    overwrite: true,
  });
}

export function clearSessionCookie(ctx: Context): void {
  ctx.cookies.set(SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    maxAge: 0,
    secure: ctx.secure,
    overwrite: true,
  });
}
