const DAY_MS = 24 * 60 * 60 * 1000;

/** A duration counts from the given instant: creation, or "today" on renewal (spec 3.2). */
export function expiryAfter(now: Date, durationDays: number): Date {
  return new Date(now.getTime() + durationDays * DAY_MS);
}

/** Expired from the expiry instant on. */
export function isExpired(token: { readonly expiresAt: Date }, now: Date): boolean {
  return now.getTime() >= token.expiresAt.getTime();
}
